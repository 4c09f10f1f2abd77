"""A whole tournament snapshot (from a TRF) into an empty tournament file, round by round.

Rounds up to the last paired one become complete rounds with their boards and pairing-allocated byes;
every other block without opponent becomes an absence of that round (including requested byes for the
round still to be paired), so that the stored tournament gives back the very same snapshot.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.chess960 import split_chess960
from arbiter_desk.core.errors import ArbiterDeskError, InvalidInputError
from arbiter_desk.core.expulsion import Expulsion, split_expulsions
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.long_events import RoundRatings, ratings_by_player, split_long_event
from arbiter_desk.core.pairing.registry import Capability, all_entries
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.text import tr
from arbiter_desk.core.tie_decisions import split_tie_decisions
from arbiter_desk.core.tiebreak_options import TieBreakOptions, split_tiebreak_options
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf.file_system import named_system, system_not_named
from arbiter_desk.services.fide_mode.mode import exit_event, exit_from_comments
from arbiter_desk.services.pairing.match_snapshot import (
    is_two_game_file,
    match_absences,
    match_boards,
    match_scores,
    match_settings,
    paired_match_rounds,
)
from arbiter_desk.services.ratings.provisional import read_provisional
from arbiter_desk.services.ratings.rating_corrections import corrections_from_comments
from arbiter_desk.store import Writer
from arbiter_desk.store.rating_corrections import add_rating_correction
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord
from arbiter_desk.store.writer import NewBoard


def settings_from_snapshot(tournament: Tournament, system: str | None = None) -> SettingsRecord:
    """The settings of an imported file: its pairing system is ``system`` when given, else the one the file
    names (``### System:``, record 192, ``### Edition:``: ``formats/trf/file_system.py``);
    :class:`SystemNotNamedError` when neither says one (never a silent default: it would pair by wrong rules)."""
    if system is None:
        named = named_system(tournament)
        if named is None:
            source = tournament.info.name or "the TRF file"
            raise system_not_named(source, "the pairing system", tournament.info.type_code)
        system = named.key
    entry = next((e for e in all_entries() if e.key == system), None)  # an unregistered one pairs one game
    settings = SettingsRecord(
        info=tournament.info,
        total_rounds=tournament.total_rounds,
        pairing_system=system,
        point_system=tournament.point_system,
        initial_colour=tournament.initial_colour,
        tiebreaks=tournament.tiebreaks,
        standings_tiebreaks=tournament.standings_tiebreaks,
        accelerations=tournament.accelerations,
        forbidden_pairs=tournament.forbidden_pairs,
        comments=tournament.comments,
    )
    two_games = entry is not None and entry.can(Capability.TWO_GAME_ROUNDS)
    return match_settings(settings) if two_games else settings


Progress = Callable[[int, int], bool]
"""Told (rounds written, rounds in all) as an import goes; answers False to cancel it."""


class ImportCancelledError(ArbiterDeskError):
    """The arbiter cancelled the import: nothing was written."""


def _check_opponent(players: dict[int, Player], tpn: int, entry: RoundEntry) -> RoundEntry:
    assert entry.opponent is not None
    where = f"round {entry.round}: player {tpn} has opponent {entry.opponent}"
    opponent = players.get(entry.opponent)
    if opponent is None:
        raise InvalidInputError(tr("{where}, who is not in the tournament", where=where))
    other = opponent.entry(entry.round)
    if other is None or other.opponent != tpn:
        raise InvalidInputError(tr("{where}, whose block of that round does not name {tpn}", where=where, tpn=tpn))
    if other.colour is not entry.colour.opposite:
        raise InvalidInputError(
            tr("{where}, and both have colour {value}", where=where, value=repr(entry.colour.value))
        )
    return other


def _new_board(number: int, white: PlayerId, black: PlayerId, we: RoundEntry, be: RoundEntry, open_: bool) -> NewBoard:
    """A board of an imported round; an open adjourned game (TRF ``?`` / ``X``) has no result yet (Q166)."""
    coloured = we.colour is not Colour.NONE
    if open_:
        return NewBoard(number, white, black, has_colours=coloured, adjourned=True)
    return NewBoard(number, white, black, we.result, be.result, has_colours=coloured)


def write_snapshot(
    writer: Writer, tournament: Tournament, progress: Progress | None = None, system: str | None = None
) -> None:
    """Store ``tournament`` (settings, players, rounds, boards, byes, absences) into an empty file, in bulk
    (one insert per round's boards); ``progress`` is told after each round and may cancel; ``system``, when
    given, is the pairing system instead of the one the file names (``settings_from_snapshot``). Provisional
    ratings for pairing written by the desk's export (a ``###`` comment line) come back as such."""
    provisional, comments = read_provisional(tournament.comments)
    left, comments = exit_from_comments(comments)  # Q56: in FIDE mode unless the file says it was left
    expelled, comments = split_expulsions(comments)  # Q197: "### Expelled @ Round n: player t: …" lines
    decisions, comments = split_tie_decisions(comments)  # Q205, Q207: "### Tie decision @ Round n: …" lines
    long_event, later, comments = split_long_event(comments)  # Q210–216: "### Long event", "### Round rating"
    options, comments = split_tiebreak_options(comments)  # Q204–209: "### Tie-break options"
    chess960, comments = split_chess960(comments)  # Q222: "### Chess960 @ Round n: …"
    options = options or TieBreakOptions()
    events = () if left is None else (exit_event(left),)
    settings = replace(
        settings_from_snapshot(tournament, system),
        comments=comments,
        fide_mode_exit=left,
        fide_events=events,
        tie_decisions=decisions,
        long_event=None if long_event is None else long_event.over_30_days,
        round_ratings=RoundRatings.FIRST if long_event is None else long_event.ratings,
        lots_for_ties=options.draw_lots,
        unrated_tiebreak_rating=options.unrated_rating,
        chess960=chess960,
    )
    writer.save_settings(settings)
    records = [
        PlayerRecord(
            PlayerId(0),
            PairingNumber(p.tpn),
            p.name,
            p.sex,
            p.title,
            0 if p.tpn in provisional else p.rating,
            p.federation,
            p.fide_id,
            p.birth_date,
            pairing_rating=provisional.get(p.tpn),
        )
        for p in tournament.players
    ]
    by_round = ratings_by_player(later)
    records = [replace(_with_expulsion(r, expelled.get(r.tpn)), round_ratings=by_round.get(r.tpn, ())) for r in records]
    ids: dict[int, PlayerId] = dict(zip((p.tpn for p in tournament.players), writer.add_players(records), strict=True))
    corrections, kept = corrections_from_comments(settings.comments, ids)  # Q193: back into their table
    if corrections:
        writer.save_settings(replace(settings, comments=kept))
    for round_no, white, black, codes, reason in corrections:
        add_rating_correction(writer, round_no, white, black, codes, reason)
    if is_two_game_file(tournament):
        _write_matches(writer, tournament, ids, progress)
        return
    by_tpn: dict[int, Player] = {p.tpn: p for p in tournament.players}
    blocks: dict[int, dict[int, RoundEntry]] = {p.tpn: {e.round: e for e in p.rounds} for p in tournament.players}
    scores: dict[int, Decimal] = dict.fromkeys(by_tpn, Decimal(0))
    last = tournament.last_paired_round()
    points = tournament.point_system.points
    unknown = tournament.open_results  # TRF ? / X: adjourned games still open (Q166)
    for round_no in range(1, last + 1):
        still_open = any(r == round_no for _, r in unknown)
        writer.add_round(round_no, RoundState.PUBLISHED if still_open else RoundState.COMPLETE)
        pairs: list[tuple[int, int, RoundEntry, RoundEntry]] = []
        for tpn, own in blocks.items():
            entry = own.get(round_no)
            if entry is None or entry.opponent is None:
                continue
            other = _check_opponent(by_tpn, tpn, entry)
            if entry.colour is Colour.WHITE or (entry.colour is Colour.NONE and tpn < entry.opponent):
                pairs.append((tpn, entry.opponent, entry, other))
        pairs.sort(key=lambda pair: _publishing_order(tournament, scores, round_no, pair[0], pair[1]))
        writer.add_boards(
            round_no,
            (
                _new_board(n, ids[w], ids[b], we, be, (w, round_no) in unknown)
                for n, (w, b, we, be) in enumerate(pairs, start=1)
            ),
        )
        for tpn, own in blocks.items():
            entry = own.get(round_no)
            if entry is not None:
                scores[tpn] += points(entry.result, entry.colour)
        if progress is not None and not progress(round_no, last):
            raise ImportCancelledError(tr("import cancelled: no tournament file was written"))
    byes: list[tuple[int, PlayerId]] = []
    absences: list[tuple[PlayerId, int, ResultCode]] = []
    for p in tournament.players:
        for entry in p.rounds:
            if entry.opponent is not None:
                continue
            if entry.result is ResultCode.PAIRING_BYE:
                byes.append((entry.round, ids[p.tpn]))
            else:
                absences.append((ids[p.tpn], entry.round, entry.result))
    writer.add_pairing_byes(byes)
    writer.add_absences(absences)


def _with_expulsion(record: PlayerRecord, expulsion: Expulsion | None) -> PlayerRecord:
    """The record flagged as expelled from the round its ``###`` line names (``core.expulsion``)."""
    if expulsion is None:
        return record
    return replace(record, withdrawal_round=expulsion.from_round, withdrawal_reason=expulsion.reason, expelled=True)


def _write_matches(writer: Writer, tournament: Tournament, ids: dict[int, PlayerId], progress: Progress | None) -> None:
    """A Double-Swiss file (two TRF columns per match, ``match_snapshot``): one stored round per match."""
    last = paired_match_rounds(tournament)
    for round_no in range(1, last + 1):
        writer.add_round(round_no, RoundState.COMPLETE)
        scores = match_scores(tournament, round_no)
        boards = match_boards(tournament, round_no)
        boards.sort(key=lambda m: _publishing_order(tournament, scores, 0, m[0], m[1]))
        writer.add_boards(
            round_no,
            (
                NewBoard(n, ids[w], ids[b], g1w, g1b, coloured, games=2, white_result2=g2w, black_result2=g2b)
                for n, (w, b, (g1w, g1b, g2w, g2b), coloured) in enumerate(boards, start=1)
            ),
        )
        if progress is not None and not progress(round_no, last):
            raise ImportCancelledError(tr("import cancelled: no tournament file was written"))
    byes, absences = match_absences(tournament, ids, last)
    writer.add_pairing_byes(byes)
    writer.add_absences(absences)


def _publishing_order(
    tournament: Tournament, scores: dict[int, Decimal], round_no: int, a: int, b: int
) -> tuple[object, ...]:
    """C.04.2 art. 3.6: higher ranked player's score, then the pair's total score, then the smaller TPN; the
    scores are pairing scores (``scores``: the points before the round), with the virtual points of ``250``
    records (C.04.7 art. 1.5)."""
    score_a = scores[a] + tournament.acceleration(a, round_no)
    score_b = scores[b] + tournament.acceleration(b, round_no)
    top_score = max((score_a, -a), (score_b, -b))[0]
    return (-top_score, -(score_a + score_b), min(a, b))
