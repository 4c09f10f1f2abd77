"""Tournament records of a TRF file (everything but player record ``001``), TRF-16, TRF-2026 and TRF(x).

Each reader takes one line, logs what does not follow the format (with line and column) and keeps what it
could read in :class:`FileRecords`; the reader module turns that into the tournament snapshot.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf.players import MAX_TPN
from arbiter_desk.formats.trf.points import BB_RECORDS, PointSystemBuilder
from arbiter_desk.formats.trf.problems import ProblemLog
from arbiter_desk.formats.trf.source import SourceLine

INFO_RECORDS = {
    "012": "name",
    "022": "city",
    "032": "federation",
    "042": "start_date",
    "052": "end_date",
    "092": "tournament_type",
    "102": "chief_arbiter",
    "122": "time_control",
    "172": "starting_rank_method",
    "182": "pairing_program",
    "192": "type_code",
    "222": "time_control_code",
}
"""Free-text records → the :class:`TournamentInfo` field they fill."""

IGNORED_RECORDS = {
    "013": "team record (TRF-16)",
    "299": "abnormal point assignments",
    "300": "team board order",
    "310": "team record",
    "320": "team bye",
    "330": "team forfeits",
}
"""Records that are understood but not read (teams, penalties): warned about, then skipped."""

_WORD = re.compile(r"\S+")

BYE_TYPES = {"F": ResultCode.FULL_BYE, "H": ResultCode.HALF_BYE, "Z": ResultCode.ZERO_BYE}
"""Record 240, column 5."""


@dataclass(frozen=True, slots=True)
class Mention:
    """A TPN named by a tournament record, with where it stands (to report it if nobody has that TPN)."""

    line: int
    column: int
    tpn: int


@dataclass(frozen=True, slots=True)
class ByeRecord:
    """One player's bye from record 240 (type F/H/Z, round)."""

    where: Mention
    result: ResultCode
    round: int


@dataclass(slots=True)
class FileRecords:
    """What the tournament records of one file say."""

    info: dict[str, str] = field(default_factory=dict)
    info_lines: dict[str, int] = field(default_factory=dict)
    deputy_arbiters: list[str] = field(default_factory=list)
    round_dates: tuple[str, ...] = ()
    declared_players: tuple[int, int] | None = None
    """Record 062: (line, number)."""
    declared_rated: tuple[int, int] | None = None
    """Record 072: (line, number)."""
    total_rounds: dict[str, int] = field(default_factory=dict)
    """``142`` and/or ``XXR`` → value."""
    initial_colour: dict[str, Colour] = field(default_factory=dict)
    """``152`` and/or ``XXC`` → value."""
    rule_lines: dict[str, int] = field(default_factory=dict)
    """``142``, ``XXR``, ``152``, ``XXC`` → the line they were read from."""
    points: PointSystemBuilder = field(default_factory=PointSystemBuilder)
    tiebreaks: tuple[str, ...] = ()
    standings_tiebreaks: tuple[str, ...] = ()
    byes: list[ByeRecord] = field(default_factory=list)
    absent_next_round: list[Mention] = field(default_factory=list)
    """TRF(x) ``XXZ``: absent in the round to be paired."""
    accelerations: list[Acceleration] = field(default_factory=list)
    forbidden_pairs: list[ForbiddenPairs] = field(default_factory=list)
    other_mentions: list[Mention] = field(default_factory=list)
    """TPNs of XXA/XXP/260 lines, checked against the players (a warning when unknown)."""
    comments: list[str] = field(default_factory=list)
    is_trf26: bool = False


