"""Two desks typing the same board moments apart: the second key is not saved over the first desk's result
unseen. The board's row is marked and the status line names the other desk and its result; the typist replaces
it only with an explicit key on that row (no dialog: a key typed at the results table never goes into a box)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.services.base import DeskBase
from arbiter_desk.services.staleness import BoardSeen, row_of
from arbiter_desk.store.records import RoundState


@dataclass(frozen=True, slots=True)
class BoardClash:
    """Another desk's result on a board: in words, and the board as it is now (what a replacement acts on)."""

    words: str
    seen: BoardSeen


RECENT_S = 60
"""How long another desk's result counts as "just typed": a key on that board within this time is a race, not a
deliberate correction (an older result is corrected as usual, with its own warnings: C.04.2 art. 4.3, Q112)."""


class BoardClashCommands(DeskBase):
    def result_elsewhere(self, round_no: int, board_no: int) -> BoardClash | None:
        """The result another desk entered on a board of the newest published round within ``RECENT_S`` (a venue
        server's desk only; None otherwise: no result, this desk's own, an older one, an earlier round)."""
        store = self._store
        if not store.guarded:
            return None
        with store.read() as reader:
            published = [r.number for r in reader.rounds() if r.state is not RoundState.DRAFT]
            if not published or round_no != max(published):
                return None  # an earlier round: a correction, asked as such (C.04.2 art. 4.3, Q112)
            board = reader.board(round_no, board_no)
            if board is None or board.white_result is None or board.black_result is None:
                return None
            entry = reader.last_change(row_of("boards", board.id))
            if entry is None or not store.is_other_desk(reader, entry.seq):
                return None
            age = max(int((store.server_now(reader) - entry.at).total_seconds()), 0)  # the server's clock
        if age > RECENT_S:
            return None
        seen = BoardSeen.from_record(board)
        shown = seen.result.label if seen.result is not None else "a result"
        who = entry.who or "another desk"
        return BoardClash(f"board {board_no} already has {shown}, typed at {who}'s desk {age} s ago", seen)
