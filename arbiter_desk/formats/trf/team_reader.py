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

from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.teams import (
    BoardGame,
    RoundKind,
    Team,
    TeamRound,
    TeamRules,
    TeamTournament,
    bye_round,
    match_round,
)
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf import team_records as tr
from arbiter_desk.formats.trf.players import PlayerLine, read_player_line
from arbiter_desk.formats.trf.problems import Problem, ProblemLog, TrfError
from arbiter_desk.formats.trf.records import FileRecords, read_record
from arbiter_desk.formats.trf.source import bounded_lines, decode, read_trf_bytes

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
_VALID_BOARDS = {
    (ResultCode.WIN, ResultCode.LOSS),
    (ResultCode.DRAW, ResultCode.DRAW),
    (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
    (ResultCode.WIN_UNRATED, ResultCode.LOSS_UNRATED),
    (ResultCode.DRAW_UNRATED, ResultCode.DRAW_UNRATED),
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
    derived = _Matches(rules, teams, lines, team_of, forfeits, log)
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


class _Matches:
    """Section 5 of the convention, round by round."""

    def __init__(
        self,
        rules: TeamRules,
        teams: tr.TeamRecords,
        lines: dict[int, PlayerLine],
        team_of: dict[int, int],
        forfeits: dict[tuple[int, int], tr.Forfeit],
        log: ProblemLog,
    ) -> None:
        self.rules, self.teams, self.lines, self.team_of, self.forfeits, self.log = (
            rules,
            teams,
            lines,
            team_of,
            forfeits,
            log,
        )
        self.opponent: dict[tuple[int, int], int] = {}
        self.boards: dict[tuple[int, int], tuple[BoardGame, ...]] = {}
        self.colour: dict[tuple[int, int], Colour] = {}
        rounds = max((max(line.entries, default=0) for line in lines.values()), default=0)
        rounds = max([rounds, *(f.round for f in teams.forfeits)])
        for r in range(1, rounds + 1):
            for tpn in teams.teams:
                self._find_opponent(tpn, r)
            for tpn in teams.teams:
                if (r, tpn) in self.opponent:
                    self._boards(tpn, r)

    def initial_colour_shown(self) -> Colour:
        """The initial colour that round 1 shows, for a file without record 152 or ``XXC`` (else White).

        In round 1 every team has 0 points, so the first-team of a match is the smaller TPN (C.04.6 art. 4.2.3),
        which gets the initial colour when its parity number is odd and the opposite colour when it is even
        (art. 4.3.1): the rank, in TPN order, among the teams paired in round 1 (a team absent from round 1 has
        no TPN yet, clarification T26), as the engine pairs.
        """
        pab = self.teams.pab.get(1, (0,))[0]
        counted = sorted(t for t in self.teams.teams if (1, t) in self.opponent or t == pab)
        number = {tpn: rank for rank, tpn in enumerate(counted, start=1)}
        for tpn in sorted(self.teams.teams):
            colour = self.colour.get((1, tpn), Colour.NONE)
            other = self.opponent.get((1, tpn))
            if colour is Colour.NONE or other is None or other < tpn:
                continue
            return colour if number.get(tpn, tpn) % 2 == 1 else colour.opposite
        return Colour.WHITE

    def _entry(self, player: int, r: int) -> RoundEntry | None:
        return self.lines[player].entries.get(r)

    def _find_opponent(self, tpn: int, r: int) -> None:
        team_line = self.teams.teams[tpn]
        named: dict[int, tuple[int, int]] = {}
        for _column, p in team_line.players:
            e = self._entry(p, r)
            if e is not None and e.opponent is not None:
                other = self.team_of.get(e.opponent)
                if other is None or other == tpn:
                    self.log.error(
                        self.lines[p].line,
                        col.block_span(r)[0],
                        f"round {r}: player {p} of team {tpn} names {e.opponent}, who is not in another team",
                    )
                    continue
                named.setdefault(other, (self.lines[p].line, col.block_span(r)[0]))
        f = self.forfeits.get((r, tpn))
        if f is not None:
            other = f.black if f.white == tpn else f.white
            named.setdefault(other, (f.line, 12))
        if len(named) > 1:
            line, column = next(iter(named.values()))
            self.log.error(
                line,
                column,
                f"round {r}: team {tpn}'s players name players of teams "
                f"{', '.join(str(t) for t in sorted(named))}; a match is against one team",
            )
            return
        if named:
            ((other, (line, column)),) = named.items()
            self.opponent[(r, tpn)] = other
            if (r, tpn) in self.teams.byes or self.teams.pab.get(r, (0,))[0] == tpn:
                self.log.error(line, column, f"round {r}: team {tpn} has a match and also a bye (320/240)")

    def _lineup(self, tpn: int, r: int, other: int) -> list[int | None]:
        record = self.teams.lineups.get((r, tpn))
        if record is not None:
            return [p or None for p in record.players]
        out: list[int | None] = []
        for _column, p in self.teams.teams[tpn].players:
            e = self._entry(p, r)
            if e is None:
                continue
            if (e.opponent is not None and self.team_of.get(e.opponent) == other) or (
                e.opponent is None and e.result is ResultCode.PAIRING_BYE
            ):
                out.append(p)
        return out

    def _boards(self, tpn: int, r: int) -> None:
        other = self.opponent[(r, tpn)]
        if self.opponent.get((r, other)) != tpn:
            f = self.forfeits.get((r, tpn))
            line, column = (f.line, 12) if f else (self.teams.teams[tpn].line, 5)
            self.log.error(
                line,
                column,
                f"round {r}: team {tpn} plays team {other}, but team {other} does not name team {tpn} back",
            )
            return
        record = self.teams.lineups.get((r, tpn))
        if record is not None and record.opponent not in (0, other):
            self.log.error(
                record.line, 13, f"record 300: team {tpn} plays team {other} in round {r}, not {record.opponent}"
            )
            return
        boards: list[BoardGame] = []
        colour = Colour.NONE
        for k, p in enumerate(self._lineup(tpn, r, other), start=1):
            e = None if p is None else self._entry(p, r)
            if e is None or p is None:
                boards.append(BoardGame(k, None, None, Colour.NONE, ResultCode.FORFEIT_LOSS))
                continue
            result = ResultCode.FORFEIT_WIN if e.result is ResultCode.PAIRING_BYE else e.result
            boards.append(BoardGame(k, p, e.opponent, e.colour, result))
            if e.opponent is not None:
                self._check_board(p, e, r)
                if colour is Colour.NONE and e.colour is not Colour.NONE:
                    pattern = self.rules.board_colours[(k - 1) % self.rules.boards]
                    colour = Colour.WHITE if e.colour is pattern else Colour.BLACK
        f = self.forfeits.get((r, tpn))
        if f is not None:
            colour = Colour.WHITE if f.white == tpn else Colour.BLACK
        self.boards[(r, tpn)] = tuple(boards)
        self.colour[(r, tpn)] = colour

    def _check_board(self, p: int, e: RoundEntry, r: int) -> None:
        where = (self.lines[p].line, col.block_span(r)[0])
        assert e.opponent is not None
        back = self._entry(e.opponent, r) if e.opponent in self.lines else None
        if back is None or back.opponent != p:
            self.log.error(*where, f"round {r}: player {p} names {e.opponent}, who does not name {p} back")
            return
        if (e.result, back.result) not in _VALID_BOARDS and (back.result, e.result) not in _VALID_BOARDS:
            self.log.error(
                *where, f"round {r}: results {e.result}/{back.result} of players {p} and {e.opponent} do not fit"
            )
        if e.colour is Colour.NONE or e.colour is back.colour:
            self.log.error(*where, f"round {r}: players {p} and {e.opponent} need opposite colours w / b")

    def team_round(self, tpn: int, r: int, last: int) -> TeamRound:
        other = self.opponent.get((r, tpn))
        if other is None:
            if self.teams.pab.get(r, (0,))[0] == tpn:
                return bye_round(self.rules, r, RoundKind.PAB)
            kind = self.teams.byes.get((r, tpn), ("Z", 0, 0))[0]
            return bye_round(self.rules, r, RoundKind(kind))
        f = self.forfeits.get((r, tpn))
        return match_round(
            self.rules,
            r,
            other,
            self.colour.get((r, tpn), Colour.NONE),
            self.boards.get((r, tpn), ()),
            self.boards.get((r, other), ()),
            f.code if f is not None else "",
        )


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