def read_record(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Read one non-player line into ``records``."""
    code, text, number = source.record, source.text, source.number
    if code == "###":
        records.is_trf26 = True
        records.comments.append(text[3:].removeprefix(" "))
        return
    if col.parse_int(code) in col.TRF26_RECORDS:
        records.is_trf26 = True
    data = text[col.DATA_COLUMN - 1 :].strip()
    if code in INFO_RECORDS:
        _read_info(code, data, number, records, log)
    elif code in _READERS:
        _READERS[code](source, records, log)
    elif code in BB_RECORDS:
        records.points.read_bb(number, code, text, log)
    elif code in IGNORED_RECORDS:
        log.warning(number, 1, f"record {code} ({IGNORED_RECORDS[code]}) is not read; ignored")
    elif code != "082":  # number of teams: nothing to keep for an individual tournament
        log.warning(number, 1, f"unknown record {col.shown(code)} ignored")


KEEP_FIRST = frozenset({"012"})
"""Info records of which the first non-blank line counts: some writers repeat 012 with a section or file
name after the tournament's real name."""


def _read_info(code: str, data: str, number: int, records: FileRecords, log: ProblemLog) -> None:
    field_name = INFO_RECORDS[code]
    if code in records.info_lines:
        first = records.info_lines[code]
        if code in KEEP_FIRST and records.info.get(field_name):
            log.warning(number, 1, f"record {code} repeats line {first}; the first one is used")
            return
        log.warning(number, 1, f"record {code} repeats line {first}; the last one is used")
    records.info[field_name] = data
    records.info_lines[code] = number


def _int_field(source: SourceLine, span: tuple[int, int], what: str, log: ProblemLog, blank: int | None) -> int | None:
    """A positive integer in ``span``; ``blank`` when the field is empty (None: mandatory)."""
    raw = col.cut(source.text, span)
    if not raw.strip() and blank is not None:
        return blank
    value = col.parse_int(raw)
    if value is None or value < 1:
        log.error(source.number, span[0], f"{what} must be a number from 1 to {10 ** (span[1] - span[0] + 1) - 1}")
        return None
    return value


def _tokens(source: SourceLine) -> list[tuple[int, str]]:
    """Blank-separated words from column 5 on, with their columns (TRF(x) lines are free format)."""
    found: list[tuple[int, str]] = []
    text = source.text
    index = col.DATA_COLUMN - 1
    for word in text[index:].split():
        index = text.index(word, index)
        found.append((index + 1, word))
        index += len(word)
    return found


def _tpns(source: SourceLine, fields: list[tuple[int, str]], log: ProblemLog) -> list[Mention]:
    found = []
    for column, word in fields:
        value = col.parse_int(word)
        if value is None or not 1 <= value <= MAX_TPN:
            log.error(
                source.number, column, f"starting rank must be a number from 1 to {MAX_TPN}, not {col.shown(word)}"
            )
        else:
            found.append(Mention(source.number, column, value))
    return found


def _read_062(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    value = col.parse_int(source.text[col.DATA_COLUMN - 1 :])
    if value is None:
        log.warning(source.number, col.DATA_COLUMN, "number of players must be a number")
    else:
        records.declared_players = (source.number, value)


def _read_072(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    value = col.parse_int(source.text[col.DATA_COLUMN - 1 :])
    if value is None:
        log.warning(source.number, col.DATA_COLUMN, "number of rated players must be a number")
    else:
        records.declared_rated = (source.number, value)


def _read_112(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Record 112: one deputy arbiter per line."""
    records.deputy_arbiters.append(source.text[col.DATA_COLUMN - 1 :].strip())


def _read_132(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Record 132: round dates ``YY/MM/DD`` at 92-99, 102-109, … A date standing a column or two off its
    block (some writers shift the whole line) is read whole, with a warning naming its columns."""
    text = source.text
    dates: dict[int, str] = {}
    for match in _WORD.finditer(text, col.FIRST_BLOCK - 3):
        first = match.start() + 1
        round_no = round((first - col.FIRST_BLOCK) / col.BLOCK_WIDTH) + 1
        start, end = col.block_span(max(round_no, 1))
        if round_no < 1 or round_no in dates or abs(first - start) > 2:
            log.warning(
                source.number, first, f"round date {col.shown(match.group())} is not in a round's columns; ignored"
            )
            continue
        if len(match.group()) > end - start + 1:
            log.warning(
                source.number, first, f"round date {col.shown(match.group())} is longer than a round's columns; ignored"
            )
            continue
        if first != start or match.end() > end:
            log.warning(
                source.number,
                first,
                f"round {round_no}'s date {col.shown(match.group())} stands at columns {first}-{match.end()}, "
                f"not {start}-{end}; read as written",
            )
        dates[round_no] = match.group()
    records.round_dates = tuple(dates.get(r, "") for r in range(1, max(dates, default=0) + 1))


def _read_total_rounds(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Record 142 / TRF(x) ``XXR``: total number of rounds."""
    words = _tokens(source)
    value = col.parse_int(words[0][1]) if len(words) == 1 else None
    if value is None or not 1 <= value <= col.MAX_ROUNDS:
        log.error(source.number, col.DATA_COLUMN, f"total number of rounds must be a number from 1 to {col.MAX_ROUNDS}")
    else:
        records.total_rounds[source.record] = value
        records.rule_lines[source.record] = source.number


def _read_152(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Record 152: initial colour ``W`` or ``B``."""
    letter = source.text[col.DATA_COLUMN - 1 :].strip().upper()
    if letter not in ("W", "B"):
        log.error(source.number, col.DATA_COLUMN, "initial colour must be W or B")
    else:
        records.initial_colour["152"] = Colour.WHITE if letter == "W" else Colour.BLACK
        records.rule_lines["152"] = source.number


def _read_xxc(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """TRF(x) ``XXC [rank] white1|black1``: the colour of the top player in round 1 (``rank`` is accepted)."""
    for column, word in _tokens(source):
        key = word.lower()
        if key in ("white1", "black1"):
            records.initial_colour["XXC"] = Colour.WHITE if key == "white1" else Colour.BLACK
            records.rule_lines["XXC"] = source.number
        elif key != "rank":
            log.error(source.number, column, f"XXC expects white1, black1 or rank, not {col.shown(word)}")


def _read_162(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    records.points.read_162(source.number, source.text, log)


def _read_xxs(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    records.points.read_xxs(source.number, source.text, log)


def _read_tiebreaks(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Records 202 and 212: comma-separated MTB26 codes."""
    codes = tuple(c.strip() for c in source.text[col.DATA_COLUMN - 1 :].split(",") if c.strip())
    if source.record == "202":
        records.tiebreaks = codes
    else:
        records.standings_tiebreaks = codes


def _read_240(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Record 240: bye type at 5, round at 7-9, TPNs at 11-14, 16-19, …"""
    letter = col.cut(source.text, col.BYE_TYPE).upper()
    result = BYE_TYPES.get(letter)
    if result is None:
        log.error(source.number, col.BYE_TYPE[0], "bye type must be F, H or Z")
    elif result is ResultCode.FULL_BYE:
        log.warning(source.number, col.BYE_TYPE[0], "full-point bye F is deprecated by FIDE")
    round_no = _int_field(source, col.BYE_ROUND, "round", log, blank=None)
    mentions = _tpns(source, col.tpn_list(source.text, col.BYE_FIRST_TPN), log)
    if result is not None and round_no is not None:
        records.byes.extend(ByeRecord(m, result, round_no) for m in mentions)


def _read_250(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Record 250: points 10-13, rounds 15-17 and 19-21, TPNs 23-26 and 28-31."""
    points = col.parse_decimal(col.cut(source.text, col.ACCELERATION_POINTS))
    if points is None:
        log.error(source.number, col.ACCELERATION_POINTS[0], "acceleration points must be a number like 1.0")
    elif not _fits_250(points):
        log.error(source.number, col.ACCELERATION_POINTS[0], f"acceleration points {points} {_NOT_250}")
        points = None
    first_round = _int_field(source, col.ACCELERATION_FIRST_ROUND, "first round", log, blank=1)
    last_round = _int_field(source, col.ACCELERATION_LAST_ROUND, "last round", log, blank=col.ALL_ROUNDS)
    first_tpn = _int_field(source, col.ACCELERATION_FIRST_TPN, "first starting rank", log, blank=None)
    last_tpn = _int_field(source, col.ACCELERATION_LAST_TPN, "last starting rank", log, blank=first_tpn or 1)
    if points is None or first_round is None or last_round is None or first_tpn is None or last_tpn is None:
        return
    if first_round > last_round or first_tpn > last_tpn:
        log.error(source.number, col.ACCELERATION_FIRST_ROUND[0], "first round/rank must not exceed the last one")
        return
    records.accelerations.append(Acceleration(points, first_round, last_round, first_tpn, last_tpn))


def _read_xxa(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """TRF(x) ``XXA``: TPN at 5-8, round r's points at 10 + 5·(r−1); one acceleration per player and round."""
    tpn = _int_field(source, col.TPN, "starting rank", log, blank=None)
    values: list[tuple[int, Decimal]] = []
    column = col.XXA_FIRST_VALUE
    round_no = 1
    while column <= len(source.text):
        raw = col.cut(source.text, (column, column + 3))
        value = col.parse_decimal(raw)
        if value is None and raw.strip():
            log.error(source.number, column, f"acceleration of round {round_no} must be a number like 1.0")
        elif value and round_no > col.MAX_ROUNDS:
            log.error(
                source.number, column, f"an acceleration for round {round_no}; a TRF file has at most {col.MAX_ROUNDS}"
            )
            break
        elif value and not _fits_250(value):
            log.error(source.number, column, f"acceleration of round {round_no}, {value}, {_NOT_250}")
        elif value:
            values.append((round_no, value))
        column += col.TPN_LIST_STRIDE
        round_no += 1
    if tpn is not None:
        records.other_mentions.append(Mention(source.number, col.TPN[0], tpn))
        records.accelerations.extend(Acceleration(v, r, r, tpn, tpn) for r, v in values)


_NOT_250 = "does not fit the 4 columns of record 250 (points 10-13) as it would be written back"


def _fits_250(points: Decimal) -> bool:
    """Whether the writer can put ``points`` in record 250's 4 columns (``-0.25`` or ``0.125`` cannot)."""
    return len(format_points(points)) <= col.ACCELERATION_POINTS[1] - col.ACCELERATION_POINTS[0] + 1


def _read_forbidden(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """Record 260 (rounds 5-7 and 9-11, TPNs at 13-16, 18-21, …) and TRF(x) ``XXP`` (TPNs only, all rounds)."""
    if source.record == "XXP":
        first_round, last_round = 1, col.ALL_ROUNDS
        mentions = _tpns(source, _tokens(source), log)
    else:
        first = _int_field(source, col.FORBIDDEN_FIRST_ROUND, "first round", log, blank=1)
        last = _int_field(source, col.FORBIDDEN_LAST_ROUND, "last round", log, blank=col.ALL_ROUNDS)
        mentions = _tpns(source, col.tpn_list(source.text, col.FORBIDDEN_FIRST_TPN), log)
        if first is None or last is None:
            return
        first_round, last_round = first, last
    if len(mentions) < 2:
        log.warning(source.number, 1, "a prohibited pairing needs at least two starting ranks")
    records.other_mentions.extend(mentions)
    players = tuple(PairingNumber(m.tpn) for m in mentions)
    records.forbidden_pairs.append(ForbiddenPairs(players, first_round, last_round))


def _read_xxz(source: SourceLine, records: FileRecords, log: ProblemLog) -> None:
    """TRF(x) ``XXZ``: players absent in the round to be paired."""
    records.absent_next_round.extend(_tpns(source, _tokens(source), log))


_READERS: dict[str, Callable[[SourceLine, FileRecords, ProblemLog], None]] = {
    "062": _read_062,
    "072": _read_072,
    "112": _read_112,
    "132": _read_132,
    "142": _read_total_rounds,
    "XXR": _read_total_rounds,
    "152": _read_152,
    "XXC": _read_xxc,
    "162": _read_162,
    "XXS": _read_xxs,
    "202": _read_tiebreaks,
    "212": _read_tiebreaks,
    "240": _read_240,
    "250": _read_250,
    "XXA": _read_xxa,
    "260": _read_forbidden,
    "XXP": _read_forbidden,
    "XXZ": _read_xxz,
}
