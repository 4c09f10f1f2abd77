"""Dubov player data: colour preferences (art. 1.6), ARO (art. 1.7), maximum upfloaters (art. 1.8)."""

from decimal import Decimal

import pytest

from arbiter_desk.core.pairing.common.colour import Strength
from arbiter_desk.core.pairing.dubov.players import (
    average_rating_of_opponents,
    build_players,
    dubov_preference,
    max_upfloats,
)
from arbiter_desk.core.results import Colour

from .tournament_builder import build

W, B = Colour.WHITE, Colour.BLACK


@pytest.mark.parametrize(
    ("history", "colour", "strength"),
    [
        ((W, W, B, W), B, Strength.ABSOLUTE),  # 1.6.1 colour difference +2
        ((B, B, W, B), W, Strength.ABSOLUTE),  # 1.6.1 colour difference -2
        ((B, W, W), B, Strength.ABSOLUTE),  # 1.6.1 last two games White
        ((W, B, B), W, Strength.ABSOLUTE),  # 1.6.1 last two games Black
        ((W,), B, Strength.STRONG),  # 1.6.2 difference +1
        ((W, B, B, W, B), W, Strength.STRONG),  # 1.6.2 difference -1
        ((W, B), W, Strength.MILD),  # 1.6.3 alternate the last game
        ((B, W), B, Strength.MILD),
        ((), B, Strength.MILD),  # 1.6.4 no game yet: mild Black
    ],
)
def test_art_1_6_colour_preference(history: tuple[Colour, ...], colour: Colour, strength: Strength) -> None:
    pref = dubov_preference(history)
    assert (pref.colour, pref.strength) == (colour, strength)


def test_art_1_6_1_colour_difference_decides_when_the_tests_disagree() -> None:
    # Clarification 19: difference +2 wants Black although the last two games were Black.
    pref = dubov_preference((W, W, W, W, B, B))
    assert (pref.colour, pref.strength) == (B, Strength.ABSOLUTE)


@pytest.mark.parametrize(
    ("ratings", "aro"),
    [([2000, 2001], 2001), ([2000, 2000, 2001], 2000), ([1999, 2000, 2002, 2002], 2001), ([], 0)],
)
def test_art_1_7_1_aro_is_rounded_half_up(ratings: list[int], aro: int) -> None:
    assert average_rating_of_opponents(ratings) == aro


def test_art_1_7_aro_counts_only_games_played_over_the_board() -> None:
    t = build([2400, 2300, 2200, 2100], rounds=[["1-3 1-0", "2-4 +-"], ["1-2 =", "3-4 0-1"]])
    players = build_players(t, 3)
    assert players[1].aro == (2200 + 2300 + 1) // 2  # 2250
    assert players[2].aro == 2400  # the forfeit against 4 does not count
    assert players[4].aro == 2200
    assert players[2].games_played == 1


def test_art_1_7_3_no_game_means_aro_zero_and_mild_black() -> None:
    t = build([2400, 2300], rounds=[["1 H", "2 Z"]])
    players = build_players(t, 2)
    assert players[1].aro == 0
    assert players[1].preference.colour is B and players[1].preference.strength is Strength.MILD


@pytest.mark.parametrize(("rounds", "max_t"), [(4, 2), (5, 3), (9, 3), (10, 4), (11, 4), (15, 5)])
def test_art_1_8_2_max_t(rounds: int, max_t: int) -> None:
    assert max_upfloats(rounds) == max_t


def test_art_1_8_upfloats_count_games_against_higher_scores_played_or_forfeited() -> None:
    # Round 1: 1 beats 2, 3 beats 4. Round 2: 2 (0) meets 3 (1) - 2 upfloats; 4 (0) wins by forfeit vs 1 (1).
    t = build([2400, 2300, 2200, 2100], rounds=[["1-2 1-0", "3-4 1-0"], ["2-3 =", "4-1 +-"]], total_rounds=4)
    players = build_players(t, 3)
    assert players[2].upfloats == 1 and players[2].upfloated_last_round
    assert players[4].upfloats == 1  # clarification 5: a forfeited pairing counts
    assert players[3].upfloats == 0 and players[1].upfloats == 0
    assert players[2].score == Decimal("0.5")


def test_c2_pairing_bye_forfeit_win_and_full_bye_exclude_the_bye() -> None:
    # Clarification 6.
    t = build([2400, 2300, 2200, 2100, 2000], rounds=[["1-2 +-", "3-4 1-0", "5 U"], ["2 F", "1-5 =", "3-4 0-1"]])
    players = build_players(t, 3)
    assert not players[1].can_receive_pab  # forfeit win
    assert not players[5].can_receive_pab  # pairing-allocated bye
    assert not players[2].can_receive_pab  # full-point bye
    assert players[3].can_receive_pab and players[4].can_receive_pab
