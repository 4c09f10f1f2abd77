"""Orders shared by the pairing systems: ranking, middle-out numbering, board order (C.04.2 art. 3.6)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from typing import TypeVar

T = TypeVar("T")


def middle_out(items: Sequence[T]) -> list[T]:
    """Reorder a sorted list by the sequence numbers of C.04.4.1 (2026) art. 4.3.3.

    #1 goes to the player in the (remaining) middle of the list; when two players are in the middle, to the
    one with the higher position. For A..G this gives D, C, E, B, F, A, G.
    """
    remaining = list(items)
    result: list[T] = []
    while remaining:
        # With an odd count the middle is unique; with an even count take the higher (earlier) of the two.
        index = (len(remaining) - 1) // 2
        result.append(remaining.pop(index))
    return result


def rank_key(score: Decimal, tpn: int) -> tuple[Decimal, int]:
    """Sort key, ascending = higher ranked first: more points, then the smaller TPN (C.04.3 art. 1.2;
    the "higher ranked" of C.04.2 art. 3.6 and C.04.4.1 art. 5.2.1, Dubov clar. 20)."""
    return (-score, tpn)


def is_higher_ranked(score_a: Decimal, tpn_a: int, score_b: Decimal, tpn_b: int) -> bool:
    """Whether participant a ranks above participant b (more points, then smaller TPN)."""
    return rank_key(score_a, tpn_a) < rank_key(score_b, tpn_b)


def board_sort_key(score_a: Decimal, tpn_a: int, score_b: Decimal, tpn_b: int) -> tuple[Decimal, Decimal, int]:
    """Sort key of a pair for publishing (C.04.2 (2026) art. 3.6; clarification 20).

    Higher ranked = more points, then smaller TPN. Priority: 3.6.1 the higher ranked participant's score
    (descending), 3.6.2 the sum of both scores (descending), 3.6.3 the higher ranked participant's TPN
    (ascending).
    """
    high_score, high_tpn = max((score_a, -tpn_a), (score_b, -tpn_b))
    return (-high_score, -(score_a + score_b), -high_tpn)


def board_order(pairs: Iterable[T], tpns: Callable[[T], tuple[int, int]], score: Callable[[int], Decimal]) -> list[T]:
    """``pairs`` sorted for publishing by C.04.2 art. 3.6; ``tpns`` gives a pair's two TPNs, ``score`` the
    score a participant is ranked by (the pairing score). The PAB is listed after the boards by the caller.
    """

    def key(pair: T) -> tuple[Decimal, Decimal, int]:
        a, b = tpns(pair)
        return board_sort_key(score(a), a, score(b), b)

    return sorted(pairs, key=key)
