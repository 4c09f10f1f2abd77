"""The results of one round for keyboard entry, with a blind re-entry check.

In check mode the first entry is hidden (``•••``) and a second, typed blind, goes to the Check column; it is
kept in the model only (it is not a service command) and every board where the two differ is highlighted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.services.event.data import GameResult
from arbiter_desk.services.pairing.round_view import BoardLine
from arbiter_desk.services.results.proposals import BoardProposal
from arbiter_desk.ui.common.row_table import Column, RowTableModel
from arbiter_desk.ui.common.wording import t
from arbiter_desk.ui.pairing.boards import board_columns, match_columns, result_text

MISMATCH_COLOUR = "#f6c1c1"
CLASH_COLOUR = "#f9d67a"
"""A board another desk entered a moment ago, where this desk's key was not saved (waiting for an explicit key)."""
MATCH_COLOUR = "#d3ecd4"
UNSAVED_COLOUR = "#ffd59e"
"""A result typed while the venue server did not answer: refused, to be typed again."""
HIDDEN = "•••"
PROPOSAL_COLOUR = "#cfe2ff"
"""A board with a player's result proposal waiting for the arbiter's key (never a result until then)."""
CONFLICT_COLOUR = "#f3c4f0"
"""A board whose players proposed different results: the arbiter types the result."""


