"""Small team events written by hand for the article and reading tests."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.teams import (
    BoardGame,
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

_CODES = {
    "1": (ResultCode.WIN, ResultCode.LOSS),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "0": (ResultCode.LOSS, ResultCode.WIN),
    "+": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    "x": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
}


class Event:
    """``Event(6).match(1, 1, 4, "11=0")`` — round 1, team 1 White on board 1 against team 4, board results of
    team 1 (``1 = 0`` played, ``+ -`` forfeits, ``x`` both forfeited)."""

    def __init__(self, teams: int, boards: int = 4, rounds: int | None = 9, **rules: object) -> None:
        self.rules = replace(
            TeamRules(total_rounds=rounds),
            board_colours=tuple(Colour.WHITE if k % 2 == 0 else Colour.BLACK for k in range(boards)),
            **rules,  # type: ignore[arg-type]
        )
        self.b = boards
        self.rounds: dict[int, list[TeamRound]] = {t: [] for t in range(1, teams + 1)}

    def players(self, t: int) -> tuple[int, ...]:
        return tuple((t - 1) * self.b + k for k in range(1, self.b + 1))

    def match(self, rnd: int, white: int, black: int, results: str = "", forfeit: str = "") -> Event:
        results = results or "=" * self.b
        mine, theirs = [], []
        for k, code in enumerate(results, start=1):
            rw, rb = _CODES[code]
            c = self.rules.board_colour(k, Colour.WHITE)
            p, q = self.players(white)[k - 1], self.players(black)[k - 1]
            mine.append(BoardGame(k, p, q, c, rw))
            theirs.append(BoardGame(k, q, p, c.opposite, rb))
        self.rounds[white].append(
            match_round(self.rules, rnd, black, Colour.WHITE, tuple(mine), tuple(theirs), forfeit)
        )
        self.rounds[black].append(
            match_round(self.rules, rnd, white, Colour.BLACK, tuple(theirs), tuple(mine), forfeit)
        )
        return self

    def pab(self, rnd: int, team: int) -> Event:
        self.rounds[team].append(bye_round(self.rules, rnd, RoundKind.PAB))
        return self

    def bye(self, rnd: int, team: int, kind: RoundKind = RoundKind.ABSENT) -> Event:
        self.rounds[team].append(bye_round(self.rules, rnd, kind))
        return self

    def event(self) -> TeamTournament:
        teams = tuple(
            Team(t, f"Team {t}", self.players(t), rounds=tuple(sorted(rs, key=lambda r: r.round)))
            for t, rs in self.rounds.items()
        )
        players = tuple(
            Player(PairingNumber(p), f"Player {p}", rating=2000) for t in self.rounds for p in self.players(t)
        )
        return TeamTournament(rules=self.rules, teams=teams, players=players)

    def pair(self, rnd: int | None = None) -> RoundPairing:
        return TeamSystem().pair_teams(self.event(), rnd)


def matches(pairing: RoundPairing) -> set[tuple[int, int]]:
    return {(b.white, b.black) for b in pairing.boards}


def pairs(pairing: RoundPairing) -> set[frozenset[int]]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}


__all__ = ["Decimal", "Event", "PreferenceType", "TeamScore", "matches", "pairs"]
