"""Who may meet whom in a Dubov round: absolute criteria C1 and C3 (C.04.4.1 (2026) art. 2.1)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.players import DubovPlayer
from arbiter_desk.core.pairing.matching.general import has_perfect_matching
from arbiter_desk.core.tournament import Tournament


class Legality:
    """C1 (no second game between two players; forfeits do not count, C.04.2 art. 3.5), C3 (two players
    with the same absolute colour preference do not meet), and the tournament's forbidden pairs.
    """

    def __init__(self, players: dict[PairingNumber, DubovPlayer], tournament: Tournament, round_no: int) -> None:
        self._players = players
        self._tournament = tournament
        self._round = round_no

    def can_meet(self, a: PairingNumber, b: PairingNumber) -> bool:
        if a == b:
            return False
        pa, pb = self._players[a], self._players[b]
        if b in pa.opponents or a in pb.opponents:
            return False  # C1
        if pa.preference.is_absolute and pb.preference.is_absolute and pa.preference.colour is pb.preference.colour:
            return False  # C3
        return not self._tournament.is_forbidden(a, b, self._round)

    def why_not(self, a: PairingNumber, b: PairingNumber) -> str:
        """The criterion that stops ``a`` and ``b`` meeting, as text ('' if they may meet)."""
        pa, pb = self._players[a], self._players[b]
        if b in pa.opponents:
            return "C1: they have already played each other"
        if pa.preference.is_absolute and pb.preference.is_absolute and pa.preference.colour is pb.preference.colour:
            return f"C3: both have an absolute preference for {pa.preference}"
        if self._tournament.is_forbidden(a, b, self._round):
            return "forbidden pair (tournament rules)"
        return ""

    def edges(self, tpns: Sequence[PairingNumber]) -> Iterable[tuple[int, int]]:
        """Index pairs (i < j) of ``tpns`` that may meet."""
        for i in range(len(tpns)):
            for j in range(i + 1, len(tpns)):
                if self.can_meet(tpns[i], tpns[j]):
                    yield i, j

    def can_complete(self, tpns: Sequence[PairingNumber]) -> bool:
        """C4: the players can all be paired respecting C1 and C3."""
        return has_perfect_matching(len(tpns), self.edges(tpns))
