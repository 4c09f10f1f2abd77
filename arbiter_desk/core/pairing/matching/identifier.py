"""The first pairing by identifier among the cheapest legal pairings of a bracket.

Used where a system identifies a bracket's pairing by "the top members (smaller TPN of each pair) in ascending
order, followed by their bottom members" and takes the first, in lexicographic order, that complies as much as
possible with quality criteria (Team C.04.6 (2026) art. 3.6.1–3.6.4). The criteria come in as one integer cost
per pair (mixed radix for lexicographic priorities, chosen by the caller); a pairing's cost is the sum.

Built position by position: the smallest total cost first (Edmonds' matching, exact); then each TPN in
ascending order is made a top member if a cheapest pairing still exists (half of them are); then each top
member, in ascending order, gets the smallest bottom member that still leaves a cheapest pairing. Whether one
still exists is answered by the last pairing found if it fits the choices made, else a greedy attempt, else
the exact matching.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching
from arbiter_desk.core.pairing.matching.greedy import greedy_pairing

Meet = Callable[[int, int], bool]
Cost = Callable[[int, int], int]


class _Search:
    def __init__(self, tpns: Sequence[int], can_meet: Meet, cost: Cost) -> None:
        self.tpns = sorted(tpns)
        self.adj: dict[int, set[int]] = {t: set() for t in self.tpns}
        self.costs: dict[tuple[int, int], int] = {}
        for i, a in enumerate(self.tpns):
            for b in self.tpns[i + 1 :]:
                if can_meet(a, b):
                    self.adj[a].add(b)
                    self.adj[b].add(a)
                    if c := cost(a, b):
                        self.costs[(a, b)] = c
        self.top_weight = max(self.costs.values(), default=0) + 1
        self.role: dict[int, bool] = {}
        """True: top member (partner larger); False: bottom member."""
        self.fixed: dict[int, int] = {}
        self.budget = 0
        self.witness: dict[int, int] = {}

    def pair_cost(self, a: int, b: int) -> int:
        return self.costs.get((a, b) if a < b else (b, a), 0)

    def allowed(self, a: int, b: int) -> bool:
        low, high = (a, b) if a < b else (b, a)
        return high in self.adj[low] and self.role.get(low, True) and not self.role.get(high, False)

    def total(self, mate: dict[int, int]) -> int:
        return sum(self.pair_cost(a, b) for a, b in mate.items() if a < b)

    def fits(self, mate: dict[int, int]) -> bool:
        if any(mate.get(a) != b for a, b in self.fixed.items()):
            return False
        if any((mate[t] > t) != top for t, top in self.role.items()):
            return False
        return self.total(mate) <= self.budget

    def exact(self) -> dict[int, int] | None:
        free = [t for t in self.tpns if t not in self.fixed]
        position = {t: i for i, t in enumerate(free)}
        edges = [
            (i, j, self.top_weight - self.pair_cost(a, b))
            for i, a in enumerate(free)
            for b in self.adj[a]
            if (j := position.get(b, -1)) > i and self.allowed(a, b)
        ]
        found = max_weight_perfect_matching(len(free), edges)
        if found is None:
            return None
        mate = {free[i]: free[j] for i, j in enumerate(found.mate)}
        mate.update(self.fixed)
        return mate

    def feasible(self) -> bool:
        if self.witness and self.fits(self.witness):
            return True
        free = [t for t in self.tpns if t not in self.fixed]
        pairs = greedy_pairing(free, self.allowed)
        if pairs is not None:
            mate = dict(self.fixed)
            for a, b in pairs:
                mate[a], mate[b] = b, a
            if self.fits(mate):
                self.witness = mate
                return True
        mate_exact = self.exact()
        if mate_exact is None or not self.fits(mate_exact):
            return False
        self.witness = mate_exact
        return True


def first_cheapest_pairing(tpns: Sequence[int], can_meet: Meet, cost: Cost) -> tuple[list[tuple[int, int]], int] | None:
    """The pairs (top, bottom) of the first pairing by identifier among the legal pairings of least total
    ``cost``, and that cost; None if no legal pairing exists."""
    search = _Search(tpns, can_meet, cost)
    best = search.exact()
    if best is None:
        return None
    search.budget = search.total(best)
    search.witness = best
    half = len(search.tpns) // 2
    tops = 0
    for t in search.tpns:
        search.role[t] = tops < half
        if search.role[t] and not search.feasible():
            search.role[t] = False
        tops += search.role[t]
    for t in [t for t in search.tpns if search.role[t]]:
        for b in search.tpns:
            if b <= t or search.role[b] or b in search.fixed or not search.allowed(t, b):
                continue
            search.fixed[t], search.fixed[b] = b, t
            if search.feasible():
                break
            del search.fixed[t], search.fixed[b]
    pairs = [(t, search.fixed[t]) for t in search.tpns if search.role[t]]
    return pairs, search.budget
