"""The first legal assignment in lexicographic order (C.04.4.1 art. 3.2.6 / 4.4 and similar rules).

Given S1 (left, in order) and the pool (right, in its sequence order), find the lexicographically first
permutation T of the pool such that every S1[i]–T[i] is allowed. Position by position, the smallest pool
member is taken for which the rest can still be completed; completability is kept by an incremental
perfect matching (Kuhn's augmenting paths), so the cost is polynomial.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

L = TypeVar("L")
R = TypeVar("R")


def first_lexicographic_assignment(
    left: Sequence[L], right: Sequence[R], allowed: Callable[[L, R], bool]
) -> list[R] | None:
    """The first permutation of ``right`` (in its given order) pairing ``left[i]`` with ``result[i]``.

    Returns None if no complete assignment exists. ``left`` and ``right`` must have equal length.
    """
    n = len(left)
    if n != len(right):
        raise ValueError("left and right must have the same size")
    adj = [[j for j in range(n) if allowed(left[i], right[j])] for i in range(n)]
    adj_set = [set(row) for row in adj]
    match_l = [-1] * n  # left index -> right index
    match_r = [-1] * n  # right index -> left index
    # Greedy start (smallest free partner in order), then augmenting paths for whoever is left over:
    # the start is then close to the answer and few positions need rerouting below.
    for i in range(n):
        for j in adj[i]:
            if match_r[j] == -1:
                match_l[i], match_r[j] = j, i
                break
    for i in range(n):
        if match_l[i] == -1 and not _augment(i, adj, match_l, match_r, set(), frozenset(), frozenset()):
            return None
    fixed_l: set[int] = set()
    fixed_r: set[int] = set()
    result: list[R] = []
    for i in range(n):
        placed = False
        for j in adj[i]:
            if j in fixed_r:
                continue
            if match_l[i] != j:
                old_i, old_j = match_r[j], match_l[i]
                if old_j in adj_set[old_i]:
                    # Direct exchange: i takes j, j's partner takes i's old partner.
                    match_l[i], match_r[j] = j, i
                    match_l[old_i], match_r[old_j] = old_j, old_i
                elif not _reroute(i, j, adj, match_l, match_r, fixed_l, fixed_r):
                    continue
            fixed_l.add(i)
            fixed_r.add(j)
            result.append(right[j])
            placed = True
            break
        if not placed:  # cannot happen: a perfect matching on the unfixed part exists
            return None
    return result


def _reroute(
    i: int,
    j: int,
    adj: list[list[int]],
    match_l: list[int],
    match_r: list[int],
    fixed_l: set[int],
    fixed_r: set[int],
) -> bool:
    """Try to change the current perfect matching so that left ``i`` is matched to right ``j``."""
    old_j = match_l[i]
    old_i = match_r[j]
    saved_l, saved_r = match_l[:], match_r[:]
    # Tentatively pair i with j; old_i loses its partner and must find another (not old_j's slot is free).
    match_l[i] = j
    match_r[j] = i
    match_r[old_j] = -1
    match_l[old_i] = -1
    blocked_l = frozenset(fixed_l | {i})
    blocked_r = frozenset(fixed_r | {j})
    if _augment(old_i, adj, match_l, match_r, set(), blocked_l, blocked_r):
        return True
    match_l[:] = saved_l
    match_r[:] = saved_r
    return False


def _augment(
    start: int,
    adj: list[list[int]],
    match_l: list[int],
    match_r: list[int],
    seen: set[int],
    blocked_l: frozenset[int],
    blocked_r: frozenset[int],
) -> bool:
    """Find an augmenting path from free left node ``start`` (iterative DFS), avoiding blocked nodes."""
    # Iterative DFS keeps deep paths from hitting Python's recursion limit on large brackets.
    stack: list[tuple[int, int]] = [(start, 0)]
    parent_r: dict[int, int] = {}
    while stack:
        u, k = stack[-1]
        if k >= len(adj[u]):
            stack.pop()
            continue
        stack[-1] = (u, k + 1)
        v = adj[u][k]
        if v in blocked_r or v in seen:
            continue
        seen.add(v)
        parent_r[v] = u
        w = match_r[v]
        if w == -1:
            # Flip the path back to start.
            while True:
                u2 = parent_r[v]
                prev = match_l[u2]
                match_l[u2] = v
                match_r[v] = u2
                if u2 == start:
                    return True
                v = prev
        if w in blocked_l:
            continue
        stack.append((w, 0))
    return False
