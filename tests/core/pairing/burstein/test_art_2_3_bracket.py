"""C.04.4.2 (2026) art. 2–4 on single brackets: [C1]-[C8], outgoing floaters, the first best pairing of art. 4.

Both ways of the engine (quick walk and exact matching) are asked each time; they must agree.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.burstein.bracket import pair_bracket
from arbiter_desk.core.pairing.burstein.bracket_result import BracketResult
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.tournament import Tournament

from .builder import bp


def _pair(
    bracket: Sequence[BursteinPlayer],
    following: Sequence[BursteinPlayer] = (),
    rest: Sequence[BursteinPlayer] = (),
) -> tuple[list[tuple[int, int]], list[int]]:
    everybody = {p.tpn: p for p in (*bracket, *following, *rest)}
    legality = Legality(everybody, Tournament(), 5, {t: p.absolute_colour for t, p in everybody.items()})
    results: list[BracketResult] = []
    for exact in (False, True):
        r = pair_bracket(bracket, following, rest, legality, exact=exact)
        assert r is not None
        results.append(r)
    quick, exact_result = results
    as_bsn = [([(r.bsn(a.tpn), r.bsn(b.tpn)) for a, b in r.pairs], [r.bsn(p.tpn) for p in r.floaters]) for r in results]
    assert as_bsn[0] == as_bsn[1], (quick.method, exact_result.method)
    return as_bsn[0]


def _players(n: int, score: str = "2", **met: Sequence[int]) -> list[BursteinPlayer]:
    """n players of one score, BSN = TPN (descending Buchholz), no colour preference; ``met`` "p3=[1]"."""
    return [
        bp(i, score=score, buchholz=str(100 - i), met=met.get(f"p{i}", ()))  # type: ignore[arg-type]
        for i in range(1, n + 1)
    ]


def test_art_4_3_first_candidate_pairs_top_against_bottom() -> None:
    assert _pair(_players(6)) == ([(1, 6), (2, 5), (3, 4)], [])


def test_art_2_1_1_c1_rematches_are_skipped_in_the_art_4_order() -> None:
    """[C1]: 1 met 6, so 1 takes 5 (next in the art. 4.3 order: 1-5, 2-6, 3-4)."""
    assert _pair(_players(6, p1=[6], p6=[1])) == ([(1, 5), (2, 6), (3, 4)], [])


def test_art_2_1_3_c3_same_absolute_preference_never_meet() -> None:
    """[C3]: 1 and 4 both must have White (last two games Black); 1-4 is barred."""
    players = [bp(1, "2", "BB", "9"), bp(2, "2", "WB", "8"), bp(3, "2", "BW", "7"), bp(4, "2", "BB", "6")]
    pairs, _ = _pair(players)
    assert (1, 4) not in pairs and pairs == [(1, 3), (2, 4)]


def test_art_2_3_4_c8_beats_the_art_4_order() -> None:
    """[C8]: 1-4 and 2-3 would leave two players without their preference; 1-3, 2-4 none."""
    players = [bp(1, "2", "BW", "9"), bp(2, "2", "WB", "8"), bp(3, "2", "WB", "7"), bp(4, "2", "BW", "6")]
    # preferences: 1 Black, 2 White, 3 White, 4 Black → 1-4 (B, B) and 2-3 (W, W) lose two.
    assert _pair(players) == ([(1, 3), (2, 4)], [])


def test_art_2_3_1_c5_odd_bracket_one_floater_in_the_middle() -> None:
    """[C5] and art. 4.2: five players, one virtual player; 1-5, 2-4, 3-0 is the first candidate."""
    following = [bp(9, score="1", buchholz="1")]
    assert _pair(_players(5), following) == ([(1, 5), (2, 4)], [3])


def test_art_2_3_2_c6_an_incoming_floater_is_paired_rather_than_floated_on() -> None:
    """[C6]: BSN 4 is an incoming floater (score 3) who may not meet BSN 2. The art. 4 order would give
    1-5, 2-3, 4-0 (floating the 3-pointer); [C6] floats a 2-pointer: the first such is 1-5, 2-0, 3-4."""
    bracket = [
        bp(1, "2", buchholz="9"),
        bp(2, "2", buchholz="8", met=[4]),
        bp(3, "2", buchholz="7"),
        bp(4, "3", buchholz="6", met=[2]),
        bp(5, "2", buchholz="5"),
    ]
    following = [bp(9, score="1", buchholz="1")]
    assert _pair(bracket, following) == ([(1, 5), (3, 4)], [2])


def test_art_2_3_3_c7_floaters_chosen_so_that_the_following_bracket_pairs() -> None:
    """[C7] (B14, B16): 1-3, 2-0 comes first in the art. 4 order, but the floater 2 could not meet 9, the only
    player of the next score group (both would float on; [C4] still holds through 10 and 11). Floating 1
    lets the following bracket pair: 1-0, 2-3."""
    bracket = [bp(1, "3", buchholz="9"), bp(2, "3", buchholz="8", met=[9]), bp(3, "3", buchholz="7", met=[9])]
    following = [bp(9, "2", met=[2, 3])]
    rest = [bp(10, "1"), bp(11, "1")]
    assert _pair(bracket, following, rest) == ([(2, 3)], [1])


def test_b15_incoming_floaters_may_meet_each_other() -> None:
    """B15: two incoming floaters (score 3) who met both residents are paired together."""
    bracket = [
        bp(1, "3", buchholz="9", met=[3, 4]),
        bp(2, "3", buchholz="8", met=[3, 4]),
        bp(3, "2", buchholz="7", met=[1, 2]),
        bp(4, "2", buchholz="6", met=[1, 2]),
    ]
    assert _pair(bracket) == ([(1, 2), (3, 4)], [])


def test_art_2_2_1_c4_the_rest_must_stay_pairable() -> None:
    """[C4]: 1-4 would leave 2 and 3, who met; so 1-3 (or 1-2) is forced although 4 comes first."""
    players = _players(4, p2=[3], p3=[2])
    assert _pair(players) == ([(1, 3), (2, 4)], [])


@pytest.mark.parametrize("forbidden", [(1, 6), (1, 5), (2, 5)])
def test_the_engine_walk_follows_art_4_3(forbidden: tuple[int, int]) -> None:
    """Whatever single pair is barred, the engine takes the first remaining candidate of the art. 4.3 order."""
    a, b = forbidden
    players = _players(6, **{f"p{a}": [b], f"p{b}": [a]})
    expected = {(1, 6): [(1, 5), (2, 6), (3, 4)], (1, 5): [(1, 6), (2, 5), (3, 4)], (2, 5): [(1, 6), (2, 4), (3, 5)]}
    assert _pair(players)[0] == expected[forbidden]


def test_pairs_are_named_by_tpn() -> None:
    players = _players(2)
    everybody = {p.tpn: p for p in players}
    legality = Legality(everybody, Tournament(), 5, {t: None for t in everybody})
    r = pair_bracket(players, (), (), legality)
    assert r is not None and [(a.tpn, b.tpn) for a, b in r.pairs] == [(PairingNumber(1), PairingNumber(2))]
