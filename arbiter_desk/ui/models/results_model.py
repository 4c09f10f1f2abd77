"""The results of one round for keyboard entry, with a blind re-entry check.

In check mode the first entry is hidden (``•••``) and a second, typed blind, goes to the Check column; it is
kept in the model only (it is not a service command) and every board where the two differ is highlighted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from arbiter_desk.services.data import GameResult
from arbiter_desk.services.round_view import BoardLine
from arbiter_desk.ui.models.boards import board_columns, result_text
from arbiter_desk.ui.models.row_table import Column, RowTableModel

MISMATCH_COLOUR = "#f6c1c1"
MATCH_COLOUR = "#d3ecd4"
HIDDEN = "•••"


class ResultsModel(RowTableModel[BoardLine]):
    """Boards of a round with their results; ``checks`` holds the blind second entries by board number."""

    RESULT_COLUMN = 7
    CHECK_COLUMN = 8

    def __init__(self, parent: Any = None) -> None:
        self.check_mode = False
        self.checks: dict[int, GameResult] = {}
        columns: list[Column[BoardLine]] = [
            *board_columns(),
            Column("Result", self._result_text),
            Column("Check", self._check_text),
        ]
        super().__init__([replace(c, background=self._background) for c in columns], parent)

    def _result_text(self, line: BoardLine) -> str:
        if self.check_mode and line.result is not None:
            return HIDDEN
        return result_text(line)

    def _check_text(self, line: BoardLine) -> str:
        check = self.checks.get(line.number)
        return "" if check is None else check.label

    def _background(self, line: BoardLine) -> str | None:
        check = self.checks.get(line.number)
        if not self.check_mode or check is None:
            return None
        return MATCH_COLOUR if check == line.result else MISMATCH_COLOUR

    def set_check_mode(self, on: bool) -> None:
        """Start (clearing the earlier second entries) or end the re-entry check."""
        self.beginResetModel()
        self.check_mode = on
        self.checks = {}
        self.endResetModel()

    def set_check(self, row: int, result: GameResult | None) -> None:
        """The blind second entry of the board in ``row`` (None removes it)."""
        number = self.row_at(row).number
        if result is None:
            self.checks.pop(number, None)
        else:
            self.checks[number] = result
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def mismatches(self) -> list[BoardLine]:
        """Boards whose second entry differs from the recorded result (or has none recorded)."""
        return [line for line in self.rows if line.number in self.checks and self.checks[line.number] != line.result]

    def is_empty(self, row: int) -> bool:
        """No entry yet in this mode: no result and not adjourned (entry mode) or no second entry (check mode)."""
        line = self.row_at(row)
        if self.check_mode:
            return line.number not in self.checks
        return line.result is None and not line.adjourned

    def entered(self) -> int:
        return sum(1 for line in self.rows if line.result is not None)

    def adjourned(self) -> int:
        """Boards marked adjourned (C.04.2 (2026) art. 3.1), still without a result."""
        return sum(1 for line in self.rows if line.result is None and line.adjourned)
