"""The opposition index of the Burstein system (C.04.4.2 (2026) art. 1.7) and the ranking order (art. 1.8).

Readings (``burstein-2026-clarifications.md``, "B" = its items):

* B3: the rounds counted are 1 … r-1 (the round being paired has no result yet); a round without an entry is an
  unplayed, zero-point round.
* B4: a round without a game over the board (PAB, requested byes, forfeits won or lost, absences) is "played
  against himself": Buchholz adds the player's own current score, Sonneborn-Berger adds that round's points times
  it. Forfeits are not played games (B8).
* B5/B6: an opponent whose rounds end (at r-1) in a series of zero-point byes (``Z``, no entry, any round with no
  opponent and no points) counts each of them as a draw *for his over-the-board opponents*: his score as they
  use it gains a draw's points per bye of the series; his own index is unchanged.
* 1.7.2.2: virtual points (acceleration, TRF 250) are never in the index: only real points count.
* B7: a higher Buchholz, then a higher Sonneborn-Berger, ranks higher; then the smaller TPN (1.8.2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import ZERO, PointSystem, format_points
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class IndexTerm:
    """One round's contribution to a player's index (art. 1.7.1)."""

    round: int
    opponent: PairingNumber | None
    """None: the round counts as played against himself (art. 1.7.2.1)."""
    points: Decimal
    """The player's points in that round."""
    opponent_score: Decimal
    """The score the term uses: the opponent's (with the B5 draws), or his own."""
    code: str
    """The round's result letter, e.g. ``Z`` or ``+``."""
    extra_draws: int = 0
    """Zero-point byes of the opponent counted as draws (art. 1.7.2.1 exception, B5)."""

    def text(self) -> str:
        score = format_points(self.opponent_score)
        if self.opponent is None:
            return f"R{self.round} against himself ({self.code}, {format_points(self.points)}): {score}"
        draws = f" incl. {self.extra_draws} zero-point bye(s) as draws" if self.extra_draws else ""
        return f"R{self.round} v {self.opponent} ({format_points(self.points)}): {score}{draws}"


@dataclass(frozen=True, slots=True)
class OppositionIndex:
    """Buchholz and Sonneborn-Berger of one player (art. 1.7.1, 1.8.1) with the terms they sum."""

    buchholz: Decimal
    sonneborn_berger: Decimal
    terms: tuple[IndexTerm, ...] = ()

    def short(self) -> str:
        return f"Bh {format_points(self.buchholz)}, SB {format_points(self.sonneborn_berger)}"

    def terms_text(self) -> str:
        return "; ".join(t.text() for t in self.terms) or "no rounds yet"


def real_scores(tournament: Tournament, round_no: int) -> dict[PairingNumber, Decimal]:
    """Points after the rounds before ``round_no`` (no virtual points: art. 1.7.2.2)."""
    points = tournament.point_system
    return {
        p.tpn: sum((points.points(e.result, e.colour) for e in p.entries_before(round_no)), ZERO)
        for p in tournament.players
    }


def _is_zero_bye(entry: RoundEntry | None, points: PointSystem) -> bool:
    """B6: no opponent and no points (``Z``, ``0000 - -``, blank, or no entry)."""
    if entry is None:
        return True
    if entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE:
        return False
    return points.points(entry.result, entry.colour) == ZERO


def trailing_zero_byes(player: Player, round_no: int, points: PointSystem) -> int:
    """B5: the length of the series of zero-point byes ending with round ``round_no`` - 1."""
    count = 0
    for r in range(round_no - 1, 0, -1):
        if not _is_zero_bye(player.entry(r), points):
            break
        count += 1
    return count


def opposition_indices(tournament: Tournament, round_no: int) -> dict[PairingNumber, OppositionIndex]:
    """Art. 1.7 for every player before pairing ``round_no``."""
    points = tournament.point_system
    scores = real_scores(tournament, round_no)
    draws = {p.tpn: trailing_zero_byes(p, round_no, points) for p in tournament.players}
    for_opponents = {tpn: scores[tpn] + draws[tpn] * points.draw for tpn in scores}
    result: dict[PairingNumber, OppositionIndex] = {}
    for p in tournament.players:
        result[p.tpn] = _index(p, round_no, points, scores[p.tpn], for_opponents, draws)
    return result


def _index(
    player: Player,
    round_no: int,
    points: PointSystem,
    own: Decimal,
    for_opponents: Mapping[PairingNumber, Decimal],
    draws: Mapping[PairingNumber, int],
) -> OppositionIndex:
    terms: list[IndexTerm] = []
    for r in range(1, round_no):
        entry = player.entry(r)
        if entry is None:
            terms.append(IndexTerm(r, None, ZERO, own, "no entry"))
            continue
        earned = points.points(entry.result, entry.colour)
        if entry.result.is_played and entry.opponent is not None and entry.opponent in for_opponents:
            o = entry.opponent
            terms.append(IndexTerm(r, o, earned, for_opponents[o], entry.result.value, draws[o]))
        else:
            terms.append(IndexTerm(r, None, earned, own, entry.result.value))
    return index_of(terms)


def index_of(terms: Sequence[IndexTerm]) -> OppositionIndex:
    """Buchholz = sum of the scores; Sonneborn-Berger = sum of points × score (art. 1.7.1)."""
    buchholz = sum((t.opponent_score for t in terms), ZERO)
    sb = sum((t.points * t.opponent_score for t in terms), ZERO)
    return OppositionIndex(buchholz, sb, tuple(terms))


def ranking_key(index: OppositionIndex, tpn: int) -> tuple[Decimal, Decimal, int]:
    """Art. 1.8, ascending = higher ranked: higher Buchholz, higher Sonneborn-Berger, smaller TPN (B7)."""
    return (-index.buchholz, -index.sonneborn_berger, tpn)
