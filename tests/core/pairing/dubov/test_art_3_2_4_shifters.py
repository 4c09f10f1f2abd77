"""G1/G2, shifts, S1 and T2: C.04.4.1 (2026) art. 3.2.3–3.2.6, 4.3, 4.4."""

from arbiter_desk.core.pairing.dubov.bracket import pair_bracket, shifter_order
from arbiter_desk.core.results import Colour

from .synthetic import dp, legality


def test_art_3_2_3_nobody_has_played_g1_is_the_first_half_by_tpn() -> None:
    players = [dp(t) for t in (4, 1, 3, 2, 6, 5)]
    result = pair_bracket(players, legality(*players))
    assert result.g1 == (1, 2, 3) and result.g2 == (4, 5, 6)
    assert result.pairs == ((1, 4), (2, 5), (3, 6))


def test_art_3_2_3_g1_holds_the_white_seekers() -> None:
    players = [dp(1, 1, "W"), dp(2, 1, "B"), dp(3, 1, "B"), dp(4, 1, "W")]
    result = pair_bracket(players, legality(*players))
    assert set(result.g1) == {2, 3} and set(result.g2) == {1, 4}
    assert result.shifts == ()


def test_art_4_3_2_shifter_order_white_by_aro_black_by_tpn_then_middle_out() -> None:
    whites = [dp(t, 1, "B", aro=a) for t, a in ((1, 1900), (2, 1700), (3, 1800), (4, 1700), (5, 2000))]
    # Sorted: 2 (1700), 4 (1700), 3 (1800), 1 (1900), 5 (2000); middle-out: 3, 4, 1, 2, 5.
    assert [p.tpn for p in shifter_order(whites, Colour.WHITE)] == [3, 4, 1, 2, 5]
    blacks = [dp(t, 1, "W", aro=2500 - t) for t in (6, 2, 9, 4)]
    # Sorted by TPN: 2, 4, 6, 9; middle-out: 4, 6, 2, 9.
    assert [p.tpn for p in shifter_order(blacks, Colour.BLACK)] == [4, 6, 2, 9]


def test_art_3_2_4_step_2_equalise_with_the_first_black_seeker_in_middle_out_order() -> None:
    # G1 = {1, 2} (White seekers), G2 = {3, 4, 5, 6}; one Black seeker moves: middle-out of 3,4,5,6 is 4 first.
    players = [dp(1, 1, "B", aro=1500), dp(2, 1, "B", aro=1600)] + [dp(t, 1, "W") for t in (3, 4, 5, 6)]
    result = pair_bracket(players, legality(*players))
    assert "shifted 4" in result.shifts[0]
    assert set(result.s1) == {1, 2, 4}
    assert set(result.t2) == {3, 5, 6}


def test_art_3_2_4_step_2_skips_a_shifter_that_allows_no_legal_pairing() -> None:
    # 4 would be first, but with 4 in G1 the players 1, 2 and 4 could not all meet 3, 5, 6: 4 has met 3, 5, 6.
    players = [dp(1, 1, "B", aro=1500), dp(2, 1, "B", aro=1600), dp(3, 1, "W"), dp(4, 1, "W", opponents=(3, 5, 6))]
    players += [dp(5, 1, "W"), dp(6, 1, "W")]
    result = pair_bracket(players, legality(*players))
    assert "shifted 5" in result.shifts[0]


def test_art_3_2_4_step_1_unavoidable_pair_inside_the_smaller_subgroup() -> None:
    # White seekers 1, 2; Black seekers 3, 4 have met both 1 and 2: 1-2 and 3-4 are the only legal pairs.
    players = [
        dp(1, 1, "B", aro=1500),
        dp(2, 1, "B", aro=1600),
        dp(3, 1, "W", opponents=(1, 2)),
        dp(4, 1, "W", opponents=(1, 2)),
    ]
    result = pair_bracket(players, legality(*players))
    assert result.shifts[0].startswith("step 1: 1 pair(s)")
    assert "shifted 1" in result.shifts[0]  # middle-out of (1, 2) by ARO gives 1 first
    assert {frozenset(p) for p in result.pairs} == {frozenset((1, 2)), frozenset((3, 4))}


def test_art_3_2_5_s1_is_sorted_by_aro_then_tpn() -> None:
    players = [dp(1, 1, "B", aro=2000), dp(2, 1, "B", aro=1800), dp(3, 1, "B", aro=1800)]
    players += [dp(4, 1, "W"), dp(5, 1, "W"), dp(6, 1, "W")]
    result = pair_bracket(players, legality(*players))
    assert result.s1 == (2, 3, 1)
    assert result.s1_aro == (1800, 1800, 2000)
    assert result.pairs == ((2, 4), (3, 5), (1, 6))


def test_art_3_2_6_first_legal_transposition_of_g2() -> None:
    # S1 = 1, 2, 3 (by ARO); 1 has met 4, so T2 = 5, 4, 6 (the first legal one in TPN order, art. 4.4.2).
    players = [dp(1, 1, "B", aro=1500, opponents=(4,)), dp(2, 1, "B", aro=1600), dp(3, 1, "B", aro=1700)]
    players += [dp(4, 1, "W"), dp(5, 1, "W"), dp(6, 1, "W")]
    result = pair_bracket(players, legality(*players))
    assert result.t2 == (5, 4, 6)
    assert "first legal transposition" in result.transposition


def test_art_4_4_transposition_respects_c3() -> None:
    # 2 and 4 both have an absolute preference for White (last two games Black): they may not meet (C3).
    players = [dp(1, 1, "WB", aro=1500), dp(2, 1, "WBB", aro=1600), dp(3, 1, "BW"), dp(4, 1, "WBB")]
    result = pair_bracket(players, legality(*players))
    assert {frozenset(p) for p in result.pairs} != {frozenset((2, 4)), frozenset((1, 3))}
    for a, b in result.pairs:
        assert {a, b} != {2, 4}
