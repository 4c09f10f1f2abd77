"""Reading TRF files (TRF-16, TRF-2026, TRF(x) extensions) into a tournament snapshot.

:func:`read_trf` never raises for malformed content: it returns every problem found, with line and column, and
a snapshot only when no problem is an error. The round blocks of record 001 are completed as the command-line
conventions of the Dubov clarifications say: a blank block up to the last paired round is a zero-point bye;
record 240 and ``XXZ`` byes join the players' rounds; a block in 001 wins over record 240.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from os import PathLike

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing_rating_record import with_pairing_ratings
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import MAX_EVENT_ROUNDS, Tournament, TournamentInfo, event_size_problem, is_absence
from arbiter_desk.formats.trf import checks
from arbiter_desk.formats.trf.columns import TrfVersion
from arbiter_desk.formats.trf.players import PlayerLine, read_player_line
from arbiter_desk.formats.trf.problems import Problem, ProblemLog, TrfError
from arbiter_desk.formats.trf.records import FileRecords, read_record
from arbiter_desk.formats.trf.source import bounded_lines, decode, read_trf_bytes

StrPath = str | PathLike[str]


@dataclass(frozen=True, slots=True)
class TrfReadResult:
    """What :func:`read_trf` found: the snapshot (None if an error makes the file unusable), every problem
    (sorted by line and column) and the edition of the file."""

    tournament: Tournament | None
    problems: tuple[Problem, ...]
    version: TrfVersion
    declared_points: Mapping[int, Decimal] = field(default_factory=dict)
    """The points column (81-84) of each 001 line that fills it, by starting rank: what the file declared."""
    declared_ranks: Mapping[int, int] = field(default_factory=dict)
    """The rank column (86-89) of each 001 line that fills it, by starting rank."""

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == "error")

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == "warning")


def read_trf(data: bytes | str) -> TrfReadResult:
    """Read a TRF file's content (bytes: UTF-8, else Latin-1); never raises for malformed content."""
    log = ProblemLog()
    records = FileRecords()
    player_lines: list[PlayerLine] = []
    last_line = 0
    for source in bounded_lines(decode(data), log):
        last_line = source.number
        if source.record == "001":
            player_lines.append(read_player_line(source, log))
        else:
            read_record(source, records, log)
    version = TrfVersion.TRF26 if records.is_trf26 else TrfVersion.TRF16
    if not player_lines:
        log.error(max(last_line, 1), None, "no player record (001) in this file")
    by_tpn = checks.index_players(player_lines, log)
    checks.check_pairings(by_tpn, log)
    open_results = _open_results(by_tpn, log)
    last_paired = _last_paired_round(by_tpn)
    rounds = _complete_rounds(by_tpn, records, last_paired, log)
    snapshot = replace(_snapshot(by_tpn, rounds), point_system=records.points.build())
    for line in by_tpn.values():
        checks.check_points(line, snapshot, last_paired, log)
    checks.check_ranks(player_lines, len(by_tpn), log)
    _check_declared_counts(records, snapshot.players, log)
    for mention in records.other_mentions:
        if mention.tpn not in by_tpn:
            log.warning(mention.line, mention.column, f"starting rank {mention.tpn:04d} is not a player in this file")
    total_rounds = _total_rounds(records, snapshot.players, log)
    _check_event_size(records, by_tpn, total_rounds, log)
    initial_colour = _initial_colour(records, snapshot.players, log)
    tournament = None
    if not log.has_errors:
        tournament = replace(
            snapshot,
            info=_info(records),
            total_rounds=total_rounds,
            initial_colour=initial_colour,
            accelerations=tuple(records.accelerations),
            forbidden_pairs=tuple(records.forbidden_pairs),
            tiebreaks=records.tiebreaks,
            standings_tiebreaks=records.standings_tiebreaks,
            comments=tuple(records.comments),
            open_results=open_results,
        )
        with contextlib.suppress(InvalidInputError):  # a bad record: ``import`` refuses it, naming the pair
            tournament = with_pairing_ratings(tournament)  # "### Pairing rating": unrated players' pairing ratings
    points = {tpn: line.points for tpn, line in by_tpn.items() if line.points is not None}
    ranks = {tpn: line.rank for tpn, line in by_tpn.items() if line.rank is not None}
    return TrfReadResult(tournament, log.sorted(), version, points, ranks)


def read_trf_file(path: StrPath) -> TrfReadResult:
    """:func:`read_trf` of a file (OSError if it cannot be read; :class:`TrfInputError` if it is no regular file
    or too large)."""
    return read_trf(read_trf_bytes(path))


