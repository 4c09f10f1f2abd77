"""The optimistic check of every team edit: what the Teams, Team rounds and team Results tabs
showed, as the services compare it with the file inside the edit's transaction (``services.staleness``)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.results import Colour
from arbiter_desk.services.event.data import GameResult
from arbiter_desk.services.event.staleness import Seen, any_of, refuse_if_changed, row_of, rows_where
from arbiter_desk.services.teams.team_state import TeamEventState
from arbiter_desk.store import Writer
from arbiter_desk.store.records import PlayerRecord
from arbiter_desk.store.team_tables import TeamGameRecord, TeamRecord


@dataclass(frozen=True, slots=True)
class TeamSeen:
    """A team as the Teams tab showed it: its record and its roster's players (what an edit rests on)."""

    team: TeamRecord
    roster: tuple[PlayerRecord, ...]

    @classmethod
    def of(cls, state: TeamEventState, team_id: int) -> TeamSeen:
        team = state.team(team_id)
        players = {p.id: p for p in state.players}
        return cls(team, tuple(players[p] for p in team.members))


def refuse_if_team_changed(writer: Writer, state: TeamEventState, team_id: int, seen: TeamSeen | None) -> None:
    """A team edit acts on the team the desk showed, never over another desk's newer change."""
    now = TeamSeen.of(state, team_id)
    members = {int(p) for p in (*now.team.members, *(() if seen is None else seen.team.members))}
    refuse_if_changed(
        writer.reader,
        f"team {now.team.name}",
        None if seen is None else Seen(seen),
        now,
        any_of(
            row_of("teams", team_id),
            rows_where("team_members", team_id=team_id),
            lambda change: change.table == "players" and int(change.key[0]) in members,
        ),
        "open the team again to see the new data",
    )


TeamPairingSeen = tuple[tuple[tuple[int, int], ...], str]
"""A team round's pairing as shown: (first team, second team) TPNs per match in order, and the PAB's name."""


def team_pairing_seen(state: TeamEventState, round_no: int) -> TeamPairingSeen:
    tpn = {t.id: t.tpn for t in state.teams}
    matches = tuple((tpn[m.first_team], tpn[m.second_team]) for m in state.matches_of(round_no))
    pab = next(
        (t.name for b in state.byes if b.round == round_no and b.kind == "pab" for t in state.teams if t.id == b.team),
        "",
    )
    return matches, pab


def refuse_if_team_pairing_changed(
    writer: Writer, state: TeamEventState, round_no: int, seen: TeamPairingSeen | None
) -> None:
    refuse_if_changed(
        writer.reader,
        f"the pairing of round {round_no}",
        None if seen is None else Seen(seen),
        team_pairing_seen(state, round_no),
        lambda change: change.table in ("team_matches", "team_byes") and change.value("round_no") == round_no,
        "look at the draft again",
    )


def shown_result(game: TeamGameRecord, first_white: bool) -> GameResult | None:
    """The board's result White first, as the team Results tab shows it."""
    if game.first_result is None or game.second_result is None:
        return None
    first, second = game.first_result, game.second_result
    return GameResult.from_codes(first, second) if first_white else GameResult.from_codes(second, first)


MatchSeen = tuple[str, tuple[GameResult | None, ...]]
"""A match as the team Results tab shows it: its whole-match forfeit and each board's result, White first."""


def match_seen(state: TeamEventState, round_no: int, match_no: int) -> MatchSeen:
    match = state.match(round_no, match_no)
    white = Colour.WHITE
    return match.forfeit, tuple(shown_result(g, state.rules.board_colour(g.board, white) is white) for g in match.games)
