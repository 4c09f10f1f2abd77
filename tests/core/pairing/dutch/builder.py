"""Compact hand-made tournaments and synthetic players for the Dutch tests.

``build(8, rounds=[["1-5 1-0", "6-2 =", "3 U"], ...])``: players 1..n; each round lists games as
``"W-B result"`` (``1-0``, ``0-1``, ``=``, ``+-``, ``-+``) and byes as ``"TPN CODE"`` (U, H, Z, F).
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float, dutch_preference
from arbiter_desk.core.results import Colour
from tests.core.pairing.compact import build as build  # the shared compact tournaments


def pairs_of(pairing: RoundPairing) -> list[tuple[int, int]]:
    """(white, black) per board, in board order."""
    return [(b.white, b.black) for b in pairing.boards]


def unordered(pairing: RoundPairing) -> set[frozenset[int]]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}


def dp(tpn: int, score: str = "0", history: str = "", topscorer: bool = False) -> DutchPlayer:
    """A synthetic player: ``history`` like ``"WBW"`` (compressed colours)."""
    colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in history)
    return DutchPlayer(
        tpn=PairingNumber(tpn),
        score=Decimal(score),
        history=colours,
        preference=dutch_preference(colours),
        opponents=frozenset(),
        can_get_bye=True,
        unplayed=0,
        float_prev=Float.NONE,
        float_prev2=Float.NONE,
        topscorer=topscorer,
        parity_rank=tpn,
    )
