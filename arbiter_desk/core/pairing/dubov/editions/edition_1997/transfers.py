"""Transfers to a higher score group (1997 art. 7.1, 7.2 with 2.5; readings E13, E26, E27).

2.5 is absolute for these transfers (E13): not a player transferred up in the previous round, nor one with 3
transfers already (fewer than 10 rounds) or 4 (10 rounds or more), except in the last round (E12). A transferee
comes from the nearest lower score group that has a candidate; ties: highest R, lowest ARO, TPN (E16).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import Legality1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import Player97
from arbiter_desk.core.results import Colour


def may_transfer(p: Player97, total_rounds: int, last_round: bool) -> bool:
    """2.5 (E13): apart from the last round, not twice running and at most 3 (< 10 rounds) / 4 times."""
    if last_round:
        return True
    limit = 3 if total_rounds < 10 else 4
    return not p.transferred_last_round and p.transfers < limit


def _first_candidate(
    lower_groups: Sequence[Sequence[Player97]],
    fits: Callable[[Player97], bool],
    key: Callable[[Player97], tuple[object, ...]],
) -> Player97 | None:
    for group in lower_groups:
        for p in sorted(group, key=key):
            if fits(p):
                return p
    return None


def transfer_partner(
    player: Player97,
    lower_groups: Sequence[Sequence[Player97]],
    legality: Legality1997,
    allowed: Callable[[Player97], bool],
    completes: Callable[[Player97], bool],
) -> Player97 | None:
    """7.1 (E26): for a player with no possible opponent left in his group, the transferee who plays him: one
    he may meet (2.1, 2.3/2.4), passing 2.5 and E10; due colour opposite to his first, then highest R, lowest ARO."""

    def fits(p: Player97) -> bool:
        return legality.can_meet(player.tpn, p.tpn) and allowed(p) and completes(p)

    return _first_candidate(lower_groups, fits, lambda p: (p.due is player.due, -p.rating, p.aro, p.tpn))


def dominating_due(members: Sequence[Player97]) -> Colour | None:
    counts = Counter(p.due for p in members)
    if counts[Colour.WHITE] == counts[Colour.BLACK]:
        return None
    return Colour.WHITE if counts[Colour.WHITE] > counts[Colour.BLACK] else Colour.BLACK


def odd_group_transfer(
    members: Sequence[Player97],
    lower_groups: Sequence[Sequence[Player97]],
    legality: Legality1997,
    allowed: Callable[[Player97], bool],
) -> Player97 | None:
    """7.2 (E27): for an odd group, a player who may meet at least one member (2.1, 2.3/2.4) and passes 2.5;
    due colour opposite to the group's dominating due colour first, then highest R, lowest ARO."""
    dominating = dominating_due(members)

    def fits(p: Player97) -> bool:
        return allowed(p) and any(legality.can_meet(p.tpn, m.tpn) for m in members)

    return _first_candidate(lower_groups, fits, lambda p: (p.due is dominating, -p.rating, p.aro, p.tpn))
