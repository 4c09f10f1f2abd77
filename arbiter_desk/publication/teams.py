"""The team pages (C.04.6): team pairings with their board lineups, and the team standings with the event's
team tie-breaks. Only published rounds up to the round in play are shown, as for individual events."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.round_in_play import RoundProgress, round_in_play
from arbiter_desk.services import Desk
from arbiter_desk.services.event.state import TournamentState


@dataclass(frozen=True, slots=True)
class PublicLineupBoard:
    board: int
    white: str
    black: str
    result: str


@dataclass(frozen=True, slots=True)
class PublicMatch:
    number: int
    first: str
    second: str
    score: str
    boards: tuple[PublicLineupBoard, ...]


@dataclass(frozen=True, slots=True)
class PublicTeamRound:
    number: int
    matches: tuple[PublicMatch, ...]
    pab: str


@dataclass(frozen=True, slots=True)
class TeamPages:
    current: int | None
    rounds: tuple[PublicTeamRound, ...]
    standings_head: tuple[str, ...]
    standings: tuple[tuple[str, ...], ...]

    def round(self, number: int | None = None) -> PublicTeamRound | None:
        wanted = self.current if number is None else number
        return next((r for r in self.rounds if r.number == wanted), None)


def team_pages(desk: Desk, state: TournamentState) -> TeamPages:
    """The team rounds shown (the round in play and the published ones before it) and the standings."""
    views = {int(r.number): desk.teams.team_round_view(int(r.number)) for r in state.rounds if r.state.value != "draft"}
    progress = [RoundProgress(n, True, sum(1 for m in v.matches if not m.complete)) for n, v in views.items()]
    in_play = round_in_play(progress)
    current = in_play if in_play is not None else max(views, default=None)
    rounds = tuple(
        PublicTeamRound(
            n,
            tuple(
                PublicMatch(
                    m.number,
                    m.first,
                    m.second,
                    m.score_text,
                    tuple(PublicLineupBoard(b.board, b.white, b.black, b.result_text) for b in m.boards),
                )
                for m in views[n].matches
            ),
            views[n].pab,
        )
        for n in sorted(views)
        if current is not None and n <= current
    )
    table = desk.teams.team_standings().table()
    return TeamPages(current, rounds, tuple(table[0]), tuple(tuple(r) for r in table[1:]))
