"""The team records of TRF-2026 as ``shared/formats/team-swiss-trf.md`` lays them out (sections 1, 3, 4).

``310`` teams, ``320`` PAB, ``330`` matches not played, ``240`` team byes, ``300`` line-ups, ``352`` board
colours, ``362`` match points, ``192`` team system code. Each reader logs what does not fit, with line and
column, and keeps what it could read in :class:`TeamRecords`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import MatchPoints, PreferenceType, TeamScore
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf.problems import ProblemLog
from arbiter_desk.formats.trf.source import SourceLine

TEAM_PLAYERS_FIRST = 74
"""Record 310: the players' start ranks at 74–77, 79–82, … (5 columns apart)."""
PAB_FIRST_ROUND = 15
"""Record 320: the PAB team of round k at 15+4(k−1) … 17+4(k−1)."""
LINEUP_FIRST = 17
"""Record 300: players at 17–20, 22–25, …"""
BYE_FIRST_TEAM = 11
"""Record 240 (teams): team numbers at 11–14, 16–19, …"""


@dataclass(frozen=True, slots=True)
class TeamLine:
    line: int
    tpn: int
    name: str
    nickname: str
    strength: int
    players: tuple[tuple[int, int], ...]
    """(column, start rank) in board order."""


@dataclass(frozen=True, slots=True)
class Forfeit:
    """Record 330."""

    line: int
    code: str
    round: int
    white: int
    black: int


@dataclass(frozen=True, slots=True)
class Lineup:
    """Record 300: ``players`` by board, 0 = unoccupied."""

    line: int
    round: int
    team: int
    opponent: int
    players: tuple[int, ...]


@dataclass(slots=True)
class TeamRecords:
    teams: dict[int, TeamLine] = field(default_factory=dict)
    pab_points: tuple[Decimal | None, Decimal | None] = (None, None)
    pab: dict[int, tuple[int, int, int]] = field(default_factory=dict)
    """Round → (team, line, column) from record 320."""
    forfeits: list[Forfeit] = field(default_factory=list)
    byes: dict[tuple[int, int], tuple[str, int, int]] = field(default_factory=dict)
    """(round, team) → (type Z/H/F, line, column) from record 240."""
    lineups: dict[tuple[int, int], Lineup] = field(default_factory=dict)
    board_colours: tuple[Colour, ...] | None = None
    board_colours_line: int = 0
    match_points: MatchPoints = field(default_factory=MatchPoints)
    preference_type: PreferenceType = PreferenceType.A
    primary: TeamScore = TeamScore.MATCH_POINTS
    secondary: TeamScore | None = TeamScore.GAME_POINTS


def _int(source: SourceLine, span: tuple[int, int], what: str, log: ProblemLog, blank: int | None = None) -> int | None:
    text = col.cut(source.text, span)
    if not text.strip() and blank is not None:
        return blank
    value = col.parse_int(text)
    if value is None:
        log.error(
            source.number, span[0], f"{what} must be a number (columns {span[0]}-{span[1]}), not {col.shown(text)}"
        )
    return value


def read_310(source: SourceLine, records: TeamRecords, log: ProblemLog) -> None:
    """Team number 5–7, name 9–40, nickname 42–46, strength 48–53, players 74–77, 79–82, …"""
    tpn = _int(source, (5, 7), "record 310: team number", log)
    strength = _int(source, (48, 53), "record 310: strength", log, blank=0)
    players: list[tuple[int, int]] = []
    column = TEAM_PLAYERS_FIRST
    while column <= len(source.text):
        text = col.cut(source.text, (column, column + 3))
        if text.strip():
            value = col.parse_int(text)
            if value is None or value == 0:
                log.error(
                    source.number, column, f"record 310: a player's start rank expected, not {col.shown(text.strip())}"
                )
            else:
                players.append((column, value))
        column += 5
    if tpn is None:
        return
    if not players:
        log.error(source.number, TEAM_PLAYERS_FIRST, f"record 310: team {tpn} lists no players (columns 74-77, …)")
    if tpn in records.teams:
        log.error(source.number, 5, f"record 310: team {tpn} is already defined on line {records.teams[tpn].line}")
        return
    records.teams[tpn] = TeamLine(
        source.number,
        tpn,
        col.cut(source.text, (9, 40)).strip(),
        col.cut(source.text, (42, 46)).strip(),
        strength or 0,
        tuple(players),
    )


def _points(source: SourceLine, span: tuple[int, int], log: ProblemLog) -> Decimal | None:
    text = col.cut(source.text, span)
    if not text.strip():
        return None
    value = col.parse_decimal(text)
    if value is None:
        log.error(
            source.number, span[0], f"record 320: points expected at columns {span[0]}-{span[1]}, not {col.shown(text)}"
        )
    return value


def read_320(source: SourceLine, records: TeamRecords, log: ProblemLog) -> None:
    """Match points 5–8, game points 10–13, then the PAB team of round k at 15+4(k−1)."""
    records.pab_points = (_points(source, (5, 8), log), _points(source, (10, 13), log))
    column, round_no = PAB_FIRST_ROUND, 1
    while column <= len(source.text):
        team = _int(source, (column, column + 2), f"record 320: the PAB team of round {round_no}", log, blank=0)
        if team:
            records.pab[round_no] = (team, source.number, column)
        column += 4
        round_no += 1


