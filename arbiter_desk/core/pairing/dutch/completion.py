"""Completion ([C4], C.04.3 (2026) art. 2.2.1) on the sets of players a round leaves: cheap certificates.

Players who may not meet ([C1], [C3], prohibited pairs) are few for each player, so the graph of who may meet
whom is nearly complete and a greedy matching (hardest players first) almost always pairs a whole set. A
matching found is a *certificate*: it proves the pairing exists. Only when the greedy pass fails is an exact
maximum-cardinality matching computed (rustworkx) — on small sets always, on large ones only if the caller
allows it (it needs every pair of the set as an edge).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

import rustworkx as rx

Bad = Sequence[Collection[int]]
"""``bad[v]``: the players ``v`` may not meet (indices into the same list of players)."""

EXACT_LIMIT = 400
"""Largest set whose exact matching the certificates compute on their own (the rest is the caller's)."""


def greedy_pairs(vertices: Iterable[int], bad: Bad) -> tuple[list[tuple[int, int]], list[int]]:
    """Pairs found greedily among ``vertices`` (hardest first, each with the first free player it may meet)
    and the players left over."""
    order = sorted(vertices, key=lambda v: -len(bad[v]))
    free = dict.fromkeys(order)
    pairs: list[tuple[int, int]] = []
    left: list[int] = []
    while free:
        v = next(iter(free))
        del free[v]
        worst = bad[v]
        for u in free:
            if u not in worst:
                break
        else:
            left.append(v)
            continue
        del free[u]
        pairs.append((v, u))
    return pairs, left


def exact_pairs(
    vertices: Sequence[int], bad: Bad, takers: Collection[int] = ()
) -> tuple[list[tuple[int, int]], list[int], int | None]:
    """A maximum-cardinality matching of ``vertices`` exactly; with ``takers``, one more node (the PAB) that
    meets only them. Returns the pairs, the players left over and the PAB taker (None without one)."""
    n = len(vertices)
    local = {v: i for i, v in enumerate(vertices)}
    graph = rx.PyGraph(multigraph=True)  # distinct pairs: no edge search per insertion
    graph.add_nodes_from(range(n + (1 if takers else 0)))
    edges = [(local[a], local[b], 1) for i, a in enumerate(vertices) for b in vertices[i + 1 :] if b not in bad[a]]
    edges.extend((local[t], n, 1) for t in takers if t in local)
    graph.add_edges_from(edges)
    pairs: list[tuple[int, int]] = []
    taker: int | None = None
    for a, b in rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w):
        if n in (a, b):
            taker = vertices[a if b == n else b]
        else:
            pairs.append((vertices[a], vertices[b]))
    covered = {v for pr in pairs for v in pr} | ({taker} if taker is not None else set())
    return pairs, [v for v in vertices if v not in covered], taker


def perfect_pairs(vertices: Sequence[int], bad: Bad, exact_limit: int = EXACT_LIMIT) -> list[tuple[int, int]] | None:
    """A perfect matching of ``vertices`` if one is found (None: none exists, or the set is too large to
    decide exactly after the greedy pass failed)."""
    pairs, left = greedy_pairs(vertices, bad)
    if not left:
        return pairs
    if len(vertices) % 2 or len(vertices) > exact_limit:
        return None
    pairs, left, _ = exact_pairs(vertices, bad)
    return None if left else pairs


def perfect_with_bye(
    vertices: Sequence[int], bad: Bad, takers: Collection[int], exact_limit: int = EXACT_LIMIT
) -> tuple[list[tuple[int, int]], int] | None:
    """A perfect matching of an odd set but one player, who is one of ``takers`` (the PAB), if found."""
    if not len(vertices) % 2:
        return None
    candidates = sorted((v for v in vertices if v in takers), key=lambda v: -len(bad[v]))
    for taker in candidates[:3]:
        pairs, left = greedy_pairs((v for v in vertices if v != taker), bad)
        if not left:
            return pairs, taker
    if not candidates or len(vertices) > exact_limit:
        return None
    pairs, left, found = exact_pairs(vertices, bad, candidates)
    if left or found is None:
        return None
    return pairs, found
