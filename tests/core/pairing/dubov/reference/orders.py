"""Reference reading, sorting criteria: C.04.4.1 (2026) art. 4.1-4.4."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import TypeVar

from arbiter_desk.core.results import Colour

from .data import PlayerData

T = TypeVar("T")


def sets_in_order(numbered: Sequence[T], k: int) -> Iterator[tuple[T, ...]]:
    """Art. 4.1.3: K-sets ordered by the smallest differing sequence number.

    ``numbered`` lists the pool by sequence number (#1 first). Comparing sets by their smallest differing
    sequence number is comparing their sorted sequence numbers lexicographically: {#1,#2} < {#1,#3} < ... <
    {#1,#P} < {#2,#3}, which is the order ``itertools.combinations`` yields.
    """
    return combinations(numbered, k)


def middle_out(items: Sequence[T]) -> list[T]:
    """Art. 4.3.3: sequence numbers from the (remaining) middle; of two middles, the higher in the list.

    A B C D E F G -> D C E B F A G (the example of art. 4.3.3).
    """
    left = list(items)
    out: list[T] = []
    while left:
        n = len(left)
        out.append(left.pop(n // 2 if n % 2 else n // 2 - 1))
    return out


def shifter_sort_key(p: PlayerData) -> tuple[int, int]:
    """Art. 4.3.2: White seekers by ascending ARO then TPN; Black seekers by ascending TPN."""
    if p.preference is Colour.WHITE:
        return (p.aro, p.tpn)
    return (0, p.tpn)


def shifters_in_order(pool: Sequence[PlayerData]) -> list[PlayerData]:
    """Art. 4.3.1-4.3.3: the possible shifters of one colour, by sequence number."""
    return middle_out(sorted(pool, key=shifter_sort_key))


def upfloaters_in_order(pool: Sequence[PlayerData]) -> list[PlayerData]:
    """Art. 4.2.2 (clar. 9): possible upfloaters by descending score, then ascending TPN."""
    return sorted(pool, key=lambda p: (-p.score, p.tpn))


def s1_order(g1: Sequence[PlayerData]) -> list[PlayerData]:
    """Art. 3.2.5: S1 is G1 by ascending ARO, then ascending TPN."""
    return sorted(g1, key=lambda p: (p.aro, p.tpn))