def read_330(source: SourceLine, records: TeamRecords, log: ProblemLog) -> None:
    """``+-`` / ``-+`` / ``--`` at 5–6, round 8–10, White team 12–14, other 16–18."""
    code = col.cut(source.text, (5, 6))
    if code not in ("+-", "-+", "--"):
        log.error(source.number, 5, f"record 330: expected +-, -+ or -- at columns 5-6, not {col.shown(code)}")
        return
    rnd = _int(source, (8, 10), "record 330: round", log)
    white = _int(source, (12, 14), "record 330: team", log)
    black = _int(source, (16, 18), "record 330: team", log)
    if rnd and white and black:
        records.forfeits.append(Forfeit(source.number, code, rnd, white, black))


def read_240(source: SourceLine, records: TeamRecords, log: ProblemLog) -> None:
    """Type Z/H/F at 5, round 7–9, teams 11–14, 16–19, …"""
    kind = col.cut(source.text, (5, 5)).upper()
    if kind not in ("Z", "H", "F"):
        log.error(source.number, 5, f"record 240: bye type must be Z, H or F, not {col.shown(kind)}")
        return
    rnd = _int(source, (7, 9), "record 240: round", log)
    if not rnd:
        return
    for column, text in col.tpn_list(source.text, BYE_FIRST_TEAM):
        team = col.parse_int(text)
        if not team:
            log.error(source.number, column, f"record 240: a team number expected, not {col.shown(text)}")
            continue
        if (rnd, team) in records.byes:
            log.error(source.number, column, f"record 240: team {team} already has a bye in round {rnd}")
            continue
        records.byes[(rnd, team)] = (kind, source.number, column)


def read_300(source: SourceLine, records: TeamRecords, log: ProblemLog) -> None:
    """Round 5–7, team 9–11, opponent 13–15, players 17–20, 22–25, … (0 = unoccupied)."""
    rnd = _int(source, (5, 7), "record 300: round", log)
    team = _int(source, (9, 11), "record 300: team", log)
    opponent = _int(source, (13, 15), "record 300: opponent team", log, blank=0)
    fields: list[int | None] = []
    column = LINEUP_FIRST
    while column <= len(source.text):
        blank = not col.cut(source.text, (column, column + 3)).strip()
        fields.append(None if blank else _int(source, (column, column + 3), "record 300: player", log, blank=0))
        column += 5
    while fields and fields[-1] is None:
        fields.pop()
    players = [p or 0 for p in fields]
    if rnd and team:
        records.lineups[(rnd, team)] = Lineup(source.number, rnd, team, opponent or 0, tuple(players))


def read_352(source: SourceLine, records: TeamRecords, log: ProblemLog) -> None:
    """Board colours of the team with White, from column 5."""
    letters = source.text[4:].strip().upper()
    if not letters or any(c not in "WB" for c in letters):
        log.error(source.number, 5, f"record 352: board colours must be W and B letters, not {col.shown(letters)}")
        return
    if letters[0] != "W":
        log.warning(source.number, 5, "record 352: the team with White should have White on board 1")
    records.board_colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in letters)
    records.board_colours_line = source.number


_MATCH_POINTS = re.compile(r"(T[WDL])\s*(\S*)")
_NUMBER = re.compile(r"[0-9]+(?:\.[0-9]*)?")


def read_362(source: SourceLine, records: TeamRecords, log: ProblemLog) -> None:
    """``TW 2.0   TD 1.0   TL 0.0``: match points for a won, drawn, lost match.

    A code whose value is not a number (``TW x.0``, ``TD 1,5``) is an error naming its column: match points decide
    the scoregroups (C.04.6 art. 1.2), so a wrong value must never fall back silently to the default.
    """
    found: dict[str, Decimal] = {}
    bad = False
    for m in _MATCH_POINTS.finditer(source.text, 4):
        value = col.parse_decimal(m.group(2)) if _NUMBER.fullmatch(m.group(2)) else None
        if value is None:
            log.error(
                source.number,
                m.start(2) + 1,
                f"record 362: {m.group(1)} needs match points, not {col.shown(m.group(2))}",
            )
            bad = True
        else:
            found[m.group(1)] = value
    if bad:
        return
    if not found:
        log.error(source.number, 5, "record 362: expected TW, TD, TL with their match points")
        return
    default = MatchPoints()
    records.match_points = MatchPoints(
        found.get("TW", default.win), found.get("TD", default.draw), found.get("TL", default.loss)
    )


def read_192(number: int, code: str, records: TeamRecords, log: ProblemLog) -> None:
    """``FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_MP|_GP]`` (team-swiss-trf.md section 1)."""
    words = code.strip().upper().split("_")
    if words[:2] != ["FIDE", "TEAM"]:
        log.warning(
            number, 5, f"record 192 {col.shown(code.strip())} does not name the team system; Type A, MP/GP used"
        )
        return
    scores: list[TeamScore] = []
    for word in words[2:]:
        if word == "BAKU":
            log.error(number, 5, "record 192: acceleration (_BAKU) is not supported for teams (T25)")
        elif word in ("TYPEA", "TYPEB"):
            records.preference_type = PreferenceType.A if word == "TYPEA" else PreferenceType.B
        elif word in ("MP", "GP") and len(scores) < 2:
            scores.append(TeamScore(word))
        else:
            log.error(
                number, 5, f"record 192: {col.shown(word)} is not part of FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_MP|_GP]"
            )
    if len(scores) == 2 and scores[0] is scores[1]:
        log.error(number, 5, "record 192: the primary and the secondary score must differ")
    if scores:
        records.primary = scores[0]
        records.secondary = scores[1] if len(scores) > 1 else None
