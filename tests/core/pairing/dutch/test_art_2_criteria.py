"""Criteria of C.04.3 (2026) art. 2 on small hand-worked rounds (each also checked by the literal reference)."""

from decimal import Decimal

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament

from .builder import build, pairs_of, unordered
from .reference import reference_round


def _pair(t: Tournament) -> tuple[list[tuple[int, int]], int | None]:
    p = DutchSystem().pair(t)
    colours, bye = reference_round(t)
    assert {frozenset(k): w for k, w in colours.items()} == {frozenset(x): x[0] for x in pairs_of(p)}
    assert bye == p.bye
    return pairs_of(p), p.bye


def test_c1_no_rematch_and_c12_prefers_an_exchange_to_a_transposition() -> None:
    t = build(4, [["1-3 =", "4-2 ="]])
    pairs, _ = _pair(t)
    # 1-3 again is forbidden (C1). The next transposition 1-4, 2-3 leaves two players without their colour
    # (C12: 1 and 4 had White, 2 and 3 Black); the exchange 2<->3 (art. 4.3) gives everybody his colour.
    assert set(pairs) == {(2, 1), (3, 4)}


def test_c1_a_forfeited_game_may_be_replayed_c04_2_art_3_5() -> None:
    t = build(2, [["1-2 +-"]])
    pairs, _ = _pair(t)
    assert {frozenset(x) for x in pairs} == {frozenset((1, 2))}


def test_prohibited_pairs_record_260_are_absolute() -> None:
    t = build(4, forbidden=(ForbiddenPairs((PairingNumber(1), PairingNumber(3)), 1, 9),))
    pairs, _ = _pair(t)
    assert {frozenset(x) for x in pairs} == {frozenset((1, 4)), frozenset((2, 3))}


def test_prohibited_pairs_only_in_their_rounds() -> None:
    t = build(4, forbidden=(ForbiddenPairs((PairingNumber(1), PairingNumber(3)), 2, 9),))
    pairs, _ = _pair(t)
    assert {frozenset(x) for x in pairs} == {frozenset((1, 3)), frozenset((2, 4))}


def test_acceleration_record_250_makes_scoregroups_of_pairing_scores() -> None:
    t = build(4, accelerations=(Acceleration(Decimal(1), 1, 1, 1, 2),))
    pairs, _ = _pair(t)
    assert {frozenset(x) for x in pairs} == {frozenset((1, 2)), frozenset((3, 4))}


def test_c2_no_second_pairing_allocated_bye() -> None:
    # Round 1: 3 had the PAB; round 2: 3 cannot get it again although it would be the natural floater.
    t = build(3, [["1-2 1-0", "3 U"]])
    _, bye = _pair(t)
    assert bye == 2


def test_c2_a_forfeit_win_bars_the_bye() -> None:
    t = build(3, [["2-3 -+", "1 Z"]])
    # Scores: 3 has 1 (forfeit win), 1 and 2 zero. 3 may not get the PAB; 1 or 2 gets it (C5 lowest score).
    _, bye = _pair(t)
    assert bye in (1, 2)


def test_c5_the_bye_goes_to_the_lowest_score_possible() -> None:
    t = build(5, [["1-4 1-0", "2-5 1-0", "3 U"]])
    _, bye = _pair(t)
    assert bye in (4, 5)


def test_c3_absolute_preferences_do_not_meet() -> None:
    # 1 and 2 both played White twice: both absolute Black; they may not meet (non-topscorers).
    t = build(
        6,
        [["1-4 1-0", "2-5 1-0", "3-6 1-0"], ["1-5 1-0", "2-6 1-0", "3-4 0-1"]],
    )
    pairs, _ = _pair(t)
    assert frozenset((1, 2)) not in {frozenset(x) for x in pairs}


def test_c4_no_complete_pairing_is_an_error_art_1_9_3() -> None:
    t = build(2, [["1-2 1-0"]])
    with pytest.raises(NoValidPairingError):
        DutchSystem().pair(t)


def test_absent_players_h_and_z_are_not_paired_c04_2_art_3_3() -> None:
    t = build(5, [["1-2 1-0", "3-4 1-0", "5 U"], ["1 H", "3 Z"]])
    p = DutchSystem().pair(t)
    assert all(1 not in pair and 3 not in pair for pair in unordered(p))
    # 2, 4 and 5 are paired: 5 (1 point) floats and meets 2 (first resident, art. 4.2); 4 gets the PAB.
    assert p.bye == 4


def test_clar_1_late_entry_not_yet_arrived_has_no_tpn_for_parity() -> None:
    t = build(5, [["1 Z"]])
    pairs, bye = _pair(t)
    # Players 2..5 count as 1..4: 2 (odd) gets the initial colour, 3 (even) the other one.
    assert set(pairs) == {(2, 4), (5, 3)} and bye is None


def test_c14_resident_downfloater_avoids_last_rounds_downfloater() -> None:
    # Round 1: 5 got the PAB (a downfloat). Round 2: 1, 3, 5 on 1 point; one must float: not 5.
    t = build(5, [["1-2 1-0", "3-4 1-0", "5 U"]])
    p = DutchSystem().pair(t)
    top = p.explanation.brackets[0]
    assert top.score == 1
    floaters = [f"{s.label}: {s.text}" for s in top.steps if "downfloats" in s.label]
    assert floaters and not floaters[0].startswith("5 ")
    _pair(t)
