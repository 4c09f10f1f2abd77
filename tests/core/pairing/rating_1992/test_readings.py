"""Every reading of ``rating-1992-clarifications.md`` (R1–R24) with a case, citing the 1992 text's articles."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.floats import Float
from arbiter_desk.core.pairing.rating_1992.bracket import a2_order, candidates
from arbiter_desk.core.pairing.rating_1992.colours import allocate
from arbiter_desk.core.pairing.rating_1992.criteria import Level, levels, x_of
from arbiter_desk.core.pairing.rating_1992.homogeneous import GroupSearch, exchange_order
from arbiter_desk.core.pairing.rating_1992.players import Strength, build_players, compatible, preference_of
from arbiter_desk.core.pairing.rating_1992.procedure import RoundProcedure
from arbiter_desk.core.results import Colour
from tests.core.pairing.compact import build
from tests.core.pairing.rating_1992.helpers import judge, lines, mk

W, B = Colour.WHITE, Colour.BLACK


def _tp(*tpns: int) -> list[PairingNumber]:
    return [PairingNumber(t) for t in tpns]


def _pairs(records: object) -> set[frozenset[int]]:
    assert isinstance(records, list)
    return {frozenset(p) for r in records for p in r.candidate.pairs}


def test_r1_order_is_score_then_pairing_number() -> None:
    """1992 A2 (R1): scores 1, 2, 1, 2 for #1–#4 rank 2 4 1 3; E4 then gives the higher-ranked its preference."""
    t = build(4, [["2-1 1-0", "4-3 1-0"], ["1-2 0-1", "3-4 0-1"]][:1])
    players = build_players(t, 2, frozenset(_tp(1, 2, 3, 4)))
    j = judge(*players.values())
    assert a2_order(j, _tp(1, 2, 3, 4)) == [2, 4, 1, 3]
    # 2 and 4 both had White (mild Black, 1992 A7c): x = 1 (A8); E3 finds no difference, E4 gives 2 Black.
    assert lines(t) == ["4 2", "1 3"]


def test_r2_titles_and_ratings_do_not_reorder_under_r1() -> None:
    """R2/R1: b)–d) of 1992 A2 are already in the pairing numbers; a lower rating at #2 changes nothing."""
    t = build(4, ratings=[2000, 1500, 1900, 1800])
    assert lines(t) == ["1 3", "4 2"]


def test_r3_byes_and_forfeits_bar_the_bye_but_a_half_point_bye_does_not() -> None:
    """1992 B1b (R3): U, F and a forfeit win bar the bye; H does not; forfeits are no meeting (F2)."""
    t = build(8, [["1-2 +-", "3 U", "4 F", "5 H", "6-7 1-0", "8 Z"]])
    players = build_players(t, 2, frozenset(_tp(*range(1, 9))))
    assert [players[PairingNumber(i)].can_get_bye for i in range(1, 9)] == [
        False,
        True,
        False,
        False,
        True,
        True,
        True,
        True,
    ]
    assert compatible(players[PairingNumber(1)], players[PairingNumber(2)])  # forfeit: may meet again (F2)
    assert players[PairingNumber(1)].history == ()


def test_r4_unrated_player_keeps_their_pairing_number() -> None:
    """1992 A1 (R4): the arbiter's estimate is the pairing number; rating 0 at #3 is paired as the third seed."""
    t = build(4, ratings=[2000, 1900, 0, 1800])
    assert lines(t) == ["1 3", "4 2"]


def test_r5_late_entry_scores_zero_gets_no_colour_and_may_get_the_bye() -> None:
    """R5 (C.04.2 for the silent 1992 text): #5 missed round 1 (Z, 1992 F5) and ranks by pairing number in 0.

    In {2, 4, 5} #2 and #4 both prefer White and x = 0 (1992 A8: w = 2, q = 2), so 2–4 fails B4; #5, without a
    preference (R6), meets #2 and #4 gets the bye."""
    t = build(5, [["1-2 1-0", "3-4 1-0", "5 Z"]])
    players = build_players(t, 2, frozenset(_tp(1, 2, 3, 4, 5)))
    assert players[PairingNumber(5)].score == 0 and players[PairingNumber(5)].last_float is Float.NONE
    assert lines(t) == ["3 1", "2 5", "4 0"]


def test_r6_a_player_without_games_has_no_preference() -> None:
    """1992 A7, E1 (R6): after the round-1 bye, #3 meets #1 who had White: #1 gets Black (E1)."""
    t = build(3, [["1-2 1-0", "3 U"]])
    assert lines(t) == ["3 1", "2 0"]
    assert preference_of((), over_half=False) == (None, Strength.NONE)


