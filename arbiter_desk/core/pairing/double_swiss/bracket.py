"""Pairing of a bracket (C.04.5 (2026) art. 3.6): the first pairing, by identifier, complying with [C1] and [C8].

Art. 3.6.1–3.6.3: in each pair the smaller TPN is the top member; a pairing is identified by the top members
in ascending order followed by their bottom members in the same order; pairings are sorted lexicographically.
Art. 3.6.4 with reading D11: among the legal pairings ([C1], prohibited pairs) take the fewest [C8] (upfloaters'
opponents who were floaters in the previous round; not in the last round), then the first identifier.

The first identifier is built position by position: first the top members (each player, in ascending TPN
order, is made a top member if a complete pairing still exists), then each top member's bottom member (the
smallest that still lets the rest be paired). Whether a pairing still exists is answered by a witness pairing
that already satisfies the choices made, else by a greedy attempt, else by Edmonds' matching (exact).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching

Meet = Callable[[PairingNumber, PairingNumber], bool]
Cost = Callable[[PairingNumber, PairingNumber], int]


class _Search:
    def __init__(self, tpns: Sequence[PairingNumber], can_meet: Meet, cost: Cost | None) -> None:
        self.tpns: list[int] = sorted(int(t) for t in tpns)
        self.cost = cost
        self.adj: dict[int, set[int]] = {t: set() for t in self.tpns}
        self.costs: dict[tuple[int, int], int] = {}
        for i, a in enumerate(self.tpns):
            for b in self.tpns[i + 1 :]:
                if can_meet(PairingNumber(a), PairingNumber(b)):
                    self.adj[a].add(b)
                    self.adj[b].add(a)
                    c = 0 if cost is None else cost(PairingNumber(a), PairingNumber(b))
                    if c:
                        self.costs[(a, b)] = c
        self.role: dict[int, str] = {}
        self.fixed: dict[int, int] = {}
        self.fixed_cost = 0
        self.budget = 0
        self.weighted = False
        self.witness: dict[int, int] = {}

    def pair_cost(self, a: int, b: int) -> int:
        return self.costs.get((a, b) if a < b else (b, a), 0)

    def allowed(self, a: int, b: int) -> bool:
        low, high = (a, b) if a < b else (b, a)
        if self.role.get(low) == "B" or self.role.get(high) == "T" or high not in self.adj[low]:
            return False
        return self.weighted or not self.pair_cost(low, high)

    def consistent(self, mate: dict[int, int]) -> bool:
        for a, b in self.fixed.items():
            if mate.get(a) != b:
                return False
        for t, r in self.role.items():
            partner = mate.get(t)
            if partner is None or (r == "T") != (partner > t):
                return False
        return True

    def _greedy(self, free: Sequence[int]) -> dict[int, int] | None:
        need = len(free) // 2
        tops: list[int] = []
        bottoms: list[int] = []
        forced_tops = sum(1 for t in free if self.role.get(t) == "T")
        spare = need - forced_tops
        for t in free:
            r = self.role.get(t)
            if r == "T" or (r is None and spare > 0):
                if r is None:
                    spare -= 1
                tops.append(t)
            else:
                bottoms.append(t)
        if len(tops) != need:
            return None
        mate: dict[int, int] = {}
        taken: set[int] = set()
        spare_cost = self.budget - self.fixed_cost
        for t in tops:
            for b in bottoms:
                if b > t and b not in taken and self.allowed(t, b):
                    c = self.pair_cost(t, b) if self.weighted else 0
                    if c > spare_cost:
                        continue
                    spare_cost -= c
                    mate[t], mate[b] = b, t
                    taken.add(b)
                    break
            else:
                return None
        return mate

    def _exact(self, free: Sequence[int]) -> dict[int, int] | None:
        edges: list[tuple[int, int, int]] = []
        position = {t: i for i, t in enumerate(free)}
        for i, a in enumerate(free):
            for b in self.adj[a]:
                j = position.get(b)
                if j is not None and j > i and self.allowed(a, b):
                    edges.append((i, j, 3 - self.pair_cost(a, b) if self.weighted else 1))
        found = max_weight_perfect_matching(len(free), edges)
        if found is None:
            return None
        if self.weighted:
            spent = 3 * (len(free) // 2) - found.weight
            if spent + self.fixed_cost > self.budget:
                return None
        return {free[i]: free[j] for i, j in enumerate(found.mate)}

    def feasible(self) -> bool:
        if len(self.witness) == len(self.tpns) and self.consistent(self.witness):
            return True
        free = [t for t in self.tpns if t not in self.fixed]
        mate = self._greedy(free)
        if mate is None:
            mate = self._exact(free)
        if mate is None:
            return False
        mate.update(self.fixed)
        self.witness = mate
        return True


def pair_bracket(
    tpns: Sequence[PairingNumber], can_meet: Meet, cost: Cost | None = None
) -> list[tuple[PairingNumber, PairingNumber]] | None:
    """The pairs (top, bottom) of the first legal pairing with the fewest [C8]; None if none is legal.

    ``cost(a, b)`` is the [C8] count of the pair (None: [C8] does not apply).
    """
    search = _Search(tpns, can_meet, cost)
    if not search.feasible():
        if cost is None:
            return None
        # The fewest [C8] is above zero: weigh the pairs instead of excluding them.
        search.weighted = True
        search.budget = 2 * len(search.tpns)
        free = list(search.tpns)
        best = search._exact(free)
        if best is None:
            return None
        search.budget = sum(search.pair_cost(a, b) for a, b in best.items() if a < b)
        search.witness = best
    half = len(search.tpns) // 2
    tops = 0
    for t in search.tpns:
        # Half of the players are top members: once they are chosen, the others are bottom members.
        search.role[t] = "T" if tops < half else "B"
        if search.role[t] == "T" and not search.feasible():
            search.role[t] = "B"
        tops += search.role[t] == "T"
    for t in [t for t in search.tpns if search.role[t] == "T"]:
        for b in search.tpns:
            if b <= t or search.role[b] != "B" or b in search.fixed or not search.allowed(t, b):
                continue
            search.fixed[t], search.fixed[b] = b, t
            if search.weighted:
                search.fixed_cost += search.pair_cost(t, b)
            if search.feasible():
                break
            del search.fixed[t], search.fixed[b]
            if search.weighted:
                search.fixed_cost -= search.pair_cost(t, b)
    return [(PairingNumber(t), PairingNumber(search.fixed[t])) for t in search.tpns if search.role[t] == "T"]
