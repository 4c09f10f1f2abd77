"""Corrections valid for the rating report only (C.04.2 art. 4.3; VCL4THP.13 Q192–193): stored apart from the
boards (the standings and the next pairing keep the result), journaled and undone, written to the TRF as
``### Rating correction @ Round n`` and read back by the importer."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.integrity import EventKind, events_in
from arbiter_desk.core.results import ResultCode
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import RoundStateError
from tests.services.conftest import finish_round, register


def _three_rounds(desk: Desk) -> None:
    register(desk, 6)
    for round_no in (1, 2, 3):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        finish_round(desk, round_no, GameResult.WHITE_WINS)


def test_a_rating_correction_is_stored_apart_and_leaves_the_standings_c04_2_art_4_3_q192(desk: Desk) -> None:
    _three_rounds(desk)
    board = desk.rounds.boards(1)[0]
    before = desk.snapshot(4)
    desk.ratings.correct_for_rating_report(
        1, 1, GameResult.BLACK_WINS, "scoresheets show Black won; told after round 3"
    )
    (correction,) = desk.ratings.rating_corrections()
    assert (correction.round, correction.white, correction.black) == (1, board.white, board.black)
    assert (correction.white_result, correction.black_result) == (ResultCode.LOSS, ResultCode.WIN)
    assert desk.rounds.boards(1)[0].white_result is ResultCode.WIN  # the board, which standings and pairing read
    assert desk.snapshot(4) == before
    assert "art. 4.3" in desk.journal.entries()[-1].why
    desk.journal.undo()
    assert desk.ratings.rating_corrections() == []


def test_a_later_correction_of_the_same_game_replaces_the_earlier(desk: Desk) -> None:
    _three_rounds(desk)
    desk.ratings.correct_for_rating_report(1, 1, GameResult.BLACK_WINS, "first word")
    desk.ratings.correct_for_rating_report(1, 1, GameResult.DRAW, "second word")
    assert [(c.white_result, c.reason) for c in desk.ratings.rating_corrections()] == [(ResultCode.DRAW, "second word")]


def test_bad_corrections_are_refused_in_plain_words(desk: Desk) -> None:
    _three_rounds(desk)
    with pytest.raises(InvalidInputError, match="say why"):
        desk.ratings.correct_for_rating_report(1, 1, GameResult.DRAW, " ")
    with pytest.raises(InvalidInputError, match="round 1 has no board 9"):
        desk.ratings.correct_for_rating_report(1, 9, GameResult.DRAW, "x")
    with pytest.raises(InvalidInputError, match="already has 1-0: nothing to correct"):
        desk.ratings.correct_for_rating_report(1, 1, GameResult.WHITE_WINS, "x")
    with pytest.raises(RoundStateError, match="round 4 is not published"):
        desk.ratings.correct_for_rating_report(4, 1, GameResult.DRAW, "x")
    assert desk.ratings.rating_corrections() == []


def test_corrections_are_trf_lines_read_back_by_the_importer_q193(desk: Desk, tmp_path: Path) -> None:
    _three_rounds(desk)
    desk.ratings.correct_for_rating_report(2, 1, GameResult.DRAW, "agreed draw, wrongly written 1-0")
    tpn = {p.id: p.tpn for p in desk.players.all()}
    board = desk.rounds.boards(2)[0]
    out = tmp_path / "out.trf"
    desk.export_trf(out)
    (event,) = [e for e in events_in(load_trf(out).comments) if e.kind is EventKind.RATING_CORRECTION]
    assert event.to_line() == (
        f"### Rating correction @ Round 2: {tpn[board.white]}-{tpn[board.black]}: =-= for the rating report only "
        "(art. 4.3: agreed draw, wrongly written 1-0)"
    )
    again = Desk.import_trf(tmp_path / "again.adesk", out, system="fake")
    try:
        (read,) = again.ratings.rating_corrections()
        tpn_again = {p.id: p.tpn for p in again.players.all()}
        assert (read.round, tpn_again[read.white], tpn_again[read.black]) == (2, tpn[board.white], tpn[board.black])
        assert read.reason == "agreed draw, wrongly written 1-0"
        assert (read.white_result, read.black_result) == (ResultCode.DRAW, ResultCode.DRAW)
        assert not [c for c in again.settings.current().comments if c.startswith("Rating correction")]  # not twice
        again.export_trf(tmp_path / "again.trf")
        lines = [x for x in (tmp_path / "again.trf").read_text().splitlines() if x.startswith("### Rating correction")]
        assert lines == [event.to_line()]
    finally:
        again.close()


def test_a_mistyped_correction_line_is_refused_naming_it(tmp_path: Path, desk: Desk) -> None:
    _three_rounds(desk)
    out = tmp_path / "out.trf"
    desk.export_trf(out)
    line = "### Rating correction @ Round 2: 1-99: 1-0 for the rating report only (art. 4.3: x)\n"
    out.write_text(out.read_text() + line)
    with pytest.raises(InvalidInputError, match="a rating correction reads"):
        Desk.import_trf(tmp_path / "bad.adesk", out, system="fake")