def test_r7_over_half_in_the_last_round_no_absolute_preference_no_b2() -> None:
    """1992 A7a proviso and note to B (R7): per player; WW becomes a strong preference and may get White."""
    assert preference_of((W, W), over_half=False) == (B, Strength.ABSOLUTE)
    assert preference_of((W, W), over_half=True) == (B, Strength.STRONG)
    top, other = mk(1, "2", "WW", over_half=True), mk(2, "0", "WW")
    assert compatible(top, other) and not compatible(mk(1, "2", "WW"), other)
    decision = allocate(top, other, W)
    assert (decision.white, decision.rule) == (1, "1992 B2")
    t = build(4, [["1-3 1-0", "2-4 0-1"], ["1-4 1-0", "3-2 1-0"]], total_rounds=3)
    assert build_players(t, 3, frozenset(_tp(1, 2, 3, 4)))[PairingNumber(1)].over_half
    assert not build_players(t, 3, frozenset(_tp(1, 2, 3, 4)))[PairingNumber(3)].over_half


def test_r8_e3_compares_histories_right_aligned() -> None:
    """1992 E3, F3 (R8): both mild White, BWWB and WBWB: B/B, W/W, W/B differ → the first gets Black."""
    a, b = mk(1, "2", "BWWB"), mk(2, "2", "WBWB")
    decision = allocate(a, b, W)
    assert (decision.white, decision.black, decision.rule) == (2, 1, "1992 E3")
    stronger = allocate(mk(1, "1", "WB"), mk(2, "1", "BBW"), W)  # mild W vs strong W: E2
    assert (stronger.white, stronger.rule) == (2, "1992 E2")
    both = allocate(mk(1, "1", "W"), mk(2, "1", "B"), W)
    assert (both.white, both.rule) == (2, "1992 E1")
    same = allocate(mk(1, "1", "W"), mk(2, "1", "W"), W)
    assert (same.white, same.rule) == (2, "1992 E4")


def test_r9_round_one_by_lot_and_effective_numbers() -> None:
    """1992 E4, F4 (R9): 7 players, white1: 1–4 (1 White), 5–2 (2 Black), 3–6, bye 7; black1 inverts."""
    assert lines(build(7)) == ["1 4", "5 2", "3 6", "7 0"]
    assert lines(build(7, initial_colour=B)) == ["4 1", "2 5", "6 3", "7 0"]
    # #2 absent in round 1 (a late entry not yet arrived) does not count: #3 is the second number, Black.
    assert lines(build(5, [["2 Z"]]), 1) == ["1 4", "5 3"]


def test_r10_a_resident_who_floated_down_is_not_moved_down_again() -> None:
    """1992 B5 (R10 b): #3 downfloated last round; in {1, 2, 3} 1–2 is rejected, 1–3 moves 2 down."""
    j = judge(mk(1, "1"), mk(2, "1"), mk(3, "1", last=Float.DOWN), mk(4, "0"), mk(5, "0"))
    first = next(candidates(j, _tp(1, 2, 3), frozenset(), Decimal(1), lowest=False))
    assert (first.pairs, first.left) == (((1, 3),), (2,))
    # #2 protected by B6, #3 by B5: the D2 exchange 1 ↔ 2 gives 2–3, moving #1 down, at the first level …
    j = judge(mk(1, "1"), mk(2, "1", before=Float.DOWN), mk(3, "1", last=Float.DOWN))
    first = next(candidates(j, _tp(1, 2, 3), frozenset(), Decimal(1), lowest=False))
    assert (first.pairs, first.left, first.level) == (((2, 3),), (1,), Level(0, 0))
    # … and with #1 protected by B6 too, B6 is dropped first (1992 C9): 1–3 moves #2 down.
    j = judge(mk(1, "1", before=Float.DOWN), mk(2, "1", before=Float.DOWN), mk(3, "1", last=Float.DOWN))
    first = next(candidates(j, _tp(1, 2, 3), frozenset(), Decimal(1), lowest=False))
    assert (first.pairs, first.left, first.level) == (((1, 3),), (2,), Level(1, 0))


def test_r10_the_pairing_bye_is_a_downfloat() -> None:
    """1992 A5, B5 (R10 a, R24): #5 had the bye in round 1; round 2's 1-point bracket moves #3, not #5."""
    t = build(5, [["1-2 1-0", "3-4 1-0", "5 U"]])
    players = build_players(t, 2, frozenset(_tp(1, 2, 3, 4, 5)))
    assert players[PairingNumber(5)].last_float is Float.DOWN
    assert lines(t) == ["5 1", "2 3", "4 0"]


