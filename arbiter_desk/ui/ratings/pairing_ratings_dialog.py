"""Registration → Set ratings for pairing…: the provisional rating of every unrated player at once.

C.04.4.1 (2026) art. 1.1.1–1.1.2: every Dubov player must have a rating; the Chief Arbiter assigns a provisional
one to a player who has none. The rules give no value: it is the Chief Arbiter's estimate (C.04.2 art. 2.1 "an
estimation … as accurately as possible"), so nothing is filled in by the program; "Fill the empty ones" copies a
value the arbiter typed. One field per player, Tab walks them; OK stores all of them in one command, after the
renumbering they bring is announced (C.04.2 art. 2.3, Dubov art. 1.2.2), as when one player is edited.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import PlayerId, PlayerRecord
from arbiter_desk.services.ratings.provisional import MAX_RATING
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t, t_p
from arbiter_desk.ui.registration.renumbering import NOT_RENUMBERED, renumbering_confirmed

NOTE = tr(
    "C.04.4.1 art. 1.1.2: a player without a rating gets a provisional one from the Chief Arbiter — your estimate "
    "of the player's strength (C.04.2 art. 2.1). It is used for the initial order and the pairing only, never as "
    "a FIDE rating. Leave a field empty to give none."
)


def _value(text: str) -> int | str | None:
    """The typed rating, None when empty, or the reason it is refused."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or not 0 < int(text) <= MAX_RATING:
        return t(
            "a rating for pairing is a whole number from 1 to {top}, not {typed}", top=MAX_RATING, typed=repr(text)
        )
    return int(text)


class PairingRatingsDialog(QDialog):
    """One field per unrated participant; ``accept`` stores them (one journaled command) or shows why not."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(t("Ratings for pairing (C.04.4.1 art. 1.1.2)"))
        self.players: list[PlayerRecord] = session.query(lambda d: d.ratings.unrated_players())
        self.fields: dict[PlayerId, QLineEdit] = {}
        form_widget = QWidget(self)
        form = QFormLayout(form_widget)
        for player in self.players:
            edit = QLineEdit("" if player.pairing_rating is None else str(player.pairing_rating), form_widget)
            edit.setPlaceholderText(t("none"))
            edit.setMaximumWidth(90)
            self.fields[player.id] = edit
            label = f"#{player.tpn}  {player.name}" + (f"  ({player.federation})" if player.federation else "")
            name_label = plain(QLabel(label, form_widget))
            name_label.setProperty("data_text", True)  # the player's number, name and federation
            form.addRow(name_label, edit)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(form_widget)
        scroll.setMinimumHeight(min(420, 34 * max(len(self.players), 1) + 12))
        note = QLabel(shown(NOTE), self)
        note.setWordWrap(True)
        note.setStyleSheet("color: #5a5a5a;")
        self.empty_note = QLabel(t("Every participant has a FIDE rating: nothing to set."), self)
        self.empty_note.setVisible(not self.players)
        self.fill_value = QLineEdit(self)
        self.fill_value.setPlaceholderText(t_p("rating number", "rating"))
        self.fill_value.setMaximumWidth(90)
        self.fill_button = QPushButton(t("&Fill the empty ones"), self)
        self.fill_button.setAutoDefault(False)
        self.fill_button.clicked.connect(self.fill_empty)
        fill = QHBoxLayout()
        fill.addWidget(QLabel(t("Value for every empty field:"), self))
        fill.addWidget(self.fill_value)
        fill.addWidget(self.fill_button)
        fill.addStretch(1)
        self.error = plain(QLabel(self))
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.empty_note)
        layout.addWidget(scroll, 1)
        layout.addLayout(fill)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(560, self.sizeHint().height())
        first = next(iter(self.fields.values()), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def fill_empty(self) -> None:
        """Copy the typed value into every empty field (the arbiter's value, never one of the program's)."""
        value = _value(self.fill_value.text())
        if not isinstance(value, int):
            self.error.setText(value if isinstance(value, str) else t("type the value to fill in first"))
            return
        self.error.clear()
        for edit in self.fields.values():
            if not edit.text().strip():
                edit.setText(str(value))

    def ratings(self) -> dict[PlayerId, int | None]:
        """The typed ratings; raises ``ValueError`` naming the player whose field is wrong."""
        result: dict[PlayerId, int | None] = {}
        for player in self.players:
            value = _value(self.fields[player.id].text())
            if isinstance(value, str):
                raise ValueError(t("{player}: {problem}", player=player.name, problem=value))
            result[player.id] = value
        return result

    def accept(self) -> None:
        try:
            ratings = self.ratings()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        if not renumbering_confirmed(self, self.session, lambda d: d.ratings.renumbering_if_rated(ratings)):
            self.error.setText(shown(NOT_RENUMBERED))
            return
        problem = self.session.run_inline(lambda d: d.ratings.set_pairing_ratings(ratings))
        if problem is not None:
            self.error.setText(shown(problem))
            return
        super().accept()
