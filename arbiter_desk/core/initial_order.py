"""The initial order of participants (C.04.2 (2026) art. 2.2), from which TPNs are given (art. 2.3).

2.2.1 strength (rating) descending, 2.2.2 FIDE title GM-IM-WGM-FM-WIM-CM-WFM-WCM-none, 2.2.3 alphabetically with
the fixed, locale-free key of ``core.names``. Callers add a last key (e.g. the registration order) when they
need a total order.
"""

from __future__ import annotations

from arbiter_desk.core.names import alphabetical_key
from arbiter_desk.core.player import Title
from arbiter_desk.core.rating_lists import TieOrder


def initial_order_key(rating: int, title: Title, name: str) -> tuple[int, int, tuple[str, str]]:
    """Sort key of art. 2.2: smaller keys rank higher."""
    return -rating, title.rank, alphabetical_key(name)


def tie_order_key(order: TieOrder, name: str, fide_id: int | None, registration: int) -> tuple[int, str, str]:
    """Art. 2.2.3 (checklist Q146): what ranks players of equal rating and title — alphabetically unless the
    regulations stated another criterion beforehand: the FIDE id (ascending, players without one after) or the
    order of registration. Smaller keys rank higher; the name stays as the last resort, so the order is fixed."""
    plain, exact = alphabetical_key(name)
    if order is TieOrder.FIDE_ID:
        return (fide_id if fide_id is not None else 1 << 62), plain, exact
    if order is TieOrder.REGISTRATION:
        return registration, plain, exact
    return 0, plain, exact
