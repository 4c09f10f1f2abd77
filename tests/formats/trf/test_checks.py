"""Checks across lines: starting ranks and FIDE ids, pairings seen alike from both sides, points, ranks."""

from __future__ import annotations

import pytest

from arbiter_desk.formats.trf import read_trf
from tests.formats.trf.trf_lines import block, player_line, trf


def errors_of(*lines: str) -> list[str]:
    result = read_trf(trf(*lines))
    assert (result.tournament is None) == bool(result.errors)
    return [str(p) for p in result.errors]


def warnings_of(*lines: str) -> list[str]:
    return [str(p) for p in read_trf(trf(*lines)).warnings]


def test_duplicate_starting_rank_is_an_error() -> None:
    assert errors_of(player_line(1, "A"), player_line(2, "B"), player_line(1, "C")) == [
        "line 3, col 5: starting rank 0001 is already used on line 1"
    ]


def test_duplicate_fide_id_is_an_error() -> None:
    assert errors_of(player_line(1, "A", fide_id="4100018"), player_line(2, "B", fide_id="4100018")) == [
        "line 2, col 58: FIDE id 4100018 is already used on line 1"
    ]


def test_opponent_not_in_the_file_is_reported_at_its_block() -> None:
    lines = [player_line(1, "A", blocks=[block(2, "b", "0"), ""])]
    lines += ["012 x"] * 7
    lines.append(player_line(2, "B", blocks=[block(1, "w", "1"), block(12, "b", "1")]))
    assert errors_of(*lines) == ["line 9, col 102: opponent 0012 is not a player in this file"]


def test_opponent_must_not_be_the_player_itself() -> None:
    assert errors_of(player_line(3, "A", blocks=[block(3, "w", "1")])) == [
        "line 1, col 92: opponent 0003 is the player itself"
    ]


def test_opponent_with_a_blank_block() -> None:
    assert errors_of(player_line(1, "A", blocks=[block(2, "w", "1")]), player_line(2, "B")) == [
        "line 1, col 92: round 1: opponent 0002 does not name 0001 back: its block on line 2 is blank"
    ]


def test_opponent_naming_somebody_else() -> None:
    errors = errors_of(
        player_line(1, "A", blocks=[block(2, "w", "1")]),
        player_line(2, "B", blocks=[block(3, "w", "1")]),
        player_line(3, "C", blocks=[block(0, "-", "H")]),
    )
    assert errors == [
        "line 1, col 92: round 1: opponent 0002 does not name 0001 back: its block on line 2 names 0003",
        "line 2, col 92: round 1: opponent 0003 does not name 0002 back: "
        "its block on line 3 has no opponent (result H)",
    ]


def test_opponent_with_a_bye() -> None:
    errors = errors_of(
        player_line(1, "A", blocks=[block(2, "w", "1")]), player_line(2, "B", blocks=[block(0, "-", "H")])
    )
    assert errors == [
        "line 1, col 92: round 1: opponent 0002 does not name 0001 back: its block on line 2 has no opponent (result H)"
    ]


def test_player_paired_twice_in_a_round() -> None:
    errors = errors_of(
        player_line(1, "A", blocks=[block(3, "w", "1")]),
        player_line(2, "B", blocks=[block(3, "w", "1")]),
        player_line(3, "C", blocks=[block(1, "b", "0")]),
    )
    assert errors == ["line 3, col 92: player 0003 is paired twice in round 1: by 0001 (line 1), 0002 (line 2)"]


@pytest.mark.parametrize(
    ("mine", "theirs", "expected"),
    [
        (
            block(2, "w", "1"),
            block(1, "b", "1"),
            "line 1, col 99: round 1: result 1 of 0001 does not match result 1 of 0002 on line 2: "
            "together they make more than a game's one point",
        ),
        (
            block(2, "w", "+"),
            block(1, "b", "0"),
            "line 1, col 99: round 1: result + of 0001 does not match result 0 of 0002 on line 2: "
            "a forfeit cannot go with a played result",
        ),
        (
            block(2, "w", "W"),
            block(1, "b", "0"),
            "line 1, col 99: round 1: result W of 0001 does not match result 0 of 0002 on line 2: "
            "a rated result cannot go with an unrated one (W D L: shorter than one move)",
        ),
        (block(2, "w", "="), block(1, "w", "="), "line 1, col 97: round 1: 0001 and 0002 (line 2) both have colour w"),
    ],
)
def test_inconsistent_pair(mine: str, theirs: str, expected: str) -> None:
    assert errors_of(player_line(1, "A", blocks=[mine]), player_line(2, "B", blocks=[theirs])) == [expected]


