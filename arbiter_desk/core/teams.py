"""Teams as participants (FIDE C.04.6 (2026) "Team pairing system"; TRF-2026 team records).

The team domain every layer shares — the team engine (``core/pairing/team/``), the TRF team records
(``formats/trf/team_*.py``), team standings (``core/tiebreaks/teams.py``) and, later, the desk:

* :class:`TeamRules` – what the competition's rules decide: Type A / B colour preferences (art. 1.7, TRF 192),
  the primary and secondary score (art. 1.2), match points for a won / drawn / lost match (TRF 362, default
  2 / 1 / 0), the board colours of the team with White (TRF 352; its length is the number of boards), the
  value of the pairing-allocated bye (art. 1.4, TRF 320; default a drawn match), rounds (142) and the
  initial-colour (152, art. 4.1).
* :class:`Team` – team pairing number (art. 1.1), name, players in board order (start ranks) and its rounds.
* :class:`TeamRound` – what one round was for one team: a match (opponent, the scheduled colour of its first
  board, played or not — readings T3–T5 — game points, result, the boards), the PAB, a ``240`` bye, or absence.
* :class:`TeamTournament` – rules, teams and their players (identities of the ``001`` records).

Everything is frozen and pure; scores are recomputed from the rounds (reading T8).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum

from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import HALF, ONE, ZERO
from arbiter_desk.core.tournament import TournamentInfo


class PreferenceType(StrEnum):
    """Art. 1.7: Type A (1.7.1, the default) or Type B (1.7.2, strong and mild) colour preferences."""

    A = "A"
    B = "B"


class TeamScore(StrEnum):
    """Art. 1.2: the two scores of a team."""

    MATCH_POINTS = "MP"
    GAME_POINTS = "GP"


class MatchResult(StrEnum):
    """A team's result in one round (a bye counts as the match it is worth)."""

    WIN = "W"
    DRAW = "D"
    LOSS = "L"


class RoundKind(StrEnum):
    """What a round was for a team (team-swiss-trf.md section 4)."""

    MATCH = "match"
    PAB = "pab"
    """Pairing-allocated bye (art. 1.4, TRF 320)."""
    HALF_BYE = "H"
    """TRF 240 H: a drawn match (reading T7)."""
    FULL_BYE = "F"
    """TRF 240 F: a won match; bars the PAB ([C2] "FIDE-deprecated full-point bye")."""
    ABSENT = "Z"
    """Known to be absent (TRF 240 Z, C.04.2 art. 3.3), withdrawn, or nothing recorded: 0 / 0."""


@dataclass(frozen=True, slots=True)
class MatchPoints:
    """TRF 362: match points for a won, drawn and lost match."""

    win: Decimal = Decimal(2)
    draw: Decimal = ONE
    loss: Decimal = ZERO

    def of(self, result: MatchResult) -> Decimal:
        return {MatchResult.WIN: self.win, MatchResult.DRAW: self.draw, MatchResult.LOSS: self.loss}[result]


DEFAULT_BOARD_COLOURS = (Colour.WHITE, Colour.BLACK, Colour.WHITE, Colour.BLACK)


