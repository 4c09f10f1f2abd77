"""The lexicographically first maximum-weight perfect assignment, from one maximum-weight assignment.

Left players ``0..n-1`` (in their order) are assigned right players ``0..n-1`` (in theirs); ``weight[i]``
maps the right players left player ``i`` may take to an integer weight. Given one assignment ``mate`` of
maximum total weight, :func:`first_best_assignment` returns the assignment of maximum total weight whose
sequence of partners (left player 0's first, then 1's, …) comes first in the right order.

Why it is exact (no floating point, integers only):

1. *Dual prices.* With ``mate`` optimal there are integers ``u[i]``, ``v[j]`` with ``u[i] + v[j] >=
   weight[i][j]`` on every allowed pair and equality on the pairs of ``mate``: take ``v`` = shortest
   distances (from a virtual source joined to every right player at length 0) in the graph with an arc
   ``j -> mate[i]`` of length ``weight[i][mate[i]] - weight[i][j]`` for each allowed pair ``(i, j)``, and
   ``u[i] = weight[i][mate[i]] - v[mate[i]]``. The arcs' constraints ``v[mate[i]] <= v[j] + length`` are
   exactly ``u[i] + v[j] >= weight[i][j]``; a negative cycle would be an exchange that improves ``mate``, so
   none exists and the distances are finite (Bellman–Ford; a negative cycle is reported as an error).
2. *Tight pairs.* For any perfect assignment ``P``: ``weight(P) = sum over P of weight <= sum over P of
   (u[i] + v[j]) = sum(u) + sum(v) = weight(mate)``, with equality exactly when every pair of ``P`` is
   tight (``u[i] + v[j] == weight[i][j]``). So the maximum-weight assignments are precisely the perfect
   matchings of the tight pairs.
3. *First in order.* Left player by left player, the earliest right player is taken for which a perfect
   matching of the tight pairs still exists with every choice so far. Holding one such matching ``M``
   (start: ``mate``, which is tight), left player ``i`` can take ``j`` iff an alternating cycle through
   ``(i, j)`` exists among the players not yet fixed: ``M[i]`` is reachable from ``j`` by the arcs
   ``k -> l`` (the holder of ``k`` in ``M`` has ``l`` tight). The set reaching ``M[i]`` is one backward
   search; ``M`` is turned along the cycle found, and ``(i, j)`` is fixed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence

import rustworkx as rx

from arbiter_desk.core.pairing.matching.cancellation import checkpoint


def heaviest_assignment(weight: Sequence[Mapping[int, int]]) -> list[int] | None:
    """A perfect assignment of maximum total weight (Edmonds' blossom algorithm, rustworkx); None if the
    allowed pairs admit no perfect assignment."""
    checkpoint()
    n = len(weight)
    low = min((w for row in weight for w in row.values()), default=0)
    graph = rx.PyGraph(multigraph=True)  # distinct pairs: no search for an existing edge per insertion
    graph.add_nodes_from(range(2 * n))
    # Shifted to weights of at least 1: every perfect assignment gains the same, so the heaviest stays so.
    graph.add_edges_from([(i, n + j, w - low + 1) for i, row in enumerate(weight) for j, w in row.items()])
    matched = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
    if 2 * len(matched) != 2 * n:
        return None
    result = [-1] * n
    for a, b in matched:
        i, j = (a, b) if a < b else (b, a)
        result[i] = j - n
    return result


class NotOptimalError(ValueError):
    """The assignment given is not perfect or not of maximum weight (a negative cycle exists)."""


def dual_prices(weight: Sequence[Mapping[int, int]], mate: Sequence[int]) -> tuple[list[int], list[int]]:
    """Integer prices ``(u, v)``: ``u[i] + v[j] >= weight[i][j]`` on every allowed pair, equal on ``mate``."""
    n = len(mate)
    holder = [-1] * n
    for i, j in enumerate(mate):
        if j < 0 or j >= n or holder[j] != -1 or j not in weight[i]:
            raise NotOptimalError("not a perfect assignment of allowed pairs")
        holder[j] = i
    # Arcs leaving right player j: for each left player i who may take j, to mate[i].
    leaving: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for i, row in enumerate(weight):
        own = mate[i]
        base = row[own]
        for j, w in row.items():
            if j != own:
                leaving[j].append((own, base - w))
    v = [0] * n
    queued = [True] * n
    passes = [0] * n
    queue = deque(range(n))
    while queue:
        j = queue.popleft()
        queued[j] = False
        dj = v[j]
        for k, length in leaving[j]:
            if dj + length < v[k]:
                v[k] = dj + length
                if not queued[k]:
                    passes[k] += 1
                    if passes[k] > n:
                        raise NotOptimalError("a negative cycle: the assignment is not of maximum weight")
                    queued[k] = True
                    queue.append(k)
    u = [weight[i][mate[i]] - v[mate[i]] for i in range(n)]
    return u, v


def first_best_assignment(weight: Sequence[Mapping[int, int]], mate: Sequence[int]) -> list[int]:
    """The maximum-weight perfect assignment first in order (see the module text); ``mate`` is one of them.

    Returns ``result[i]``, the right player of left player ``i``.
    """
    checkpoint()
    n = len(mate)
    u, v = dual_prices(weight, mate)
    tight = [[j for j in sorted(row) if u[i] + v[j] == row[j]] for i, row in enumerate(weight)]
    # Who among the left players has each right player tight (for the backward search).
    tight_for: list[list[int]] = [[] for _ in range(n)]
    for i, row in enumerate(tight):
        for j in row:
            tight_for[j].append(i)
    held = list(mate)
    holder = [-1] * n
    for i, j in enumerate(held):
        holder[j] = i
    fixed_right = [False] * n
    fixed_left = [False] * n
    for i in range(n):
        own = held[i]
        first = next(j for j in tight[i] if not fixed_right[j])
        if first != own:
            # Right players that reach ``own``: next_of[k] is the step from k towards it.
            next_of = {own: own}
            frontier = [own]
            while frontier and first not in next_of:
                step: list[int] = []
                for k in frontier:
                    for a in tight_for[k]:
                        if fixed_left[a] or a == i:
                            continue
                        j = held[a]
                        if j not in next_of:
                            next_of[j] = k
                            step.append(j)
                frontier = step
            target = next(j for j in tight[i] if not fixed_right[j] and j in next_of)
            path = [target]
            while path[-1] != own:
                path.append(next_of[path[-1]])
            owners = [holder[j] for j in path[:-1]]
            for a, j in zip(owners, path[1:], strict=True):
                held[a], holder[j] = j, a
            held[i], holder[target] = target, i
        fixed_left[i] = True
        fixed_right[held[i]] = True
    total = sum(weight[i][held[i]] for i in range(n))
    if total != sum(weight[i][mate[i]] for i in range(n)):
        raise AssertionError("the first assignment lost weight")  # cannot happen: tight pairs only
    return held
