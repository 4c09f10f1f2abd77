"""Results: recording, correcting (C.04.2 art. 4.3), clearing, adjourning (art. 3.1).

A correction changes standings and the pairings still to be made, never a published pairing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.warnings import Confirmed, DeskWarning, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes, GameResult
from arbiter_desk.services.event.errors import NotFoundError, RoundStateError
from arbiter_desk.services.event.staleness import BoardSeen, refuse_if_board_changed
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.integrity import (
    EventKind,
    IntegrityEvent,
    event_warning,
    is_correction,
    is_fide_mode,
    old_round_warning,
    record_event,
)
from arbiter_desk.store import CommandOutcome, Reader, Writer
from arbiter_desk.store.records import BoardRecord, RoundState


def _published_board(state: TournamentState, reader: Reader, round_no: int, board_no: int) -> BoardRecord:
    if state.round(round_no).state is RoundState.DRAFT:
        raise RoundStateError(tr("round {round} is a draft: publish it before recording results", round=round_no))
    board = reader.board(round_no, board_no)
    if board is None:
        raise NotFoundError(tr("round {round} has no board {board_no}", round=round_no, board_no=board_no))
    return board


def _match_board(state: TournamentState, reader: Reader, round_no: int, board_no: int, game: int) -> BoardRecord:
    board = _published_board(state, reader, round_no, board_no)
    if game not in range(1, board.games + 1):
        raise NotFoundError(
            tr("board {board_no} of round {round} has no game {game}", board_no=board_no, round=round_no, game=game)
        )
    return board


Codes = tuple[ResultCode | None, ResultCode | None]


def _was(board: BoardRecord) -> str:
    """``1-0 `` (the result before a change, TRF letters White-Black), or nothing when there was none."""
    if board.white_result is None or board.black_result is None:
        return ""
    return f"{board.white_result.value}-{board.black_result.value} "


def _stored(game: int, codes: Codes) -> Codes:
    """A game's (White, Black) letters as the board stores them: the board's White first (art. 4.4)."""
    return codes if game == 1 else (codes[1], codes[0])


def _for_game(seen: BoardSeen | None, board: BoardRecord, game: int) -> BoardSeen | None:
    """A key on one game of a match acts on that game as the desk showed it: the other game, entered meanwhile at
    another desk, is no reason to refuse it (C.04.5 art. 4.4: each game has its own result)."""
    if seen is None:
        return None
    now = BoardSeen.from_record(board)
    return replace(seen, result2=now.result2) if game == 1 else replace(seen, result=now.result)


def _with(board: BoardRecord, game: int, codes: Codes) -> bool:
    """Whether ``board`` has every result once ``game`` gets ``codes``."""
    if game == 1:
        return replace(board, white_result=codes[0], black_result=codes[1]).has_result
    return replace(board, white_result2=codes[0], black_result2=codes[1]).has_result


def _update_round_state(writer: Writer, board: BoardRecord, has_result: bool) -> None:
    """The round is complete once every board has a result (``board`` is getting ``has_result``)."""
    pending = set(writer.reader.boards_without_result(board.round)) - {board.id}
    complete = has_result and not pending
    writer.set_round_state(board.round, RoundState.COMPLETE if complete else RoundState.PUBLISHED)


def _rounds(reader: Reader) -> TournamentState:
    """A result command reads the settings and the rounds; the board itself is one query (a keystroke in the
    results tab costs the same at 24 players as at 5,000)."""
    return TournamentState.partial(reader, rounds=True)


def _correction_warnings(state: TournamentState, round_no: int) -> list[Text | str]:
    later = [r for r in state.rounds if r.number > round_no]
    if not later:
        return []
    if later[-1].state is RoundState.DRAFT:
        return [tr("the draft of round {round} was paired before this correction: re-pair it", round=later[-1].number)]
    return [
        tr(
            "C.04.2 art. 4.3: the correction counts for the standings and the pairings still to be made; "
            "the published pairings of round {round} on stay as they are",
            round=later[0].number,
        )
    ]


_DRAWN = {ResultCode.DRAW, ResultCode.DRAW_UNRATED}


@dataclass(frozen=True, slots=True)
class _Where:
    """The game a result change concerns: ``record`` as the TRF's ``###`` line writes it (data, English), ``said``
    as the arbiter reads it in a warning."""

    board: int
    game: int | None = None

    @property
    def record(self) -> str:
        return f"board {self.board}" if self.game is None else f"board {self.board} game {self.game}"

    @property
    def said(self) -> Text:
        if self.game is None:
            return tr("board {board}", board=self.board)
        return tr("board {board} game {game}", board=self.board, game=self.game)


def _integrity(
    writer: Writer,
    state: TournamentState,
    board: BoardRecord,
    at: _Where,
    change: str,
    codes: Codes | None,
    confirmed: Confirmed,
    changing: bool,
    adjourning: bool = False,
) -> None:
    """The events a result change of ``board`` makes (VCL4THP.13 Q112–115, Q157, Q163, Q189–191), each confirmed
    at level 3 before it is written: a change of a result already entered is refused (level 5) before the
    previous round and, once a later round is paired, a Correction; adjourning a game, and finishing an adjourned
    game with anything but a draw, are Adjournment events. ``at`` is board 2 (board 2 game 1), ``change`` e.g.
    ``1-0 -> 0-1``."""
    where = at.record
    events: list[tuple[IntegrityEvent, DeskWarning]] = []
    warnings: list[DeskWarning] = []
    if changing:
        old = old_round_warning(state.rounds, board.round, at.said)
        if old is not None and is_fide_mode(state.settings):
            warnings.append(old)
        if is_correction(state.rounds, board.round):
            event = IntegrityEvent(EventKind.CORRECTION, board.round, f"{where} {change}")
            text = tr("A result of a round already used for a pairing changes (C.04.2 art. 4.3).")
            events.append((event, event_warning(event, (190,), text)))
    if adjourning:
        event = IntegrityEvent(EventKind.ADJOURNMENT, board.round, f"{where} adjourned")
        text = tr("The game counts as a draw for pairing the next round only (art. 3.1).")
        events.append((event, event_warning(event, (157,), text)))
    elif board.adjourned and codes is not None and not set(codes) <= _DRAWN:
        event = IntegrityEvent(EventKind.ADJOURNMENT, board.round, f"{where} {change} (adjourned game)")
        text = tr("The adjourned game, paired on as a draw, ends otherwise.")
        events.append((event, event_warning(event, (163,), text)))
    require_confirmed([*warnings, *(w for _, w in events)], confirmed)
    for event, _ in events:
        record_event(writer, event)


class ResultCommands(DeskBase):
    """Every result command takes ``seen``, the board as the desk showed it: a result another desk entered
    meanwhile is never overwritten silently (``services.staleness``); and ``confirmed``, the warnings the
    arbiter confirmed (``core.warnings``): corrections and adjournments are integrity events (Q115)."""

    def record_result(
        self,
        round_no: int,
        board_no: int,
        result: GameResult,
        seen: BoardSeen | None = None,
        confirmed: Confirmed = frozenset(),
        *,
        why: str = "",
        settle: str = "",
    ) -> Changes:
        """Enter (or correct, art. 4.3) the result of a board of a published round. ``why`` is journaled with
        it; ``settle`` (``confirmed``) marks the players' pending proposals of the board in the same
        transaction (``services.proposals``)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            board = _published_board(state, writer.reader, round_no, board_no)
            refuse_if_board_changed(writer.reader, board, seen)
            white, black = result.codes
            correcting = board.has_result and (board.white_result, board.black_result) != (white, black)
            change = f"{_was(board)}-> {result.label}"
            _integrity(writer, state, board, _Where(board_no), change, (white, black), confirmed, correcting)
            writer.set_board_result(board.id, white, black)
            _update_round_state(writer, board, True)
            verb = "correct result" if correcting else "record result"
            outcome.label = f"{verb} board {board_no} of round {round_no}: {result.label}"
            outcome.why = why or outcome.why
            if settle:
                writer.settle_proposals(round_no, board_no, settle)
            return _correction_warnings(state, round_no) if correcting else []

        return self._run("record result", body, _rounds)

    def record_game_result(
        self,
        round_no: int,
        board_no: int,
        game: int,
        result: GameResult,
        seen: BoardSeen | None = None,
        confirmed: Confirmed = frozenset(),
    ) -> Changes:
        """Enter (or correct, art. 4.3) one game of a Double-Swiss match: ``result`` is that game's own White
        first (in game 2 the board's Black has White, C.04.5 art. 4.4)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            board = _match_board(state, writer.reader, round_no, board_no, game)
            refuse_if_board_changed(writer.reader, board, _for_game(seen, board, game))
            codes = _stored(game, result.codes)
            before = board.game_codes(game)
            correcting = None not in before and before != codes
            at = _Where(board_no, game)
            _integrity(writer, state, board, at, f"-> {result.label}", codes, confirmed, correcting)
            writer.set_game_result(board.id, game, *codes, adjourned=board.adjourned and not _with(board, game, codes))
            _update_round_state(writer, board, _with(board, game, codes))
            verb = "correct result" if correcting else "record result"
            outcome.label = f"{verb} board {board_no} game {game} of round {round_no}: {result.label}"
            return _correction_warnings(state, round_no) if correcting else []

        return self._run("record result", body, _rounds)

    def clear_game_result(
        self,
        round_no: int,
        board_no: int,
        game: int,
        adjourned: bool = False,
        seen: BoardSeen | None = None,
        confirmed: Confirmed = frozenset(),
    ) -> Changes:
        """Remove one game's result of a match (the game is on again; ``adjourned``: art. 3.1, a draw for
        pairing the next round only)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            board = _match_board(state, writer.reader, round_no, board_no, game)
            refuse_if_board_changed(writer.reader, board, _for_game(seen, board, game))
            had = None not in board.game_codes(game)
            change = "result removed"
            _integrity(writer, state, board, _Where(board_no, game), change, None, confirmed, had, adjourning=adjourned)
            writer.set_game_result(board.id, game, None, None, adjourned=adjourned or board.adjourned)
            _update_round_state(writer, board, False)
            verb = "adjourn" if adjourned else "clear result"
            outcome.label = f"{verb} board {board_no} game {game} of round {round_no}"
            return _correction_warnings(state, round_no) if had else []

        return self._run("adjourn game" if adjourned else "clear result", body, _rounds)

    def clear_result(
        self, round_no: int, board_no: int, seen: BoardSeen | None = None, confirmed: Confirmed = frozenset()
    ) -> Changes:
        """Remove a board's result (the game is on again)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            board = _published_board(state, writer.reader, round_no, board_no)
            refuse_if_board_changed(writer.reader, board, seen)
            change = f"{_was(board)}-> no result"
            _integrity(writer, state, board, _Where(board_no), change, None, confirmed, board.has_result)
            writer.set_board_result(board.id, None, None)
            _update_round_state(writer, board, False)
            outcome.label = f"clear result board {board_no} of round {round_no}"
            return _correction_warnings(state, round_no) if board.has_result else []

        return self._run("clear result", body, _rounds)

    def mark_adjourned(
        self, round_no: int, board_no: int, seen: BoardSeen | None = None, confirmed: Confirmed = frozenset()
    ) -> Changes:
        """Art. 3.1: an adjourned game counts as a draw for pairing the next round, and for nothing else."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            board = _published_board(state, writer.reader, round_no, board_no)
            refuse_if_board_changed(writer.reader, board, seen)
            change = f"{_was(board)}-> adjourned"
            _integrity(
                writer, state, board, _Where(board_no), change, None, confirmed, board.has_result, adjourning=True
            )
            writer.set_board_result(board.id, None, None, adjourned=True)
            _update_round_state(writer, board, False)
            outcome.label = f"adjourn board {board_no} of round {round_no}"
            return _correction_warnings(state, round_no) if board.has_result else []

        return self._run("adjourn game", body, _rounds)
