"""What pairing one Burstein bracket gives (C.04.4.2 (2026) art. 4): the pairs and floaters, and how art. 4.3
placed each BSN, with the reason each larger opponent passed over was refused."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.burstein.criteria import Quality
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.legality import Bar

__all__ = ["BracketResult", "Placement", "bar_text"]


@dataclass(frozen=True, slots=True)
class Placement:
    """How art. 4.3 placed one BSN: its opponent's BSN (0 = floats) and the larger ones passed over."""

    bsn: int
    opponent: int
    passed_over: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class BracketResult:
    """The pairing of a bracket: pairs (higher BSN first), outgoing floaters, and how it was found."""

    order: tuple[BursteinPlayer, ...]
    """The bracket in BSN order (art. 4.1)."""
    pairs: tuple[tuple[BursteinPlayer, BursteinPlayer], ...]
    floaters: tuple[BursteinPlayer, ...]
    quality: Quality
    placements: tuple[Placement, ...] = field(default=())
    method: str = "exact"

    def bsn(self, tpn: PairingNumber) -> int:
        return next(i for i, p in enumerate(self.order, start=1) if p.tpn == tpn)


def bar_text(bar: Bar | None) -> str:
    """Why a larger opponent was passed over, as the placement lists it."""
    if bar is Bar.REMATCH:
        return "already met ([C1])"
    if bar is Bar.COLOUR:
        return "same absolute colour preference ([C3])"
    if bar is Bar.PROHIBITED:
        return "prohibited pair"
    return "no best pairing with it ([C4]-[C8])"
