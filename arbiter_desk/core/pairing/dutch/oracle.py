"""The optimum of a bracket's criteria under constraints: maximum-weight perfect matchings (rustworkx).

A *constraint* narrows the matchings considered while the text's order of candidates is followed (art. 3.6,
3.7, 4.2–4.5): some players may only meet players of a given set, and the players of some sets may not meet
each other. The oracle answers whether an optimal matching (same packed weight as the unconstrained optimum)
still exists; the last optimal matching found is kept, so a constraint it already satisfies costs nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import rustworkx as rx

MAX_WEIGHT_BITS = 120


class WeightTooWideError(ArithmeticError):
    """The packed criteria do not fit the matching library's 128-bit integers."""


@dataclass(slots=True)
class Constraints:
    """Allowed partners per player, and groups whose members may not meet each other."""

    only: dict[int, frozenset[int]] = field(default_factory=dict)
    apart: list[frozenset[int]] = field(default_factory=list)

    def copy(self) -> Constraints:
        return Constraints(dict(self.only), list(self.apart))

    def restrict(self, player: int, partners: frozenset[int]) -> Constraints:
        out = self.copy()
        out.only[player] = out.only[player] & partners if player in out.only else partners
        return out

    def fix(self, a: int, b: int) -> Constraints:
        return self.restrict(a, frozenset((b,))).restrict(b, frozenset((a,)))

    def separate(self, group: frozenset[int]) -> Constraints:
        out = self.copy()
        out.apart.append(group)
        return out

    def allows(self, u: int, v: int) -> bool:
        only = self.only
        if u in only and v not in only[u]:
            return False
        if v in only and u not in only[v]:
            return False
        return all(not (u in g and v in g) for g in self.apart)

    def satisfied_by(self, mate: Sequence[int]) -> bool:
        return all(self.allows(u, v) for u, v in enumerate(mate) if u < v)


class Oracle:
    """Maximum-weight perfect matchings over a fixed weighted edge list."""

    def __init__(self, nodes: int, edges: Sequence[tuple[int, int, int]]) -> None:
        self.nodes = nodes
        self.edges = list(edges)
        self.calls = 0
        for _, _, w in self.edges:
            if w.bit_length() > MAX_WEIGHT_BITS:
                raise WeightTooWideError(f"criteria weight needs {w.bit_length()} bits")

    def solve(self, constraints: Constraints | None = None) -> tuple[int, tuple[int, ...]] | None:
        """(weight, mate) of a maximum-weight perfect matching allowed by ``constraints``; None if none."""
        self.calls += 1
        graph = rx.PyGraph(multigraph=False)
        graph.add_nodes_from(range(self.nodes))
        if constraints is None or (not constraints.only and not constraints.apart):
            edges = self.edges
        else:
            allows = constraints.allows
            edges = [e for e in self.edges if allows(e[0], e[1])]
        graph.add_edges_from(edges)
        matched = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
        if 2 * len(matched) != self.nodes:
            return None
        mate = [-1] * self.nodes
        for a, b in matched:
            mate[a] = b
            mate[b] = a
        weights = {(a, b): w for a, b, w in edges}
        total = sum(weights.get((a, b), weights.get((b, a), 0)) for a, b in matched)
        return total, tuple(mate)


class OptimumKeeper:
    """The optimum of an oracle and one optimal matching that satisfies every constraint accepted so far."""

    def __init__(self, oracle: Oracle, weight: int, mate: tuple[int, ...]) -> None:
        self.oracle = oracle
        self.weight = weight
        self.mate = mate
        self.constraints = Constraints()

    def try_add(self, constraints: Constraints) -> bool:
        """Accept ``constraints`` (which extend the accepted ones) if an optimal matching still satisfies them."""
        if constraints.satisfied_by(self.mate):
            self.constraints = constraints
            return True
        found = self.oracle.solve(constraints)
        if found is None or found[0] != self.weight:
            return False
        self.weight, self.mate = found
        self.constraints = constraints
        return True
