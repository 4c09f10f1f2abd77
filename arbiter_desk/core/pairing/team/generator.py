"""Random team events paired by the team engine (for the checker, the referee's kind of tests and benchmarks).

Teams of ``boards`` players (start rank of team t's board-k player (t−1)·B + k, ratings falling with the
board), TPNs by strength (art. 1.1.2: the average rating); each round: known absences and withdrawals
(``240 Z``), the engine's pairing, then results board by board from the rating difference — with forfeited
boards (``+``/``-``, rarely ``-``/``-``), whole matches not played (one team or both not there, ``330``)
and, for the team with White, the board colours of ``352``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.team.system import TeamSystem
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.teams import (
    BoardGame,
    MatchPoints,
    PreferenceType,
    RoundKind,
    Team,
    TeamRound,
    TeamRules,
    TeamScore,
    TeamTournament,
    bye_round,
    match_round,
)
from arbiter_desk.core.tournament import MAX_EVENT_ROUNDS, MAX_PLAYERS, TournamentInfo


@dataclass(frozen=True, slots=True)
class TeamGeneratorOptions:
    teams: int
    rounds: int
    boards: int = 4
    seed: int = 1
    preference_type: PreferenceType = PreferenceType.A
    primary: TeamScore = TeamScore.MATCH_POINTS
    secondary: TeamScore | None = TeamScore.GAME_POINTS
    forfeit_rate: float = 0.0
    """Share of boards forfeited."""
    match_forfeit_rate: float = 0.0
    """Share of matches not played (a team, rarely both, not there)."""
    absence_rate: float = 0.0
    """Share of team-rounds known to be absent (240 Z)."""
    withdrawal_rate: float = 0.0
    board_colours: tuple[Colour, ...] | None = None
    initial_colour: Colour = Colour.WHITE
    match_points: MatchPoints = field(default_factory=MatchPoints)

    def __post_init__(self) -> None:
        """Bounded up front: what a TRF file can number (team 3 columns, player 4, round 3)."""
        if not 2 <= self.teams <= MAX_TEAMS or not 1 <= self.rounds <= MAX_EVENT_ROUNDS or self.boards < 1:
            raise InvalidInputError(
                f"a generated team event has 2 to {MAX_TEAMS} teams, 1 to {MAX_EVENT_ROUNDS} rounds "
                "and at least one board"
            )
        if self.teams * self.boards > MAX_PLAYERS:
            raise InvalidInputError(f"{self.teams} teams of {self.boards} boards make more than {MAX_PLAYERS} players")
        rates = ("forfeit_rate", "match_forfeit_rate", "absence_rate", "withdrawal_rate")
        for name in rates:
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise InvalidInputError(f"{name} must be between 0 and 1, not {value}")


MAX_TEAMS = 999
"""A team number has 3 columns (record 310)."""


_RESULTS = {
    "w": (ResultCode.WIN, ResultCode.LOSS),
    "d": (ResultCode.DRAW, ResultCode.DRAW),
    "l": (ResultCode.LOSS, ResultCode.WIN),
}


def generate_team_event(options: TeamGeneratorOptions) -> TeamTournament:
    """A complete random event of ``options.rounds`` rounds (fewer if a round cannot be paired)."""
    rng = random.Random(options.seed)
    b = options.boards
    colours = options.board_colours or tuple(Colour.WHITE if k % 2 == 0 else Colour.BLACK for k in range(b))
    rules = TeamRules(
        preference_type=options.preference_type,
        primary=options.primary,
        secondary=options.secondary,
        match_points=options.match_points,
        board_colours=colours,
        total_rounds=options.rounds,
        initial_colour=options.initial_colour,
        pab_match_points=options.match_points.draw,
        pab_game_points=Decimal(b) / 2,
    )
    line_ups = []
    for _ in range(options.teams):
        strength = rng.randint(1400, 2600)
        line_ups.append(sorted((max(1000, strength + rng.randint(-200, 200)) for _ in range(b)), reverse=True))
    line_ups.sort(key=lambda ratings: -sum(ratings))  # art. 1.1.2: TPNs by strength
    players: list[Player] = []
    teams: list[Team] = []
    for t in range(1, options.teams + 1):
        ratings = line_ups[t - 1]
        members = tuple((t - 1) * b + k for k in range(1, b + 1))
        for k, p in enumerate(members):
            players.append(Player(PairingNumber(p), f"Team {t:02d} board {k + 1}", rating=ratings[k]))
        teams.append(Team(t, f"Team {t:02d}", members, f"T{t:02d}", sum(ratings) // b))
    rating = {int(p.tpn): p.rating for p in players}
    event = TeamTournament(
        info=TournamentInfo(
            name=f"Generated team event {options.seed}", tournament_type="Team Swiss", type_code=rules.type_code
        ),
        rules=rules,
        teams=tuple(teams),
        players=tuple(players),
    )
    withdrawn = {t.tpn: rng.randint(2, options.rounds) for t in teams if rng.random() < options.withdrawal_rate}
    system = TeamSystem()
    for rnd in range(1, options.rounds + 1):
        absent = {
            t.tpn
            for t in event.teams
            if (t.tpn in withdrawn and rnd >= withdrawn[t.tpn]) or rng.random() < options.absence_rate
        }
        if options.teams - len(absent) < 2:
            break
        event = _add(event, {t: bye_round(rules, rnd, RoundKind.ABSENT) for t in absent})
        try:
            pairing = system.pair_teams(event, rnd)
        except Exception:
            return event.truncated(rnd)
        new: dict[int, TeamRound] = {}
        if pairing.bye is not None:
            new[pairing.bye] = bye_round(rules, rnd, RoundKind.PAB)
        for board in pairing.boards:
            white, black = event.team(board.white), event.team(board.black)
            mine, theirs, code = _boards(rules, white, black, rating, options, rng)
            new[white.tpn] = match_round(rules, rnd, black.tpn, Colour.WHITE, mine, theirs, code)
            new[black.tpn] = match_round(rules, rnd, white.tpn, Colour.BLACK, theirs, mine, _mirror(code))
        event = _add(event, new)
    return event


def _mirror(code: str) -> str:
    """The 330 code is the same line for both teams (White team first): unchanged."""
    return code


def _add(event: TeamTournament, rounds: dict[int, TeamRound]) -> TeamTournament:
    return replace(
        event,
        teams=tuple(replace(t, rounds=(*t.rounds, rounds[t.tpn])) if t.tpn in rounds else t for t in event.teams),
    )


def _boards(
    rules: TeamRules,
    white: Team,
    black: Team,
    rating: dict[int, int],
    options: TeamGeneratorOptions,
    rng: random.Random,
) -> tuple[tuple[BoardGame, ...], tuple[BoardGame, ...], str]:
    """Both teams' boards (White team first) and the 330 code of a match not played ("" if played)."""
    absent_team = ""
    if rng.random() < options.match_forfeit_rate:
        roll = rng.random()
        absent_team = "both" if roll < 0.15 else ("white" if roll < 0.575 else "black")
    mine: list[BoardGame] = []
    theirs: list[BoardGame] = []
    for k in range(1, rules.boards + 1):
        p, q = white.players[k - 1], black.players[k - 1]
        c = rules.board_colour(k, Colour.WHITE)
        if absent_team:
            rw = ResultCode.FORFEIT_LOSS if absent_team in ("white", "both") else ResultCode.FORFEIT_WIN
            rb = ResultCode.FORFEIT_LOSS if absent_team in ("black", "both") else ResultCode.FORFEIT_WIN
        elif rng.random() < options.forfeit_rate:
            roll = rng.random()
            rw, rb = (
                (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
                if roll < 0.1
                else (
                    (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
                    if roll < 0.55
                    else (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)
                )
            )
        else:
            diff = rating[p] - rating[q] + (30 if c is Colour.WHITE else -30)
            expected = 1 / (1 + 10 ** (-diff / 400))
            roll = rng.random()
            draw = 0.3
            outcome = "w" if roll < expected - draw / 2 else ("d" if roll < expected + draw / 2 else "l")
            rw, rb = _RESULTS[outcome]
        mine.append(BoardGame(k, p, q, c, rw))
        theirs.append(BoardGame(k, q, p, c.opposite, rb))
    code = ""
    if absent_team:
        code = {"both": "--", "white": "-+", "black": "+-"}[absent_team]
    return tuple(mine), tuple(theirs), code
