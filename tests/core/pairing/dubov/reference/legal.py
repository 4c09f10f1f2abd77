"""Reference reading, legality: [C1] and [C3] of C.04.4.1 (2026) art. 2.1, and exhaustive pairing searches.

Everything here enumerates; it is meant for tournaments of a dozen players or so.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache, lru_cache

from arbiter_desk.core.tournament import Tournament

from .data import PlayerData

Compat = Callable[[int, int], bool]


def make_compat(data: dict[int, PlayerData], tournament: Tournament, round_no: int) -> Compat:
    """Whether two players may meet in ``round_no``.

    [C1] (art. 2.1.1, clar. 1): they have not played each other over the board (a forfeited game does not
    count, C.04.2 art. 3.5). [C3] (art. 2.1.3): they do not have the same absolute colour preference.
    Forbidden pairs of the tournament (TRF record 260) are treated like C1 (not in the Dubov text).
    """

    def compat(a: int, b: int) -> bool:
        pa, pb = data[a], data[b]
        if a == b or b in pa.played_opponents or a in pb.played_opponents:
            return False
        if pa.is_absolute and pb.is_absolute and pa.preference is pb.preference:
            return False
        return not tournament.is_forbidden(a, b, round_no)

    return compat


class Matcher:
    """Exhaustive searches over complete pairings of a set of players, memoised per set."""

    def __init__(self, compat: Compat) -> None:
        self.compat = compat
        self._perfect = lru_cache(maxsize=None)(self._perfect_uncached)

    def can_pair_all(self, players: Iterable[int]) -> bool:
        """Is there a complete pairing of ``players`` that respects C1 and C3?"""
        return bool(self._perfect(frozenset(players)))

    def _perfect_uncached(self, players: frozenset[int]) -> bool:
        if not players:
            return True
        if len(players) % 2:
            return False
        first = min(players)
        rest = players - {first}
        return any(self.compat(first, o) and self._perfect(rest - {o}) for o in sorted(rest))

    def min_pairs_inside(self, players: frozenset[int], group: frozenset[int]) -> int | None:
        """The fewest pairs with both players in ``group`` over all complete C1+C3 pairings (None: none)."""

        @cache
        def best(left: frozenset[int]) -> int | None:
            if not left:
                return 0
            first = min(left)
            rest = left - {first}
            found: int | None = None
            for other in rest:
                if not self.compat(first, other):
                    continue
                tail = best(rest - {other})
                if tail is None:
                    continue
                value = tail + (1 if first in group and other in group else 0)
                if found is None or value < found:
                    found = value
            return found

        if len(players) % 2:
            return None
        return best(players)

    def min_bijection_cost(
        self, left: tuple[int, ...], right: tuple[int, ...], cost: Callable[[int, int], int]
    ) -> int | None:
        """The least total ``cost`` of a legal one-to-one pairing of ``left`` with ``right`` (None: none)."""
        if len(left) != len(right):
            return None

        @cache
        def best(i: int, used: frozenset[int]) -> int | None:
            if i == len(left):
                return 0
            found: int | None = None
            for other in right:
                if other in used or not self.compat(left[i], other):
                    continue
                tail = best(i + 1, used | {other})
                if tail is not None and (found is None or tail + cost(left[i], other) < found):
                    found = tail + cost(left[i], other)
            return found

        return best(0, frozenset())

    def first_transposition(self, s1: tuple[int, ...], g2: tuple[int, ...]) -> tuple[int, ...] | None:
        """Art. 3.2.6 / 4.4: the first permutation of ``g2`` (ascending-TPN lexicographic order) with every
        S1[i]-T2[i] legal. Depth-first in that order, so the first complete one found is the first in order.
        """
        pool = sorted(g2)

        def search(i: int, left: list[int]) -> tuple[int, ...] | None:
            if i == len(s1):
                return ()
            for k, candidate in enumerate(left):
                if self.compat(s1[i], candidate):
                    tail = search(i + 1, left[:k] + left[k + 1 :])
                    if tail is not None:
                        return (candidate, *tail)
            return None

        if len(s1) != len(g2):
            return None
        return search(0, pool)
