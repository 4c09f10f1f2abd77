"""``first_cheapest_pairing``: the first identifier (C.04.6 art. 3.6.2–3.6.3) among the cheapest legal pairings,
against enumerating every pairing."""

from __future__ import annotations

import random
from itertools import combinations, permutations

import pytest

from arbiter_desk.core.pairing.matching.identifier import first_cheapest_pairing


def brute(
    tpns: list[int], meet: set[frozenset[int]], cost: dict[frozenset[int], int]
) -> tuple[list[tuple[int, int]], int] | None:
    best = None
    half = len(tpns) // 2
    for tops in combinations(sorted(tpns), half):
        rest = [t for t in sorted(tpns) if t not in tops]
        for bottoms in permutations(rest):
            pairs = list(zip(tops, bottoms, strict=True))
            if any(b < a or frozenset((a, b)) not in meet for a, b in pairs):
                continue
            total = sum(cost.get(frozenset(p), 0) for p in pairs)
            if best is None or total < best[1]:
                best = (pairs, total)
    return best


@pytest.mark.parametrize("seed", range(300))
def test_equals_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.choice([2, 4, 6, 8])
    tpns = rng.sample(range(1, 20), n)
    meet = {frozenset(p) for p in combinations(tpns, 2) if rng.random() < 0.75}
    cost = {p: rng.choice([0, 0, 1, 5, 25]) for p in meet}
    found = first_cheapest_pairing(tpns, lambda a, b: frozenset((a, b)) in meet, lambda a, b: cost[frozenset((a, b))])
    assert found == brute(tpns, meet, cost)
