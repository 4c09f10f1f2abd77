"""What every pairing system offers: pair a round of a tournament snapshot, with reasons."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.explain import BoardExplanation, BracketExplanation, ByeExplanation, RoundExplanation
from arbiter_desk.core.text import Text
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

    @classmethod
    def from_boards(
        cls,
        system: str,
        round_no: int,
        boards: Iterable[BoardExplanation],
        bye: ByeExplanation | None,
        brackets: Iterable[BracketExplanation],
        notes: Iterable[str],
        notes_said: Iterable[Text] = (),
    ) -> RoundPairing:
        """The round-pairing of explained boards given in publishing order (C.04.2 art. 3.6), numbered here
        from 1 — how every system hands over its round."""
        numbered = tuple(b if b.board == i else replace(b, board=i) for i, b in enumerate(boards, start=1))
        return cls(
            round=RoundNo(round_no),
            boards=tuple(Board(b.board, b.white, b.black) for b in numbered),
            bye=None if bye is None else bye.player,
            explanation=RoundExplanation(
                system=system,
                round=round_no,
                bye=bye,
                brackets=tuple(brackets),
                boards=numbered,
                notes=tuple(notes),
                notes_said=tuple(notes_said),
            ),
        )

    def to_lines(self) -> list[str]:
        """The JaVaFo / bbpPairings output: number of lines, ``white black`` per board, ``tpn 0`` for the bye."""
        rows = [f"{b.white} {b.black}" for b in self.boards]
        if self.bye is not None:
            rows.append(f"{self.bye} 0")
        return [str(len(rows)), *rows]


@dataclass(frozen=True, slots=True)
class ColourChoice:
    """Who plays White on one board, and the system's colour rule that decided (e.g. ``5.2.1``)."""

    white: PairingNumber
    black: PairingNumber
    rule: str
    reason: str


@runtime_checkable
class AllocatesColours(Protocol):
    """A pairing system that can give the colours of a single pair on its own.

    Used outside a full pairing: a board added to a published round by a C.04.2 art. 4.4.4 override
    (a late entry) gets its colours by the same rules the engine would have used.
    """

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """The colours of ``a`` against ``b`` in ``round_no``, from the rounds before it."""
        ...


@runtime_checkable
class NamesDeparture(Protocol):
    """A pairing system that names, for the checker, where a file's legal round departs from its own pairing
    (C.04.2 art. 1.4): the first quality criterion lost or the first procedure step departed from."""

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str | None:
        """The rule line for round ``round_no`` paired from ``snapshot``: ``file``'s pairing against ``engine``'s
        (None: the system names none)."""
        ...


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