@dataclass(frozen=True, slots=True)
class TeamRules:
    """The rules of a team competition that pairing and scoring need."""

    preference_type: PreferenceType = PreferenceType.A
    primary: TeamScore = TeamScore.MATCH_POINTS
    secondary: TeamScore | None = TeamScore.GAME_POINTS
    """Used only by art. 4.2.2; None = the rules say not to use it."""
    match_points: MatchPoints = field(default_factory=MatchPoints)
    board_colours: tuple[Colour, ...] = DEFAULT_BOARD_COLOURS
    """TRF 352: board k of the team with White has colour k; the other team the opposite."""
    pab_match_points: Decimal | None = None
    """TRF 320; None = a drawn match (art. 1.4, reading T6)."""
    pab_game_points: Decimal | None = None
    total_rounds: int | None = None
    initial_colour: Colour = Colour.WHITE

    @property
    def boards(self) -> int:
        return len(self.board_colours)

    @property
    def pab_points(self) -> tuple[Decimal, Decimal]:
        """(match points, game points) of a PAB: the ``320`` values, else a drawn match (T6)."""
        mp = self.match_points.draw if self.pab_match_points is None else self.pab_match_points
        gp = HALF * self.boards if self.pab_game_points is None else self.pab_game_points
        return mp, gp

    def board_colour(self, board: int, team_colour: Colour) -> Colour:
        """The colour of board ``board`` (1-based) of a team whose first board has ``team_colour``."""
        colour = self.board_colours[(board - 1) % self.boards]
        return colour if team_colour is Colour.WHITE else colour.opposite

    @property
    def type_code(self) -> str:
        """The TRF 192 code of these rules, e.g. ``FIDE_TEAM_TYPEB_GP_MP``."""
        code = f"FIDE_TEAM_TYPE{self.preference_type.value}_{self.primary.value}"
        return code + (f"_{self.secondary.value}" if self.secondary is not None else "")

    def is_last_round(self, round_no: int) -> bool:
        """Reading T15: round = ``142``; unknown total: never."""
        return self.total_rounds is not None and round_no >= self.total_rounds

    def is_last_two_rounds(self, round_no: int) -> bool:
        """Reading T15: round ≥ ``142`` − 1 ([C7], [C10])."""
        return self.total_rounds is not None and round_no >= self.total_rounds - 1


@dataclass(frozen=True, slots=True)
class BoardGame:
    """One board of a match from one team's side: its player, the opposing player, scheduled colour, result."""

    board: int
    player: int | None
    """Start rank of the team's player; None for a board the team left unoccupied."""
    opponent: int | None
    colour: Colour
    result: ResultCode

    @property
    def points(self) -> Decimal:
        """Game points (1 / ½ / 0; ``+`` = 1, ``-`` = 0)."""
        if self.result in (ResultCode.WIN, ResultCode.WIN_UNRATED, ResultCode.FORFEIT_WIN):
            return ONE
        if self.result in (ResultCode.DRAW, ResultCode.DRAW_UNRATED):
            return HALF
        return ZERO


@dataclass(frozen=True, slots=True)
class TeamRound:
    """One round of one team."""

    round: int
    kind: RoundKind
    result: MatchResult
    match_points: Decimal
    game_points: Decimal
    opponent: int | None = None
    colour: Colour = Colour.NONE
    """The scheduled colour of the first board (art. 1.6.1), also for a match not played."""
    played: bool = False
    """At least one game played over the board (reading T3)."""
    opponent_game_points: Decimal = ZERO
    boards: tuple[BoardGame, ...] = ()
    forfeit_record: str = ""
    """``+-``, ``-+`` or ``--`` when a TRF 330 record decided the match (White team first)."""

    @property
    def played_colour(self) -> Colour:
        """The colour the team *had* (art. 1.6.1): only in a match actually played."""
        return self.colour if self.played else Colour.NONE

    @property
    def won_by_forfeit(self) -> bool:
        """Reading T5: won a match that was not actually played."""
        return self.kind is RoundKind.MATCH and not self.played and self.result is MatchResult.WIN

    @property
    def is_paired(self) -> bool:
        """Has a match (played or not) or the PAB."""
        return self.kind in (RoundKind.MATCH, RoundKind.PAB)


@dataclass(frozen=True, slots=True)
class Team:
    """A team: TPN (art. 1.1), name, players in board order (start ranks) and its rounds so far."""

    tpn: int
    name: str
    players: tuple[int, ...] = ()
    nickname: str = ""
    strength: int = 0
    rounds: tuple[TeamRound, ...] = ()

    def entry(self, round_no: int) -> TeamRound | None:
        return next((r for r in self.rounds if r.round == round_no), None)

    def rounds_before(self, round_no: int) -> tuple[TeamRound, ...]:
        return tuple(r for r in self.rounds if r.round < round_no)

    def match_points(self, before_round: int | None = None) -> Decimal:
        return sum((r.match_points for r in self.rounds if before_round is None or r.round < before_round), ZERO)

    def game_points(self, before_round: int | None = None) -> Decimal:
        return sum((r.game_points for r in self.rounds if before_round is None or r.round < before_round), ZERO)

    def score(self, kind: TeamScore, before_round: int | None = None) -> Decimal:
        if kind is TeamScore.MATCH_POINTS:
            return self.match_points(before_round)
        return self.game_points(before_round)


