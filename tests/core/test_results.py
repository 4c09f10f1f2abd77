"""Which two results can be one game's (FIDE approval checklist Q180–Q184; C.04 (2026) Double-Swiss preface)."""

from __future__ import annotations

import itertools

import pytest

from arbiter_desk.core.results import ResultCode, is_odd_pair, pair_problem

R = ResultCode

USUAL = {(R.WIN, R.LOSS), (R.DRAW, R.DRAW), (R.WIN_UNRATED, R.LOSS_UNRATED), (R.DRAW_UNRATED, R.DRAW_UNRATED)}
ODD = {(R.DRAW, R.LOSS), (R.LOSS, R.LOSS), (R.DRAW_UNRATED, R.LOSS_UNRATED), (R.LOSS_UNRATED, R.LOSS_UNRATED)}
FORFEITS = {(R.FORFEIT_WIN, R.FORFEIT_LOSS), (R.FORFEIT_LOSS, R.FORFEIT_LOSS)}


def _both_ways(pairs: set[tuple[ResultCode, ResultCode]]) -> set[tuple[ResultCode, ResultCode]]:
    return pairs | {(b, a) for a, b in pairs}


POSSIBLE = _both_ways(USUAL | ODD | FORFEITS)


def test_exactly_the_usual_odd_and_forfeit_results_are_possible() -> None:
    """Q180: ½-0, 0-½, 0-0 can be entered; Q181–Q184: 1-1, 1-½, +/+, +/½, a played against an unrated result
    and anything against a bye cannot."""
    possible = {(a, b) for a, b in itertools.product(ResultCode, repeat=2) if pair_problem(a, b) is None}
    assert possible == POSSIBLE


@pytest.mark.parametrize(
    ("first", "second", "problem"),
    [
        (R.WIN, R.WIN, "together they make more than a game's one point"),
        (R.WIN, R.DRAW, "together they make more than a game's one point"),
        (R.FORFEIT_WIN, R.FORFEIT_WIN, "both players cannot win by forfeit"),
        (R.FORFEIT_WIN, R.DRAW, "a forfeit cannot go with a played result"),
        (R.WIN, R.LOSS_UNRATED, "a rated result cannot go with an unrated one (W D L: shorter than one move)"),
        (R.HALF_BYE, R.HALF_BYE, "a bye has no opponent"),
    ],
)
def test_impossible_combinations_say_why(first: ResultCode, second: ResultCode, problem: str) -> None:
    assert pair_problem(first, second) == problem
    assert pair_problem(second, first) == problem


def test_odd_pairs_are_the_played_games_worth_less_than_a_point() -> None:
    odd = {(a, b) for a, b in itertools.product(ResultCode, repeat=2) if is_odd_pair(a, b)}
    assert odd == _both_ways(ODD)
