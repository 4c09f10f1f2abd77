"""A tournament as the TRF records it, read into plain data for the 1997 oracle (no engine code).

Only TRF-level facts are taken from the snapshot: each player's TPN, rating and round blocks (opponent, colour
letter, result letter), the number of rounds (``XXR``) and the lot of round 1 (``XXC``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from arbiter_desk.core.tournament import Tournament

PLAYED = frozenset("10=WDL")
"""E2: results of games played over the board (forfeits ``+ -`` and byes ``U F H Z`` are not games)."""
POINTS = {"1": Fraction(1), "W": Fraction(1), "+": Fraction(1), "F": Fraction(1), "U": Fraction(1)}
POINTS |= {"=": Fraction(1, 2), "D": Fraction(1, 2), "H": Fraction(1, 2)}


@dataclass(frozen=True, slots=True)
class Block:
    round: int
    opponent: int | None
    colour: str
    """``w``, ``b`` or ``-``."""
    result: str
    """TRF result letter."""


@dataclass(frozen=True, slots=True)
class Event:
    ratings: dict[int, int]
    blocks: dict[int, tuple[Block, ...]]
    total_rounds: int
    first_white: bool
    """XXC: the upper player of pair 1 has White in round 1 (E7)."""

    def points(self, tpn: int, before: int) -> Fraction:
        return sum((POINTS.get(b.result, Fraction(0)) for b in self.blocks[tpn] if b.round < before), Fraction(0))

    def block(self, tpn: int, round_no: int) -> Block | None:
        return next((b for b in self.blocks[tpn] if b.round == round_no), None)

    def present(self, round_no: int) -> list[int]:
        """E30 (C.04.2 3.2, 3.3): a player with a block without opponent in the round (H, F, Z, ``0000 - -``) is
        not paired; the pairing-allocated bye ``U`` is the pairer's to give."""
        out = []
        for tpn in sorted(self.ratings):
            b = self.block(tpn, round_no)
            if b is None or b.opponent is not None or b.result == "U":
                out.append(tpn)
        return out


def read_event(tournament: Tournament) -> Event:
    ratings = {int(p.tpn): int(p.rating) for p in tournament.players}
    blocks = {
        int(p.tpn): tuple(
            Block(int(e.round), None if e.opponent is None else int(e.opponent), e.colour.value, e.result.value)
            for e in sorted(p.rounds, key=lambda e: e.round)
        )
        for p in tournament.players
    }
    total = tournament.total_rounds if tournament.total_rounds is not None else 0
    return Event(ratings, blocks, total, tournament.initial_colour.value == "w")
