"""Colours, C.04.4.3 (2026) art. 5.1–5.6 and 7.2, readings L3, L18, L19, L26."""

from __future__ import annotations

import pytest

from arbiter_desk.core.pairing.lim.colours import allocate_colours, fits, higher_ranked
from arbiter_desk.core.pairing.lim.players import due_colour
from arbiter_desk.core.results import Colour

from .builder import absent, boards, build, lp, pair

W, B = Colour.WHITE, Colour.BLACK


def _h(text: str) -> tuple[Colour, ...]:
    return tuple(W if c == "W" else B for c in text)


@pytest.mark.parametrize(
    ("history", "due"),
    [
        ("", None),  # no game: no due colour
        ("W", B),  # CD +1: equalising
        ("WB", W),  # CD 0: alternate the last game
        ("BW", B),
        ("WW", B),  # 5.3 and equalising agree
        ("WBB", W),  # 5.3: same colour in the last two games
        ("BWW", B),
        ("WWB", B),  # CD +1: equalising (not the alternate White) - L3, player's own games
        ("WWBWB", B),  # CD +1 after five games
        ("WWWBB", W),  # CD +1 but Black twice: 5.3 comes before equalisation
    ],
)
def test_l3_due_colour(history: str, due: Colour | None) -> None:
    assert due_colour(_h(history)) is due


def test_l3_colour_difference_two_outranks_the_last_two_games() -> None:
    """Only an illegal history gets here (WWWWBB: CD +2 and BB): the colour difference decides (L3)."""
    assert due_colour(_h("WWWWBB")) is B


def test_art_5_1_both_due_colours_granted() -> None:
    d = allocate_colours(lp(1, 1, "W"), lp(2, 1, "B"), W, 2, True)
    assert (d.white, d.black, d.rule) == (2, 1, "5.1")


def test_art_5_1_1_legality_comes_first() -> None:
    """2 had White twice (must have Black); 1 is due Black too by equalisation but may take White (L18)."""
    d = allocate_colours(lp(1, 2, "BW"), lp(2, 2, "WW"), W, 3, True)
    assert (d.white, d.black, d.rule) == (1, 2, "5.1.1/5.1.2")


def test_l18_player_without_games_takes_the_others_due_colour() -> None:
    d = allocate_colours(lp(1, 1), lp(2, 1, "W"), W, 2, True)
    assert (d.white, d.black, d.rule) == (1, 2, "5.1")


def test_art_5_4_earlier_colours_decide_when_both_due_the_same() -> None:
    """Both due Black; going back from the last game, 1 had White where 2 had Black: 1 gets Black."""
    d = allocate_colours(lp(1, 1, "WBW"), lp(2, 1, "BBW"), W, 4, True)
    # 1: CD +1, due Black; 2: CD -1, due White -> both granted
    assert d.rule == "5.1"
    d = allocate_colours(lp(1, 1, "BWBW"), lp(2, 1, "WBBW"), W, 5, True)
    # Both CD 0, due Black; going back: BW vs BW equal, then W/B at position 2 from the end.
    assert (d.white, d.black, d.rule) == (2, 1, "5.4")


def test_l18_identical_histories_at_or_above_median_higher_ranked_alternates() -> None:
    d = allocate_colours(lp(3, 2, "WB"), lp(5, 2, "WB"), W, 3, True)
    assert (d.white, d.black, d.rule) == (3, 5, "5.4")


def test_l18_identical_histories_below_median_lower_ranked_alternates() -> None:
    d = allocate_colours(lp(3, 0, "WB"), lp(5, 0, "WB"), W, 3, False)
    assert (d.white, d.black, d.rule) == (5, 3, "5.4")


def test_art_5_6_identical_histories_even_round_equalising_colour() -> None:
    """Round 4, both played one game with White (byes before): the chosen player gets the equalising Black."""
    d = allocate_colours(lp(3, 1, "W"), lp(5, 1, "W"), W, 4, True)
    assert (d.white, d.black, d.rule) == (5, 3, "5.4/5.6")
    d = allocate_colours(lp(3, 1, "W"), lp(5, 1, "W"), W, 4, False)
    assert (d.white, d.black, d.rule) == (3, 5, "5.4/5.6")


def test_l26_higher_ranked_means_more_points_then_smaller_number() -> None:
    assert higher_ranked(lp(3, 1), lp(8, 2)).tpn == 8
    assert higher_ranked(lp(3, 1), lp(8, 1)).tpn == 3


def test_l19_neither_played_odd_number_gets_the_initial_colour() -> None:
    d = allocate_colours(lp(3, 1), lp(8, 1), W, 3, True)
    assert (d.white, d.black, d.rule) == (3, 8, "7.2")
    d = allocate_colours(lp(3, 1, number=2), lp(8, 1, number=7), W, 3, True)
    assert (d.white, d.black) == (8, 3)


def test_l14_fits_means_both_can_get_their_due_colour() -> None:
    assert fits(lp(1, 1, "W"), lp(2, 1, "B"))
    assert not fits(lp(1, 1, "W"), lp(2, 1, "W"))
    assert fits(lp(1, 1), lp(2, 1, "W"))


@pytest.mark.parametrize("initial", [W, B])
def test_art_7_2_forty_player_example(initial: Colour) -> None:
    """1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20 (or all reversed when the lot gives Black)."""
    result = pair(build(40, initial_colour=initial), 1)
    expected = []
    for i in range(1, 21):
        white_top = (i % 2 == 1) == (initial is W)
        expected.append((i, i + 20) if white_top else (i + 20, i))
    assert boards(result) == expected
    assert result.explanation.boards[0].colour_rule == "7.2"


def test_art_7_1_odd_field_lowest_rated_gets_the_bye() -> None:
    result = pair(build(7, ratings=[2500, 2400, 2300, 2200, 1000, 2000, 1900]), 1)
    assert result.bye == 5


def test_l19_round_one_with_number_one_absent() -> None:
    """TPN 1 not yet arrived: TPN 2 is #1 of the list and takes the initial colour (Dutch note 1)."""
    result = pair(absent(build(5), 1, "Z", 1), 1)
    assert boards(result) == [(2, 4), (5, 3)]