class ResultsModel(RowTableModel[BoardLine]):
    """Boards of a round with their results; ``checks`` holds the blind second entries by board number.

    With ``two_games`` (a Double-Swiss round, C.04.5) a board is a match: the White and Black columns name the
    game-1 colours, then one result column per game (each in that game's own colours: in game 2 the board's
    Black has White, art. 4.4) and the match score, the board's White first.
    """

    RESULT_COLUMN = 7
    CHECK_COLUMN = 8
    GAME_COLUMNS = (7, 8)
    """Two-game mode: the result columns of games 1 and 2."""
    MATCH_COLUMN = 9

    def __init__(self, parent: Any = None) -> None:
        self.check_mode = False
        self.two_games = False
        self.checks: dict[int, GameResult] = {}
        self.clashes: dict[object, tuple[str, str]] = {}
        """Board number (or (board number, game) of a match) → (what the status line said, the other desk's
        result) where this desk's key did not replace it: the row is marked and the cell shows that result."""
        self.game_checks: dict[tuple[int, int], GameResult] = {}
        """Two-game mode: the blind second entries by (board number, game)."""
        self.proposals: dict[int, BoardProposal] = {}
        """Players' proposals waiting, by board number (``services.proposals``): marked, never a result."""
        self.unsaved: dict[object, str] = {}
        """Entries refused because the venue server did not answer, by board number (or (board, game)): what
        was typed, until it is typed again and saved."""
        super().__init__(self._columns_for(False), parent)

    def _columns_for(self, two_games: bool) -> list[Column[BoardLine]]:
        if two_games:
            *players, game1, game2, match = match_columns()
            columns: list[Column[BoardLine]] = [
                *players,
                replace(game1, text=lambda r: self._clash_or(r, 1, self._hidden(r, game1.text(r)))),
                replace(game2, text=lambda r: self._clash_or(r, 2, self._hidden(r, game2.text(r)))),
                replace(match, text=lambda r: self._hidden(r, match.text(r))),
                Column(tr("Check"), self._game_checks_text),
            ]
        else:
            columns = [
                *board_columns(),
                Column(tr_p("game result", "Result"), self._result_text),
                Column(tr("Check"), self._check_text),
            ]
        return [replace(c, background=self._background) for c in columns]

    def set_two_games(self, on: bool) -> None:
        """Show boards as matches (Double-Swiss) or as single games."""
        if on != self.two_games:
            self.beginResetModel()
            self.two_games = on
            self._columns = self._columns_for(on)
            self.endResetModel()

    @property
    def check_column(self) -> int:
        return self.MATCH_COLUMN + 1 if self.two_games else self.CHECK_COLUMN

    def game_at(self, column: int) -> int | None:
        """Two-game mode: the game whose result column ``column`` is (None for any other column)."""
        if self.two_games and column in self.GAME_COLUMNS:
            return self.GAME_COLUMNS.index(column) + 1
        return None

    def is_game_empty(self, row: int, game: int) -> bool:
        """No entry yet for ``game`` of the match in ``row`` in this mode (result, or blind second entry)."""
        line = self.row_at(row)
        if self.check_mode:
            return (line.number, game) not in self.game_checks
        return line.game_result(game) is None and not line.adjourned

    def _clash_or(self, line: BoardLine, game: int, text: str) -> str:
        """A game's cell: another desk's result where this desk's key was not saved (``! 1-0``), else ``text``."""
        clash = self.clashes.get((line.number, game))
        return text if clash is None else f"! {clash[1]}"

    def _hidden(self, line: BoardLine, text: str) -> str:
        return HIDDEN if self.check_mode and text and text != t("adjourned") else text

    def _game_checks_text(self, line: BoardLine) -> str:
        typed = ((g, self.game_checks.get((line.number, g))) for g in (1, 2))
        return " · ".join(t("G{game} {result}", game=g, result=check.label) for g, check in typed if check is not None)

    def set_game_check(self, row: int, game: int, result: GameResult | None) -> None:
        """The blind second entry of ``game`` of the match in ``row`` (None removes it)."""
        key = (self.row_at(row).number, game)
        if result is None:
            self.game_checks.pop(key, None)
        else:
            self.game_checks[key] = result
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def game_mismatches(self) -> list[tuple[BoardLine, int]]:
        """(board, game) whose second entry differs from the recorded result of that game."""
        return [
            (line, game)
            for line in self.rows
            for game in (1, 2)
            if (line.number, game) in self.game_checks and self.game_checks[line.number, game] != line.game_result(game)
        ]

    def _result_text(self, line: BoardLine) -> str:
        if self.check_mode and line.result is not None:
            return HIDDEN
        clash = self.clashes.get(line.number)
        if clash is not None:
            return f"! {clash[1]}"
        typed = self.unsaved.get(line.number)
        if typed is not None:
            recorded = result_text(line)
            unsaved = t("{result} not saved", result=typed.split(": ")[-1])
            return t("{recorded} — {unsaved}", recorded=recorded, unsaved=unsaved) if recorded else unsaved
        proposal = self.proposals.get(line.number)
        if proposal is not None and not line.has_result:
            return " ≠ ".join(dict.fromkeys(proposal.results)) if proposal.is_conflicting else f"{proposal.label} ?"
        return result_text(line)

    def set_proposals(self, proposals: dict[int, BoardProposal]) -> None:
        """Mark the boards with players' proposals waiting (only the rows whose mark changes are repainted)."""
        if proposals == self.proposals:
            return
        changed = set(proposals) ^ set(self.proposals) | {b for b in proposals if proposals[b] != self.proposals.get(b)}
        self.proposals = dict(proposals)
        for row, line in enumerate(self.rows):
            if line.number in changed:
                self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def mark_clash(self, board: object, words: str | None, result: str = "") -> None:
        """Mark (or with None unmark) a board — or (board, game) of a match — whose result another desk entered
        (``services.board_clash``)."""
        if words is None:
            self.clashes.pop(board, None)
        else:
            self.clashes[board] = (words, result)
        number = board[0] if isinstance(board, tuple) else board
        row = next((r for r, line in enumerate(self.rows) if line.number == number), None)
        if row is not None:
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def _check_text(self, line: BoardLine) -> str:
        check = self.checks.get(line.number)
        return "" if check is None else check.label

    def mark_unsaved(self, key: object, typed: str | None) -> None:
        """Mark the board (or game) whose entry ``typed`` was refused for an outage; None removes the mark."""
        if typed is None:
            if self.unsaved.pop(key, None) is None:
                return
        else:
            self.unsaved[key] = typed
        number = key[0] if isinstance(key, tuple) else key
        for row, line in enumerate(self.rows):
            if line.number == number:
                self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def clear_unsaved(self) -> None:
        self.beginResetModel()
        self.unsaved = {}
        self.endResetModel()

    def _is_unsaved(self, line: BoardLine) -> bool:
        return line.number in self.unsaved or any((line.number, g) in self.unsaved for g in (1, 2))

    def _background(self, line: BoardLine) -> str | None:
        if line.number in self.clashes or any((line.number, g) in self.clashes for g in (1, 2)):
            return CLASH_COLOUR
        if not self.check_mode and self._is_unsaved(line):
            return UNSAVED_COLOUR
        proposal = self.proposals.get(line.number)
        if not self.check_mode and proposal is not None and not line.has_result:
            return CONFLICT_COLOUR if proposal.is_conflicting else PROPOSAL_COLOUR
        if self.two_games:
            typed = [(g, c) for g in (1, 2) if (c := self.game_checks.get((line.number, g))) is not None]
            if not self.check_mode or not typed:
                return None
            return MATCH_COLOUR if all(c == line.game_result(g) for g, c in typed) else MISMATCH_COLOUR
        check = self.checks.get(line.number)
        if not self.check_mode or check is None:
            return None
        return MATCH_COLOUR if check == line.result else MISMATCH_COLOUR

    def set_check_mode(self, on: bool) -> None:
        """Start (clearing the earlier second entries) or end the re-entry check."""
        self.beginResetModel()
        self.check_mode = on
        self.checks = {}
        self.game_checks = {}
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
        if self.check_mode and self.two_games:
            return any((line.number, g) not in self.game_checks for g in (1, 2))
        if self.check_mode:
            return line.number not in self.checks
        if self.two_games:
            return not line.has_result and not line.adjourned
        return line.result is None and not line.adjourned

    def entered(self) -> int:
        return sum(1 for line in self.rows if line.has_result)

    def adjourned(self) -> int:
        """Boards marked adjourned (C.04.2 (2026) art. 3.1), still without a result."""
        return sum(1 for line in self.rows if not line.has_result and line.adjourned)