@dataclass(frozen=True, slots=True)
class TeamTournament:
    """A team event: rules, teams (by TPN) with their rounds, and the players' identities (``001``)."""

    info: TournamentInfo = field(default_factory=TournamentInfo)
    rules: TeamRules = field(default_factory=TeamRules)
    teams: tuple[Team, ...] = ()
    players: tuple[Player, ...] = ()
    """The individual players (identity only; their games are the teams' boards)."""
    comments: tuple[str, ...] = ()
    """TRF-2026 ``###`` lines: the audit trail and the notes of pairings changed under C.04.2 art. 4.4."""

    def team(self, tpn: int) -> Team:
        for t in self.teams:
            if t.tpn == tpn:
                return t
        raise KeyError(tpn)

    def last_paired_round(self) -> int:
        """The highest round in which a team has a match or the PAB (team-swiss-trf.md section 6)."""
        return max((r.round for t in self.teams for r in t.rounds if r.is_paired), default=0)

    def round_to_pair(self) -> int:
        return self.last_paired_round() + 1

    def truncated(self, before_round: int) -> TeamTournament:
        """The event as it was before pairing ``before_round`` (section 6): rounds ≥ it removed, except
        the teams' ``240`` records of that round (known absences and byes), which are kept."""
        teams = tuple(
            replace(
                t,
                rounds=tuple(
                    r for r in t.rounds if r.round < before_round or (r.round == before_round and not r.is_paired)
                ),
            )
            for t in self.teams
        )
        return replace(self, teams=teams)

    def with_teams(self, teams: Iterable[Team]) -> TeamTournament:
        return replace(self, teams=tuple(sorted(teams, key=lambda t: t.tpn)))


def match_round(
    rules: TeamRules,
    round_no: int,
    opponent: int,
    colour: Colour,
    mine: tuple[BoardGame, ...],
    theirs: tuple[BoardGame, ...],
    forfeit_record: str = "",
) -> TeamRound:
    """One team's round of a match from both teams' boards (team-swiss-trf.md 5.4–5.6; readings T3–T5).

    ``colour`` is the scheduled colour of the team's first board; ``forfeit_record`` the TRF 330 code (White
    team first) when one decided the match — without boards, its winner has every board's point.
    """
    gp = sum((b.points for b in mine), ZERO)
    other_gp = sum((b.points for b in theirs), ZERO)
    if forfeit_record:
        white = colour is Colour.WHITE
        won = forfeit_record == ("+-" if white else "-+")
        if not mine and not theirs:
            gp = Decimal(rules.boards) if won else ZERO
            other_gp = Decimal(rules.boards) if not won and forfeit_record != "--" else ZERO
        result = MatchResult.WIN if won else MatchResult.LOSS
    elif gp > other_gp:
        result = MatchResult.WIN
    elif gp < other_gp or gp == ZERO:  # T4: 0–0 (nobody scored) is lost by both
        result = MatchResult.LOSS
    else:
        result = MatchResult.DRAW
    return TeamRound(
        round=round_no,
        kind=RoundKind.MATCH,
        result=result,
        match_points=rules.match_points.of(result),
        game_points=gp,
        opponent=opponent,
        colour=colour,
        played=any(b.result.is_played for b in mine),
        opponent_game_points=other_gp,
        boards=mine,
        forfeit_record=forfeit_record,
    )


def bye_round(rules: TeamRules, round_no: int, kind: RoundKind) -> TeamRound:
    """A round without a match: the PAB (art. 1.4, T6), a ``240`` bye H / F (T7) or an absence (0 / 0)."""
    mp = rules.match_points
    if kind is RoundKind.PAB:
        points, games = rules.pab_points
        result = MatchResult.WIN if points == mp.win else MatchResult.DRAW
        return TeamRound(round_no, kind, result, points, games)
    if kind is RoundKind.HALF_BYE:
        return TeamRound(round_no, kind, MatchResult.DRAW, mp.draw, Decimal(rules.boards) / 2)
    if kind is RoundKind.FULL_BYE:
        return TeamRound(round_no, kind, MatchResult.WIN, mp.win, Decimal(rules.boards))
    return TeamRound(round_no, RoundKind.ABSENT, MatchResult.LOSS, ZERO, ZERO)
