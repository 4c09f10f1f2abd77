"""A whole tournament snapshot (from a TRF) into an empty tournament file, round by round.

Rounds up to the last paired one become complete rounds with their boards and pairing-allocated byes;
every other block without opponent becomes an absence of that round (including requested byes for the
round still to be paired), so that the stored tournament gives back the very same snapshot.
"""

from __future__ import annotations

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.registry import entry_for_trf_code
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.store import Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord


def settings_from_snapshot(tournament: Tournament) -> SettingsRecord:
    code = tournament.info.type_code.strip().upper()
    entry = entry_for_trf_code(code)  # a _BAKU variant names the system only: 250 records accelerate (C.04.7)
    code = code.removesuffix("_BAKU")
    if entry is not None:
        system = entry.name
    else:
        system = code.removeprefix("FIDE_").lower() if code.startswith("FIDE_") else "dubov"
    return SettingsRecord(
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


def _check_opponent(tournament: Tournament, tpn: int, entry: RoundEntry) -> RoundEntry:
    assert entry.opponent is not None
    where = f"round {entry.round}: player {tpn} has opponent {entry.opponent}"
    try:
        other = tournament.player(entry.opponent).entry(entry.round)
    except KeyError:
        raise InvalidInputError(f"{where}, who is not in the tournament") from None
    if other is None or other.opponent != tpn:
        raise InvalidInputError(f"{where}, whose block of that round does not name {tpn}")
    if other.colour is not entry.colour.opposite:
        raise InvalidInputError(f"{where}, and both have colour {entry.colour.value!r}")
    return other


def write_snapshot(writer: Writer, tournament: Tournament) -> None:
    """Store ``tournament`` (settings, players, rounds, boards, byes, absences) into an empty file."""
    writer.save_settings(settings_from_snapshot(tournament))
    ids: dict[int, PlayerId] = {}
    for p in tournament.players:
        record = PlayerRecord(
            PlayerId(0), PairingNumber(p.tpn), p.name, p.sex, p.title, p.rating, p.federation, p.fide_id, p.birth_date
        )
        ids[p.tpn] = writer.add_player(record)
    last = tournament.last_paired_round()
    for round_no in range(1, last + 1):
        writer.add_round(round_no, RoundState.COMPLETE)
        pairs: list[tuple[int, int, RoundEntry, RoundEntry]] = []
        for p in tournament.players:
            entry = p.entry(round_no)
            if entry is None or entry.opponent is None:
                continue
            other = _check_opponent(tournament, p.tpn, entry)
            if entry.colour is Colour.WHITE or (entry.colour is Colour.NONE and p.tpn < entry.opponent):
                pairs.append((p.tpn, entry.opponent, entry, other))
        pairs.sort(key=lambda pair: _publishing_order(tournament, round_no, pair[0], pair[1]))
        for number, (white, black, w_entry, b_entry) in enumerate(pairs, start=1):
            writer.add_board(
                round_no,
                number,
                ids[white],
                ids[black],
                w_entry.result,
                b_entry.result,
                has_colours=w_entry.colour is not Colour.NONE,
            )
    for p in tournament.players:
        for entry in p.rounds:
            if entry.opponent is not None:
                continue
            if entry.result is ResultCode.PAIRING_BYE:
                writer.add_pairing_bye(entry.round, ids[p.tpn])
            else:
                writer.set_absence(ids[p.tpn], entry.round, entry.result)


def _publishing_order(tournament: Tournament, round_no: int, a: int, b: int) -> tuple[object, ...]:
    """C.04.2 art. 3.6: higher ranked player's score, then the pair's total score, then the smaller TPN; the
    scores are pairing scores, with the virtual points of ``250`` records (C.04.7 art. 1.5)."""
    score_a = tournament.score(a, round_no) + tournament.acceleration(a, round_no)
    score_b = tournament.score(b, round_no) + tournament.acceleration(b, round_no)
    top_score = max((score_a, -a), (score_b, -b))[0]
    return (-top_score, -(score_a + score_b), min(a, b))
