"""Quick constructive matchings: when they succeed they are certificates; when they fail the caller falls
back to the exact algorithms of ``general`` and ``bipartite``. Adjacency is tested lazily, so dense
graphs of thousands of players cost little more than one test per player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def greedy_lexicographic_assignment(
    left: Sequence[T], right: Sequence[T], allowed: Callable[[T, T], bool]
) -> list[T] | None:
    """Give each ``left[i]`` in turn the first still-free ``right`` member it may meet.

    If every left member finds a partner, the result is the lexicographically first complete assignment
    (each choice was the smallest possible and the assignment completed). None if it gets stuck.
    """
    free = _FreeList(len(right))
    result: list[T] = []
    for a in left:
        j = free.first()
        while j is not None and not allowed(a, right[j]):
            j = free.after(j)
        if j is None:
            return None
        free.take(j)
        result.append(right[j])
    return result


def greedy_pairing(players: Sequence[T], allowed: Callable[[T, T], bool]) -> list[tuple[T, T]] | None:
    """Pair ``players`` in order, each unpaired one with the first later unpaired one it may meet."""
    free = _FreeList(len(players))
    pairs: list[tuple[T, T]] = []
    i = free.first()
    while i is not None:
        free.take(i)
        j = free.first()
        while j is not None and not allowed(players[i], players[j]):
            j = free.after(j)
        if j is None:
            return None
        free.take(j)
        pairs.append((players[i], players[j]))
        i = free.first()
    return pairs


class _FreeList:
    """Indices 0..n-1 not yet taken, iterated in order; taking is O(1) amortised (path compression)."""

    def __init__(self, n: int) -> None:
        self._next = list(range(n + 1))  # _next[i]: smallest free index >= i (n = none)
        self._n = n

    def _find(self, i: int) -> int:
        root = i
        while self._next[root] != root:
            root = self._next[root]
        while self._next[i] != root:
            self._next[i], i = root, self._next[i]
        return root

    def first(self) -> int | None:
        j = self._find(0)
        return None if j >= self._n else j

    def after(self, i: int) -> int | None:
        j = self._find(i + 1)
        return None if j >= self._n else j

    def take(self, i: int) -> None:
        self._next[i] = i + 1
