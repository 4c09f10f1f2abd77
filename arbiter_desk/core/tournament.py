"""The tournament snapshot: everything a pairing engine or a tie-break needs, as a TRF carries it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import ZERO, PointSystem

MAX_PLAYERS = 9999
"""The most participants a tournament can number: a TRF starting rank has 4 columns (record 001)."""

MAX_ROUNDS = 999
"""The most rounds a tournament can number: TRF round fields (records 240, 250, 260) have 3 columns."""

MAX_EVENT_ROUNDS = 99
"""The most rounds of an event the desk reads, generates, pairs and ranks, so that
players × rounds stays within 9,999 × 99 and every command finishes in bounded time. No arbiter meets it: a
FIDE Swiss has 5 to 13 rounds (C.04 asks for at least 5, open championships play 9 to 13), and a double round
robin of 50 players plays 98."""


def event_size_problem(players: int, rounds: int) -> str | None:
    """Why an event of ``players`` and ``rounds`` is beyond the desk's bounds, or None when it is within them."""
    if players > MAX_PLAYERS or rounds > MAX_EVENT_ROUNDS:
        return (
            f"{players} players and {rounds} rounds: the desk handles events of at most {MAX_PLAYERS} players "
            f"and {MAX_EVENT_ROUNDS} rounds"
        )
    return None


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """Descriptive data (TRF records 012–132, 172–192, 222)."""

    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    tournament_type: str = ""
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    round_dates: tuple[str, ...] = ()
    type_code: str = ""
    """ETT26 code of record 192, e.g. ``FIDE_DUBOV``."""
    time_control_code: str = ""
    """Record 222, e.g. ``5400+30``."""
    starting_rank_method: str = ""
    pairing_program: str = ""


@dataclass(frozen=True, slots=True)
class Acceleration:
    """Virtual points added for pairing only (TRF-2026 record 250; C.04.7)."""

    points: Decimal
    first_round: int
    last_round: int
    first_tpn: int
    last_tpn: int

    def applies(self, tpn: int, round_no: int) -> bool:
        return self.first_round <= round_no <= self.last_round and self.first_tpn <= tpn <= self.last_tpn


@dataclass(frozen=True, slots=True)
class ForbiddenPairs:
    """Players none of whom may meet each other in the given rounds (record 260, TRF(x) XXP)."""

    players: tuple[PairingNumber, ...]
    first_round: int = 1
    last_round: int = 9999

    def forbids(self, a: int, b: int, round_no: int) -> bool:
        return self.first_round <= round_no <= self.last_round and a in self.players and b in self.players


@dataclass(frozen=True, slots=True)
class Tournament:
    """A frozen snapshot of a tournament: players (by TPN) with their rounds, and the rules in force.

    The same snapshot comes from a TRF file and from the tournament database, so both pair alike.
    """

    info: TournamentInfo = field(default_factory=TournamentInfo)
    players: tuple[Player, ...] = ()
    total_rounds: int | None = None
    initial_colour: Colour = Colour.WHITE
    point_system: PointSystem = field(default_factory=PointSystem)
    accelerations: tuple[Acceleration, ...] = ()
    forbidden_pairs: tuple[ForbiddenPairs, ...] = ()
    tiebreaks: tuple[str, ...] = ()
    """MTB26 codes that break ties (record 202)."""
    standings_tiebreaks: tuple[str, ...] = ()
    """MTB26 codes defining the standings (record 212)."""
    comments: tuple[str, ...] = ()
    """Free comment lines (TRF-2026 ``###``), without the marker."""
    open_results: frozenset[tuple[int, int]] = frozenset()
    """(TPN, round) of the games whose result is not known yet — an adjourned game still open (TRF ``?`` or
    ``X``, VCL4THP.13 Q164–166). Their entries hold a draw: C.04.2 art. 3.1 counts an adjourned game as a
    draw for pairing purposes only."""

    def player(self, tpn: int) -> Player:
        if 0 < tpn <= len(self.players) and self.players[tpn - 1].tpn == tpn:
            return self.players[tpn - 1]  # players are usually 1..n in TPN order: no scan (5,000-player opens)
        for candidate in self.players:
            if candidate.tpn == tpn:
                return candidate
        raise KeyError(tpn)

    @property
    def by_tpn(self) -> dict[PairingNumber, Player]:
        return {p.tpn: p for p in self.players}

    def last_paired_round(self) -> int:
        """The last round in which anybody has an opponent or the pairing-allocated bye (0 if none)."""
        last = 0
        for p in self.players:
            for e in p.rounds:
                if e.opponent is not None or e.result is ResultCode.PAIRING_BYE:
                    last = max(last, e.round)
        return last

    def round_to_pair(self) -> RoundNo:
        """The round after the last paired one (clarifications, command-line conventions)."""
        return RoundNo(self.last_paired_round() + 1)

    def score(self, tpn: int, before_round: int | None = None) -> Decimal:
        """Points from the rounds before ``before_round`` (all recorded rounds if None)."""
        player = self.player(tpn)
        return sum(
            (
                self.point_system.points(e.result, e.colour)
                for e in player.rounds
                if before_round is None or e.round < before_round
            ),
            ZERO,
        )

    def acceleration(self, tpn: int, round_no: int) -> Decimal:
        return sum((a.points for a in self.accelerations if a.applies(tpn, round_no)), ZERO)

    def absent_in(self, round_no: int) -> frozenset[PairingNumber]:
        """Players with a block for ``round_no`` and no opponent: not to be paired (C.04.2 art. 3.3).

        Requested byes (H, F, Z) and results entered without an opponent (``0000 - -``) alike; only the
        pairing-allocated bye (U) is the engine's to give.
        """
        return frozenset(p.tpn for p in self.players if (e := p.entry(round_no)) is not None and is_absence(e))

    def is_forbidden(self, a: int, b: int, round_no: int) -> bool:
        return any(f.forbids(a, b, round_no) for f in self.forbidden_pairs)

    def with_players(self, players: Iterable[Player]) -> Tournament:
        """A copy with other players (sorted by TPN)."""
        return replace(self, players=tuple(sorted(players, key=lambda p: p.tpn)))


def is_absence(entry: RoundEntry) -> bool:
    """A block without an opponent that is not the pairing-allocated bye: the player was not paired."""
    return entry.opponent is None and entry.result is not ResultCode.PAIRING_BYE
