"""Two TRF columns per round read as Double-Swiss matches (C.04.5 (2026) Preface, art. 1.4–1.6; D1–D7, D19–D21).

File convention (``shared/formats/double-swiss-trf.md``, reading D1): Double-Swiss round *r* is TRF column
2r−1 (game 1, the *scheduled* game-1 colour) and column 2r (game 2). This module is the only place that knows
about columns; everything else in the package speaks of matches and Double-Swiss rounds.

* A player *forfeits a game* when their own code is ``-`` (D4); a *match ends by forfeit* when either player
  forfeits both games (Preface). Every other paired match is regularly played, even with a forfeited game.
* The PAB is recognised by ``U`` in the game-1 column and is worth 1.5 whatever column 2 holds (art. 1.4, D2).
* Byes and absences apply to whole matches: their value is the two columns' codes summed (D19).
* Scores come from each player's own code per game, standard values 1 / ½ / 0 (D20).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

ONE = Decimal(1)
HALF = Decimal("0.5")
ZERO = Decimal(0)
PAB_POINTS = Decimal("1.5")
"""Art. 1.4: a match winning a game and drawing the other."""

_GAME_POINTS = {
    ResultCode.WIN: ONE,
    ResultCode.WIN_UNRATED: ONE,
    ResultCode.FORFEIT_WIN: ONE,
    ResultCode.FULL_BYE: ONE,
    ResultCode.PAIRING_BYE: ONE,
    ResultCode.DRAW: HALF,
    ResultCode.DRAW_UNRATED: HALF,
    ResultCode.HALF_BYE: HALF,
}


def game_points(code: ResultCode | None) -> Decimal:
    """Standard value of one player's code in one game (D20)."""
    return ZERO if code is None else _GAME_POINTS.get(code, ZERO)


def game_column(round_no: int) -> int:
    """TRF column of game 1 of Double-Swiss round ``round_no`` (D1)."""
    return 2 * round_no - 1


def match_round(column: int) -> int:
    """The Double-Swiss round a TRF column belongs to."""
    return (column + 1) // 2


@dataclass(frozen=True, slots=True)
class Match:
    """One player's Double-Swiss round, as far as the pairing rules need it."""

    round: int
    opponent: PairingNumber | None
    colour: Colour
    """Scheduled game-1 colour if at least one game was actually played (art. 1.6, D3), else NONE."""
    points: Decimal
    pab: bool = False
    forfeited: bool = False
    """The match ended by forfeit: a player forfeited both games (Preface, D4)."""
    won_by_forfeit: bool = False
    """Ended by forfeit and this player scored more than the opponent (D6)."""
    full_point_bye: bool = False
    """A FIDE-deprecated full-point bye (art. 2.1.2 [C2])."""

    @property
    def regular(self) -> bool:
        """A regularly played match (Preface; D5): paired and not ended by forfeit."""
        return self.opponent is not None and not self.forfeited

    @property
    def paired(self) -> bool:
        """An opponent or the PAB (D18, D21)."""
        return self.opponent is not None or self.pab


def _codes(player: Player, round_no: int) -> tuple[RoundEntry | None, RoundEntry | None]:
    first = game_column(round_no)
    return player.entry(first), player.entry(first + 1)


def _forfeits_both(e1: RoundEntry | None, e2: RoundEntry | None) -> bool:
    return all(e is not None and e.result is ResultCode.FORFEIT_LOSS for e in (e1, e2))


def read_match(tournament: Tournament, player: Player, round_no: int) -> Match | None:
    """The match of ``player`` in Double-Swiss round ``round_no``; None if neither column holds an entry."""
    e1, e2 = _codes(player, round_no)
    if e1 is None and e2 is None:
        return None
    points = game_points(None if e1 is None else e1.result) + game_points(None if e2 is None else e2.result)
    paired_entry = e1 if e1 is not None and e1.opponent is not None else e2
    if paired_entry is not None and paired_entry.opponent is not None:
        opponent = paired_entry.opponent
        if paired_entry is e1:
            colour = e1.colour
        else:
            colour = paired_entry.colour.opposite if paired_entry.colour is not Colour.NONE else Colour.NONE
        played = any(e is not None and e.result.is_played for e in (e1, e2))
        try:
            other = tournament.player(opponent)
            o1, o2 = _codes(other, round_no)
        except KeyError:
            o1 = o2 = None
        forfeited = _forfeits_both(e1, e2) or _forfeits_both(o1, o2)
        other_points = game_points(None if o1 is None else o1.result) + game_points(None if o2 is None else o2.result)
        return Match(
            round=round_no,
            opponent=opponent,
            colour=colour if played else Colour.NONE,
            points=points,
            forfeited=forfeited,
            won_by_forfeit=forfeited and points > other_points,
        )
    if e1 is not None and e1.result is ResultCode.PAIRING_BYE:
        return Match(round=round_no, opponent=None, colour=Colour.NONE, points=PAB_POINTS, pab=True)
    full = any(e is not None and e.result in (ResultCode.FULL_BYE, ResultCode.FORFEIT_WIN) for e in (e1, e2))
    return Match(round=round_no, opponent=None, colour=Colour.NONE, points=points, full_point_bye=full)


def paired_match_rounds(tournament: Tournament) -> int:
    """The last Double-Swiss round in which somebody has an opponent or a ``U`` in either column (0 if none)."""
    return match_round(tournament.last_paired_round()) if tournament.last_paired_round() else 0


def is_absent(tournament: Tournament, player: Player, round_no: int) -> bool:
    """Has an entry without an opponent in a column of the round, other than a PAB (D18; format rule 7)."""
    e1, e2 = _codes(player, round_no)
    if e1 is not None and e1.result is ResultCode.PAIRING_BYE:
        return False
    return any(e is not None and e.opponent is None for e in (e1, e2))
