"""Tournament records: 012-132, TRF-2026 142-260, TRF(x) XXR/XXC/XXA/XXP/XXZ, and what is ignored."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament
from arbiter_desk.formats.trf import read_trf
from tests.formats.trf.trf_lines import at, block, dates_line, player_line, trf

PLAYERS = (player_line(1, "A"), player_line(2, "B"), player_line(3, "C"))


def read(*lines: str) -> Tournament:
    result = read_trf(trf(*PLAYERS, *lines))
    assert result.problems == (), [str(p) for p in result.problems]
    assert result.tournament is not None
    return result.tournament


def problems_of(*lines: str) -> list[str]:
    return [str(p) for p in read_trf(trf(*PLAYERS, *lines)).problems]


def test_descriptive_records() -> None:
    info = read(
        "012 Grand Prix",
        "022 Oslo",
        "032 NOR",
        "042 2026/01/02",
        "052 2026/01/09",
        "092 Swiss, Dubov",
        "102 Hansen, Ola",
        "112 Berg, Kari",
        "112 Lie, Per",
        "122 90'+30\"",
        dates_line(["26/01/02", "", "26/01/04"]),
        "172 national ratings",
        "182 Arbiter Desk 0.1",
        "192 FIDE_DUBOV",
        "222 5400+30",
    ).info
    assert (info.name, info.city, info.federation) == ("Grand Prix", "Oslo", "NOR")
    assert (info.start_date, info.end_date, info.tournament_type) == ("2026/01/02", "2026/01/09", "Swiss, Dubov")
    assert (info.chief_arbiter, info.deputy_arbiters) == ("Hansen, Ola", ("Berg, Kari", "Lie, Per"))
    assert info.time_control == "90'+30\""
    assert info.round_dates == ("26/01/02", "", "26/01/04")
    assert (info.starting_rank_method, info.pairing_program) == ("national ratings", "Arbiter Desk 0.1")
    assert (info.type_code, info.time_control_code) == ("FIDE_DUBOV", "5400+30")


def test_repeated_record_warns_and_keeps_the_last() -> None:
    assert problems_of("022 First", "022 Second") == [
        "warning: line 5, col 1: record 022 repeats line 4; the last one is used"
    ]
    tournament = read_trf(trf(*PLAYERS, "022 First", "022 Second")).tournament
    assert tournament is not None and tournament.info.city == "Second"


def test_total_rounds_from_142_or_xxr() -> None:
    assert read("142 9").total_rounds == 9
    assert read("XXR 7").total_rounds == 7
    assert read().total_rounds is None


def test_142_wins_over_a_different_xxr() -> None:
    result = read_trf(trf(*PLAYERS, "142 9", "XXR 7"))
    assert result.tournament is not None and result.tournament.total_rounds == 9
    assert [str(p) for p in result.problems] == ["warning: line 5: XXR says 7 rounds, record 142 says 9; using 142"]


def test_152_wins_over_a_different_xxc() -> None:
    result = read_trf(trf(*PLAYERS, "XXC black1", "152 W"))
    assert result.tournament is not None and result.tournament.initial_colour is Colour.WHITE
    assert [str(p) for p in result.problems] == [
        "warning: line 4: XXC gives another initial colour than record 152; using 152"
    ]


def test_blocks_beyond_the_declared_rounds_warn() -> None:
    lines = [
        player_line(1, "A", blocks=["", "", block(2, "w", "1")]),
        player_line(2, "B", blocks=["", "", block(1, "b", "0")]),
    ]
    assert [str(p) for p in read_trf(trf(*lines, "XXR 2")).problems] == [
        "warning: line 3: 2 rounds declared, but the players have blocks for round 3"
    ]


@pytest.mark.parametrize(
    ("line", "colour"),
    [
        ("152 B", Colour.BLACK),
        ("152 w", Colour.WHITE),
        ("XXC black1", Colour.BLACK),
        ("XXC rank white1", Colour.WHITE),
        ("XXC BLACK1 rank", Colour.BLACK),
    ],
)
def test_initial_colour(line: str, colour: Colour) -> None:
    assert read(line).initial_colour is colour


def test_initial_colour_defaults_to_white() -> None:
    assert read().initial_colour is Colour.WHITE


def test_tiebreak_records() -> None:
    tournament = read("202 BH/C1, BH,SB,DE", "212 PTS,BH/C1")
    assert tournament.tiebreaks == ("BH/C1", "BH", "SB", "DE")
    assert tournament.standings_tiebreaks == ("PTS", "BH/C1")


def test_record_250_acceleration() -> None:
    assert read("250       1.0   1   3    1    2", "250       0.5   4        1    2").accelerations == (
        Acceleration(Decimal("1.0"), 1, 3, 1, 2),
        Acceleration(Decimal("0.5"), 4, 9999, 1, 2),
    )


def test_xxa_gives_one_acceleration_per_player_and_round() -> None:
    tournament = read("XXA    2  1.0  1.0  0.0  0.5")
    assert tournament.accelerations == (
        Acceleration(Decimal("1.0"), 1, 1, 2, 2),
        Acceleration(Decimal("1.0"), 2, 2, 2, 2),
        Acceleration(Decimal("0.5"), 4, 4, 2, 2),
    )
    assert tournament.acceleration(2, 2) == 1
    assert tournament.acceleration(1, 2) == 0


def test_record_260_and_xxp_prohibited_pairings() -> None:
    assert read("260   2   4    1    2    3", "XXP 1 3").forbidden_pairs == (
        ForbiddenPairs(tuple(map(PairingNumber, (1, 2, 3))), 2, 4),
        ForbiddenPairs(tuple(map(PairingNumber, (1, 3))), 1, 9999),
    )


def test_ignored_and_unknown_records_are_warnings() -> None:
    assert problems_of("299 something", "013 Team A    1    2", "310 team", "ABC what", "082 0") == [
        "warning: line 4, col 1: record 299 (abnormal point assignments) is not read; ignored",
        "warning: line 5, col 1: record 013 (team record (TRF-16)) is not read; ignored",
        "warning: line 6, col 1: record 310 (team record) is not read; ignored",
        "warning: line 7, col 1: unknown record 'ABC' ignored",
    ]


def test_comments_are_kept_without_the_marker() -> None:
    tournament = read("### first", "###second", "###   indented")
    assert tournament.comments == ("first", "second", "  indented")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("142 nine", "line 4, col 5: total number of rounds must be a number from 1 to 999"),
        ("XXR", "line 4, col 5: total number of rounds must be a number from 1 to 999"),
        ("152 R", "line 4, col 5: initial colour must be W or B"),
        ("XXC white", "line 4, col 5: XXC expects white1, black1 or rank, not 'white'"),
        ("240 Q   2    1", "line 4, col 5: bye type must be F, H or Z"),
        ("240 H  xx    1", "line 4, col 7: round must be a number from 1 to 999"),
        ("240 H   2    1 abcd", "line 4, col 16: starting rank must be a number from 1 to 9999, not 'abcd'"),
        ("240 H   2    7", "line 4, col 11: starting rank 0007 is not a player in this file"),
        ("250       x.0   1   3    1    2", "line 4, col 10: acceleration points must be a number like 1.0"),
        ("250       1.0   x   3    1    2", "line 4, col 15: first round must be a number from 1 to 999"),
        ("250       1.0   1   3         2", "line 4, col 23: first starting rank must be a number from 1 to 9999"),
        ("250       1.0   4   3    1    2", "line 4, col 15: first round/rank must not exceed the last one"),
        ("260   x        1    2", "line 4, col 5: first round must be a number from 1 to 999"),
        ("XXP 1 two", "line 4, col 7: starting rank must be a number from 1 to 9999, not 'two'"),
        ("XXA   x  1.0", "line 4, col 5: starting rank must be a number from 1 to 9999"),
        ("XXA    1  1.0  one", "line 4, col 15: acceleration of round 2 must be a number like 1.0"),
    ],
)
def test_bad_records_are_errors_at_their_column(line: str, expected: str) -> None:
    result = read_trf(trf(*PLAYERS, line))
    assert result.tournament is None
    assert [str(p) for p in result.errors] == [expected]


def test_full_point_bye_in_record_240_warns() -> None:
    assert problems_of("240 F   1    1") == ["warning: line 4, col 5: full-point bye F is deprecated by FIDE"]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("XXP 1 9", "warning: line 4, col 7: starting rank 0009 is not a player in this file"),
        ("260   1   3    2", "warning: line 4, col 1: a prohibited pairing needs at least two starting ranks"),
        ("XXA    8  1.0", "warning: line 4, col 5: starting rank 0008 is not a player in this file"),
        ("062 lots", "warning: line 4, col 5: number of players must be a number"),
    ],
)
def test_doubtful_records_are_warnings(line: str, expected: str) -> None:
    assert problems_of(line) == [expected]


def test_repeated_012_keeps_the_first_real_name() -> None:
    assert problems_of("012 Spring Open 2026", "012 Section B") == [
        "warning: line 5, col 1: record 012 repeats line 4; the first one is used"
    ]
    for lines in (("012 Spring Open 2026", "012 Section B"), ("012", "012 Spring Open 2026")):
        tournament = read_trf(trf(*PLAYERS, *lines)).tournament
        assert tournament is not None and tournament.info.name == "Spring Open 2026"


def test_round_dates_one_column_off_are_read_whole_with_a_warning() -> None:
    line = at(at("132", 93, "26/01/02"), 103, "26/01/03")
    result = read_trf(trf(*PLAYERS, line))
    assert result.tournament is not None
    assert result.tournament.info.round_dates == ("26/01/02", "26/01/03")
    assert [str(p) for p in result.problems] == [
        "warning: line 4, col 93: round 1's date '26/01/02' stands at columns 93-100, not 92-99; read as written",
        "warning: line 4, col 103: round 2's date '26/01/03' stands at columns 103-110, not 102-109; read as written",
    ]


def test_round_dates_in_place_give_no_warning() -> None:
    result = read_trf(trf(*PLAYERS, dates_line(["26/01/02", "", "26/01/04"])))
    assert result.problems == ()
    assert result.tournament is not None and result.tournament.info.round_dates == ("26/01/02", "", "26/01/04")