def test_r11_exchange_order_reproduces_the_d2_matrices() -> None:
    """1992 D2 (R11): a)–i) and j)–r) as subsequences; the odd remark's 7-player order."""
    order = [s.exchange.removeprefix("D2 exchange ").removesuffix(" (1992 C8)") for s in exchange_order(8, 4)][1:]
    one = ["4 ↔ 5", "4 ↔ 6", "3 ↔ 5", "4 ↔ 7", "3 ↔ 6", "2 ↔ 5", "3 ↔ 7", "2 ↔ 6", "2 ↔ 7"]
    two = ["3+4 ↔ 5+6", "3+4 ↔ 5+7", "2+4 ↔ 5+6", "3+4 ↔ 6+7", "2+4 ↔ 5+7", "2+3 ↔ 5+6"]
    two += ["2+4 ↔ 6+7", "2+3 ↔ 5+7", "2+3 ↔ 6+7"]
    assert [e for e in order if e in one] == one
    assert [e for e in order if e in two] == two
    seven = [s.exchange.removeprefix("D2 exchange ").removesuffix(" (1992 C8)") for s in exchange_order(7, 3)][1:7]
    assert seven == ["3 ↔ 4", "3 ↔ 5", "2 ↔ 4", "3 ↔ 6", "2 ↔ 5", "1 ↔ 4"]


def test_r11_d1_transpositions_in_ascending_order() -> None:
    """1992 D1: 5-6-7-8, then 5-6-8-7, 5-7-6-8 … (here: the identity is barred by B1a for 1–5 and 3–7)."""
    players = [mk(i, "1") for i in range(1, 9)]
    players[0] = mk(1, "1", met=(5,))
    j = judge(*players)
    search = GroupSearch(j, _tp(*range(1, 9)), Decimal(1), 4, 4, Level(0, 0), lowest=False)
    first = next(search.candidates())
    assert first.pairs == ((1, 6), (2, 5), (3, 7), (4, 8))  # 6-5-7-8 is the first order with 1 not against 5


def test_r12_relaxation_order() -> None:
    """1992 C9, C10, C11 (R12): B6 then B5 for downfloats, B6 then B5 for upfloats, then x + 1, x + 2 …"""
    assert levels(2) == [Level(0, 0), Level(1, 0), Level(2, 0), Level(3, 0), Level(4, 0), Level(4, 1), Level(4, 2)]
    assert "C9" in Level(1, 0).label and "C10" in Level(3, 0).label and "C11" in Level(4, 1).label


def test_r13_x_and_b4() -> None:
    """1992 A8, B4 (R13): W B W B, x = 0: 1–4 2–3; W W W B, x = 1: the identity 1–3 2–4."""
    group = [mk(1, "1", "BW"), mk(2, "1", "WB"), mk(3, "1", "BW"), mk(4, "1", "WB")]
    assert x_of(group) == 0
    first = next(candidates(judge(*group), _tp(1, 2, 3, 4), frozenset(), Decimal(1), lowest=True))
    assert first.pairs == ((1, 4), (2, 3))
    group = [mk(1, "1", "BW"), mk(2, "1", "BW"), mk(3, "1", "BW"), mk(4, "1", "WB")]
    assert x_of(group) == 1
    first = next(candidates(judge(*group), _tp(1, 2, 3, 4), frozenset(), Decimal(1), lowest=True))
    assert first.pairs == ((1, 3), (2, 4))


def test_r14_c1_moves_a_resident_without_opponent_down_first() -> None:
    """1992 C1 (R14): #1 has met #2 and #3, the others of the 1-point bracket: moved down before pairing."""
    j = judge(mk(1, "1", met=(2, 3)), mk(2, "1"), mk(3, "1"), mk(4, "0"), mk(5, "0"), mk(6, "0"))
    records = RoundProcedure(j, _tp(1, 2, 3, 4, 5, 6)).run()
    assert records is not None
    assert records[0].c1_moved == (1,)
    assert _pairs(records) == {frozenset((2, 3)), frozenset((1, 4)), frozenset((5, 6))}


def test_r15_c12_the_bracket_above_re_pairs_for_the_moved_down_player() -> None:
    """1992 C12 (R15): #3 moved down from {1, 2, 3} has met every resident below; {1, 3} is paired instead and
    #2 goes down, where it can be paired."""
    j = judge(
        mk(1, "2"),
        mk(2, "2"),
        mk(3, "2", met=(4, 5, 6, 7, 8)),
        *(mk(i, "1") for i in range(4, 9)),
        mk(9, "0"),
        mk(10, "0"),
    )
    records = RoundProcedure(j, _tp(*range(1, 11))).run()
    assert records is not None
    assert records[0].candidate.pairs == ((1, 3),) and "C12" in records[0].c12
    assert frozenset((2, 4)) in _pairs(records)