@pytest.mark.parametrize(
    ("mine", "theirs", "problem"),
    [
        ("1", "=", "together they make more than a game's one point"),
        ("+", "+", "both players cannot win by forfeit"),
        ("+", "=", "a forfeit cannot go with a played result"),
        ("-", "0", "a forfeit cannot go with a played result"),
    ],
)
def test_impossible_combinations_are_refused(mine: str, theirs: str, problem: str) -> None:
    """FIDE approval checklist Q181–Q184: 1-½, two forfeit wins, forfeit against a played result."""
    errors = errors_of(
        player_line(1, "A", blocks=[block(2, "w", mine)]), player_line(2, "B", blocks=[block(1, "b", theirs)])
    )
    assert errors == [
        f"line 1, col 99: round 1: result {mine} of 0001 does not match result {theirs} of 0002 on line 2: {problem}"
    ]


@pytest.mark.parametrize(("mine", "theirs"), [("0", "0"), ("=", "0"), ("0", "="), ("L", "L"), ("D", "L"), ("-", "-")])
def test_odd_results_are_read(mine: str, theirs: str) -> None:
    """FIDE approval checklist Q180 and the C.04 (2026) Double-Swiss preface: a game may end ½-0, 0-½ or 0-0;
    each player's block holds their own result, and each scores their own points."""
    result = read_trf(
        trf(
            player_line(1, "A", blocks=[block(2, "w", mine)]),
            player_line(2, "B", blocks=[block(1, "b", theirs)]),
        )
    )
    assert not result.errors
    assert result.tournament is not None
    assert [result.tournament.player(t).entry(1).result.value for t in (1, 2)] == [mine, theirs]  # type: ignore[union-attr]


def test_a_consistent_pair_has_no_problem() -> None:
    assert (
        errors_of(player_line(1, "A", blocks=[block(2, "b", "=")]), player_line(2, "B", blocks=[block(1, "w", "=")]))
        == []
    )


def test_points_disagreeing_with_the_results_are_a_warning() -> None:
    warnings = warnings_of(
        player_line(1, "A", points="0.5", blocks=[block(2, "w", "1")]),
        player_line(2, "B", points="0.0", blocks=[block(1, "b", "0")]),
    )
    assert warnings == ["warning: line 1, col 81: points 0.5 differ from 1.0 computed from the results"]


def test_points_follow_the_point_system() -> None:
    lines = [
        player_line(1, "A", points="3.0", blocks=[block(2, "w", "1")]),
        player_line(2, "B", points="0.0", blocks=[block(1, "b", "0")]),
    ]
    assert warnings_of(*lines, "XXS W=3") == []
    assert warnings_of(*lines) == ["warning: line 1, col 81: points 3.0 differ from 1.0 computed from the results"]


def test_points_may_leave_out_the_byes_of_the_round_to_pair() -> None:
    lines = [
        player_line(1, "A", points="1.0", blocks=[block(2, "w", "1"), block(0, "-", "H")]),
        player_line(2, "B", points="0.5", blocks=[block(1, "b", "0"), block(0, "-", "H")]),
    ]
    assert warnings_of(*lines) == []


def test_rank_out_of_range_is_a_warning() -> None:
    assert warnings_of(player_line(1, "A", rank="3"), player_line(2, "B", rank="0")) == [
        "warning: line 1, col 86: rank 3 is not between 1 and 2",
        "warning: line 2, col 86: rank 0 is not between 1 and 2",
    ]


def test_declared_counts_are_checked() -> None:
    assert warnings_of("062 3", "072 1", player_line(1, "A"), player_line(2, "B", rating="2000")) == [
        "warning: line 1, col 5: record 062 says 3 players, the file has 2",
    ]
    assert warnings_of("072 2", player_line(1, "A"), player_line(2, "B", rating="2000")) == [
        "warning: line 1, col 5: record 072 says 2 rated players, the file has 1",
    ]


def test_every_error_of_a_file_is_listed() -> None:
    errors = errors_of(
        player_line(1, "A", blocks=[block(2, "w", "1"), block(9, "b", "1")]),
        player_line(2, "B", blocks=[block(1, "w", "0")]),
        player_line(2, "C"),
    )
    assert errors == [
        "line 1, col 97: round 1: 0001 and 0002 (line 2) both have colour w",
        "line 1, col 102: opponent 0009 is not a player in this file",
        "line 3, col 5: starting rank 0002 is already used on line 2",
    ]
