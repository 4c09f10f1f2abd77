"""Orders shared by the pairing systems: ranking of players, middle-out numbering, board order."""

from __future__ import annotations

from collections.abc import Sequence
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


def board_sort_key(score_a: Decimal, tpn_a: int, score_b: Decimal, tpn_b: int) -> tuple[Decimal, Decimal, int]:
    """Sort key of a pair for publishing (C.04.2 (2026) art. 3.6; clarification 20).

    Higher ranked = more points, then smaller TPN. Priority: the higher ranked player's score (descending),
    the sum of both scores (descending), the higher ranked player's TPN (ascending).
    """
    high_score, high_tpn = max((score_a, -tpn_a), (score_b, -tpn_b))
    return (-high_score, -(score_a + score_b), -high_tpn)
