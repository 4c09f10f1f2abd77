"""Result entry by keys on the Results tab: what each result key does on a board (or, in a Double-Swiss round,
on a game: C.04.5), the list of other results, and where the cursor goes next.

Keys (``ui.result_keys``): each key is one service command (``record_result`` / ``mark_adjourned`` /
``clear_result``), so each result is undone on its own; a (adjourned) is a draw for pairing the next round only
(C.04.2 (2026) art. 3.1). ``ResultsTab`` builds the widgets this base class works on.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from arbiter_desk.services.event.data import GameResult
from arbiter_desk.services.event.errors import ServerNotAnsweringError
from arbiter_desk.services.event.staleness import BoardSeen
from arbiter_desk.services.venue.desk_roles import Right
from arbiter_desk.ui.common.confirmed_commands import with_warnings
from arbiter_desk.ui.common.page_loader import PageLoader
from arbiter_desk.ui.common.read_only import refused_text
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.pairing.held_entries import HeldEntries
from arbiter_desk.ui.results.other_results import OtherResultChooser
from arbiter_desk.ui.results.result_keys import ADJOURN, CLEAR, OTHER, key_help, result_for_key
from arbiter_desk.ui.results.results_model import ResultsModel

NEXT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def keys_text(two_games: bool) -> str:
    keys = " &nbsp;·&nbsp; ".join(f"<b>{key}</b> {meaning}" for key, meaning in key_help())
    if two_games:
        return t(
            "Keys per game, in that game's colours (game 2: the board's Black has White): {keys}. "
            "The cursor goes game 1 → game 2 → next board.",
            keys=keys,
        )
    return t("Keys: {keys}", keys=keys)


class ResultEntry(QWidget):
    """The key handling of the Results tab; the tab makes the widgets declared here and shows the round."""

    model: ResultsModel
    view: QTableView
    loader: PageLoader
    held: HeldEntries
    other: OtherResultChooser
    notice_label: QLabel
    keys_label: QLabel
    read_only: bool
    session: DeskSession
    _typed: list[QKeyEvent]
    _other_cell: tuple[int, int]
    _replacing: tuple[int, int, int | None, str, BoardSeen] | None = None
    """(round, board, key's result, the board as it was): the next same key on that row replaces another desk's
    result (``services.board_clash``)."""

    def shown_round(self) -> int | None:
        """The round whose boards are shown (the tab's round chooser)."""
        raise NotImplementedError

    def _show_mismatches(self) -> None:
        """Refresh the list of re-entry differences (the tab's side panel)."""
        raise NotImplementedError

    # --- keys ----------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if self.loader.is_loading:  # the boards are being read: the key waits for them
                self._typed.append(QKeyEvent(event.type(), event.key(), event.modifiers(), event.text()))
                return True
            row = self.view.currentIndex().row()
            result = result_for_key(event.text())
            if result is not None and row >= 0:
                if self.read_only:
                    self.notice_label.setText(refused_text())
                elif refusal := self.result_refusal():
                    self.notice_label.setText(t("{refusal}; nothing was entered.", refusal=refusal))
                elif result == OTHER:
                    self._open_other(row)
                elif self.model.two_games:
                    self.enter_game(row, self._current_game(row), result)
                else:
                    self.enter(row, result)
                return True
            if event.key() in NEXT_KEYS and row >= 0:
                if self.model.two_games:
                    self._go_to_cell(*self._cell_after(row, self._current_game(row)))
                else:
                    self._go_to(row + 1)
                return True
            text = event.text()
            if (
                len(text) == 1
                and text.isprintable()
                and not text.isspace()
                and not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
            ):
                keys = ", ".join(key for key, _meaning in key_help()[:-1])
                self.notice_label.setText(
                    t(
                        "“{text}” is not a result key (keys: {keys}); to find a board or a name press Ctrl+F.",
                        text=text,
                        keys=keys,
                    )
                )
                return True
        return super().eventFilter(watched, event)

    def result_refusal(self) -> str:
        """Why the desk's role may not enter results in the shown round ("" when it may;
        the results desk enters the current round's only)."""
        session = self.session
        if not session.is_open or session.require().rights.allows(Right.RESULTS):
            return ""
        return shown(session.query(lambda d: d.result_refusal(self.shown_round())))

    def set_read_only(self, read_only: bool) -> None:
        """A read-only file: the key help is greyed and says so; result keys are refused."""
        self.read_only = read_only
        self.keys_label.setEnabled(not read_only)
        self._show_key_help()
        self.view.setToolTip(t("Read-only file: results cannot be entered") if read_only else "")
        self.notice_label.clear()

    def _show_key_help(self) -> None:
        keys = keys_text(self.model.two_games)
        self.keys_label.setText(t("Off (read-only file) — {keys}", keys=keys) if self.read_only else keys)

    def _open_other(self, row: int) -> None:
        game = self._current_game(row) if self.model.two_games else 0
        self._other_cell = (row, game)
        number = self.model.row_at(row).number
        self.other.open(
            t("board {board}, game {game}", board=number, game=game) if game else t("board {board}", board=number)
        )

    def _enter_other(self, result: GameResult) -> None:
        """A result picked from the list of other results: as if its key had been typed on the same cell."""
        row, game = self._other_cell
        self.view.setFocus()
        if 0 <= row < self.model.rowCount():
            if game:
                self.enter_game(row, game, result)
            else:
                self.enter(row, result)

    def enter(self, row: int, result: GameResult | str) -> None:
        """What a result key does on ``row``: one service command (or, in check mode, the blind second entry);
        then the cursor goes to the next board without an entry (it stays when the command was refused)."""
        if self.model.check_mode:
            if result == ADJOURN:
                return  # the check compares results; an adjourned game has none yet
            self.model.set_check(row, None if result == CLEAR else GameResult(result))
            self._show_mismatches()
        else:
            line, round_no = self.model.row_at(row), self.shown_round()
            number, seen = line.number, line.seen  # another desk's entry on this board is never overwritten
            if round_no is None:
                return
            replaced = self._another_desks_result(round_no, number, str(result))
            if replaced is False:
                return  # marked on the row, said on the status line: the cursor stays
            if replaced is not True:
                seen = replaced  # replacing exactly what the other desk entered
            where = t("board {board}", board=number)
            if result == CLEAR:
                done = self.held.run(
                    t("board {board}: clear", board=number),
                    with_warnings(self, where, lambda d, c: d.results.clear_result(round_no, number, seen, c)),
                    number,
                )
            elif result == ADJOURN:
                done = self.held.run(
                    t("board {board}: adjourned", board=number),
                    with_warnings(self, where, lambda d, c: d.results.mark_adjourned(round_no, number, seen, c)),
                    number,
                )
            else:
                entered = GameResult(result)
                done = self.held.run(
                    t("board {board}: {result}", board=number, result=entered.label),
                    with_warnings(
                        self, where, lambda d, c: d.results.record_result(round_no, number, entered, seen, c)
                    ),
                    number,
                )
            if not done:
                return  # refused (told): the cursor stays on the board whose result was not saved
            self.model.mark_unsaved(number, None)
        if result != CLEAR:
            self._go_to(self.next_empty(row))

    def _another_desks_result(self, round_no: int, board: int, key: str, game: int | None = None) -> BoardSeen | bool:
        """Before a key's result goes in: when another desk entered this board's result (``game``: that game's
        of a Double-Swiss match), the first key marks the row (the game's cell) and names the other desk and
        result (False: nothing saved); the same key again on that cell replaces it (the board as the other desk
        left it). True: no other desk's result here."""
        pending, self._replacing = self._replacing, None
        marked: object = board if game is None else (board, game)
        if pending is not None and pending[:4] == (round_no, board, game, key):
            self.model.mark_clash(marked, None)
            return pending[4]
        try:
            clash = None
            if self.session.is_open:
                clash = self.session.query(lambda d: d.results.result_elsewhere(round_no, board, game))
        except ServerNotAnsweringError:
            return True  # nothing known of another desk: the key's own command is refused and its row marked
        theirs = None if clash is None else clash.seen.result2 if game == 2 else clash.seen.result
        if clash is None or (theirs is not None and str(theirs) == key):
            return True
        self._replacing = (round_no, board, game, key, clash.seen)
        self.model.mark_clash(marked, clash.words, theirs.label if theirs else "")
        self.notice_label.setText(
            t(
                "{clash}: nothing was saved. Press the same key again on this row to replace it; any other key or "
                "row keeps it.",
                clash=clash.words,
            )
        )
        return False

    # --- two-game rounds (Double-Swiss, C.04.5) -------------------------------------------------

    def _current_game(self, row: int) -> int:
        """The game whose cell the cursor is on; elsewhere on the row the first game without a result."""
        game = self.model.game_at(self.view.currentIndex().column())
        if game is not None:
            return game
        return 2 if not self.model.is_game_empty(row, 1) and self.model.is_game_empty(row, 2) else 1

    def enter_game(self, row: int, game: int, result: GameResult | str) -> None:
        """A result key on a game's cell: one service command for that game (typed in the game's own colours,
        art. 4.4); then the cursor goes to the next game without a result (game 2 of the board, then the
        following boards)."""
        line, round_no = self.model.row_at(row), self.shown_round()
        number, seen = line.number, line.seen
        if round_no is None:
            return
        if self.model.check_mode:
            if result == ADJOURN:
                return  # the check compares results; an adjourned game has none yet
            self.model.set_game_check(row, game, None if result == CLEAR else GameResult(result))
            self._show_mismatches()
            if result != CLEAR:
                self._go_to_cell(*self.next_empty_cell(row, game))
            return
        replaced = self._another_desks_result(round_no, number, str(result), game)
        if replaced is False:
            return  # the game's cell marked, said on the status line: the cursor stays
        if replaced is not True:
            seen = replaced  # replacing exactly what the other desk entered
        where, key = t("board {board} game {game}", board=number, game=game), (number, game)
        if result == CLEAR:
            if self.held.run(
                t("board {board} game {game}: clear", board=number, game=game),
                with_warnings(
                    self,
                    where,
                    lambda d, c: d.results.clear_game_result(round_no, number, game, seen=seen, confirmed=c),
                ),
                key,
            ):
                self.model.mark_unsaved(key, None)
            return
        if result == ADJOURN:
            done = self.held.run(
                t("board {board} game {game}: adjourned", board=number, game=game),
                with_warnings(
                    self,
                    where,
                    lambda d, c: d.results.clear_game_result(
                        round_no, number, game, adjourned=True, seen=seen, confirmed=c
                    ),
                ),
                key,
            )
        else:
            entered = GameResult(result)
            done = self.held.run(
                t("board {board} game {game}: {result}", board=number, game=game, result=entered.label),
                with_warnings(
                    self, where, lambda d, c: d.results.record_game_result(round_no, number, game, entered, seen, c)
                ),
                key,
            )
        if done:
            self.model.mark_unsaved(key, None)
        self._go_to_cell(*self.next_empty_cell(row, game))

    def next_empty_cell(self, after_row: int, after_game: int = 2) -> tuple[int, int]:
        """(row, column) of the first game without an entry after game ``after_game`` of ``after_row``, in
        reading order and wrapping round; the cell after it when every game has one. One-game rounds: the
        next board without a result, in the first column."""
        if not self.model.two_games:
            return self.next_empty(after_row), 0
        row, game = after_row, after_game
        for _ in range(2 * self.model.rowCount()):
            row, game = (row, 2) if game == 1 and row >= 0 else ((row + 1) % max(self.model.rowCount(), 1), 1)
            if self.model.is_game_empty(row, game):
                return row, ResultsModel.GAME_COLUMNS[game - 1]
        return self._cell_after(after_row, after_game)

    def _cell_after(self, row: int, game: int) -> tuple[int, int]:
        if game == 1:
            return row, ResultsModel.GAME_COLUMNS[1]
        return min(row + 1, self.model.rowCount() - 1), ResultsModel.GAME_COLUMNS[0]

    def _go_to_cell(self, row: int, column: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(row, column))

    def next_empty(self, after: int) -> int:
        """The first board after row ``after`` without an entry (wrapping round), else the row after it."""
        count = self.model.rowCount()
        for step in range(1, count + 1):
            row = (after + step) % count
            if self.model.is_empty(row):
                return row
        return min(after + 1, count - 1)

    def _go_to(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(row, 0))
