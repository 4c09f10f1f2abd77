"""A team event (``TeamTournament``, e.g. read from a TRF-2026 team file) into an empty tournament file.

Settings with the team rules, the players (start rank = TPN), the teams with their rosters, then each paired
round: its matches (the team with White on board 1 first, art. 4 / ``352``) with every board's players and
results, the PAB and the ``240`` byes (an absence the reader filled in for a paired round is stored as the
``240 Z`` the writer writes for it).
"""

from __future__ import annotations

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.teams import RoundKind, TeamRound, TeamTournament
from arbiter_desk.core.text import tr
from arbiter_desk.services.fide_mode.mode import exit_event, exit_from_comments
from arbiter_desk.store import Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord
from arbiter_desk.store.team_tables import TeamGameRecord, TeamMatchRecord, TeamWriter

TEAM_SYSTEM = "team"


def team_settings(event: TeamTournament) -> SettingsRecord:
    """The settings of an imported team event: in FIDE mode unless its ``###`` lines say it was left (Q56)."""
    rules = event.rules
    left, comments = exit_from_comments(event.comments)
    return SettingsRecord(
        info=event.info,
        total_rounds=rules.total_rounds,
        pairing_system=TEAM_SYSTEM,
        initial_colour=rules.initial_colour,
        team_rules=rules,
        comments=comments,
        fide_mode_exit=left,
        fide_events=() if left is None else (exit_event(left),),
    )


def _first(a: TeamRound, b: TeamRound, a_tpn: int, b_tpn: int) -> bool:
    """Whether team a is the match's first team (White on board 1); without colours, the lower TPN."""
    if a.colour is Colour.WHITE or b.colour is Colour.BLACK:
        return True
    if a.colour is Colour.BLACK or b.colour is Colour.WHITE:
        return False
    return a_tpn < b_tpn


def write_team_event(writer: Writer, event: TeamTournament) -> None:
    """Store ``event`` into an empty file (one transaction: the caller's action)."""
    writer.save_settings(team_settings(event))
    records = [
        PlayerRecord(PlayerId(0), PairingNumber(p.tpn), p.name, p.sex, p.title, p.rating, p.federation, p.fide_id,
                     p.birth_date)
        for p in event.players
    ]  # fmt: skip
    ids: dict[int, PlayerId] = dict(zip((int(p.tpn) for p in event.players), writer.add_players(records), strict=True))
    teams = TeamWriter(writer)
    team_id = {
        t.tpn: teams.add_team(t.tpn, t.name, t.nickname, t.strength, [ids[p] for p in t.players]) for t in event.teams
    }
    last = event.last_paired_round()
    for rnd in range(1, last + 1):
        writer.add_round(rnd, RoundState.COMPLETE)
        number = 0
        for team in event.teams:
            mine = team.entry(rnd)
            if mine is None or mine.kind is not RoundKind.MATCH or mine.opponent is None:
                continue
            other = event.team(mine.opponent)
            theirs = other.entry(rnd)
            if theirs is None or theirs.opponent != team.tpn:
                raise InvalidInputError(
                    tr(
                        "round {rnd}: team {tpn} plays {tpn2}, who does not play it",
                        rnd=rnd,
                        tpn=team.tpn,
                        tpn2=other.tpn,
                    )
                )
            if not _first(mine, theirs, team.tpn, other.tpn):
                continue
            number += 1
            size = max(len(mine.boards), len(theirs.boards))
            games = []
            for k in range(size):
                a = mine.boards[k] if k < len(mine.boards) else None
                b = theirs.boards[k] if k < len(theirs.boards) else None
                # a side left unoccupied loses the board by forfeit (TRF ``0000 - +`` opposite, reading T1), as
                # the desk's own line-up stores it; without a result the match would not count as played at all
                games.append(
                    TeamGameRecord(
                        k + 1,
                        None if a is None or a.player is None else ids[a.player],
                        None if b is None or b.player is None else ids[b.player],
                        ResultCode.FORFEIT_LOSS if a is None or a.player is None else a.result,
                        ResultCode.FORFEIT_LOSS if b is None or b.player is None else b.result,
                    )
                )
            teams.add_match(
                TeamMatchRecord(rnd, number, team_id[team.tpn], team_id[other.tpn], mine.forfeit_record, tuple(games))
            )
    for team in event.teams:
        for r in team.rounds:
            if r.kind is RoundKind.PAB:
                teams.set_bye(r.round, team_id[team.tpn], "pab")
            elif r.kind is not RoundKind.MATCH:
                teams.set_bye(r.round, team_id[team.tpn], r.kind.value)
