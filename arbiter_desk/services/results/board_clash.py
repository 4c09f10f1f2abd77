"""Two desks typing the same board moments apart: the second key is not saved over the first desk's result
unseen. The board's row is marked and the status line names the other desk and its result; the typist replaces
it only with an explicit key on that row (no dialog: a key typed at the results table never goes into a box)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.staleness import BoardSeen, row_of
from arbiter_desk.store.records import RoundState, RowChange


@dataclass(frozen=True, slots=True)
class BoardClash:
    """Another desk's result on a board: in words, and the board as it is now (what a replacement acts on)."""

    words: str
    seen: BoardSeen


RECENT_S = 60
"""How long another desk's result counts as "just typed": a key on that board within this time is a race, not a
deliberate correction (an older result is corrected as usual, with its own warnings: C.04.2 art. 4.3, Q112)."""


GAME_COLUMNS = {1: ("white_result", "black_result"), 2: ("white_result2", "black_result2")}
"""The board's columns that hold each game of a Double-Swiss match (C.04.5), the board's White first."""


def _changes_game(change: RowChange, game: int) -> bool:
    before, after = change.before or {}, change.after or {}
    return any(before.get(column) != after.get(column) for column in GAME_COLUMNS[game])


class BoardClashCommands(DeskBase):
    def result_elsewhere(self, round_no: int, board_no: int, game: int | None = None) -> BoardClash | None:
        """The result another desk entered on a board of the newest published round within ``RECENT_S`` (a venue
        server's desk only; None otherwise: no result, this desk's own, an older one, an earlier round).
        ``game``: one game of a Double-Swiss match (C.04.5 art. 4.4: each game has its own result, in its own
        colours), raced for on its own: the other game's entry is no clash."""
        store = self._store
        if not store.guarded:
            return None
        with store.read() as reader:
            published = [r.number for r in reader.rounds() if r.state is not RoundState.DRAFT]
            if not published or round_no != max(published):
                return None  # an earlier round: a correction, asked as such (C.04.2 art. 4.3, Q112)
            board = reader.board(round_no, board_no)
            if board is None or None in board.game_codes(game or 1):
                return None
            row = row_of("boards", board.id)
            entry = reader.last_change(row if game is None else lambda c: row(c) and _changes_game(c, game))
            if entry is None or not store.is_other_desk(reader, entry.seq):
                return None
            age = max(int((store.server_now(reader) - entry.at).total_seconds()), 0)  # the server's clock
        if age > RECENT_S:
            return None
        seen = BoardSeen.from_record(board)
        result = seen.result2 if game == 2 else seen.result
        shown = result.label if result is not None else "a result"
        where = f"board {board_no}" if game is None else f"board {board_no} game {game}"
        who = entry.who or "another desk"
        return BoardClash(f"{where} already has {shown}, typed at {who}'s desk {age} s ago", seen)
