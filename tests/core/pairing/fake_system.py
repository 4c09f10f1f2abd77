"""A trivial pairing system for testing the generator and the checker without the real engines.

Pairs by score (descending), then TPN, avoiding rematches by backtracking; the bye goes to the lowest-scored
player (largest TPN among equals) who has not had one; the higher player of a pair alternates their last colour.
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import Board, RoundPairing
from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


class FakeSystem:
    """Score-then-TPN pairing; satisfies the ``PairingSystem`` protocol."""

    name = "fake"
    title = "Fake score-order system (tests only)"

    def __init__(self) -> None:
        self.calls: list[RoundNo] = []

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = round_no if round_no is not None else tournament.round_to_pair()
        self.calls.append(rnd)
        absent = tournament.absent_in(rnd)
        score: dict[PairingNumber, Decimal] = {p.tpn: tournament.score(p.tpn, rnd) for p in tournament.players}
        present = sorted((p.tpn for p in tournament.players if p.tpn not in absent), key=lambda t: (-score[t], t))
        met = {p.tpn: {o for e in p.entries_before(rnd) if (o := e.opponent) is not None} for p in tournament.players}
        bye: PairingNumber | None = None
        if len(present) % 2:
            had = {
                p.tpn for p in tournament.players for e in p.entries_before(rnd) if e.result is ResultCode.PAIRING_BYE
            }
            candidates = [t for t in present if t not in had]
            if not candidates:
                raise NoValidPairingError("no player can receive the bye")
            bye = max(candidates, key=lambda t: (-score[t], t))
            present.remove(bye)
        pairs = _match(present, met)
        if pairs is None:
            raise NoValidPairingError("every pairing repeats a game")
        boards = []
        for number, (a, b) in enumerate(pairs, start=1):
            last = [e.colour for e in tournament.player(a).entries_before(rnd) if e.colour is not Colour.NONE]
            a_white = last[-1] is Colour.BLACK if last else number % 2 == 1
            white, black = (a, b) if a_white else (b, a)
            boards.append(Board(number, white, black))
        return RoundPairing(rnd, tuple(boards), bye, RoundExplanation(self.name, rnd))


def _match(
    players: list[PairingNumber], met: dict[PairingNumber, set[PairingNumber]]
) -> list[tuple[PairingNumber, PairingNumber]] | None:
    if not players:
        return []
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        if other in met[first]:
            continue
        tail = _match(rest[:i] + rest[i + 1 :], met)
        if tail is not None:
            return [(first, other), *tail]
    return None
