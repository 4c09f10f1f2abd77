"""Dubov player data made by hand, for testing one article at a time."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.legality import Legality
from arbiter_desk.core.pairing.dubov.players import DubovPlayer, dubov_preference
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


def dp(
    tpn: int,
    score: float = 0.0,
    history: str = "",
    aro: int = 0,
    opponents: tuple[int, ...] = (),
    upfloats: int = 0,
    upfloated_last_round: bool = False,
    max_upfloater: bool = False,
    can_receive_pab: bool = True,
    rating: int = 2000,
) -> DubovPlayer:
    """A player with colour history like ``"WBW"`` (played games only, oldest first)."""
    colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in history)
    return DubovPlayer(
        tpn=PairingNumber(tpn),
        rating=rating,
        score=Decimal(str(score)),
        history=colours,
        preference=dubov_preference(colours),
        aro=aro,
        games_played=len(colours),
        opponents=frozenset(PairingNumber(o) for o in opponents),
        upfloats=upfloats,
        upfloated_last_round=upfloated_last_round,
        can_receive_pab=can_receive_pab,
        is_max_upfloater=max_upfloater,
    )


def legality(*players: DubovPlayer) -> Legality:
    """C1/C3 legality over hand-made players; opponents are made symmetric."""
    by_tpn = {p.tpn: p for p in players}
    symmetric: dict[PairingNumber, set[PairingNumber]] = {p.tpn: set(p.opponents) for p in players}
    for p in players:
        for o in p.opponents:
            if o in symmetric:
                symmetric[o].add(p.tpn)
    from dataclasses import replace

    fixed = {t: replace(p, opponents=frozenset(symmetric[t])) for t, p in by_tpn.items()}
    return Legality(fixed, Tournament(), 1)
