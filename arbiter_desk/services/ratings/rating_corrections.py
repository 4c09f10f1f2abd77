"""Corrections valid for the rating report only (C.04.2 (2026) art. 4.3; VCL4THP.13 Q192–193).

Art. 4.3: a result written down incorrectly, a game played with the wrong colours or a rating to correct, notified
after the end of the next round, "will be made after the tournament and only for submission to rating
evaluation". Such a correction is stored apart from the boards (schema 13), so the standings and the pairings
keep the result as it stood; it is journaled (undoable) and written to the TRF-2026 file as

    ### Rating correction @ Round <r>: <White TPN>-<Black TPN>: <letter>-<letter> for the rating report only
    (art. 4.3: <reason>)

(one line; the letters are TRF result letters). The importer reads those lines back into the table. When the
correction is notified is the Chief Arbiter's knowledge, not the desk's: any played round may receive one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes, GameResult
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.rating_corrections import (
    RatingCorrectionRecord,
    add_rating_correction,
    read_rating_corrections,
)
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState

__all__ = ["RatingCorrectionCommands", "RatingCorrectionRecord", "rating_correction_events"]

_DETAIL = re.compile(
    r"^(?P<white>[0-9]{1,4})-(?P<black>[0-9]{1,4}): (?P<w>\S)-(?P<b>\S) for the rating report only "
    r"\(art\. 4\.3: (?P<reason>.*)\)$"
)


def rating_correction_events(
    players: Sequence[PlayerRecord], corrections: Iterable[RatingCorrectionRecord]
) -> tuple[IntegrityEvent, ...]:
    """The ``### Rating correction @ Round r`` line of each correction (Q193), by pairing numbers."""
    tpn = {p.id: p.tpn for p in players}
    return tuple(
        IntegrityEvent(
            EventKind.RATING_CORRECTION,
            int(c.round),
            f"{tpn[c.white]}-{tpn[c.black]}: {c.white_result.value}-{c.black_result.value} "
            f"for the rating report only (art. 4.3: {c.reason})",
        )
        for c in corrections
    )


def corrections_from_comments(
    comments: Sequence[str], ids: Mapping[int, PlayerId]
) -> tuple[list[tuple[int, PlayerId, PlayerId, tuple[ResultCode, ResultCode], str]], tuple[str, ...]]:
    """The rating corrections among an imported file's ``###`` comments (round, White, Black, letters, reason)
    and the other comments; a ``Rating correction`` line that does not read is refused, naming it."""
    found, rest = [], []
    for comment in comments:
        event = parse_event(comment)
        if event is None or event.kind is not EventKind.RATING_CORRECTION:
            rest.append(comment)
            continue
        match = _DETAIL.match(event.detail)
        white, black = (None, None) if match is None else (ids.get(int(match["white"])), ids.get(int(match["black"])))
        try:
            codes = (ResultCode.from_trf(match["w"]), ResultCode.from_trf(match["b"])) if match else None
        except InvalidInputError:
            codes = None
        if match is None or white is None or black is None or codes is None:
            shown = comment if len(comment) <= 120 else comment[:120] + "…"
            raise InvalidInputError(
                tr(
                    "'### {shown}': a rating correction reads '<White>-<Black>: <letter>-<letter> for the rating "
                    "report only (art. 4.3: <reason>)' with the pairing numbers of two players",
                    shown=shown,
                )
            )
        found.append((event.round, white, black, codes, match["reason"]))
    return found, tuple(rest)


class RatingCorrectionCommands(DeskBase):
    def rating_corrections(self) -> list[RatingCorrectionRecord]:
        """Every correction made for the rating report only (Q192), in the order entered."""
        with self._store.read() as reader:
            return read_rating_corrections(reader)

    def correct_for_rating_report(self, round_no: int, board_number: int, result: GameResult, reason: str) -> Changes:
        """C.04.2 art. 4.3: record ``result`` as board ``board_number``'s result of ``round_no`` for the rating
        report only; the board keeps its result for the standings and pairings (Q192)."""
        if not reason.strip():
            raise InvalidInputError(tr("say why the result is corrected for the rating report (C.04.2 art. 4.3)"))

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            rounds = {int(r.number): r for r in state.rounds}
            if round_no not in rounds or rounds[round_no].state is RoundState.DRAFT:
                raise RoundStateError(tr("round {round} is not published: there is no game to correct", round=round_no))
            board = next((b for b in state.boards_of(round_no) if b.number == board_number), None)
            if board is None:
                raise InvalidInputError(
                    tr("round {round} has no board {board_number}", round=round_no, board_number=board_number)
                )
            if board.games != 1:
                raise InvalidInputError(tr("a two-game match is corrected game by game in the Results tab"))
            if (board.white_result, board.black_result) == result.codes:
                raise InvalidInputError(
                    tr(
                        "board {board_number} of round {round} already has {value}-{value2}: nothing to correct for "
                        "the rating report",
                        board_number=board_number,
                        round=round_no,
                        value=result.value[0],
                        value2=result.value[1],
                    )
                )
            add_rating_correction(writer, round_no, board.white, board.black, result.codes, reason.strip())
            shown = f"{result.codes[0].value}-{result.codes[1].value}"
            outcome.label = f"rating-report correction, round {round_no} board {board_number}: {shown}"
            outcome.why = f"C.04.2 art. 4.3 (for the rating report only): {reason.strip()}"

        return self._run("rating-report correction", body)