def parse_trf(data: bytes | str, source: str = "") -> Tournament:
    """The snapshot of a TRF file's content; :class:`TrfError` (an InvalidInputError) if it is unusable."""
    result = read_trf(data)
    if result.tournament is None:
        raise TrfError(result.problems, source)
    return result.tournament


def load_trf(path: StrPath) -> Tournament:
    """The snapshot of a TRF file; :class:`TrfError` if unusable, OSError if it cannot be read."""
    return parse_trf(read_trf_bytes(path), str(path))


def _last_paired_round(by_tpn: Mapping[int, PlayerLine]) -> int:
    """``Tournament.last_paired_round`` of the file's blocks, without making the snapshot for it."""
    return max(
        (
            round_no
            for line in by_tpn.values()
            if line.player is not None
            for round_no, entry in line.entries.items()
            if entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE
        ),
        default=0,
    )


def _open_results(by_tpn: Mapping[int, PlayerLine], log: ProblemLog) -> frozenset[tuple[int, int]]:
    """(TPN, round) of the games whose result is ``?`` / ``X`` (not known yet, Q166); both players of such a
    game must say so (a known result on one side only is an error naming that side's line)."""
    found = set()
    for tpn, line in by_tpn.items():
        for round_no in sorted(line.unknown_rounds):
            entry = line.entries.get(round_no)
            if entry is None or entry.opponent is None:
                continue
            other = by_tpn.get(entry.opponent)
            if other is None or round_no in other.bad_rounds:
                continue
            if round_no not in other.unknown_rounds:
                shown = other.entries.get(round_no)
                log.error(
                    line.line, None,
                    f"round {round_no}: the result is not known yet (? / X) here, but {entry.opponent:04d}'s block "
                    f"on line {other.line} gives {'no result' if shown is None else shown.result.value}",
                )  # fmt: skip
                continue
            found.add((tpn, round_no))
    return frozenset(found)


def _snapshot(by_tpn: dict[int, PlayerLine], rounds: Mapping[int, Mapping[int, RoundEntry]]) -> Tournament:
    """The players of the file (by starting rank) with the given rounds, in round order."""
    return Tournament(
        players=tuple(
            replace(line.player, rounds=tuple(entry for _, entry in sorted(rounds[tpn].items())))
            for tpn, line in sorted(by_tpn.items())
            if line.player is not None
        )
    )


def _complete_rounds(
    by_tpn: dict[int, PlayerLine], records: FileRecords, last_paired: int, log: ProblemLog
) -> dict[int, dict[int, RoundEntry]]:
    """Each player's rounds: the 001 blocks, record 240 byes where the block is blank, zero-point byes for the
    blank blocks up to the last paired round, and ``XXZ`` absences in the round to pair."""
    rounds = {tpn: dict(line.entries) for tpn, line in by_tpn.items()}
    for bye in records.byes:
        where = bye.where
        if where.tpn not in by_tpn:
            log.error(where.line, where.column, f"starting rank {where.tpn:04d} is not a player in this file")
            continue
        if bye.round in by_tpn[where.tpn].bad_rounds:
            continue
        existing = rounds[where.tpn].get(bye.round)
        if existing is None:
            rounds[where.tpn][bye.round] = _bye(bye.round, bye.result)
        elif existing.opponent is not None or existing.result is not bye.result:
            log.warning(
                where.line,
                where.column,
                f"record 240 gives {where.tpn:04d} a bye {bye.result} in round {bye.round}, but its block on line "
                f"{by_tpn[where.tpn].line} says {existing.result}; the block is used",
            )
    for tpn, line in by_tpn.items():
        for round_no in range(1, last_paired + 1):
            if round_no not in rounds[tpn] and round_no not in line.bad_rounds:
                rounds[tpn][round_no] = _bye(round_no, ResultCode.ZERO_BYE)
    to_pair = last_paired + 1
    for mention in records.absent_next_round:
        if mention.tpn not in by_tpn:
            log.error(mention.line, mention.column, f"starting rank {mention.tpn:04d} is not a player in this file")
        else:
            rounds[mention.tpn].setdefault(to_pair, _bye(to_pair, ResultCode.ZERO_BYE))
    return rounds


def _bye(round_no: int, result: ResultCode) -> RoundEntry:
    return RoundEntry(RoundNo(round_no), None, Colour.NONE, result)


def _info(records: FileRecords) -> TournamentInfo:
    """Records 012-132, 172-192 and 222."""
    return replace(
        TournamentInfo(),
        deputy_arbiters=tuple(records.deputy_arbiters),
        round_dates=records.round_dates,
        **records.info,
    )