def test_r16_c13_the_penultimate_bracket_moves_players_down() -> None:
    """1992 C13, C14 (R16, R21): #5 and #6 have met; the 1-point bracket gives up a pair (p = 1)."""
    j = judge(mk(1, "1"), mk(2, "1"), mk(3, "1"), mk(4, "1"), mk(5, "0", met=(6,)), mk(6, "0"))
    records = RoundProcedure(j, _tp(1, 2, 3, 4, 5, 6)).run()
    assert records is not None
    assert records[0].candidate.p == 1
    assert _pairs(records) == {frozenset((1, 2)), frozenset((3, 5)), frozenset((4, 6))}


def test_r17_absent_players_are_not_paired() -> None:
    """1992 F5 (R17): #3 known not to play round 2 (Z) is not paired."""
    t = build(5, [["1-2 1-0", "3-4 1-0", "5 U"], ["3 Z"]])
    out = lines(t, 2)
    assert all("3" not in line.split() for line in out)
    assert len(out) == 2


def test_r18_heterogeneous_moved_down_players_against_residents() -> None:
    """1992 A3, A6 (R18): S1 = moved-down #1, #2; S2 = residents; the remainder is homogeneous."""
    j = judge(*(mk(i, "2") for i in (1, 2)), *(mk(i, "1") for i in range(3, 8)))
    first = next(candidates(j, _tp(*range(1, 8)), frozenset(_tp(1, 2)), Decimal(1), lowest=False))
    assert not first.homogeneous
    assert first.pairs == ((1, 3), (2, 4), (5, 6)) and first.left == (7,)


def test_r19_at_least_half_moved_down_is_homogeneous() -> None:
    """1992 A3 (R19): moved down 1, 2; residents 3, 4; 1 has met 3 and 4: D2 a) exchanges 2 and 3 → 1–2, 3–4."""
    j = judge(mk(1, "2", met=(3, 4)), mk(2, "2"), mk(3, "1"), mk(4, "1"))
    first = next(candidates(j, _tp(1, 2, 3, 4), frozenset(_tp(1, 2)), Decimal(1), lowest=True))
    assert first.homogeneous and first.pairs == ((1, 2), (3, 4))


def test_r20_a_round_that_cannot_be_paired_is_reported() -> None:
    """R20 (silent in 1992): two players who have met cannot be paired again (1992 B1a)."""
    with pytest.raises(NoValidPairingError, match="R20"):
        lines(build(2, [["1-2 1-0"]]))


def test_r21_c14_s1_is_the_p_highest() -> None:
    """1992 C14 (R21): with p lowered to 1, S1 = {1}; the others move down."""
    j = judge(mk(1, "1"), mk(2, "1"), mk(3, "1"), mk(4, "1"))
    search = GroupSearch(j, _tp(1, 2, 3, 4), Decimal(1), 1, 0, Level(0, 0), lowest=False)
    first = next(search.candidates())
    assert (first.pairs, first.left) == (((1, 2),), (3, 4))


def test_r22_moved_down_players_are_paired_first() -> None:
    """1992 A3, B3 (R22): a moved-down player meets a resident before residents meet each other."""
    j = judge(mk(1, "2"), *(mk(i, "1") for i in range(2, 6)))
    first = next(candidates(j, _tp(*range(1, 6)), frozenset(_tp(1)), Decimal(1), lowest=False))
    assert first.pairs[0] == (1, 2)


def test_r23_boards_by_higher_score_then_sum_then_rank() -> None:
    """1992 F1 (R23): the 1-point board first, then by the higher player's rank; #3 and #4 (½, met) are moved
    down by C1 (R14) into {2, 6}, which is then homogeneous (R19)."""
    t = build(6, [["1-2 1-0", "3-4 =", "5-6 1-0"]])
    assert lines(t) == ["5 1", "2 3", "4 6"]
    assert lines(build(5, [["1-2 1-0", "3-4 1-0", "5 Z"]]))[-1] == "4 0"


def test_r24_the_bye_is_never_a_player_barred_by_b1b() -> None:
    """1992 A5, B1b, F4 (R24): #3 (lowest) had a forfeit win; the bye goes to #2."""
    t = build(3, [["3-1 +-", "2 Z"]])
    out = lines(t)
    assert out[-1] == "2 0"
