"""The order of resident-exchanges between the original S1 and S2 (C.04.3 (2026) art. 4.3.2).

BSNs are 1-based positions in the bracket or remainder (art. 4.1.1; a remainder is renumbered, clar. 9).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations


def exchange_key(moved_down: Sequence[int], moved_up: Sequence[int]) -> tuple[object, ...]:
    """Sort key of an exchange: S1→S2 BSNs ``moved_down``, S2→S1 BSNs ``moved_up`` (art. 4.3.2 rules 1–4).

    1. fewer BSNs exchanged; 2. smaller sum(moved up) − sum(moved down); 3. the largest differing BSN moved
    from S1 (compare descending, larger first); 4. the smallest differing BSN moved from S2 (ascending).
    """
    down = sorted(moved_down, reverse=True)
    up = sorted(moved_up)
    return (len(down), sum(up) - sum(down), tuple(-b for b in down), tuple(up))


def exchanges(
    s1: Sequence[int], s2: Sequence[int], max_per_size: int = 2_000_000
) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """All exchanges in art. 4.3.2 order, starting with the empty one (the original S1 and S2).

    Yields (BSNs moved from S1 to S2, BSNs moved from S2 to S1).
    """
    yield (), ()
    for size in range(1, min(len(s1), len(s2)) + 1):
        batch = [(d, u) for d in combinations(s1, size) for u in combinations(s2, size)]
        if len(batch) > max_per_size:
            raise OverflowError("too many exchanges to enumerate")
        batch.sort(key=lambda du: exchange_key(du[0], du[1]))
        yield from batch
