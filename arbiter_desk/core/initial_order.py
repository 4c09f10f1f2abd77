"""The initial order of participants (C.04.2 (2026) art. 2.2), from which TPNs are given (art. 2.3).

2.2.1 strength (rating) descending, 2.2.2 FIDE title GM-IM-WGM-FM-WIM-CM-WFM-WCM-none, 2.2.3 alphabetically with
the fixed, locale-free key of ``core.names``. Callers add a last key (e.g. the registration order) when they
need a total order.
"""

from __future__ import annotations

from arbiter_desk.core.names import alphabetical_key
from arbiter_desk.core.player import Title


def initial_order_key(rating: int, title: Title, name: str) -> tuple[int, int, tuple[str, str]]:
    """Sort key of art. 2.2: smaller keys rank higher."""
    return -rating, title.rank, alphabetical_key(name)
