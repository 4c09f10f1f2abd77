"""Reading and writing schema 13's rating-report-only corrections (C.04.2 (2026) art. 4.3; VCL4THP.13 Q192–193).

A correction notified after the end of the next round changes nothing the standings or the pairings read (the
boards); it is kept in its own table, journaled and undone like every other write.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import delete, select

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store.models import RatingCorrectionRow
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.records import PlayerId
from arbiter_desk.store.writer import Writer


@dataclass(frozen=True, slots=True)
class RatingCorrectionRecord:
    """The game (round, White, Black), its result as corrected for rating evaluation only, and why."""

    id: int
    round: RoundNo
    white: PlayerId
    black: PlayerId
    white_result: ResultCode
    black_result: ResultCode
    reason: str


def read_rating_corrections(reader: Reader) -> list[RatingCorrectionRecord]:
    """Every rating-report-only correction, in the order entered."""
    rows = reader.session.scalars(select(RatingCorrectionRow).order_by(RatingCorrectionRow.id))
    return [
        RatingCorrectionRecord(
            r.id, RoundNo(r.round_no), PlayerId(r.white_id), PlayerId(r.black_id),
            ResultCode(r.white_result), ResultCode(r.black_result), r.reason,
        )
        for r in rows
    ]  # fmt: skip


def add_rating_correction(
    writer: Writer, round_no: int, white: PlayerId, black: PlayerId, codes: tuple[ResultCode, ResultCode], reason: str
) -> None:
    """Store a correction of the game ``white``-``black`` of ``round_no`` for the rating report, replacing an
    earlier one of the same game (the latest word counts)."""
    same = (
        (RatingCorrectionRow.round_no == round_no)
        & (RatingCorrectionRow.white_id == white)
        & (RatingCorrectionRow.black_id == black)
    )
    writer.touched.remember_where(writer.session.connection(), "rating_corrections", same)
    writer.session.execute(delete(RatingCorrectionRow).where(same))
    row = RatingCorrectionRow(
        round_no=round_no, white_id=white, black_id=black,
        white_result=codes[0].value, black_result=codes[1].value, reason=reason,
    )  # fmt: skip
    writer.session.add(row)
    writer.session.flush()
    writer.touched.inserted("rating_corrections", [(row.id,)])
