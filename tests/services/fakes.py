"""A small pairing system for the service tests: pairs by TPN, top against next, avoiding rematches.

It keeps every snapshot it was asked to pair, so tests can check what the desk gave the engine.
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import Board, RoundPairing
from arbiter_desk.core.pairing.explain import BoardExplanation, ByeExplanation, RoundExplanation
from arbiter_desk.core.tournament import Tournament


class FakeSystem:
    name = "fake"
    title = "Fake system: by TPN (tests only)"

    def __init__(self) -> None:
        self.snapshots: list[Tournament] = []

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        self.snapshots.append(tournament)
        n = RoundNo(round_no or tournament.round_to_pair())
        absent = tournament.absent_in(n)
        remaining = [p.tpn for p in tournament.players if p.tpn not in absent]
        met = {p.tpn: {e.opponent for e in p.rounds if e.opponent is not None} for p in tournament.players}
        bye = remaining.pop() if len(remaining) % 2 else None
        boards: list[Board] = []
        while remaining:
            a = remaining.pop(0)
            b = next((x for x in remaining if x not in met[a]), remaining[0])
            remaining.remove(b)
            white, black = (a, b) if (n + len(boards)) % 2 else (b, a)
            boards.append(Board(len(boards) + 1, PairingNumber(white), PairingNumber(black)))
        explanation = RoundExplanation(
            system="fake",
            round=n,
            bye=None if bye is None else ByeExplanation(PairingNumber(bye), "3.1.3", "lowest TPN"),
            boards=tuple(
                BoardExplanation(b.number, b.white, b.black, Decimal("0.5"), "by TPN", "5.2.1", "alternating")
                for b in boards
            ),
            notes=("paired by the fake system",),
        )
        return RoundPairing(n, tuple(boards), None if bye is None else PairingNumber(bye), explanation)
