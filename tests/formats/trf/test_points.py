"""Point systems: TRF-2026 record 162, TRF(x) XXS, bbpPairings BBx, and how they are written back."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.formats.trf import read_trf
from arbiter_desk.formats.trf.points import fits_162, record_162, xxs_line
from tests.formats.trf.trf_lines import player_line, trf


def system(*lines: str) -> PointSystem:
    result = read_trf(trf(player_line(1, "A"), *lines))
    assert result.problems == (), [str(p) for p in result.problems]
    assert result.tournament is not None
    return result.tournament.point_system


def test_default_is_fide_one_half_zero() -> None:
    assert system() == PointSystem()


def test_record_162_at_its_columns() -> None:
    assert system("162  W 3.0    D 1.0    L 0.0    A 0.0    P 2.0") == PointSystem.simple(
        Decimal(3), Decimal(1), Decimal(0), pairing_bye=Decimal(2)
    )


def test_record_162_absence_sets_zero_bye_and_forfeit_loss_and_accepts_z() -> None:
    for letter in "AZ":
        points = system(f"162  {letter}-1.0")
        assert (points.zero_bye, points.forfeit_loss) == (Decimal(-1), Decimal(-1))


def test_record_162_unknown_result_symbol_is_read_without_effect() -> None:
    assert system("162  X 0.5") == PointSystem()


def test_xxs_codes_per_colour() -> None:
    points = system("XXS WW=1 BW=1.5 WD=0.5 BD=1 WL=0 BL=0.25 PAB=0.5")
    assert points.points(ResultCode.WIN, Colour.BLACK) == Decimal("1.5")
    assert points.points(ResultCode.DRAW_UNRATED, Colour.BLACK) == 1
    assert points.points(ResultCode.LOSS, Colour.BLACK) == Decimal("0.25")
    assert points.points(ResultCode.WIN, Colour.WHITE) == 1
    assert points.pairing_bye == Decimal("0.5")
    assert not points.is_colour_blind


def test_xxs_shortcuts_set_both_colours_and_the_byes_that_follow_them() -> None:
    assert system("XXS W=3 D=1") == PointSystem.simple(Decimal(3), Decimal(1))


def test_xxs_specific_code_beats_the_shortcut() -> None:
    points = system("XXS W=3 FW=2 HPB=0 FPB=1 ZPB=0.5 FL=-1")
    assert (points.win_white, points.forfeit_win, points.half_bye, points.full_bye) == tuple(map(Decimal, "3201"))
    assert (points.zero_bye, points.forfeit_loss) == (Decimal("0.5"), Decimal(-1))


@pytest.mark.parametrize(
    ("record", "field", "value"),
    [
        ("BBW", "win_black", Decimal(2)),
        ("BBD", "draw_white", Decimal(2)),
        ("BBL", "loss_black", Decimal(2)),
        ("BBZ", "zero_bye", Decimal(2)),
        ("BBF", "forfeit_loss", Decimal(2)),
        ("BBU", "pairing_bye", Decimal(2)),
    ],
)
def test_bb_records(record: str, field: str, value: Decimal) -> None:
    assert getattr(system(f"{record} 2.0"), field) == value


def test_a_value_given_twice_differently_warns() -> None:
    result = read_trf(trf(player_line(1, "A"), "BBW 2", "XXS W=3"))
    assert [str(p) for p in result.problems] == ["warning: line 3, col 5: point value given twice (2 and 3); using 3"]
    assert result.tournament is not None and result.tournament.point_system.win == 3


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("162  Q 1.0", "line 2, col 6: point symbol must be one of W D L A P X, not 'Q'"),
        ("162  W one", "line 2, col 8: points for W must be a number like 1.0"),
        (
            "XXS WW=1 XY=2",
            "line 2, col 10: expected CODE=VALUE with a code of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D",
        ),
        ("XXS WW", "line 2, col 5: expected CODE=VALUE with a code of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D"),
        ("XXS BW=1e3", "line 2, col 8: value of BW must be a number like 1.0"),
        ("BBW x", "line 2, col 5: BBW must give points like 1.0"),
    ],
)
def test_bad_point_records_are_errors_at_their_column(line: str, expected: str) -> None:
    result = read_trf(trf(player_line(1, "A"), line))
    assert result.tournament is None
    assert [str(p) for p in result.errors] == [expected]


def test_record_162_is_written_at_its_columns() -> None:
    line = record_162(PointSystem.simple(Decimal(3), Decimal(1)))
    assert line == "162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0"
    assert [line[c - 1] for c in (6, 15, 24, 33, 42)] == list("WDLAP")
    assert line[6:10] == " 3.0"


def test_what_162_cannot_say_needs_xxs() -> None:
    assert fits_162(PointSystem())
    assert fits_162(PointSystem.simple(Decimal(2), Decimal(1), pairing_bye=Decimal(1)))
    assert not fits_162(PointSystem(win_black=Decimal("1.5")))
    assert not fits_162(PointSystem(forfeit_win=Decimal(2)))
    assert not fits_162(PointSystem(half_bye=Decimal(0)))


def test_xxs_line_reads_back_to_the_same_system() -> None:
    original = PointSystem(
        win_black=Decimal("1.5"), draw_black=Decimal("0.75"), half_bye=Decimal(0), forfeit_win=Decimal(2)
    )
    assert xxs_line(original).startswith("XXS WW=1.0 BW=1.5 WD=0.5 BD=0.75 ")
    assert system(xxs_line(original)) == original
