"""Results: recording, correcting (C.04.2 art. 4.3), clearing, adjourning (art. 3.1).

A correction changes standings and the pairings still to be made, never a published pairing.
"""

from __future__ import annotations

from arbiter_desk.services.base import DeskBase
from arbiter_desk.services.data import Changes, GameResult
from arbiter_desk.services.errors import NotFoundError, RoundStateError
from arbiter_desk.services.state import TournamentState
from arbiter_desk.store import CommandOutcome, Reader, Writer
from arbiter_desk.store.records import BoardRecord, RoundState


def _published_board(state: TournamentState, reader: Reader, round_no: int, board_no: int) -> BoardRecord:
    if state.round(round_no).state is RoundState.DRAFT:
        raise RoundStateError(f"round {round_no} is a draft: publish it before recording results")
    board = reader.board(round_no, board_no)
    if board is None:
        raise NotFoundError(f"round {round_no} has no board {board_no}")
    return board


def _update_round_state(writer: Writer, board: BoardRecord, has_result: bool) -> None:
    """The round is complete once every board has a result (``board`` is getting ``has_result``)."""
    pending = set(writer.reader.boards_without_result(board.round)) - {board.id}
    complete = has_result and not pending
    writer.set_round_state(board.round, RoundState.COMPLETE if complete else RoundState.PUBLISHED)


def _rounds(reader: Reader) -> TournamentState:
    """A result command reads the settings and the rounds; the board itself is one query (a keystroke in the
    results tab costs the same at 24 players as at 5,000)."""
    return TournamentState.partial(reader, rounds=True)


def _correction_warnings(state: TournamentState, round_no: int) -> list[str]:
    later = [r for r in state.rounds if r.number > round_no]
    if not later:
        return []
    if later[-1].state is RoundState.DRAFT:
        return [f"the draft of round {later[-1].number} was paired before this correction: re-pair it"]
    return [
        f"C.04.2 art. 4.3: the correction counts for the standings and the pairings still to be made; "
        f"the published pairings of round {later[0].number} on stay as they are"
    ]


class ResultCommands(DeskBase):
    def record_result(self, round_no: int, board_no: int, result: GameResult) -> Changes:
        """Enter (or correct, art. 4.3) the result of a board of a published round."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> list[str]:
            board = _published_board(state, writer.reader, round_no, board_no)
            white, black = result.codes
            correcting = board.has_result and (board.white_result, board.black_result) != (white, black)
            writer.set_board_result(board.id, white, black)
            _update_round_state(writer, board, True)
            verb = "correct result" if correcting else "record result"
            outcome.label = f"{verb} board {board_no} of round {round_no}: {result.label}"
            return _correction_warnings(state, round_no) if correcting else []

        return self._run("record result", body, _rounds)

    def clear_result(self, round_no: int, board_no: int) -> Changes:
        """Remove a board's result (the game is on again)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> list[str]:
            board = _published_board(state, writer.reader, round_no, board_no)
            writer.set_board_result(board.id, None, None)
            _update_round_state(writer, board, False)
            outcome.label = f"clear result board {board_no} of round {round_no}"
            return _correction_warnings(state, round_no) if board.has_result else []

        return self._run("clear result", body, _rounds)

    def mark_adjourned(self, round_no: int, board_no: int) -> Changes:
        """Art. 3.1: an adjourned game counts as a draw for pairing the next round, and for nothing else."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> list[str]:
            board = _published_board(state, writer.reader, round_no, board_no)
            writer.set_board_result(board.id, None, None, adjourned=True)
            _update_round_state(writer, board, False)
            outcome.label = f"adjourn board {board_no} of round {round_no}"
            return _correction_warnings(state, round_no) if board.has_result else []

        return self._run("adjourn game", body, _rounds)
