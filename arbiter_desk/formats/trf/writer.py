"""Writing a tournament snapshot as a TRF file: TRF-2026 (default) or TRF-16 with the TRF(x) extensions.

TRF-2026 gets records 012-132, 142-222 that apply, 001, 240 (byes of rounds not yet paired), 250, 260 and the
comments as ``###`` lines. TRF-16 gets records 012-132, 001 and the TRF(x) lines ``XXR XXC XXS XXP XXA`` that
carry what TRF-16 has no record for. Either reads back to the same snapshot, except what TRF-16 cannot carry
(comments, tie-breaks, records 172-222, round limits of 260; 250 ranges become per-player, per-round ``XXA``).

Record 132 holds ``YY/MM/DD`` in each round's 8 columns; a date the desk keeps as ``YYYY/MM/DD`` (Settings) is
written without its century, so that it stays in its round's columns.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing_rating_record import without_pairing_ratings
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour
from arbiter_desk.core.scoring import PointSystem, format_points
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf.columns import LineBuilder, TrfVersion
from arbiter_desk.formats.trf.points import fits_162, record_162, xxs_line

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LONG_DATE = re.compile(r"^\d{4}/\d{2}/\d{2}$")

_INFO_BEFORE_PLAYERS = (
    ("012", "name"),
    ("022", "city"),
    ("032", "federation"),
    ("042", "start_date"),
    ("052", "end_date"),
)
_INFO_AFTER_COUNTS = (("092", "tournament_type"), ("102", "chief_arbiter"))
_INFO_TRF26 = (
    ("172", "starting_rank_method"),
    ("182", "pairing_program"),
    ("192", "type_code"),
)


def write_trf(
    tournament: Tournament,
    version: TrfVersion = TrfVersion.TRF26,
    *,
    ranks: Mapping[int, int] | None = None,
    points: Mapping[int, Decimal] | None = None,
) -> str:
    """The TRF text of ``tournament`` ("\\n" line ends). Points (cols 81-84) are ``points`` where given (what a
    converted file declared), else computed from the results with the tournament's point system; ranks
    (cols 86-89) come from ``ranks`` (a player missing from it gets a blank rank) or, without it, from the
    standings (points, then the tie-break list of record 202 or the C.07 default)."""
    trf26 = version is TrfVersion.TRF26
    played = tournament  # ranks by the ratings the event used (ARO with the pairing ratings, as read back)
    if trf26:  # ratings given to unrated players for pairing: a ### line, 0 in the rating column and 072
        tournament = without_pairing_ratings(tournament)
    info = tournament.info
    lines = _info_records(info, _INFO_BEFORE_PLAYERS)
    lines.append(f"062 {len(tournament.players)}")
    lines.append(f"072 {sum(1 for p in tournament.players if p.rating > 0)}")
    lines += _info_records(info, _INFO_AFTER_COUNTS)
    lines += [f"112 {_one_line(deputy)}" for deputy in info.deputy_arbiters]
    lines += _info_records(info, (("122", "time_control"),))
    if info.round_dates:
        dates = LineBuilder("132")
        for round_no, date in enumerate(info.round_dates, start=1):
            dates.put(col.block_span(round_no)[0], _round_date(date))
        lines.append(dates.text())
    if trf26:
        lines += _trf26_rules(tournament)
    scores = {p.tpn: tournament.score(p.tpn) for p in tournament.players}
    if ranks is None:
        ranks = _standings_ranks(played, scores)
    shown = {tpn: (points or {}).get(tpn, score) for tpn, score in scores.items()}
    unknown = tournament.open_results
    lines += [player_record(p, shown[p.tpn], ranks.get(p.tpn), unknown) for p in tournament.players]
    if trf26:
        lines += _byes_240(tournament)
        lines += [
            _record_250(a.points, a.first_round, a.last_round, a.first_tpn, a.last_tpn)
            for a in tournament.accelerations
        ]
        lines += [_record_260(f.first_round, f.last_round, f.players) for f in tournament.forbidden_pairs]
        lines += [f"### {part}" for comment in tournament.comments for part in _LINE_BREAK.split(comment)]
    else:
        lines += _trfx_lines(tournament)
    return "\n".join(lines) + "\n"


UNKNOWN_RESULT = "?"
"""The result symbol of a game not finished yet (an open adjourned game; the TEC Manual's mark, Q164)."""


def _round_date(date: str) -> str:
    """Record 132's ``YY/MM/DD`` for a ``YYYY/MM/DD`` date; any other text as typed, on one line."""
    return date[2:] if _LONG_DATE.match(date) else _one_line(date)


def _one_line(text: str) -> str:
    """Free text on one line: a line break inside a field would start a new record."""
    return _LINE_BREAK.sub(" ", text)


def _standings_ranks(tournament: Tournament, scores: Mapping[PairingNumber, Decimal]) -> dict[int, int]:
    """Ranks by points and the tournament's tie-break list (record 202, else the C.07 default list).

    A list the tie-break module cannot read falls back to points, then TPN."""
    try:
        return {int(tpn): rank for tpn, rank in compute_standings(tournament).ranks().items()}
    except InvalidInputError:
        order = sorted(tournament.players, key=lambda p: (-scores[p.tpn], p.tpn))
        return {p.tpn: index for index, p in enumerate(order, start=1)}


def player_record(
    player: Player, points: Decimal, rank: int | None, open_results: frozenset[tuple[int, int]] = frozenset()
) -> str:
    """Record 001 of ``player``: a block for every round recorded (blank blocks where a round has none); a game
    whose result is not known yet (``open_results``: an adjourned game still open) has ``?`` (Q164).

    Text longer than its columns is cut (name 33, federation 3, birth date 10 characters)."""
    line = (
        LineBuilder("001")
        .put(col.TPN[0], str(player.tpn), 4, right=True)
        .put(col.SEX[0], player.sex.value)
        .put(col.TITLE[0], player.title.value, 3, right=True)
        .put(col.NAME[0], _one_line(player.name)[:33], 33)
        .put(col.RATING[0], str(player.rating) if player.rating else "", 4, right=True)
        .put(col.FEDERATION[0], _one_line(player.federation)[:3], 3)
        .put(col.FIDE_ID[0], str(player.fide_id) if player.fide_id else "", 11, right=True)
        .put(col.BIRTH_DATE[0], _one_line(player.birth_date)[:10], 10)
        .put(col.POINTS[0], format_points(points), 4, right=True)
        .put(col.RANK[0], str(rank) if rank else "", 4, right=True)
    )
    for entry in player.rounds:
        start = col.block_span(entry.round)[0]
        opponent = "0000" if entry.opponent is None else str(entry.opponent)
        line.put(start, opponent, col.OPPONENT_WIDTH, right=True)
        line.put(start + col.COLOUR_OFFSET, entry.colour.value)
        unknown = (player.tpn, entry.round) in open_results
        line.put(start + col.RESULT_OFFSET, UNKNOWN_RESULT if unknown else entry.result.value)
    return line.text()


def _info_records(info: TournamentInfo, records: tuple[tuple[str, str], ...]) -> list[str]:
    """The free-text records that have a value."""
    return [f"{code} {_one_line(getattr(info, name))}" for code, name in records if getattr(info, name)]


def _trf26_rules(tournament: Tournament) -> list[str]:
    """Records 142-222 (and ``XXS`` when record 162 cannot express the point system)."""
    lines = []
    if tournament.total_rounds is not None:
        lines.append(f"142 {tournament.total_rounds}")
    lines.append(f"152 {'B' if tournament.initial_colour is Colour.BLACK else 'W'}")
    lines.append(record_162(tournament.point_system, unknown=bool(tournament.open_results)))
    if not fits_162(tournament.point_system):
        lines.append(xxs_line(tournament.point_system))
    lines += _info_records(tournament.info, _INFO_TRF26)
    if tournament.tiebreaks:
        lines.append("202 " + _one_line(",".join(tournament.tiebreaks)))
    if tournament.standings_tiebreaks:
        lines.append("212 " + _one_line(",".join(tournament.standings_tiebreaks)))
    lines += _info_records(tournament.info, (("222", "time_control_code"),))
    return lines


def _byes_240(tournament: Tournament) -> list[str]:
    """Record 240 for the rounds after the last paired one: requested byes F, H and Z, one line per round and
    type (they stay in the 001 blocks too, where engines of the JaVaFo kind look for them)."""
    last_paired = tournament.last_paired_round()
    byes: dict[tuple[int, str], list[int]] = defaultdict(list)
    for player in tournament.players:
        for entry in player.rounds:
            if entry.round > last_paired and entry.opponent is None and entry.result.is_requested_absence:
                byes[(entry.round, entry.result.value)].append(player.tpn)
    lines = []
    for (round_no, letter), tpns in sorted(byes.items()):
        line = LineBuilder("240").put(col.BYE_TYPE[0], letter).put(col.BYE_ROUND[0], str(round_no), 3, right=True)
        _put_tpns(line, col.BYE_FIRST_TPN, tpns)
        lines.append(line.text())
    return lines


def _record_250(points: Decimal, first_round: int, last_round: int, first_tpn: int, last_tpn: int) -> str:
    """Record 250: points 10-13, rounds 15-17 / 19-21 (blank: all rounds), TPNs 23-26 / 28-31."""
    return (
        LineBuilder("250")
        .put(col.ACCELERATION_POINTS[0], format_points(points), 4, right=True)
        .put(col.ACCELERATION_FIRST_ROUND[0], str(first_round), 3, right=True)
        .put(col.ACCELERATION_LAST_ROUND[0], _round_limit(last_round), 3, right=True)
        .put(col.ACCELERATION_FIRST_TPN[0], str(first_tpn), 4, right=True)
        .put(col.ACCELERATION_LAST_TPN[0], str(last_tpn), 4, right=True)
        .text()
    )


def _record_260(first_round: int, last_round: int, tpns: tuple[int, ...]) -> str:
    """Record 260: rounds 5-7 / 9-11 (blank: all rounds), TPNs at 13-16, 18-21, …"""
    line = (
        LineBuilder("260")
        .put(col.FORBIDDEN_FIRST_ROUND[0], str(first_round), 3, right=True)
        .put(col.FORBIDDEN_LAST_ROUND[0], _round_limit(last_round), 3, right=True)
    )
    _put_tpns(line, col.FORBIDDEN_FIRST_TPN, tpns)
    return line.text()


def _round_limit(last_round: int) -> str:
    return "" if last_round >= col.ALL_ROUNDS else str(last_round)


def _put_tpns(line: LineBuilder, first_column: int, tpns: list[int] | tuple[int, ...]) -> None:
    for index, tpn in enumerate(tpns):
        line.put(first_column + col.TPN_LIST_STRIDE * index, str(tpn), 4, right=True)


def _trfx_lines(tournament: Tournament) -> list[str]:
    """TRF(x) lines for a TRF-16 file: ``XXR``, ``XXC``, ``XXS`` (if not FIDE's default), ``XXP``, ``XXA``."""
    lines = []
    if tournament.total_rounds is not None:
        lines.append(f"XXR {tournament.total_rounds}")
    lines.append(f"XXC {'black1' if tournament.initial_colour is Colour.BLACK else 'white1'}")
    if tournament.point_system != PointSystem():
        lines.append(xxs_line(tournament.point_system))
    lines += ["XXP " + " ".join(str(tpn) for tpn in f.players) for f in tournament.forbidden_pairs]
    lines += _xxa_lines(tournament)
    return lines


def _xxa_lines(tournament: Tournament) -> list[str]:
    """``XXA``: per player, the acceleration of each round (TPN at 5-8, round r at column 10 + 5·(r−1))."""
    accelerations = tournament.accelerations
    if not accelerations:
        return []
    limits = [a.last_round for a in accelerations if a.last_round < col.ALL_ROUNDS]
    last = max([tournament.total_rounds or 0, *limits, *(a.first_round for a in accelerations)])
    lines = []
    for player in tournament.players:
        values = [tournament.acceleration(player.tpn, r) for r in range(1, last + 1)]
        if not any(values):
            continue
        line = LineBuilder("XXA").put(col.TPN[0], str(player.tpn), 4, right=True)
        for index, value in enumerate(values):
            line.put(col.XXA_FIRST_VALUE + col.TPN_LIST_STRIDE * index, format_points(value), 4, right=True)
        lines.append(line.text())
    return lines
