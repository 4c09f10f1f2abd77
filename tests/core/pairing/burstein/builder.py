"""Hand-made tournaments and synthetic players for the Burstein tests.

``build(6, [["1-2 1-0", "3-4 =", "5 U", "6 Z"], ...], total_rounds=4)``: players 1..n; each round lists games
``"W-B result"`` (``1-0``, ``0-1``, ``=``, ``+-``, ``-+``) and blocks without opponent ``"TPN CODE"``
(U, H, Z, F).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.burstein.index import OppositionIndex
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.colour import colour_preference
from arbiter_desk.core.results import Colour
from tests.core.pairing.compact import build as build  # the shared compact tournaments


def bp(
    tpn: int,
    score: str = "0",
    history: str = "",
    buchholz: str = "0",
    sb: str = "0",
    met: Sequence[int] = (),
) -> BursteinPlayer:
    """A synthetic player: ``history`` like ``"WBW"`` (compressed colours)."""
    colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in history)
    return BursteinPlayer(
        tpn=PairingNumber(tpn),
        score=Decimal(score),
        history=colours,
        preference=colour_preference(colours),
        opponents=frozenset(PairingNumber(m) for m in met),
        games_played=len(colours),
        can_receive_pab=True,
        index=OppositionIndex(Decimal(buchholz), Decimal(sb)),
        parity_number=tpn,
    )
