"""The side panel of the blind re-entry check: the boards (or games) whose two entries differ, and what the
arbiter may do about one of them.

The second entry is only kept in the model while the check runs. When it turns out to be the right one (the
first was mistyped), **Accept the check entry** records it as the board's result: one ordinary result command,
journaled and undoable like any correction (C.04.2 (2026) art. 4.3 when the round is an earlier one). Ending the
check while differences are still listed asks first, since their second entries are then dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from arbiter_desk.services.event.data import GameResult
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t, t_n
from arbiter_desk.ui.results.results_model import MISMATCH_COLOUR, ResultsModel

Mismatch = tuple[int, int, GameResult]
"""(board number, game — 1 for a one-game board —, the second entry)."""

Accept = Callable[[int, int, GameResult], None]
"""Records the second entry of (board, game) as the result."""


class ReentryPanel(QWidget):
    """The list of differences of the shown round, with Accept the check entry (Alt+A) for the selected one;
    activating a line (Enter, double-click) puts the table's cursor on that board."""

    def __init__(
        self, model: ResultsModel, accept: Accept, go_to_board: Callable[[int], None], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.model = model
        self._accept = accept
        self._go_to_board = go_to_board
        self.title = plain(QLabel(t("Mismatches"), self))
        self.title.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setSpacing(2)
        self.accept_button = QPushButton(t("&Accept the check entry"), self)
        self.accept_button.setToolTip(
            t(
                "The second entry of the selected board is right: record it as the result (a correction, journaled "
                "and undoable)"
            )
        )
        self.accept_button.clicked.connect(self.accept_selected)
        self.list.itemActivated.connect(lambda item: self._go_to_board(_mismatch(item)[0]))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list)
        layout.addWidget(self.accept_button)

    def mismatches(self) -> list[Mismatch]:
        """Every board (game) whose second entry differs from the recorded result, in board order."""
        if self.model.two_games:
            return [
                (line.number, game, self.model.game_checks[line.number, game])
                for line, game in self.model.game_mismatches()
            ]
        return [(line.number, 1, self.model.checks[line.number]) for line in self.model.mismatches()]

    def _lines(self) -> list[tuple[Mismatch, str]]:
        lines = {line.number: line for line in self.model.rows}
        out = []
        for board, game, second in self.mismatches():
            first = lines[board].game_result(game) if self.model.two_games else lines[board].result
            entered = shown(first.label) if first else t("no result")
            if self.model.two_games:
                text = t(
                    "Board {board} game {game}: entered {entered}, check {check}",
                    board=board,
                    game=game,
                    entered=entered,
                    check=second.label,
                )
            else:
                text = t(
                    "Board {board}: entered {entered}, check {check}", board=board, entered=entered, check=second.label
                )
            out.append(((board, game, second), text))
        return out

    def refresh(self) -> None:
        """List the differences again (after a key, a result recorded elsewhere, another round)."""
        selected = _mismatch(self.list.currentItem())[:2] if self.list.currentItem() else None
        self.list.clear()
        if not self.model.check_mode:
            self.accept_button.setEnabled(False)
            return
        for mismatch, text in self._lines():
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, mismatch)
            item.setBackground(QBrush(QColor(MISMATCH_COLOUR)))
            self.list.addItem(item)
            if mismatch[:2] == selected:
                self.list.setCurrentItem(item)
        if self.list.count() and self.list.currentItem() is None:
            self.list.setCurrentRow(0)
        self.accept_button.setEnabled(self.list.count() > 0)
        typed = len(self.model.game_checks) if self.model.two_games else len(self.model.checks)
        total = (2 if self.model.two_games else 1) * self.model.rowCount()
        count = self.list.count()
        if self.model.two_games:
            title = t_n(
                "Re-entry check: {typed} of {total} games typed, {count} mismatch",
                "Re-entry check: {typed} of {total} games typed, {count} mismatches",
                count,
                typed=typed,
                total=total,
            )
        else:
            title = t_n(
                "Re-entry check: {typed} of {total} typed, {count} mismatch",
                "Re-entry check: {typed} of {total} typed, {count} mismatches",
                count,
                typed=typed,
                total=total,
            )
        self.title.setText(title)

    def accept_selected(self) -> None:
        """Record the selected line's second entry as the result (the list then drops the line)."""
        item = self.list.currentItem()
        if item is not None:
            self._accept(*_mismatch(item))

    def ending_question(self) -> str | None:
        """What to ask before the check ends with differences still open (None: nothing to ask)."""
        lines = [text for _mismatch, text in self._lines()] if self.model.check_mode else []
        if not lines:
            return None
        listed = "\n".join(lines[:10])
        if len(lines) > 10:
            listed += "\n" + t_n("… and {count} more", "… and {count} more", len(lines) - 10)
        return t_n(
            "The re-entry check still lists {count} mismatch:\n{lines}\n\nEnd the check anyway? The recorded results "
            "stay as they are and the second entries are dropped. To keep a second entry, answer No, select its line "
            "and press Accept the check entry.",
            "The re-entry check still lists {count} mismatches:\n{lines}\n\nEnd the check anyway? The recorded "
            "results stay as they are and the second entries are dropped. To keep a second entry, answer No, select "
            "its line and press Accept the check entry.",
            len(lines),
            lines=listed,
        )


def _mismatch(item: QListWidgetItem) -> Mismatch:
    board, game, second = item.data(Qt.ItemDataRole.UserRole)
    return int(board), int(game), GameResult(second)
