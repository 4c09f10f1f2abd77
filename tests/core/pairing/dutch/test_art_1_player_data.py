"""Player data of C.04.3 (2026) art. 1.4 (floats), 1.8 (topscorers), [C2], [C9] and clar. 1–2, 11."""

from decimal import Decimal

from arbiter_desk.core.pairing.dutch.state import Float, build_players
from arbiter_desk.core.tournament import Acceleration

from .builder import build


def test_art_1_4_2_played_games_between_different_scores_float() -> None:
    t = build(4, [["1-3 1-0", "2-4 1-0"], ["1-2 1-0", "3-4 1-0"], ["1-4 1-0", "2-3 ="]])
    p = build_players(t, 4)
    # Round 3: 1 (2 pts) beat 4 (0 pts): 1 downfloat, 4 upfloat; 2 (1) drew 3 (1): no float.
    assert (p[1].float_prev, p[4].float_prev) == (Float.DOWN, Float.UP)
    assert (p[2].float_prev, p[3].float_prev) == (Float.NONE, Float.NONE)
    # Round 2: equal scores everywhere: no floats two rounds before.
    assert all(p[t].float_prev2 is Float.NONE for t in (1, 2, 3, 4))


def test_art_1_4_3_byes_and_forfeit_wins_are_downfloats_forfeit_losses_and_z_are_not() -> None:
    t = build(6, [["1 U", "2 H", "3 Z", "4-5 +-", "6 F"]])
    p = build_players(t, 2)
    assert [p[i].float_prev for i in range(1, 7)] == [
        Float.DOWN,
        Float.DOWN,
        Float.NONE,
        Float.DOWN,
        Float.NONE,
        Float.DOWN,
    ]


def test_clar_2_floats_judged_with_the_pairing_scores_of_that_round() -> None:
    # Round 1 accelerated: 1 has 1 virtual point, 2 none; they drew: 1 downfloated, 2 upfloated.
    t = build(2, [["1-2 ="]], accelerations=(Acceleration(Decimal(1), 1, 1, 1, 1),))
    p = build_players(t, 2)
    assert (p[1].float_prev, p[2].float_prev) == (Float.DOWN, Float.UP)


def test_c2_bye_eligibility_and_c9_unplayed_games() -> None:
    t = build(5, [["1 U", "2-3 +-", "4-5 1-0"], ["1-2 1-0", "3 H", "4 Z", "5 F"]])
    p = build_players(t, 3)
    assert [p[i].can_get_bye for i in range(1, 6)] == [False, False, True, True, False]
    assert [p[i].unplayed for i in range(1, 6)] == [1, 1, 2, 1, 1]


def test_art_1_8_topscorers_only_in_the_last_round_over_half_the_points_played() -> None:
    t = build(4, [["1-3 1-0", "2-4 ="], ["1-2 =", "3-4 1-0"]], total_rounds=3)
    p = build_players(t, 3)
    # Before the last round 2 rounds were played: over 1 point is a topscorer (reading in state.py).
    assert [p[i].topscorer for i in range(1, 5)] == [True, False, False, False]
    t9 = build(4, [["1-3 1-0", "2-4 ="], ["1-2 =", "3-4 1-0"]], total_rounds=9)
    assert not any(x.topscorer for x in build_players(t9, 3).values())


def test_clar_1_tpn_parity_counts_only_participants_taken_into_account() -> None:
    t = build(5, [["1 Z", "2-3 1-0", "4 U"]])
    # Round 2: 5 never paired and (here) paired now; 1 was absent in round 1 and is paired now: all count.
    p = build_players(t, 2)
    assert [p[i].parity_rank for i in range(1, 6)] == [1, 2, 3, 4, 5]
    t2 = build(5, [["1 Z"]])
    p2 = build_players(t2, 1, {2, 3, 4, 5})
    assert [p2[i].parity_rank for i in range(2, 6)] == [1, 2, 3, 4]
