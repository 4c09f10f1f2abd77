"""Checks across lines of a TRF file: one player per starting rank and FIDE id, pairings seen alike from both
sides, points and ranks that agree with the results (what JaVaFo and bbpPairings also check)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, pair_problem
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf.players import PlayerLine
from arbiter_desk.formats.trf.problems import ProblemLog


def index_players(lines: Iterable[PlayerLine], log: ProblemLog) -> dict[int, PlayerLine]:
    """001 lines by starting rank; a repeated starting rank (col 5) or FIDE id (col 58) is an error."""
    by_tpn: dict[int, PlayerLine] = {}
    by_fide_id: dict[int, PlayerLine] = {}
    for line in lines:
        player = line.player
        if player is None:
            continue
        if player.tpn in by_tpn:
            first = by_tpn[player.tpn].line
            log.error(line.line, col.TPN[0], f"starting rank {player.tpn:04d} is already used on line {first}")
            continue
        by_tpn[player.tpn] = line
        if player.fide_id is not None:
            if player.fide_id in by_fide_id:
                first = by_fide_id[player.fide_id].line
                log.error(line.line, col.FIDE_ID[0], f"FIDE id {player.fide_id} is already used on line {first}")
            else:
                by_fide_id[player.fide_id] = line
    return by_tpn


def check_pairings(by_tpn: Mapping[int, PlayerLine], log: ProblemLog) -> None:
    """Every opponent exists, names the player back in the same round, with the other colour and the
    results of one game (``core.results.pair_problem``: ``- -`` is a double forfeit, ``0 0`` and ``= 0`` are
    the rare 0-0 and ½-0); nobody is paired twice in a round."""
    # 90,000 blocks at 10,000 players: columns are worked out only for a problem, and one claim per
    # (round, player) is a plain entry (a list only for the rare second claim)
    claims: dict[tuple[int, int], int] = {}
    more: dict[tuple[int, int], list[int]] = defaultdict(list)
    for tpn, line in by_tpn.items():
        for round_no, entry in line.entries.items():
            opponent = entry.opponent
            if opponent is None:
                continue
            if opponent == tpn:
                log.error(line.line, col.block_span(round_no)[0], f"opponent {opponent:04d} is the player itself")
            elif opponent not in by_tpn:
                log.error(
                    line.line, col.block_span(round_no)[0], f"opponent {opponent:04d} is not a player in this file"
                )
            elif (round_no, opponent) in claims:
                more[(round_no, opponent)].append(tpn)
            else:
                claims[(round_no, opponent)] = tpn
    for key in sorted(claims):
        round_no, tpn = key
        other = by_tpn[tpn]
        if round_no in other.bad_rounds:
            continue
        claimer = claims[key]
        if key in more:
            column = col.block_span(round_no)[0]
            names = ", ".join(f"{c:04d} (line {by_tpn[c].line})" for c in sorted((claimer, *more[key])))
            log.error(other.line, column, f"player {tpn:04d} is paired twice in round {round_no}: by {names}")
            continue
        _check_pair(round_no, (claimer, by_tpn[claimer]), (tpn, other), log)


def _check_pair(round_no: int, mine_: tuple[int, PlayerLine], other_: tuple[int, PlayerLine], log: ProblemLog) -> None:
    (a, mine), (b, other) = mine_, other_
    theirs = other.entries.get(round_no)
    if theirs is None or theirs.opponent != a:
        log.error(
            mine.line,
            col.block_span(round_no)[0],
            f"round {round_no}: opponent {b:04d} does not name {a:04d} back: "
            f"its block on line {other.line} {_describe(theirs)}",
        )
        return
    if a > b:
        return  # the pair is checked once, from the smaller starting rank
    ours = mine.entries[round_no]
    problem = pair_problem(ours.result, theirs.result)
    if problem is not None:
        log.error(
            mine.line,
            col.block_span(round_no)[0] + col.RESULT_OFFSET,
            f"round {round_no}: result {ours.result} of {a:04d} does not match result {theirs.result} of "
            f"{b:04d} on line {other.line}: {problem}",
        )
    if (ours.colour is Colour.NONE) != (theirs.colour is Colour.NONE):
        log.error(
            mine.line,
            col.block_span(round_no)[0] + col.COLOUR_OFFSET,
            f"round {round_no}: {a:04d} has colour {ours.colour} but {b:04d} (line {other.line}) has "
            f"{theirs.colour}: both or neither must have a colour",
        )
    elif ours.colour is not Colour.NONE and ours.colour is theirs.colour:
        log.error(
            mine.line,
            col.block_span(round_no)[0] + col.COLOUR_OFFSET,
            f"round {round_no}: {a:04d} and {b:04d} (line {other.line}) both have colour {ours.colour}",
        )


def _describe(entry: RoundEntry | None) -> str:
    if entry is None:
        return "is blank"
    if entry.opponent is None:
        return f"has no opponent (result {entry.result})"
    return f"names {entry.opponent:04d}"


def check_points(line: PlayerLine, snapshot: Tournament, last_paired: int, log: ProblemLog) -> None:
    """Columns 81-84 should hold the points of the results under the point system: those of all recorded
    rounds, or (engine files with byes for the round to pair) those up to the last paired round. Not checked
    when a block of the line could not be read."""
    if line.bad_rounds or line.player is None:
        return
    total = snapshot.score(line.player.tpn)
    if len(format_points(total)) > col.POINTS[1] - col.POINTS[0] + 1:
        log.error(
            line.line, col.POINTS[0], f"{format_points(total)} points (from the results) do not fit columns 81-84"
        )
        return
    if line.points is None:
        return
    if line.points != total and line.points != snapshot.score(line.player.tpn, before_round=last_paired + 1):
        log.warning(
            line.line,
            col.POINTS[0],
            f"points {format_points(line.points)} differ from {format_points(total)} computed from the results",
        )


def check_ranks(lines: Iterable[PlayerLine], count: int, log: ProblemLog) -> None:
    """Columns 86-89: a rank, if given, is between 1 and the number of players."""
    for line in lines:
        if line.rank is not None and not 1 <= line.rank <= count:
            log.warning(line.line, col.RANK[0], f"rank {line.rank} is not between 1 and {count}")
