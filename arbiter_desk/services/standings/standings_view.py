"""Standings for the desk (C.07 (2026)): the tournament's tie-break list, after any round, and each player's card.

The tie-break list is the tournament's (settings, TRF record 202), else ``core.standings.DEFAULT_TIEBREAKS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.names import isolated
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.standings import Standings, compute_standings
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.snapshot import published_snapshot

__all__ = [
    "CardLine",
    "Standings",
    "completed_rounds",
    "compute_standings",
    "player_card",
    "ratings",
    "round_label",
    "round_of",
    "standings",
    "standings_rounds",
    "standings_snapshot",
]


@dataclass(frozen=True, slots=True)
class CardLine:
    """One round of a player's card: opponent, colour, result and the running score."""

    round: int
    opponent: str
    """``Name (TPN)``, or what the round was (bye, absent)."""
    colour: str
    result: str
    points: Decimal
    running: Decimal
    game: int = 0
    """1 or 2 for a game of a Double-Swiss match (``round`` is then the match), else 0."""
    opponent_said: Text | str = ""
    """:attr:`opponent` for the screen, in the arbiter's language (empty: :attr:`opponent` as it is)."""
    result_said: Text | str = ""
    """:attr:`result` for the screen, in the arbiter's language (empty: :attr:`result` as it is)."""

    @property
    def round_text(self) -> str:
        """``3``, or ``3.1`` / ``3.2`` for the games of match round 3."""
        return f"{self.round}.{self.game}" if self.game else str(self.round)


_NO_OPPONENT = {
    ResultCode.PAIRING_BYE: "pairing-allocated bye",
    ResultCode.FULL_BYE: "full-point bye",
    ResultCode.HALF_BYE: "half-point bye",
    ResultCode.ZERO_BYE: "absent (zero-point bye)",
}


_NO_OPPONENT_SAID = {
    ResultCode.PAIRING_BYE: tr("pairing-allocated bye"),
    ResultCode.FULL_BYE: tr("full-point bye"),
    ResultCode.HALF_BYE: tr("half-point bye"),
    ResultCode.ZERO_BYE: tr("absent (zero-point bye)"),
}
_RESULT_SAID = {"+": tr("1 (forfeit)"), "-": tr("0 (forfeit)"), "U": tr("1 (bye)")}

_RESULT_TEXT = {"1": "1", "0": "0", "=": "½", "+": "1 (forfeit)", "-": "0 (forfeit)", "U": "1 (bye)"}
"""TRF result letters as the card shows them (others, e.g. H, Z, W, D, L, as they are)."""


def standings_snapshot(desk: Desk) -> Tournament:
    """The snapshot standings are computed from: published rounds only (a requested bye of a round not yet
    published is not a result yet; games still on are left out)."""
    return published_snapshot(desk.state())


def completed_rounds(tournament: Tournament) -> int:
    """The last recorded round (for a Double-Swiss event: TRF column, two per match)."""
    return max((e.round for p in tournament.players for e in p.rounds), default=0)


def standings_rounds(tournament: Tournament) -> list[tuple[str, int]]:
    """The rounds standings can be shown after, as (label, ``after_round`` for ``compute_standings``): every
    recorded round, or for a Double-Swiss event every match (after its last recorded game column)."""
    last = completed_rounds(tournament)
    if not has_two_game_rounds(tournament):
        return [(f"Round {n}", n) for n in range(1, last + 1)]
    return [(f"Round {r}", min(2 * r, last)) for r in range(1, (last + 1) // 2 + 1)]


def round_of(tournament: Tournament, after_round: int) -> int:
    """The desk's round of standings after ``after_round`` (a Double-Swiss column belongs to its match)."""
    return (after_round + 1) // 2 if has_two_game_rounds(tournament) else after_round


def round_label(tournament: Tournament, after_round: int) -> str:
    return f"round {round_of(tournament, after_round)}"


def standings(desk: Desk, after_round: int | None = None, tournament: Tournament | None = None) -> Standings:
    """The standings after ``after_round`` (default: the last recorded round) with the tournament's list."""
    snapshot = tournament or standings_snapshot(desk)
    return compute_standings(snapshot, after_round=after_round)


def ratings(tournament: Tournament) -> dict[int, int]:
    return {int(p.tpn): p.rating for p in tournament.players}


def player_card(tournament: Tournament, tpn: int, after_round: int | None = None) -> tuple[CardLine, ...]:
    """The rounds of player ``tpn`` up to ``after_round``: opponent, colour, result, running score."""
    player = tournament.player(tpn)
    names = {p.tpn: p.name for p in tournament.players}
    running = Decimal(0)
    two_games = has_two_game_rounds(tournament)
    lines = []
    for entry in player.rounds:
        if after_round is not None and entry.round > after_round:
            continue
        points = tournament.point_system.points(entry.result, entry.colour)
        running += points
        said: Text | str
        if entry.opponent is None:
            opponent = _NO_OPPONENT.get(entry.result, f"no opponent ({entry.result.value})")
            said = _NO_OPPONENT_SAID.get(entry.result) or tr("no opponent ({code})", code=entry.result.value)
        else:
            opponent = said = f"{isolated(names.get(entry.opponent, '?'))} ({entry.opponent})"  # a screen text
        colour = {Colour.WHITE: "White", Colour.BLACK: "Black"}.get(entry.colour, "–")
        result = _RESULT_TEXT.get(entry.result.value, entry.result.value)
        result_said = _RESULT_SAID.get(entry.result.value, result)
        if two_games:
            number, game = (entry.round + 1) // 2, 2 - entry.round % 2
            first = player.entry(entry.round - 1) if entry.opponent is None and game == 2 else None
            if first is not None and first.result is ResultCode.PAIRING_BYE:
                opponent, said = "pairing-allocated bye", _NO_OPPONENT_SAID[ResultCode.PAIRING_BYE]
            lines.append(CardLine(number, opponent, colour, result, points, running, game, said, result_said))
        else:
            lines.append(CardLine(entry.round, opponent, colour, result, points, running, 0, said, result_said))
    return tuple(lines)
