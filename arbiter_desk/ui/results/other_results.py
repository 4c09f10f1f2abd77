"""The results without a key of their own, chosen from a short list under the key help (key ``o``).

FIDE's approval checklist asks that the rare results of a played game, ½-0, 0-½ and 0-0 (C.04 (2026)
Double-Swiss preface), can be entered (Q180), as well as the unrated results of a game shorter than one move
(Q185). The usual keys stay one keystroke; ``o`` opens this list on the board (or game) under the cursor: a
digit picks a line at once, ↑/↓ and Enter pick too, Esc goes back to the table unchanged. The list is part of the
tab (not a modal dialog), so typing goes on without the mouse.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.data import GameResult
from arbiter_desk.ui.common.wording import shown, t

OTHER_RESULTS: tuple[tuple[GameResult, Text], ...] = (
    (GameResult.WHITE_HALF_BLACK_ZERO, tr("White ½, Black 0")),
    (GameResult.WHITE_ZERO_BLACK_HALF, tr("White 0, Black ½")),
    (GameResult.BOTH_ZERO, tr("both 0")),
    (GameResult.WHITE_WINS_UNRATED, tr("shorter than one move: White wins, not rated")),
    (GameResult.BLACK_WINS_UNRATED, tr("shorter than one move: Black wins, not rated")),
    (GameResult.DRAW_UNRATED, tr("shorter than one move: draw, not rated")),
    (GameResult.WHITE_HALF_BLACK_ZERO_UNRATED, tr("shorter than one move: White ½, Black 0")),
    (GameResult.WHITE_ZERO_BLACK_HALF_UNRATED, tr("shorter than one move: White 0, Black ½")),
    (GameResult.BOTH_ZERO_UNRATED, tr("shorter than one move: both 0")),
)
"""Line n (1-9) of the list: the result and what it means for each side (each scores their own points)."""


class _Choices(QListWidget):
    """The list: digits pick a line, Enter the current one, Esc gives up."""

    picked = Signal(int)
    cancelled = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= self.count():
            self.picked.emit(int(text) - 1)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentRow() >= 0:
            self.picked.emit(self.currentRow())
        elif event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
        elif event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End):
            super().keyPressEvent(event)


class OtherResultChooser(QFrame):
    """Shown by ``open(where)``; emits ``chosen`` with the result or ``closed`` when given up, then hides."""

    chosen = Signal(object)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.choices = _Choices(self)
        for number, (result, meaning) in enumerate(OTHER_RESULTS, start=1):
            self.choices.addItem(QListWidgetItem(f"{number}   {result.label}   — {shown(meaning)}"))
        rows = self.choices.sizeHintForRow(0) * len(OTHER_RESULTS) + 2 * self.choices.frameWidth() + 4
        self.choices.setFixedHeight(rows)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.choices)
        self.choices.picked.connect(self._pick)
        self.choices.cancelled.connect(self._give_up)
        self.hide()

    def open(self, where: str) -> None:
        """Show the list for ``where`` (e.g. "board 5"), first line current, keys in the list."""
        self.title.setText(
            t("Other result for {where}: press its number (or ↑/↓ and Enter); Esc goes back", where=where)
        )
        self.show()
        self.choices.setCurrentRow(0)
        self.choices.setFocus(Qt.FocusReason.OtherFocusReason)

    def _pick(self, index: int) -> None:
        self.hide()
        self.chosen.emit(OTHER_RESULTS[index][0])

    def _give_up(self) -> None:
        self.hide()
        self.closed.emit()
