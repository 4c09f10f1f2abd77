"""Find a board by number or a player by name in a round's table (Results, Round pairing).

Digits stay result keys in the table, so the search has its own field: Ctrl+F puts the cursor there, typing
selects the first match, Ctrl+G the next one (wrapping round); Enter or Esc goes back to the table on the board
found, ready for its result (after Enter the next result key went into the field). The text belongs
to one round of one file: showing another round or file clears it (``follow``). A number finds that board;
text finds a name containing it (case and accents ignored, with the same plain form of names the lists use,
C.04.2 art. 2.2.3).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QLineEdit, QTableView, QWidget

from arbiter_desk.core.names import plain_name
from arbiter_desk.services.pairing.round_view import BoardLine
from arbiter_desk.ui.common.wording import t


def matching_rows(boards: Sequence[BoardLine], query: str) -> list[int]:
    """Rows whose board number is ``query`` (digits) or whose players' names contain it."""
    text = query.strip()
    if not text:
        return []
    if text.isdigit():
        return [row for row, line in enumerate(boards) if line.number == int(text)]
    wanted = plain_name(text)
    return [
        row
        for row, line in enumerate(boards)
        if wanted in plain_name(line.white.name) or wanted in plain_name(line.black.name)
    ]


class BoardFinder(QLineEdit):
    """The search field of a table of boards; ``rows()`` gives the boards shown, ``view`` is selected."""

    def __init__(self, view: QTableView, boards: Callable[[], Sequence[BoardLine]], owner: QWidget) -> None:
        super().__init__(owner)
        self.view = view
        self._boards = boards
        self.setPlaceholderText(t("Find board no. or name (Ctrl+F, next: Ctrl+G)"))
        self.setClearButtonEnabled(True)
        self.setMaximumWidth(300)
        # the hint whole in every language (the French one is the longest), within the 300 pixels
        self.setMinimumWidth(min(300, self.fontMetrics().horizontalAdvance(self.placeholderText()) + 24))
        self.returnPressed.connect(self.go_to_found)
        self.textEdited.connect(lambda _text: self.find_next(from_start=True))
        bindings = (
            (QKeySequence.StandardKey.Find, "Ctrl+F", self.start),
            (QKeySequence.StandardKey.FindNext, "Ctrl+G", self.find_next),
        )
        for standard, ours, slot in bindings:
            texts = [ours, *(seq.toString() for seq in QKeySequence.keyBindings(standard))]
            for key in dict.fromkeys(texts):
                shortcut = QShortcut(QKeySequence(key), owner)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)
        self.found = False
        self._shown: object = None

    def start(self) -> None:
        """Ctrl+F: into the field, its text selected."""
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.selectAll()

    def find_next(self, from_start: bool = False) -> bool:
        """Select the next matching board after the current one (the first one when ``from_start``)."""
        rows = matching_rows(self._boards(), self.text())
        self.found = bool(rows)
        self.setStyleSheet("" if rows or not self.text().strip() else "background: #ffd9d9;")
        if not rows:
            return False
        current = -1 if from_start else self.view.currentIndex().row()
        row = next((r for r in rows if r > current), rows[0])
        self.view.setCurrentIndex(self.view.model().index(row, 0))
        self.view.scrollTo(self.view.currentIndex())
        return True

    def go_to_found(self) -> None:
        """Enter: back to the table on the board found (the next match is Ctrl+G); nothing found keeps the
        cursor in the field, which stays red."""
        rows = matching_rows(self._boards(), self.text())
        if rows and self.view.currentIndex().row() not in rows:
            self.find_next(from_start=True)
        if rows:
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def follow(self, shown: object) -> None:
        """The table now shows ``shown`` (a file and round): if that is another one, ``forget``."""
        if shown != self._shown:
            self._shown = shown
            self.forget()

    def forget(self) -> None:
        """Another round or file is shown: its boards are not the ones the text was looking for."""
        self.clear()
        self.found = False
        self.setStyleSheet("")
        if self.hasFocus():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc: back to the table, on the board found."""
        if event.key() == Qt.Key.Key_Escape:
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)
