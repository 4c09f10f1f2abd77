"""Maximum-weight perfect matchings on general graphs (Edmonds' blossom algorithm, through rustworkx).

Players are nodes 0..n-1; an edge is a pair that may meet, with an integer weight. Lexicographic
objectives are encoded as mixed-radix weights by the callers; rustworkx works with 128-bit integers, so
weights must stay below 2**118 (checked).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import rustworkx as rx

from arbiter_desk.core.pairing.matching.cancellation import checkpoint

MAX_WEIGHT_BITS = 118


class WeightOverflowError(ArithmeticError):
    """A weight does not fit the matching library's integers."""


@dataclass(frozen=True, slots=True)
class Matching:
    """A perfect matching: ``mate[i]`` is the partner of node ``i``; ``weight`` the sum of its edges."""

    mate: tuple[int, ...]
    weight: int

    def pairs(self) -> list[tuple[int, int]]:
        return [(i, j) for i, j in enumerate(self.mate) if i < j]


def max_weight_perfect_matching(n: int, edges: Iterable[tuple[int, int, int]]) -> Matching | None:
    """The perfect matching of greatest total weight, or None if the graph has no perfect matching.

    Weights must be positive so that every maximum-cardinality matching is preferred as such.
    """
    checkpoint()
    if n % 2:
        return None
    if n == 0:
        return Matching((), 0)
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(n))
    edge_list = []
    for a, b, w in edges:
        if w <= 0:
            raise ValueError("matching weights must be positive")
        if w.bit_length() > MAX_WEIGHT_BITS:
            raise WeightOverflowError(f"weight needs {w.bit_length()} bits")
        edge_list.append((a, b, w))
    graph.add_edges_from(edge_list)
    result = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
    if len(result) * 2 != n:
        return None
    mate = [-1] * n
    weights = {(min(a, b), max(a, b)): w for a, b, w in edge_list}
    total = 0
    for a, b in result:
        mate[a] = b
        mate[b] = a
        total += weights[(min(a, b), max(a, b))]
    return Matching(tuple(mate), total)


def has_perfect_matching(n: int, edges: Iterable[tuple[int, int]]) -> bool:
    """Whether the graph on nodes 0..n-1 has a perfect matching."""
    return max_weight_perfect_matching(n, ((a, b, 1) for a, b in edges)) is not None


def maximum_matching(n: int, edges: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """A maximum-cardinality matching: ``mate[i]`` is the partner of ``i`` or -1 if unmatched."""
    checkpoint()
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(n))
    graph.add_edges_from([(a, b, 1) for a, b in edges])
    mate = [-1] * n
    for a, b in rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w):
        mate[a] = b
        mate[b] = a
    return tuple(mate)
