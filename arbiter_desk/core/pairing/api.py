"""What every pairing system offers: pair a round of a tournament snapshot, with reasons."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class Board:
    """One game of a round: board number (C.04.2 art. 3.6 order), White and Black."""

    number: int
    white: PairingNumber
    black: PairingNumber


@dataclass(frozen=True, slots=True)
class RoundPairing:
    """A complete round-pairing: boards in publishing order and the pairing-allocated bye."""

    round: RoundNo
    boards: tuple[Board, ...]
    bye: PairingNumber | None
    explanation: RoundExplanation

    def to_lines(self) -> list[str]:
        """The JaVaFo / bbpPairings output: number of lines, ``white black`` per board, ``tpn 0`` for the bye."""
        rows = [f"{b.white} {b.black}" for b in self.boards]
        if self.bye is not None:
            rows.append(f"{self.bye} 0")
        return [str(len(rows)), *rows]


class PairingSystem(Protocol):
    """A FIDE Swiss system that pairs the next round of a snapshot."""

    @property
    def name(self) -> str:
        """Short name used on the command line, e.g. ``dubov``."""
        ...

    @property
    def title(self) -> str:
        """Name and article, e.g. ``Dubov system (C.04.4.1, 2026)``."""
        ...

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        """Pair ``round_no`` (default: the round after the last paired one).

        Players with a block for that round and no opponent are absent and not paired. Raises
        ``NoValidPairingError`` when no legal round-pairing exists.
        """
        ...
