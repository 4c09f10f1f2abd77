"""DB → snapshot: the ``Tournament`` the engines and tie-breaks read, built from the stored records.

A tournament imported from a TRF and stored gives back the same snapshot as the TRF itself. For the round
being paired, the snapshot adds a block without opponent for every player not to be paired: requested
byes and absences (C.04.2 art. 3.3), withdrawn players (art. 3.2) and late entries not yet arrived
(art. 2.4), so the engine pairs exactly the participants of that round. A player without a FIDE rating is given to the
engines with the provisional rating the Chief Arbiter assigned (C.04.4.1 art. 1.1.2).
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.pairing.acceleration import acceleration_records
from arbiter_desk.services.pairing.chess960 import chess960_comments
from arbiter_desk.services.pairing.match_snapshot import build_match_snapshot, has_two_game_rounds
from arbiter_desk.services.pairing.rounds_ahead import rounds_ahead
from arbiter_desk.services.standings.long_events import long_event_comments
from arbiter_desk.store.records import PlayerId, RoundState


def build_snapshot(state: TournamentState, pairing_round: int | None = None) -> Tournament:
    """The snapshot with every published round (drafts left out) and, if given, ready to pair ``pairing_round``.

    Pending games are left out, and so are the rounds a round robin published ahead (``rounds_ahead``); an
    adjourned game counts as a draw for pairing purposes (art. 3.1). A
    Double-Swiss tournament gives two TRF columns per match (``match_snapshot``, reading D1).
    """
    if has_two_game_rounds(state.settings):
        return build_match_snapshot(state, pairing_round)
    ahead = rounds_ahead(state)  # a round robin's rounds published ahead are not played yet
    rounds = {
        r.number
        for r in state.rounds
        if r.state is not RoundState.DRAFT
        and (pairing_round is None or r.number < pairing_round)
        and int(r.number) not in ahead
    }
    entries = _recorded_entries(state, rounds, pairing_round)
    targets = sorted(rounds | ({RoundNo(pairing_round)} if pairing_round is not None else set()))
    players = []
    for record in state.players:
        own = entries.setdefault(record.id, {})
        for round_no in targets:
            if round_no not in own and not record.takes_part_in(round_no):
                late = round_no < record.entry_round
                result = state.settings.late_entry_result if late else ResultCode.ZERO_BYE
                own[round_no] = RoundEntry(round_no, None, Colour.NONE, result)
        players.append(record.as_player(own))
    s = state.settings
    return Tournament(
        info=s.info,
        players=tuple(sorted(players, key=lambda p: p.tpn)),
        total_rounds=s.total_rounds,
        initial_colour=s.initial_colour,
        point_system=s.point_system,
        accelerations=acceleration_records(state),
        forbidden_pairs=s.forbidden_pairs,
        tiebreaks=s.tiebreaks,
        standings_tiebreaks=s.standings_tiebreaks,
        comments=(
            *s.comments,
            *(d.to_comment() for d in s.tie_decisions),  # Q205, Q207: core.tie_decisions
            *long_event_comments(s, state.players),  # Q210–216: core.long_events
            *(() if s.tiebreak_options.is_default else (s.tiebreak_options.to_comment(),)),  # Q204–209
            *chess960_comments(state),  # Q222: core.chess960
        ),
        open_results=_open_results(state, rounds),
    )


def _open_results(state: TournamentState, rounds: set[RoundNo]) -> frozenset[tuple[int, int]]:
    """(TPN, round) of both players of every adjourned game still without a result (TRF ``?``, Q164)."""
    tpn_of = {p.id: p.tpn for p in state.players}
    return frozenset(
        (tpn_of[player], int(board.round))
        for board in state.boards
        if board.round in rounds and board.adjourned and board.white_result is None and board.black_result is None
        for player in (board.white, board.black)
    )


def _recorded_entries(
    state: TournamentState, rounds: set[RoundNo], pairing_round: int | None
) -> dict[PlayerId, dict[int, RoundEntry]]:
    """Each player's blocks from boards, pairing-allocated byes and absences (one pass over each table)."""
    tpn_of = {p.id: PairingNumber(p.tpn) for p in state.players}
    entries: dict[PlayerId, dict[int, RoundEntry]] = {p.id: {} for p in state.players}
    for board in state.boards:
        if board.round not in rounds:
            continue
        for player, opponent, result, colour in (
            (board.white, board.black, board.white_result, Colour.WHITE),
            (board.black, board.white, board.black_result, Colour.BLACK),
        ):
            if result is None:
                if not board.adjourned:
                    continue
                result = ResultCode.DRAW
            shown = colour if board.has_colours else Colour.NONE
            entries[player][board.round] = RoundEntry(board.round, tpn_of[opponent], shown, result)
    for bye in state.byes:
        if bye.round in rounds:
            entries[bye.player][bye.round] = RoundEntry(bye.round, None, Colour.NONE, ResultCode.PAIRING_BYE)
    for absence in state.absences:
        if pairing_round is None or absence.round <= pairing_round:
            own = entries[absence.player]
            own.setdefault(absence.round, RoundEntry(absence.round, None, Colour.NONE, absence.result))
    return entries


def published_snapshot(state: TournamentState) -> Tournament:
    """The snapshot standings are computed from: published rounds only (a requested bye of a round not yet
    published is not a result yet, nor is one of a round published ahead; games still on are left out)."""
    snapshot = build_snapshot(state)
    published = {int(r.number) for r in state.rounds if r.state is not RoundState.DRAFT} - rounds_ahead(state)
    if has_two_game_rounds(state.settings):  # two TRF columns per published match (D1)
        published = {c for r in published for c in (2 * r - 1, 2 * r)}
    players = tuple(
        p if all(e.round in published for e in p.rounds) else replace(p, rounds=_published(p.rounds, published))
        for p in snapshot.players
    )
    return replace(snapshot, players=players)


def _published(entries: tuple[RoundEntry, ...], published: set[int]) -> tuple[RoundEntry, ...]:
    return tuple(e for e in entries if e.round in published)
