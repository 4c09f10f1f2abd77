"""Add or edit a participant (TRF record 001 data), also used for late entries with the round they join.

The fields are checked here first, with one clear message per problem; then the services' command runs
(``submit``) and a refusal (e.g. a duplicate FIDE id) is shown in the dialog, which stays open with
everything the arbiter typed. TPNs are never typed: the services compute them (C.04.2 (2026) art. 2.2–2.5).
"Find in FIDE list" (``ui.fide_lookup``) fills the fields from the imported FIDE rating list.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.player import Sex, Title
from arbiter_desk.core.rating_lists import ListRef
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.services.ratings.rating_list import RatedPlayer
from arbiter_desk.services.ratings.rating_lookup import player_data_from_list
from arbiter_desk.ui.common.date_fields import date_form, example, read_typed, shown_date, trf_date
from arbiter_desk.ui.common.plain_text import plain, tooltip
from arbiter_desk.ui.common.wording import t, t_n, t_p
from arbiter_desk.ui.ratings.rating_pick import rating_by_sequence
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.registration.fide_lookup import FideLookup

Submit = Callable[[PlayerData, int | None], str | None]
"""Runs the command with the typed data (and entry round); returns the services' refusal, or None if done."""

NAME = re.compile(r"^[^,]*[^,\s][^,]*(,\s*\S.*)?$")
"""``Lastname, Firstname`` with something on both sides of the comma, or a name without a comma: a single name
(mononym) or one written in its own order, kept as typed."""
FEDERATION = re.compile(r"^[A-Za-z]{3}$")
BIRTH_YEAR = re.compile(r"^\d{4}$")
INVALID_STYLE = "border: 1px solid #b00020;"


NAME_WIDTH = 33
"""TRF record 001 columns 15-47: a longer name could not be written and read back."""
MAX_FIDE_ID = 99_999_999_999
"""TRF record 001 columns 58-68."""


def check_fields(
    name: str, rating: str, federation: str, fide_id: str, birth_date: str, pairing_rating: str = ""
) -> dict[str, str]:
    """Field name → what is wrong with it, for every field the arbiter got wrong (empty if all is well)."""
    problems: dict[str, str] = {}
    if pairing_rating.strip() and not (pairing_rating.strip().isdigit() and 0 < int(pairing_rating) <= 3500):
        problems["pairing_rating"] = t("The provisional rating is a whole number from 1 to 3500.")
    if not name.strip():
        problems["name"] = t("Name is required, written “Lastname, Firstname” (or a single name).")
    elif not NAME.match(name.strip()):
        problems["name"] = t("Write “Lastname, Firstname” (a name on both sides of the comma) or a single name.")
    elif len(name.strip()) > NAME_WIDTH:
        problems["name"] = t(
            "Name has at most {count} characters (the columns of a TRF player record).", count=NAME_WIDTH
        )
    if rating.strip() and not (rating.strip().isdigit() and 0 <= int(rating) <= 3500):
        problems["rating"] = t("Rating is a whole number from 0 (unrated) to 3500.")
    if federation.strip() and not FEDERATION.match(federation.strip()):
        problems["federation"] = t("Federation is three letters, e.g. FRA.")
    if fide_id.strip() and not (fide_id.strip().isdigit() and 0 < int(fide_id) <= MAX_FIDE_ID):
        problems["fide_id"] = t("FIDE id is up to 11 digits (leave it empty if the player has none).")
    typed = birth_date.strip()
    if typed and not BIRTH_YEAR.match(typed) and read_typed(typed) is None:
        problems["birth_date"] = t(
            "Birth date is written {form} (for example {example}) or just the year (for example 1990), not “{typed}”.",
            form=date_form(),
            example=example(),
            typed=typed,
        )
    return problems


def _stored_birth_date(typed: str) -> str:
    """The birth date as the file keeps it (TRF ``YYYY/MM/DD`` or the year alone); call on a checked text."""
    found = read_typed(typed) if not BIRTH_YEAR.match(typed.strip()) else None
    return typed.strip() if found is None else trf_date(found)


