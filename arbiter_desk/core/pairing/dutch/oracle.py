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

    def __init__(self, nodes: int, edges: Sequence[tuple[int, int, int]], low: int = 1) -> None:
        """``edges`` weigh 1 + packed levels; the lowest ``low`` units are a tie-break that is no criterion
        (it only makes the first candidate in the text's order likelier to come out first).
        """
        self.nodes = nodes
        self.low = low
        self.max_bits = min(MAX_WEIGHT_BITS, 125 - nodes.bit_length())
        self.calls = 0
        self.weights: dict[tuple[int, int], int] = {}
        self.adjacent: list[list[int]] = [[] for _ in range(nodes)]
        for u, v, w in edges:
            if w.bit_length() > self.max_bits:
                raise WeightTooWideError(f"criteria weight needs {w.bit_length()} bits")
            self.weights[(u, v) if u < v else (v, u)] = w
            self.adjacent[u].append(v)
            self.adjacent[v].append(u)
        # Distinct edges (dict keys): as a multigraph, rustworkx does not search for an existing edge on every
        # insertion (quadratic on a dense graph); the graph is the same.
        self.graph = rx.PyGraph(multigraph=True)
        self.graph.add_nodes_from(range(nodes))
        self.graph.add_edges_from([(u, v, w) for (u, v), w in self.weights.items()])
        self.criteria = {e: (w - 1) // low for e, w in self.weights.items()}
        self.criteria_bits = max((c.bit_length() for c in self.criteria.values()), default=0) + 1
        self._tie_graph: rx.PyGraph | None = None

    def tie_graph(self) -> rx.PyGraph:
        """The graph weighted by the criteria alone, shifted to leave every spare bit to a tie-break."""
        if self._tie_graph is None:
            shift = self.max_bits - self.criteria_bits
            graph = rx.PyGraph(multigraph=True)
            graph.add_nodes_from(range(self.nodes))
            graph.add_edges_from([(u, v, 1 + (c << shift)) for (u, v), c in self.criteria.items()])
            self._tie_graph = graph
        return self._tie_graph

    def _banned(self, constraints: Constraints) -> set[tuple[int, int]]:
        banned: set[tuple[int, int]] = set()
        adjacent = self.adjacent
        for u, partners in constraints.only.items():
            for v in adjacent[u]:
                if v not in partners:
                    banned.add((u, v) if u < v else (v, u))
        for group in constraints.apart:
            for u in group:
                for v in adjacent[u]:
                    if u < v and v in group:
                        banned.add((u, v))
        return banned

    def start(self) -> tuple[Oracle, tuple[int, tuple[int, ...]] | None]:
        """The oracle to use for the whole bracket and its unconstrained optimum."""
        return self, self.solve()

    def solve(self, constraints: Constraints | None = None) -> tuple[int, tuple[int, ...]] | None:
        """(criteria value, mate) of a maximum-weight perfect matching allowed by ``constraints``; None if none.

        The value is the packed criteria without the per-edge base and the tie-break.
        """
        self.calls += 1
        graph = self.graph
        if constraints is not None and (constraints.only or constraints.apart):
            banned = self._banned(constraints)
            if banned:
                graph = self.graph.copy()
                graph.remove_edges_from(list(banned))
        matched = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
        if 2 * len(matched) != self.nodes:
            return None
        mate = [-1] * self.nodes
        total = 0
        weights = self.weights
        for a, b in matched:
            mate[a] = b
            mate[b] = a
            total += weights[(a, b) if a < b else (b, a)]
        return (total - self.nodes // 2) // self.low, tuple(mate)

    def tie_solve(
        self, constraints: Constraints, tie: dict[tuple[int, int], int], tie_bound: int
    ) -> tuple[int, tuple[int, ...]] | None:
        """Like ``solve``, with ``tie`` (gains per edge, total at most ``tie_bound``) as the lowest priority
        instead of the oracle's own tie-break: the best matching on the criteria that is best on ``tie``.
        """
        self.calls += 1
        shift = self.max_bits - self.criteria_bits
        if tie_bound.bit_length() > shift:
            raise WeightTooWideError(f"order weight needs {tie_bound.bit_length()} bits, {shift} left")
        graph = self.tie_graph().copy()
        crit = self.criteria
        for (u, v), gain in tie.items():
            if gain:
                graph.update_edge(u, v, 1 + (crit[(u, v)] << shift) + gain)
        if constraints.only or constraints.apart:
            banned = self._banned(constraints)
            if banned:
                graph.remove_edges_from(list(banned))
        matched = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
        if 2 * len(matched) != self.nodes:
            return None
        mate = [-1] * self.nodes
        total = 0
        for a, b in matched:
            mate[a] = b
            mate[b] = a
            total += crit[(a, b) if a < b else (b, a)]
        return total, tuple(mate)


def tie_solve(
    oracle: Oracle, constraints: Constraints, tie: dict[tuple[int, int], int], tie_bound: int
) -> tuple[int, tuple[int, ...]] | None:
    """``oracle.tie_solve``: the best matching on the criteria that is best on ``tie``."""
    return oracle.tie_solve(constraints, tie, tie_bound)


def criteria_bits(oracle: Oracle) -> int:
    """Bits of the criteria part of the heaviest edge (plus one); the rest of an edge weight is the tie-break."""
    return oracle.criteria_bits


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

    def best_on(self, constraints: Constraints, tie: dict[tuple[int, int], int], tie_bound: int) -> bool:
        """Accept ``constraints`` and an optimal matching that is best on ``tie`` among the optimal ones."""
        found = tie_solve(self.oracle, constraints, tie, tie_bound)
        if found is None or found[0] != self.weight:
            return False
        self.mate = found[1]
        self.constraints = constraints
        return True
