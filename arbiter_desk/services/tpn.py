"""Tournament Pairing Numbers by C.04.2 (2026) art. 2.2–2.5.

Initial order (art. 2.2): strength (rating) descending, then FIDE title GM-IM-WGM-FM-WIM-CM-WFM-WCM-none,
then alphabetically with a fixed key (accents folded, case folded; never the locale), then the registration
order so that the order is total. TPNs follow that order (art. 2.3) until the fourth round has been paired;
afterwards they are frozen and a late entry (art. 2.4/2.5) gets the next free number.
"""

from __future__ import annotations

from collections.abc import Iterable

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.names import alphabetical_key
from arbiter_desk.store.records import PlayerId, PlayerRecord


def initial_order_key(player: PlayerRecord) -> tuple[int, int, tuple[str, str], int]:
    """Art. 2.2.1 rating (descending; an unrated player's provisional rating, art. 2.1), 2.2.2 title,
    2.2.3 name; then registration order (the id)."""
    return -player.rating_for_pairing, player.title.rank, alphabetical_key(player.name), player.id


def assign_tpns(players: Iterable[PlayerRecord], frozen: bool) -> dict[PlayerId, PairingNumber]:
    """The TPN each player should have.

    Not frozen: 1..n in initial order. Frozen (art. 2.3, after round 4 is paired): existing TPNs stay and
    players without one (TPN 0) get the next numbers, in initial order.
    """
    players = list(players)
    if not frozen:
        ordered = sorted(players, key=initial_order_key)
        return {p.id: PairingNumber(i) for i, p in enumerate(ordered, start=1)}
    result = {p.id: p.tpn for p in players if p.tpn > 0}
    next_tpn = max(result.values(), default=0) + 1
    for p in sorted((p for p in players if p.tpn <= 0), key=initial_order_key):
        result[p.id] = PairingNumber(next_tpn)
        next_tpn += 1
    return result
