"""1997 art. 6.4 with readings E10, E22, E23: the floaters are the set with the best sorted class list, then the
largest TPNs -- chosen over whole sets, not member by member (found by the oracle sweep)."""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.editions.edition_1997.floaters import choose_floaters
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import Player97

from .fixtures_1997 import legality, pairs_set, player, run_groups, symmetric


def _group_and_lower(met: dict[int, list[int]]) -> dict[PairingNumber, Player97]:
    ratings = {1: 2000, 2: 1990, 3: 1980, 4: 1970, 5: 1960, 6: 1950}
    scores = {1: 1.5, 2: 1.5, 3: 1.5, 4: 1.5, 5: 1.0, 6: 0.0}
    return symmetric(player(t, scores[t], ratings[t], met=met.get(t, ())) for t in ratings)


# Group 1-4 (1.5), lower 5 (1.0) and 6 (0.0), who met: two of the group must float (E10). Sets that work:
# {1,2} classes (1,1); {1,4}, {2,4}, {3,4} classes (1,2) -- 4 met 5, the next lower group. Taking 3 first (class
# 1, largest TPN) would force 4 out with him.
MET = {5: [6, 4], 2: [6, 4], 3: [6]}


def test_e23_art_6_4_the_best_sorted_class_list_wins_over_the_largest_first_member() -> None:
    by = _group_and_lower(MET)
    members = [by[PairingNumber(t)] for t in (1, 2, 3, 4)]
    lower = [by[PairingNumber(t)] for t in (5, 6)]
    floaters, classes = choose_floaters(members, lower, [lower[0]], frozenset(), legality(by))
    assert sorted(p.tpn for p in floaters) == [1, 2]
    assert [classes[p.tpn] for p in floaters] == [1, 1]


def test_e23_e24_the_round_pairs_3_4_inside_and_the_floaters_below() -> None:
    # 8.2 (E24, E10): floater 1 cannot take 5 (2 could then meet only 6, whom he met): he joins the 1.0 group and
    # 7.1 brings 6 up to him; 2 takes 5.
    pairs, _ = run_groups(_group_and_lower(MET).values())
    assert pairs_set(pairs) == {frozenset((3, 4)), frozenset((2, 5)), frozenset((1, 6))}


def test_e23_art_6_4_equal_class_lists_float_the_largest_tpns() -> None:
    # 1 and 4 met 5 (class 2), 2 and 3 did not (class 1); 1 met 2 and 4. Sets that work: {1,3}, {2,4}, {1,2},
    # all classes (1, 2); the largest TPNs float: {2, 4} (taking 3 first, the largest class-1 member, would
    # leave only 1 to go with him).
    by = _group_and_lower({5: [6, 1, 4], 1: [2, 4]})
    members = [by[PairingNumber(t)] for t in (1, 2, 3, 4)]
    lower = [by[PairingNumber(t)] for t in (5, 6)]
    floaters, classes = choose_floaters(members, lower, [lower[0]], frozenset(), legality(by))
    assert sorted(p.tpn for p in floaters) == [2, 4]
    assert sorted(classes[p.tpn] for p in floaters) == [1, 2]
