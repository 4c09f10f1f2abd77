"""Tournament → Prize categories: the event's prize lists (rating group, age group, women, unrated, federation,
club), defined once and stored on OK in one command (``submit``); a refusal stays in the dialog.

Keyboard: the table (Tab moves along a row: name, kind, from, to, federation/club), Insert or Alt+A adds a
category, Delete or Alt+R removes the current one, Enter is OK, Escape cancels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services.prize_lists import CategoryKind, PrizeCategory
from arbiter_desk.ui.plain_text import plain

Submit = Callable[[list[PrizeCategory]], str | None]
"""Stores the categories; returns the refusal to show, or None when stored."""

NAME, KIND, LOW, HIGH, VALUE = range(5)
HEADERS = ("Name", "Kind", "From", "To", "Federation / club")
HELP = (
    "Each list is the overall standings restricted to the category, in the same order (points, then the "
    "tie-breaks). Rating group: FIDE rating from/to. Age group: years of birth from/to (under-16 in 2026: from "
    "2010). Federation: the three-letter code. Club: as registered. Leave a bound empty for no limit."
)


class PrizeCategoriesDialog(QDialog):
    """Edit the prize categories; ``categories`` are the ones stored now."""

    def __init__(self, submit: Submit, categories: Sequence[PrizeCategory], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Prize categories")
        self._submit = submit
        self.table = QTableWidget(0, len(HEADERS), self)
        self.table.setHorizontalHeaderLabels(HEADERS)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(KIND, QHeaderView.ResizeMode.Fixed)
        sample = QComboBox(self)
        sample.addItems([each.label for each in CategoryKind])
        self.table.setColumnWidth(KIND, sample.sizeHint().width())  # the kind combos are cell widgets
        sample.deleteLater()
        header.setSectionResizeMode(VALUE, QHeaderView.ResizeMode.Stretch)
        for category in categories:
            self.add_row(category)
        self.add_button = QPushButton("&Add category", self)
        self.add_button.setToolTip("A new category (Insert)")
        self.remove_button = QPushButton("&Remove category", self)
        self.remove_button.setToolTip("Remove the selected category (Delete)")
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)  # Enter is OK, never another Add
        self.add_button.clicked.connect(lambda: self.add_row(None))
        self.remove_button.clicked.connect(self.remove_row)
        for key, button in ((Qt.Key.Key_Insert, self.add_button), (Qt.Key.Key_Delete, self.remove_button)):
            shortcut = QShortcut(QKeySequence(key), self.table, button.click)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)  # Delete while typing a name edits the name
        self.help = plain(QLabel(HELP, self))
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: #5a5a5a;")
        self.error = plain(QLabel(self))
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        layout.addWidget(self.help)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        chain: list[QWidget] = [
            self.table,
            self.add_button,
            self.remove_button,
            self.buttons.button(QDialogButtonBox.StandardButton.Ok),
            self.buttons.button(QDialogButtonBox.StandardButton.Cancel),
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.resize(860, 360)
        self.table.setFocus()
        if self.table.rowCount():
            self.table.setCurrentCell(0, NAME)

    def add_row(self, category: PrizeCategory | None) -> None:
        """A row for ``category`` (None: an empty one, selected, its name ready to type)."""
        row = self.table.rowCount()
        self.table.insertRow(row)
        kind = QComboBox(self.table)
        for each in CategoryKind:
            kind.addItem(each.label, each)
        self.table.setCellWidget(row, KIND, kind)
        texts = ("", "", "", "")
        if category is not None:
            kind.setCurrentIndex(kind.findData(category.kind))
            low = "" if category.low is None else str(category.low)
            high = "" if category.high is None else str(category.high)
            texts = (category.name, low, high, category.value)
        items = [QTableWidgetItem(text) for text in texts]
        for column, item in zip((NAME, LOW, HIGH, VALUE), items, strict=True):
            self.table.setItem(row, column, item)
        if category is None:
            self.table.setFocus()
            self.table.setCurrentCell(row, NAME)
            self.table.editItem(items[0])

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self.table.setFocus()
            if self.table.rowCount():
                self.table.setCurrentCell(min(row, self.table.rowCount() - 1), NAME)

    def kind_box(self, row: int) -> QComboBox:
        widget = self.table.cellWidget(row, KIND)
        assert isinstance(widget, QComboBox)
        return widget

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return "" if item is None else item.text().strip()

    def categories(self) -> list[PrizeCategory]:
        """The categories as typed; InvalidInputError names the row and what is wrong."""
        found = []
        for row in range(self.table.rowCount()):
            kind = CategoryKind(self.kind_box(row).currentData())
            bounds = []
            for column, label in ((LOW, "From"), (HIGH, "To")):
                text = self._text(row, column)
                if text and not (text.isdigit() and len(text) <= 4):
                    raise InvalidInputError(f"row {row + 1}: {label} is a whole number of at most 4 digits")
                bounds.append(int(text) if text and kind.uses_range else None)
            value = self._text(row, VALUE) if kind.uses_value else ""
            try:
                found.append(PrizeCategory(self._text(row, NAME), kind, bounds[0], bounds[1], value))
            except InvalidInputError as exc:
                raise InvalidInputError(f"row {row + 1}: {exc}") from None
        return found

    def accept(self) -> None:
        """Store the categories in one command; what is wrong stays in the dialog."""
        try:
            categories = self.categories()
        except InvalidInputError as exc:
            self.error.setText(str(exc)[:1].upper() + str(exc)[1:])
            return
        refusal = self._submit(categories)
        if refusal is not None:
            self.error.setText(refusal[:1].upper() + refusal[1:])
            return
        self.error.clear()
        super().accept()
