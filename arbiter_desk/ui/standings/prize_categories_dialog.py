"""Tournament → Prize categories: the event's prize lists (rating group, age group, women, unrated, federation,
club), defined once and stored on OK in one command (``submit``); a refusal stays in the dialog.

A keyboard form: the list of categories, and the chosen one's fields below it, each with its label and mnemonic —
Name (Alt+N), Kind (Alt+K, a list chosen by arrows or by typing), From (Alt+F), To (Alt+T), Federation / club
(Alt+L); Tab walks them in that order. Add category (Alt+A, or Insert in the list) starts an empty one at its
name; Remove category (Alt+R, or Delete in the list) removes the chosen one. Enter is OK, Escape cancels. The
bounds are asked only for a rating or age group, the federation or club only for those kinds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.text import tr
from arbiter_desk.services.standings.prize_lists import CategoryKind, PrizeCategory
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, shown_error, t

Submit = Callable[[list[PrizeCategory]], str | None]
"""Stores the categories; returns the refusal to show, or None when stored."""

HELP = tr(
    "Each list is the overall standings restricted to the category, in the same order (points, then the "
    "tie-breaks). Rating group: FIDE rating from/to. Age group: years of birth from/to (under-16 in 2026: from "
    "2010). Federation: the three-letter code. Club: as registered. Leave a bound empty for no limit."
)


@dataclass(slots=True)
class _Typed:
    """One category as typed in the form (checked only on OK)."""

    name: str = ""
    kind: CategoryKind = CategoryKind.RATING
    low: str = ""
    high: str = ""
    value: str = ""

    def summary(self) -> str:
        """How the list shows it: ``Under 2000 — Rating group, to 1999``."""
        kind, name = shown(self.kind.label), self.name or t("(no name yet)")
        low, high = (self.low, self.high) if self.kind.uses_range else ("", "")
        if low and high:
            return t("{name} — {kind}, from {low} to {high}", name=name, kind=kind, low=low, high=high)
        if low:
            return t("{name} — {kind}, from {low}", name=name, kind=kind, low=low)
        if high:
            return t("{name} — {kind}, to {high}", name=name, kind=kind, high=high)
        if self.kind.uses_value and self.value:
            return t("{name} — {kind}: {value}", name=name, kind=kind, value=self.value)
        return t("{name} — {kind}", name=name, kind=kind)


class PrizeCategoriesDialog(QDialog):
    """Edit the prize categories; ``categories`` are the ones stored now."""

    def __init__(self, submit: Submit, categories: Sequence[PrizeCategory], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Prize categories"))
        self._submit = submit
        self._typed: list[_Typed] = []
        self.failed_row = 0
        """The category (1 first) an ``InvalidInputError`` of ``categories`` is about; 0: none."""
        self.list = QListWidget(self)
        self.list.setObjectName("categories")
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(t("e.g. Under 2000, Best junior"))
        self.kind = QComboBox(self)
        for each in CategoryKind:
            self.kind.addItem(shown(each.label), each)
        self.low = QLineEdit(self)
        self.high = QLineEdit(self)
        for edit in (self.low, self.high):
            edit.setMaxLength(4)
            edit.setPlaceholderText(t("empty: no limit"))
        self.value = QLineEdit(self)
        self.value.setPlaceholderText(t("{example}, or the club as registered", example="FRA"))
        form = QFormLayout()
        form.addRow(t("&Name"), self.name)
        form.addRow(t("&Kind"), self.kind)
        form.addRow(t("&From"), self.low)
        form.addRow(t("&To"), self.high)
        form.addRow(t("Federation / c&lub"), self.value)
        self.add_button = QPushButton(t("&Add category"), self)
        self.add_button.setToolTip(t("A new category (Insert in the list)"))
        self.remove_button = QPushButton(t("&Remove category"), self)
        self.remove_button.setToolTip(t("Remove the chosen category (Delete in the list)"))
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)  # Enter is OK, never another Add
        self.add_button.clicked.connect(lambda: self.add_row(None))
        self.remove_button.clicked.connect(self.remove_row)
        for key, button in ((Qt.Key.Key_Insert, self.add_button), (Qt.Key.Key_Delete, self.remove_button)):
            shortcut = QShortcut(QKeySequence(key), self.list, button.click)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)  # Delete while typing a name edits the name
        self.help = plain(QLabel(shown(HELP), self))
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: #5a5a5a;")
        self.error = plain(QLabel(self))
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(self.help)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        chain: list[QWidget] = [
            self.list, self.name, self.kind, self.low, self.high, self.value, self.add_button, self.remove_button,
            self.buttons.button(QDialogButtonBox.StandardButton.Ok),
            self.buttons.button(QDialogButtonBox.StandardButton.Cancel),
        ]  # fmt: skip
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.list.currentRowChanged.connect(self._show_current)
        self.name.textEdited.connect(lambda text: self._update(name=text))
        self.kind.currentIndexChanged.connect(lambda _i: self._update(kind=CategoryKind(self.kind.currentData())))
        self.low.textEdited.connect(lambda text: self._update(low=text))
        self.high.textEdited.connect(lambda text: self._update(high=text))
        self.value.textEdited.connect(lambda text: self._update(value=text))
        for category in categories:
            self._append(_typed_of(category))
        self.resize(640, 480)
        if self._typed:
            self.list.setCurrentRow(0)
        self._show_current(self.list.currentRow())
        self.list.setFocus()

    # --- the list ------------------------------------------------------------------------------

    def _append(self, typed: _Typed) -> None:
        self._typed.append(typed)
        self.list.addItem(typed.summary())

    def add_row(self, category: PrizeCategory | None) -> None:
        """A new category (None: an empty one, chosen, its name ready to type)."""
        self._append(_typed_of(category) if category is not None else _Typed())
        self.list.setCurrentRow(len(self._typed) - 1)
        if category is None:
            self.name.setFocus()

    def remove_row(self) -> None:
        """Remove the chosen category; the next one (or the one before) is chosen."""
        row = self.list.currentRow()
        if row < 0:
            return
        del self._typed[row]
        self.list.takeItem(row)
        self.list.setCurrentRow(min(row, len(self._typed) - 1))
        self.list.setFocus()

    def row_count(self) -> int:
        return len(self._typed)

    # --- the form ------------------------------------------------------------------------------

    def _show_current(self, row: int) -> None:
        """Fill the form from the chosen category (an empty, disabled form when there is none)."""
        typed = self._typed[row] if 0 <= row < len(self._typed) else None
        for widget in (self.name, self.kind, self.low, self.high, self.value):
            widget.blockSignals(True)
            widget.setEnabled(typed is not None)
        self.name.setText(typed.name if typed else "")
        self.kind.setCurrentIndex(self.kind.findData(typed.kind if typed else CategoryKind.RATING))
        self.low.setText(typed.low if typed else "")
        self.high.setText(typed.high if typed else "")
        self.value.setText(typed.value if typed else "")
        for widget in (self.name, self.kind, self.low, self.high, self.value):
            widget.blockSignals(False)
        self._enable_for_kind()
        self.remove_button.setEnabled(typed is not None)

    def _enable_for_kind(self) -> None:
        row = self.list.currentRow()
        kind = self._typed[row].kind if 0 <= row < len(self._typed) else None
        self.low.setEnabled(kind is not None and kind.uses_range)
        self.high.setEnabled(kind is not None and kind.uses_range)
        self.value.setEnabled(kind is not None and kind.uses_value)

    def _update(self, **changes: object) -> None:
        """What was typed into the form, kept with the chosen category and shown in the list."""
        row = self.list.currentRow()
        if not 0 <= row < len(self._typed):
            return
        typed = self._typed[row]
        for field, value in changes.items():
            setattr(typed, field, value)
        item = self.list.item(row)
        if item is not None:
            item.setText(typed.summary())
        if "kind" in changes:
            self._enable_for_kind()

    # --- OK ------------------------------------------------------------------------------------

    def categories(self) -> list[PrizeCategory]:
        """The categories as typed; InvalidInputError names the category (its place in the list) and the field."""
        found = []
        for number, typed in enumerate(self._typed, start=1):
            self.failed_row = number
            where = t("category {number} ({name})", number=number, name=typed.name.strip() or t("no name"))
            bounds = []
            for text, label in ((typed.low.strip(), t("From")), (typed.high.strip(), t("To"))):
                if typed.kind.uses_range and text and not (text.isdigit() and len(text) <= 4):
                    raise InvalidInputError(
                        t("{category}: {field} is a whole number of at most 4 digits", category=where, field=label)
                    )
                bounds.append(int(text) if text and typed.kind.uses_range else None)
            value = typed.value.strip() if typed.kind.uses_value else ""
            try:
                found.append(PrizeCategory(typed.name.strip(), typed.kind, bounds[0], bounds[1], value))
            except InvalidInputError as exc:
                raise InvalidInputError(t("{category}: {problem}", category=where, problem=shown_error(exc))) from None
        self.failed_row = 0
        return found

    def accept(self) -> None:
        """Store the categories in one command; what is wrong stays in the dialog, the category chosen."""
        try:
            categories = self.categories()
        except InvalidInputError as exc:
            text = shown_error(exc)
            self.error.setText(text[:1].upper() + text[1:])
            if self.failed_row:
                self.list.setCurrentRow(self.failed_row - 1)
            return
        refusal = self._submit(categories)
        if refusal is not None:
            said = shown(refusal)
            self.error.setText(said[:1].upper() + said[1:])
            return
        self.error.clear()
        super().accept()


def _typed_of(category: PrizeCategory) -> _Typed:
    low = "" if category.low is None else str(category.low)
    high = "" if category.high is None else str(category.high)
    return _Typed(category.name, category.kind, low, high, category.value)
