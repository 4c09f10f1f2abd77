"""Reading a team event from TRF-2026 (``shared/formats/team-swiss-trf.md``; readings T1–T8, T23).

The ``001`` lines give the boards: every player of a paired team's line-up names the opposing team's player of
the same board, the scheduled colour and the own result (T1). Matches, the first board's colour, "actually
played", game points and results are derived as section 5 says; ``320`` / ``330`` / ``240`` / ``300`` add
the whole-team facts. Every problem is reported with its line and column, never as a traceback
(:class:`TrfError`); the individual reader (``reader.py``) is not involved.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from os import PathLike

from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import (
    RoundKind,
    Team,
    TeamRules,
    TeamTournament,
    bye_round,
)
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf import team_records as tr
from arbiter_desk.formats.trf.players import PlayerLine, read_player_line
from arbiter_desk.formats.trf.problems import Problem, ProblemLog, TrfError
from arbiter_desk.formats.trf.records import FileRecords, read_record
from arbiter_desk.formats.trf.source import bounded_lines, decode, read_trf_bytes
from arbiter_desk.formats.trf.team_matches import TeamMatches

_TEAM_READERS = {
    "310": tr.read_310,
    "320": tr.read_320,
    "330": tr.read_330,
    "240": tr.read_240,
    "300": tr.read_300,
    "352": tr.read_352,
    "362": tr.read_362,
}
_NOT_SUPPORTED = {
    "162": "game points are always 1 / ½ / 0",
    "260": "prohibited pairings",
    "299": "abnormal points",
}


@dataclass(frozen=True, slots=True)
class TeamReadResult:
    event: TeamTournament | None
    problems: tuple[Problem, ...]

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.is_error)


def read_team_trf(data: bytes | str) -> TeamReadResult:
    """Read a team event; ``event`` is None when an error makes the file unusable."""
    log = ProblemLog()
    records = FileRecords()
    teams = tr.TeamRecords()
    lines: dict[int, PlayerLine] = {}
    fide_ids: dict[int, int] = {}
    for source in bounded_lines(decode(data), log):
        code = source.record
        if code == "001":
            line = read_player_line(source, log)
            if line.player is not None:
                if line.player.tpn in lines:
                    log.error(
                        source.number,
                        5,
                        f"start rank {line.player.tpn} is already on line {lines[line.player.tpn].line}",
                    )
                else:
                    lines[line.player.tpn] = line
                fide_id = line.player.fide_id
                if fide_id is not None and fide_id in fide_ids:
                    log.error(
                        source.number, col.FIDE_ID[0], f"FIDE id {fide_id} is already used on line {fide_ids[fide_id]}"
                    )
                elif fide_id is not None:
                    fide_ids[fide_id] = source.number
        elif code in _TEAM_READERS:
            _TEAM_READERS[code](source, teams, log)
        elif code == "250":
            log.error(source.number, 1, "record 250 (acceleration) is not supported for teams (T25)")
        elif code in _NOT_SUPPORTED:
            log.warning(source.number, 1, f"record {code} ({_NOT_SUPPORTED[code]}) is not supported; ignored")
        elif code in ("013", "082"):
            continue
        else:
            read_record(source, records, log)
    if "type_code" in records.info:
        tr.read_192(records.info_lines.get("192", 0), records.info["type_code"], teams, log)
    if not teams.teams:
        log.error(1, None, "no team record (310) in this file")
    event = None
    if not log.has_errors:
        event = _derive(records, teams, lines, log)
    if log.has_errors:
        event = None
    return TeamReadResult(event, log.sorted())


def is_team_file(path: str | PathLike[str]) -> bool:
    """Whether a file holds team records (``310``) or its record 192 names the team system (``FIDE_TEAM…``);
    False if it cannot be read (the caller's reader then says why)."""
    try:
        data = read_trf_bytes(path)
    except (OSError, ValueError):
        return False
    for line in bounded_lines(decode(data), ProblemLog()):
        if line.record == "310" or (line.record == "192" and line.text[4:].strip().upper().startswith("FIDE_TEAM")):
            return True
    return False


def load_team_trf(path: str | PathLike[str]) -> TeamTournament:
    """The team event of a file; :class:`TrfError` if unusable, OSError if it cannot be read."""
    result = read_team_trf(read_trf_bytes(path))
    if result.event is None:
        raise TrfError(result.problems, str(path))
    return result.event


def _rules(records: FileRecords, teams: tr.TeamRecords, log: ProblemLog) -> TeamRules:
    board_colours = teams.board_colours
    if board_colours is None:
        size = max((len(t.players) for t in teams.teams.values()), default=4) or 4
        board_colours = tuple(Colour.WHITE if k % 2 == 0 else Colour.BLACK for k in range(size))
        log.warning(1, None, f"no record 352: {size} boards with alternating colours (WBWB…) assumed")
    total = records.total_rounds.get("142", records.total_rounds.get("XXR"))
    initial = records.initial_colour.get("152", records.initial_colour.get("XXC", Colour.WHITE))
    rules = TeamRules(
        preference_type=teams.preference_type,
        primary=teams.primary,
        secondary=teams.secondary,
        match_points=teams.match_points,
        board_colours=board_colours,
        pab_match_points=teams.pab_points[0],
        pab_game_points=teams.pab_points[1],
        total_rounds=total,
        initial_colour=initial,
    )
    pab_match_points, pab_game_points = rules.pab_points  # T6: a drawn match unless 320 says otherwise
    return replace(rules, pab_match_points=pab_match_points, pab_game_points=pab_game_points)


def _derive(
    records: FileRecords, teams: tr.TeamRecords, lines: dict[int, PlayerLine], log: ProblemLog
) -> TeamTournament:
    rules = _rules(records, teams, log)
    team_of: dict[int, int] = {}
    for t in teams.teams.values():
        for column, p in t.players:
            if p in team_of:
                log.error(t.line, column, f"player {p} is already in team {team_of[p]}")
            elif p not in lines:
                log.error(t.line, column, f"player {p} has no 001 record")
            else:
                team_of[p] = t.tpn
    for p, line in lines.items():
        if p not in team_of:
            log.warning(line.line, 5, f"player {p} is in no team (310); their games are ignored")
    forfeits = {}
    for f in teams.forfeits:
        for team in (f.white, f.black):
            if team not in teams.teams:
                log.error(f.line, 12, f"record 330: team {team} has no 310 record")
            forfeits[(f.round, team)] = f
    for (_rnd, team), (_, number, column) in teams.byes.items():
        if team not in teams.teams:
            log.error(number, column, f"record 240: team {team} has no 310 record")
    for rnd, (team, number, column) in teams.pab.items():
        if team not in teams.teams:
            log.error(number, column, f"record 320: team {team} has no 310 record")
        if (rnd, team) in teams.byes:
            log.error(number, column, f"round {rnd}: team {team} has the PAB (320) and a 240 bye")
    _check_lineups(teams, team_of, rules.boards, log)
    _check_rounds_declared(records, teams, rules.total_rounds, log)
    if log.has_errors:
        return TeamTournament()
    derived = TeamMatches(rules, teams, lines, team_of, forfeits, log)
    if not records.initial_colour:
        rules = replace(rules, initial_colour=derived.initial_colour_shown())
    paired_rounds = [r for (r, _t) in derived.opponent] + list(teams.pab) + [f.round for f in teams.forfeits]
    last = max(paired_rounds, default=0)
    out: list[Team] = []
    for t in sorted(teams.teams.values(), key=lambda t: t.tpn):
        rounds = [derived.team_round(t.tpn, r, last) for r in range(1, last + 1)]
        rounds += [
            bye_round(rules, r, RoundKind(kind))
            for (r, team), (kind, _l, _c) in sorted(teams.byes.items())
            if team == t.tpn and r > last
        ]
        out.append(Team(t.tpn, t.name, tuple(p for _, p in t.players), t.nickname, t.strength, tuple(rounds)))
    players = tuple(replace(line.player, rounds=()) for _, line in sorted(lines.items()) if line.player is not None)
    info = replace(
        TournamentInfo(),
        deputy_arbiters=tuple(records.deputy_arbiters),
        round_dates=records.round_dates,
        **records.info,
    )
    return TeamTournament(info=info, rules=rules, teams=tuple(out), players=players, comments=tuple(records.comments))


def _check_rounds_declared(records: FileRecords, teams: tr.TeamRecords, total: int | None, log: ProblemLog) -> None:
    """A ``330`` or ``300`` record for a round after the last one declared (``142``, else ``XXR``) is an error:
    the event has no such round (team-swiss-trf.md section 1)."""
    if total is None:
        return
    source = "142" if "142" in records.total_rounds else "XXR"
    declared = f"{total} round{'s' if total != 1 else ''} declared ({source})"
    for f in teams.forfeits:
        if f.round > total:
            log.error(f.line, 8, f"record 330: round {f.round}, but only {declared}")
    for lineup in teams.lineups.values():
        if lineup.round > total:
            log.error(lineup.line, 5, f"record 300: round {lineup.round}, but only {declared}")


def _check_lineups(teams: tr.TeamRecords, team_of: dict[int, int], boards: int, log: ProblemLog) -> None:
    """A ``300`` line-up (T2) names a team of ``310``, at most B boards (``352``) and only that team's players."""
    for (_rnd, team), lineup in teams.lineups.items():
        if team not in teams.teams:
            log.error(lineup.line, 9, f"record 300: team {team} has no 310 record")
            continue
        if len(lineup.players) > boards:
            column = tr.LINEUP_FIRST + 5 * boards
            log.error(lineup.line, column, f"record 300: {len(lineup.players)} players for {boards} boards (352)")
        for k, p in enumerate(lineup.players):
            if p and team_of.get(p) != team:
                log.error(lineup.line, tr.LINEUP_FIRST + 5 * k, f"record 300: player {p} is not in team {team} (310)")