def _check_event_size(
    records: FileRecords, by_tpn: Mapping[int, PlayerLine], total_rounds: int | None, log: ProblemLog
) -> None:
    """The desk's bound on an event (``core.tournament.MAX_EVENT_ROUNDS``): refused up front, naming the line of
    the announced number of rounds or of the first player with blocks beyond it."""
    longest = max(by_tpn.values(), key=lambda line: max(line.entries, default=0), default=None)
    recorded = 0 if longest is None else max(longest.entries, default=0)
    problem = event_size_problem(len(by_tpn), max(total_rounds or 0, recorded))
    if problem is None:
        return
    source = "142" if "142" in records.total_rounds else "XXR"
    if total_rounds is not None and total_rounds > MAX_EVENT_ROUNDS:
        log.error(records.rule_lines[source], None, problem)
    elif longest is not None:
        log.error(longest.line, None, problem)


def _total_rounds(records: FileRecords, players: Sequence[Player], log: ProblemLog) -> int | None:
    """Record 142, else ``XXR``; a warning if they differ or if players have more rounds."""
    declared, lines = records.total_rounds, records.rule_lines
    source = "142" if "142" in declared else "XXR"
    value = declared.get(source)
    if len(set(declared.values())) > 1:
        log.warning(
            lines["XXR"], None, f"XXR says {declared['XXR']} rounds, record 142 says {declared['142']}; using 142"
        )
    recorded = max((e.round for p in players for e in p.rounds), default=0)
    if value is not None and recorded > value:
        log.warning(lines[source], None, f"{value} rounds declared, but the players have blocks for round {recorded}")
    return value


def _initial_colour(records: FileRecords, players: Sequence[Player], log: ProblemLog) -> Colour:
    """Record 152, else ``XXC``, else the colour the first round shows, else White.

    A file that declares no initial colour (bbpPairings' generator writes none) still shows the lot in round 1:
    C.04.3 art. 5.2.5 (and C.04.4.x art. 5.2.1, C.04.5 art. 4.3.1) gives the higher-ranked player of a pair
    without earlier games the initial colour when their TPN is odd, the opposite colour when it is even.
    """
    declared = records.initial_colour
    if len(set(declared.values())) > 1:
        log.warning(records.rule_lines["XXC"], None, "XXC gives another initial colour than record 152; using 152")
    if declared:
        return declared.get("152", declared.get("XXC", Colour.WHITE))
    shown = initial_colour_from_round_one(players)
    return Colour.WHITE if shown is None else shown


def initial_colour_from_round_one(players: Sequence[Player]) -> Colour | None:
    """The initial colour that round 1 shows, or None when no pair of round 1 has colours.

    The pair with the smallest TPN is read: that player is the higher ranked of the pair in round 1 (all scores
    are equal, or, under acceleration, they are in the top group, C.04.7), so their colour is the initial colour
    for an odd number and the opposite one for an even number (C.04.3 art. 5.2.5).  The number is the one the
    engines pair with (Dutch clarification note 1, every system): the rank, in TPN order, among the players taken
    into account in round 1, so a player absent from round 1 (a requested bye, or a late entry) shifts the parity
    of those below him.
    """
    by_tpn = {p.tpn: p for p in players}
    counted = sorted(p.tpn for p in players if _in_round_one(p))
    number = {tpn: rank for rank, tpn in enumerate(counted, start=1)}
    for player in sorted(players, key=lambda p: p.tpn):
        entry = next((e for e in player.rounds if e.round == 1), None)
        if entry is None or entry.opponent is None or entry.colour is Colour.NONE:
            continue
        opponent = by_tpn.get(entry.opponent)
        other = next((e for e in opponent.rounds if e.round == 1), None) if opponent else None
        if other is None or other.colour is not entry.colour.opposite or entry.opponent < player.tpn:
            continue
        return entry.colour if number.get(player.tpn, player.tpn) % 2 == 1 else entry.colour.opposite
    return None


def _in_round_one(player: Player) -> bool:
    """Taken into account for round 1's parity: paired in it (a game, a forfeit or the pairing-allocated bye)."""
    entry = next((e for e in player.rounds if e.round == 1), None)
    return entry is not None and not is_absence(entry)


def _check_declared_counts(records: FileRecords, players: Sequence[Player], log: ProblemLog) -> None:
    """Records 062 and 072 should agree with the 001 lines."""
    if records.declared_players is not None:
        line, value = records.declared_players
        if value != len(players):
            log.warning(line, 5, f"record 062 says {value} players, the file has {len(players)}")
    if records.declared_rated is not None:
        line, value = records.declared_rated
        rated = sum(1 for p in players if p.rating > 0)
        if value != rated:
            log.warning(line, 5, f"record 072 says {value} rated players, the file has {rated}")