class PlayerDialog(QDialog):
    """The participant's data; with ``entry_rounds`` (first, last) also the round a late entry joins (and
    ``entry_note``, e.g. how to join a round already published)."""

    def __init__(
        self,
        submit: Submit,
        player: PlayerData | None = None,
        entry_rounds: tuple[int, int] | None = None,
        parent: QWidget | None = None,
        entry_note: str = "",
        keep_adding: bool = False,
    ) -> None:
        """``keep_adding``: the Keep adding box as the arbiter left it last time (the tab remembers it)."""
        super().__init__(parent)
        self._submit = submit
        self.rating_sequence: tuple[ListRef, ...] = ()
        """The event's list sequence (checklist Q123–129); empty: the FIDE standard rating, as before."""
        self._from_list: tuple[str, str] | None = None
        data = player or PlayerData(name="")
        if entry_rounds is not None:
            self.setWindowTitle(t("Late entry"))
        else:
            self.setWindowTitle(t("Add player") if player is None else t("Edit {name}", name=data.name))
        self.name = QLineEdit(data.name, self)
        self.name.setPlaceholderText(t("Lastname, Firstname — or a single name"))
        self.sex = QComboBox(self)
        for label, sex in (("—", Sex.UNKNOWN), (t("man"), Sex.MALE), (t("woman"), Sex.FEMALE)):
            self.sex.addItem(label, sex)
        self.sex.setCurrentIndex(self.sex.findData(data.sex))
        self.title = QComboBox(self)
        for title in Title:
            self.title.addItem(title.value or "—", title)
        self.title.setCurrentIndex(self.title.findData(data.title))
        self.rating = QLineEdit(str(data.rating) if data.rating else "", self)
        self.rating.setPlaceholderText(t("FIDE rating; empty = unrated"))
        self.pairing_rating = QLineEdit("" if data.pairing_rating is None else str(data.pairing_rating), self)
        self.pairing_rating.setPlaceholderText(t("provisional, for an unrated player"))
        self.pairing_rating.setToolTip(
            t(
                "C.04.4.1 art. 1.1.2: a player without a rating gets a provisional one from the chief arbiter. "
                "Used for the initial order and the pairing only; shown in brackets, never reported as a FIDE "
                "rating."
            )
        )
        self.rating.textChanged.connect(self._rating_changed)
        self.federation = QLineEdit(data.federation, self)
        self.federation.setMaxLength(3)
        self.federation.setPlaceholderText(t("e.g. FRA"))
        self.fide_id = QLineEdit("" if data.fide_id is None else str(data.fide_id), self)
        self.fide_id.setPlaceholderText(t("digits, optional"))
        self.birth_date = QLineEdit(shown_date(data.birth_date), self)
        self.birth_date.setPlaceholderText(t("{form} or just the year", form=date_form()))
        self.club = QLineEdit(data.club, self)
        self.club.setMaxLength(60)
        self.club.setPlaceholderText(t("optional, for club prize lists"))
        self.entry_round: QSpinBox | None = None
        self.lookup = FideLookup(self)
        self.lookup.picked.connect(self.fill_from_list)
        self.lookup.chosen.connect(self.accept)  # Enter on a match: filled in and registered (then the next one)
        form = QFormLayout()
        form.addRow(t("&Name"), self.name)
        form.addRow(t("&Title"), self.title)
        form.addRow(t_p("rating number", "&Rating"), self.rating)
        form.addRow(t("Rating for &pairing"), self.pairing_rating)
        form.addRow(t("&Federation"), self.federation)
        form.addRow(t("FIDE &id"), self.fide_id)
        form.addRow(t("&Birth date"), self.birth_date)
        form.addRow(t("&Sex"), self.sex)
        form.addRow(t("C&lub"), self.club)
        if entry_rounds is not None:
            self.entry_round = QSpinBox(self)
            self.entry_round.setRange(*entry_rounds)
            self.entry_round.setToolTip(t("C.04.2 art. 2.4: the rounds before get the tournament's late-entry result"))
            form.addRow(t("&Joins in round"), self.entry_round)
            text = t("The rounds before it get the tournament's late-entry result (C.04.2 art. 2.4).")
            note = plain(QLabel(f"{text} {entry_note}".strip(), self))
            note.setWordWrap(True)
            note.setStyleSheet("color: #5a5a5a;")
            form.addRow(note)
        self.error = plain(QLabel(self))
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)  # Enter in any field = OK
        # Enter never cancels a form being typed: Cancel takes no Enter even with the focus (Esc or Space on it do)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        self.keep_adding = QCheckBox(t("&Keep adding: after OK, an empty form for the next player"), self)
        self.keep_adding.setVisible(player is None)
        self.keep_adding.setChecked(player is None and keep_adding)
        self.added: list[str] = []
        """Names registered while the dialog stayed open (keep-adding mode)."""
        self.added_label = plain(QLabel(self))  # the names registered, as typed
        self.added_label.setStyleSheet("color: #1f6f2a;")
        self.added_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.lookup)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.added_label)
        layout.addWidget(self.keep_adding)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)
        self._set_tab_order()
        self._rating_changed()
        if player is None and self.lookup.is_available:
            self.lookup.search_edit.setFocus()  # a new player: start from the FIDE list
        else:
            self.name.setFocus()

    def first_field(self) -> QWidget:
        """Where a new, empty form starts: the FIDE search when the list is imported, else the name."""
        return self.lookup.search_edit if self.lookup.is_available else self.name

    def _set_tab_order(self) -> None:
        """Tab follows the form top to bottom (Name, Title, Rating, …), then Keep adding, OK, Cancel."""
        chain: list[QWidget] = [
            self.name, self.title, self.rating, self.pairing_rating, self.federation, self.fide_id,
            self.birth_date, self.sex, self.club,
        ]  # fmt: skip
        if self.entry_round is not None:
            chain.append(self.entry_round)
        chain += [self.keep_adding, self.ok_button, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        if self.lookup.is_available:
            chain[:0] = [self.lookup.search_edit, self.lookup.results, self.lookup.fill_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _rating_changed(self, *_: object) -> None:
        """The provisional rating applies only while the FIDE rating is empty (C.04.4.1 art. 1.1.2)."""
        rated = bool(self.rating.text().strip().strip("0"))
        self.pairing_rating.setEnabled(not rated)

    def fill_from_list(self, player: RatedPlayer) -> None:
        """Name, FIDE id, title, rating, federation, sex and birth year from the FIDE rating list."""
        data = player_data_from_list(player)
        self._from_list = None
        if self.rating_sequence and data.fide_id is not None:
            folder = fide_lookup.database_path().parent
            found = rating_by_sequence(self, player, self.rating_sequence, folder)
            data = replace(data, rating=found[0] if found else 0)
            self._from_list = (str(found[0]), found[1]) if found else None
        self.name.setText(data.name)
        self.fide_id.setText("" if data.fide_id is None else str(data.fide_id))
        self.title.setCurrentIndex(self.title.findData(data.title))
        self.rating.setText(str(data.rating) if data.rating else "")
        self.federation.setText(data.federation)
        self.sex.setCurrentIndex(self.sex.findData(data.sex))
        self.birth_date.setText(shown_date(data.birth_date))
        self.error.clear()
        for edit in self._fields().values():
            edit.setStyleSheet("")
            edit.setToolTip("")

    def _fields(self) -> dict[str, QLineEdit]:
        return {
            "name": self.name,
            "rating": self.rating,
            "pairing_rating": self.pairing_rating,
            "federation": self.federation,
            "fide_id": self.fide_id,
            "birth_date": self.birth_date,
            "club": self.club,
        }

    def problems(self) -> dict[str, str]:
        """What is wrong with the typed fields (shown under the form when OK is pressed)."""
        fields = self._fields()
        provisional = self.pairing_rating.text() if self.pairing_rating.isEnabled() else ""
        return check_fields(
            fields["name"].text(), fields["rating"].text(), fields["federation"].text(), fields["fide_id"].text(),
            fields["birth_date"].text(), provisional,
        )  # fmt: skip

    def player_data(self) -> PlayerData:
        """The typed data (call only when ``problems()`` is empty)."""
        rating, fide_id = self.rating.text().strip(), self.fide_id.text().strip()
        provisional = self.pairing_rating.text().strip()
        return PlayerData(
            name=self.name.text().strip(),
            sex=Sex(self.sex.currentData()),
            title=Title(self.title.currentData()),
            rating=int(rating) if rating else 0,
            federation=self.federation.text().strip().upper(),
            fide_id=int(fide_id) if fide_id else None,
            birth_date=_stored_birth_date(self.birth_date.text()),
            pairing_rating=int(provisional) if provisional and not int(rating or 0) else None,
            club=" ".join(self.club.text().split()),
            rating_source=self._from_list[1] if self._from_list and self._from_list[0] == rating else "",
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter that no field took is OK's, wherever the focus is: Qt gives the default to a button only while an
        auto-default one has the focus, and Cancel (no Enter of its own) left none, so Enter did nothing."""
        if (
            self.isVisible()
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers()
            in (
                Qt.KeyboardModifier.NoModifier,
                Qt.KeyboardModifier.KeypadModifier,
            )
        ):
            self.ok_button.click()
            return
        super().keyPressEvent(event)

    def accept(self) -> None:
        """Check the fields, run the command; stay open with the reason if either refuses."""
        problems = self.problems()
        for key, edit in self._fields().items():
            edit.setStyleSheet(INVALID_STYLE if key in problems else "")
            edit.setToolTip(tooltip(problems.get(key, "")))
        if problems:
            self.error.setText("\n".join(problems.values()))
            self._fields()[next(iter(problems))].setFocus()
            return
        entry = None if self.entry_round is None else self.entry_round.value()
        refusal = self._submit(self.player_data(), entry)
        if refusal is not None:
            self.error.setText(refusal[:1].upper() + refusal[1:])
            return
        self.error.clear()
        if self.keep_adding.isChecked():
            self.added.append(self.name.text().strip())
            self.added_label.setText(
                t_n(
                    "Registered: {names} ({count} so far). Next:",
                    "Registered: {names} ({count} so far). Next:",
                    len(self.added),
                    names=", ".join(self.added[-3:]),
                )
            )
            self.clear_form()
            return
        super().accept()

    def clear_form(self) -> None:
        """An empty form for the next player (keep-adding mode); the entry round stays."""
        for edit in self._fields().values():
            edit.clear()
        self.title.setCurrentIndex(self.title.findData(Title.NONE))
        self.sex.setCurrentIndex(self.sex.findData(Sex.UNKNOWN))
        if self.lookup.is_available:
            self.lookup.search_edit.clear()
        self.first_field().setFocus()
