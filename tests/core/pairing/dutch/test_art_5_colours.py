"""Colour allocation, C.04.3 (2026) art. 5.2.1–5.2.5, and the colour preferences of art. 1.7."""

from arbiter_desk.core.pairing.common.colour import Strength
from arbiter_desk.core.pairing.dutch.colours import allocate_colours, c3_forbids, c12_loses, c13_loses
from arbiter_desk.core.pairing.dutch.state import dutch_preference
from arbiter_desk.core.results import Colour

from .builder import dp

W, B = Colour.WHITE, Colour.BLACK


def test_art_1_7_1_absolute_from_colour_difference_and_from_two_in_a_row() -> None:
    assert dutch_preference((W, W)) is not None
    pref = dutch_preference((B, W, W))
    assert pref is not None and (pref.colour, pref.strength) == (B, Strength.ABSOLUTE)
    pref = dutch_preference((B, B, W, B))
    assert pref is not None and (pref.colour, pref.strength) == (W, Strength.ABSOLUTE)


def test_art_1_7_2_strong_and_1_7_3_mild_and_1_7_4_none() -> None:
    pref = dutch_preference((W, B, W))
    assert pref is not None and (pref.colour, pref.strength) == (B, Strength.STRONG)
    pref = dutch_preference((W, B))
    assert pref is not None and (pref.colour, pref.strength) == (W, Strength.MILD)
    assert dutch_preference(()) is None


def test_art_5_2_1_both_preferences_granted() -> None:
    d = allocate_colours(dp(1, "1", "W"), dp(2, "1", "B"), W)
    assert (d.white, d.black, d.rule) == (2, 1, "5.2.1")


def test_art_5_2_1_a_player_without_games_gets_the_other_colour_art_1_7_4() -> None:
    d = allocate_colours(dp(1, "1", "W"), dp(2, "1"), W)
    assert (d.white, d.black, d.rule) == (2, 1, "5.2.1")


def test_art_5_2_2_stronger_preference_wins() -> None:
    # 1: WB (mild White), 2: B (strong White).
    d = allocate_colours(dp(1, "1", "WB"), dp(2, "1", "B"), W)
    assert (d.white, d.black, d.rule) == (2, 1, "5.2.2")


def test_art_5_2_2_two_absolute_topscorers_wider_colour_difference() -> None:
    # 1: BB (absolute White, diff -2), 2: WBB (absolute White, diff -1): 1 gets White.
    d = allocate_colours(dp(1, "5", "BB", True), dp(2, "5", "WBB", True), W)
    assert (d.white, d.black, d.rule) == (1, 2, "5.2.2")


def test_art_5_2_3_rule_applies_when_histories_differ_earlier() -> None:
    # 1: BWWB (mild White), 2: WBWB (mild White). Walking back: B/B, W/W, W/B differ:
    # 1 had White and 2 Black there, so now 1 gets Black and 2 White.
    d = allocate_colours(dp(1, "2", "BWWB"), dp(2, "2", "WBWB"), W)
    assert (d.white, d.black, d.rule) == (2, 1, "5.2.3")


def test_art_5_2_4_higher_ranked_preference_when_histories_are_equal() -> None:
    d = allocate_colours(dp(3, "1", "WB"), dp(2, "1", "WB"), B)
    # Equal histories: 2 is higher ranked (smaller TPN, same score) and gets its mild White.
    assert (d.white, d.black, d.rule) == (2, 3, "5.2.4")
    d = allocate_colours(dp(3, "2", "WB"), dp(2, "1", "WB"), B)
    assert (d.white, d.black, d.rule) == (3, 2, "5.2.4")


def test_art_5_2_5_initial_colour_by_tpn_parity_of_the_higher_ranked() -> None:
    d = allocate_colours(dp(3), dp(8), W)
    assert (d.white, d.black, d.rule) == (3, 8, "5.2.5")
    d = allocate_colours(dp(3), dp(8), B)
    assert (d.white, d.black) == (8, 3)
    d = allocate_colours(dp(4), dp(7), W)
    assert (d.white, d.black) == (7, 4)


def test_c3_non_topscorers_with_the_same_absolute_preference_do_not_meet() -> None:
    assert c3_forbids(dp(1, "1", "WW"), dp(2, "1", "BWW"))
    assert not c3_forbids(dp(1, "1", "WW"), dp(2, "1", "BB"))
    # Reading (module docstring of colours): one topscorer in the pair lifts C3 (last round only).
    assert not c3_forbids(dp(1, "5", "WW", True), dp(2, "1", "BWW"))


def test_c12_and_c13_count_the_players_who_lose_their_preference() -> None:
    assert c12_loses(dp(1, "1", "W"), dp(2, "1", "W")) == 1
    assert c13_loses(dp(1, "1", "W"), dp(2, "1", "W")) == 1
    # Mild against strong: the mild one loses: C12 yes, C13 no (clar. 6).
    assert c12_loses(dp(1, "1", "BW"), dp(2, "1", "W")) == 1
    assert c13_loses(dp(1, "1", "BW"), dp(2, "1", "W")) == 0
    assert c12_loses(dp(1, "1", "W"), dp(2, "1")) == 0
