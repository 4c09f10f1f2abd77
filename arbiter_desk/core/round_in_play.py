"""The round in play: the one round the results desk, the venue's pages and the desk's round robins published
ahead all mean by "the current round".

It is not "the highest round that is not a draft": a round robin may publish every round at once (C.05), and on a
venue server a round stays open for results while the next one is being prepared. The round in play is the
**lowest published round with a missing result**; the chief arbiter may set it explicitly (``pointer``), which then
stands as long as it names a published round. Drafts are never in play (C.04.2 art. 4.4: a pairing is made public
only when published).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RoundProgress:
    """What the definition needs of one round: its number, whether it is published (or complete), and how many of
    its boards still wait for a result."""

    number: int
    published: bool
    missing_results: int


def round_in_play(rounds: Iterable[RoundProgress], pointer: int | None = None) -> int | None:
    """The round in play, or None when no published round waits for a result (and no valid pointer is set).

    ``pointer`` is the chief arbiter's explicit choice; it is ignored when it names no published round."""
    published = sorted((r for r in rounds if r.published), key=lambda r: r.number)
    if pointer is not None and any(r.number == pointer for r in published):
        return pointer
    for progress in published:
        if progress.missing_results > 0:
            return progress.number
    return None
