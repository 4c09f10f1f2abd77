"""Who may meet whom in a Dubov round (C.04.4.1 (2026) art. 2.1–2.2), on the kit's legality.

C1 (C.04.1 art. 2, forfeits do not count) and the tournament's prohibited pairs come from the kit; Dubov adds
C3: two players with the same absolute colour preference (art. 1.6.1) do not meet. C4 (art. 2.2) is the kit's
completion test.
"""

from __future__ import annotations

from collections.abc import Mapping

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.legality import Bar
from arbiter_desk.core.pairing.common.legality import Legality as KitLegality
from arbiter_desk.core.pairing.dubov.players import DubovPlayer
from arbiter_desk.core.tournament import Tournament

__all__ = ["Legality", "bar_text"]


class Legality(KitLegality):
    """C1, C3 and prohibited pairs for the Dubov players of one round."""

    def __init__(self, players: Mapping[PairingNumber, DubovPlayer], tournament: Tournament, round_no: int) -> None:
        absolute = {tpn: (p.preference.colour if p.preference.is_absolute else None) for tpn, p in players.items()}
        super().__init__(players, tournament, round_no, absolute)
        self._players = players

    def why_not(self, a: PairingNumber, b: PairingNumber) -> str:
        """The criterion that stops ``a`` and ``b`` meeting, as text ('' if they may meet)."""
        bar = self.bar(a, b)
        return "" if bar is None else bar_text(bar, self._players[a])


def bar_text(bar: Bar, player: DubovPlayer) -> str:
    if bar is Bar.REMATCH:
        return "C1: they have already played each other"
    if bar is Bar.COLOUR:
        return f"C3: both have an absolute preference for {player.preference}"
    return "prohibited pair (tournament rules, TRF 260)"
