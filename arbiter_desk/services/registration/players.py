"""Registration, late entries and withdrawals (C.04.2 art. 2.2–2.5, 3.2); requested byes: ``requested_byes``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.names import plain_name
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.base import DeskBase, resort_tpns
from arbiter_desk.services.event.data import Changes, PlayerData
from arbiter_desk.services.event.errors import DuplicatePlayerError, RoundStateError
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, row_of
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.integrity import record_event
from arbiter_desk.services.fide_mode.integrity_lines import integrity_event
from arbiter_desk.services.ratings.event_ratings import TYPED, RatingSettings, with_tournament_rating
from arbiter_desk.services.registration.tpn import Renumbering, renumbering, tpns_by_settings
from arbiter_desk.services.round_robins.round_robin_rounds import (
    fit_rounds,
    refuse_entry_after_start,
    refuse_withdrawal_before_start,
)
from arbiter_desk.services.round_robins.round_robin_schedule import is_round_robin, unpair_withdrawn, withdrawal_start
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState

MAX_RATING = 9999
"""TRF record 001 columns 49-52 (nothing is stored that the TRF cannot carry)."""
MAX_FIDE_ID = 99_999_999_999
"""TRF record 001 columns 58-68."""


def _check_data(data: PlayerData, state: TournamentState, player: PlayerId | None = None) -> None:
    if not data.name.strip():
        raise InvalidInputError(tr("a player needs a name"))
    if not 0 <= data.rating <= MAX_RATING:
        raise InvalidInputError(
            tr(
                "rating must be from 0 (unrated) to {max_rating}, not {rating}",
                max_rating=MAX_RATING,
                rating=data.rating,
            )
        )
    if data.pairing_rating is not None and not 0 < data.pairing_rating <= MAX_RATING:
        raise InvalidInputError(
            tr(
                "a provisional rating is a number from 1 to {max_rating}, not {pairing_rating}",
                max_rating=MAX_RATING,
                pairing_rating=data.pairing_rating,
            )
        )
    if data.fide_id is not None:
        if not 0 < data.fide_id <= MAX_FIDE_ID:
            raise InvalidInputError(
                tr(
                    "FIDE id must be a number from 1 to {max_fide_id}, not {fide_id}",
                    max_fide_id=MAX_FIDE_ID,
                    fide_id=data.fide_id,
                )
            )
        for other in state.players:
            if other.fide_id == data.fide_id and other.id != player:
                raise DuplicatePlayerError(
                    tr(
                        "FIDE id {fide_id} is already registered for {player} (#{tpn})",
                        fide_id=data.fide_id,
                        player=other.name,
                        tpn=other.tpn,
                    )
                )


def _with_data(record: PlayerRecord, data: PlayerData, state: TournamentState) -> PlayerRecord:
    """The record with the dialog's data; the rating keeps its source while unchanged, a new one without a
    source is a typed one (checklist Q134); the tournament rating follows the event's method (Q145)."""
    if data.rating_source:
        source = data.rating_source
    elif data.rating == record.rating and record.name:
        source = record.rating_source
    else:
        source = TYPED if data.rating else ""
    updated = replace(
        record,
        name=data.name.strip(),
        sex=data.sex,
        title=data.title,
        rating=data.rating,
        federation=data.federation.strip().upper(),
        fide_id=data.fide_id,
        birth_date=data.birth_date.strip(),
        pairing_rating=None if data.rating else data.pairing_rating,
        club=" ".join(data.club.split()),
        rating_source=source,
    )
    return with_tournament_rating(updated, RatingSettings.of(state.settings).method)


def _notes(*notes: str) -> str:
    return "; ".join(n for n in notes if n)


def _rounds_paired(state: TournamentState) -> int:
    return max((int(r.number) for r in state.rounds), default=0)


def _would_renumber(state: TournamentState, records: list[PlayerRecord]) -> Renumbering:
    return renumbering(
        state.players, tpns_by_settings(records, state.tpns_frozen, state.settings), _rounds_paired(state)
    )


def _renumbered(writer: Writer, state: TournamentState) -> Renumbering:
    """What the action just changed in the TPNs (recorded in the journal)."""
    after = {p.id: p.tpn for p in writer.reader.players()}
    return renumbering(state.players, after, _rounds_paired(state))


def _late_entry_event(writer: Writer, state: TournamentState) -> str:
    """The journal's text of the TPNs a late entry moved, also recorded as a ``### TPN`` integrity line once a
    round was paired with the old numbers (C.04.2 art. 2.4–2.5; checklist Q112–113, Q156)."""
    moved = _renumbered(writer, state)
    paired = _rounds_paired(state)
    if moved and paired:
        record_event(writer, integrity_event("TPN late entry", paired + 1, moved.journal_text()))
    return moved.journal_text()


class PlayerCommands(DeskBase):
    def register_player(self, data: PlayerData, entry_round: int | None = None) -> Changes:
        """Register a participant; after round 1 is published a late entry (art. 2.4).

        A late entry takes part from ``entry_round`` (default: the first unpublished round), scores the
        tournament's late-entry result for the rounds before, and gets a TPN by its ranking at any round, those
        below moving down (art. 2.4 "an appropriate TPN", 2.5; checklist Q156); once a round was paired the
        renumbering is a ``### TPN @ Round n: late entry:`` integrity line.
        """

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            refuse_entry_after_start(state)
            _check_data(data, state)
            first = state.first_unpublished_round
            entry = first if entry_round is None else entry_round
            if entry < first:
                raise RoundStateError(
                    tr(
                        "round {entry} is already published; a late entry can start in round {first}",
                        entry=entry,
                        first=first,
                    )
                )
            if state.settings.total_rounds is not None and entry > state.settings.total_rounds:
                raise InvalidInputError(tr("the tournament has only {total} rounds", total=state.settings.total_rounds))
            record = _with_data(PlayerRecord(PlayerId(0), PairingNumber(0), "", entry_round=entry), data, state)
            writer.add_player(record)
            resort_tpns(writer, state.tpns_frozen)
            late = f" (late entry from round {entry})" if entry > 1 else ""
            outcome.label = f"register {record.name}{late}"
            outcome.why = _notes(_late_entry_event(writer, state), fit_rounds(writer))
            draft = state.draft
            if draft is not None and draft.number >= entry:
                return [
                    tr(
                        "the draft of round {round} does not include {player}: re-pair it",
                        round=draft.number,
                        player=record.name,
                    )
                ]
            return []

        return self._run("register player", body)

    def renumbering_if_registered(self, data: PlayerData, entry_round: int | None = None) -> Renumbering:
        """The TPN changes registering ``data`` would bring, to announce before doing it (C.04.2 art. 2.3)."""
        state = self.state()
        entry = state.first_unpublished_round if entry_round is None else entry_round
        new_id = PlayerId(max((p.id for p in state.players), default=0) + 1)
        record = _with_data(PlayerRecord(new_id, PairingNumber(0), "", entry_round=entry), data, state)
        return _would_renumber(state, [*state.players, record])

    def renumbering_if_edited(self, player: PlayerId, data: PlayerData) -> Renumbering:
        """The TPN changes correcting ``player``'s data would bring (a rating or title correction, art. 2.3)."""
        state = self.state()
        records = [_with_data(p, data, state) if p.id == player else p for p in state.players]
        return _would_renumber(state, records)

    def register_players(self, players: Sequence[PlayerData], source: str = "a file") -> Changes:
        """Register many participants in one command (an imported list); a FIDE id already registered (or,
        without an id, the same name), or twice in the list, is skipped with a warning. Entrants after round 1
        is published are late entries."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            refuse_entry_after_start(state)
            entry = state.first_unpublished_round
            if state.settings.total_rounds is not None and entry > state.settings.total_rounds:
                raise RoundStateError(tr("every round is published: nobody can enter any more"))
            taken = {p.fide_id: p.name for p in state.players if p.fide_id is not None}
            names = {plain_name(p.name) for p in state.players}
            skipped, added = [], 0
            for data in players:
                if data.fide_id is not None and data.fide_id in taken:
                    skipped.append(f"{data.name} (FIDE id {data.fide_id}: {taken[data.fide_id]})")
                    continue
                if data.fide_id is None and plain_name(data.name) in names:
                    skipped.append(f"{data.name} (same name)")
                    continue
                names.add(plain_name(data.name))
                _check_data(replace(data, fide_id=None), state)
                blank = PlayerRecord(PlayerId(0), PairingNumber(0), "", entry_round=entry)
                imported = replace(data, rating_source=data.rating_source or ("imported" if data.rating else ""))
                writer.add_player(_with_data(blank, imported, state))
                if data.fide_id is not None:
                    taken[data.fide_id] = data.name
                added += 1
            resort_tpns(writer, state.tpns_frozen)
            outcome.label = f"import {added} player{'s' if added != 1 else ''} from {source}"
            outcome.why = _notes(_late_entry_event(writer, state), fit_rounds(writer))
            return [tr("already registered, skipped: {names}", names=", ".join(skipped))] if skipped else []

        return self._run("import players", body)

    def edit_player(self, player: PlayerId, data: PlayerData, based_on: PlayerRecord | None = None) -> Changes:
        """Correct a participant's data (art. 2.3: TPNs follow the corrections until round 4 is paired).

        ``based_on`` is the record the dialog was filled from: if the player was changed meanwhile (another
        desk), ``StaleRecordError`` and nothing is saved (optimistic concurrency; a new TPN alone is no change)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            current = state.player(player)
            _refuse_if_player_changed(writer, current, based_on, "open the player again to see the new data")
            _check_data(data, state, player)
            writer.update_player(_with_data(current, data, state))
            resort_tpns(writer, state.tpns_frozen)
            outcome.label = f"edit {current.name}"
            outcome.why = _renumbered(writer, state).journal_text()

        return self._run("edit player", body)

    def remove_player(self, player: PlayerId, based_on: PlayerRecord | None = None) -> Changes:
        """Delete a participant; only before round 1 is paired (afterwards: withdraw). ``based_on``: the
        record the desk showed (refused if changed meanwhile, as ``edit_player``)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            current = state.player(player)
            _refuse_if_player_changed(writer, current, based_on, "look at the player again")
            if state.has_started:
                raise RoundStateError(
                    tr("{player} cannot be removed once round 1 is paired; withdraw instead", player=current.name)
                )
            for absence in state.absences:
                if absence.player == player:
                    writer.set_absence(player, absence.round, None)
            writer.delete_player(player)
            resort_tpns(writer, state.tpns_frozen)
            outcome.label = f"remove {current.name}"
            outcome.why = fit_rounds(writer)

        return self._run("remove player", body)

    def withdraw_player(
        self,
        player: PlayerId,
        from_round: int | None = None,
        reason: str = "",
        based_on: PlayerRecord | None = None,
    ) -> Changes:
        """Art. 3.2: the participant is no longer paired from ``from_round`` (default: first unpublished);
        ``reason`` (illness, left the venue, …) is kept with the player and in the journal. ``based_on``: the
        record the desk showed (refused if changed meanwhile)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            current = state.player(player)
            _refuse_if_player_changed(writer, current, based_on, "look at the player again")
            start = withdrawal_start(state, player) if from_round is None else from_round
            if current.withdrawal_round is not None:
                raise RuleViolationError(
                    tr(
                        "{player} has already withdrawn (round {round})",
                        player=current.name,
                        round=current.withdrawal_round,
                    )
                )
            refuse_withdrawal_before_start(state, current.name, start)
            unplayed: list[str] = []
            if start < state.first_unpublished_round and is_round_robin(state):  # rounds published ahead
                unplayed = unpair_withdrawn(writer, state, player, start)
            elif start < state.first_unpublished_round:
                raise RoundStateError(
                    tr(
                        "round {start} is already published; record a forfeit there and withdraw from round {first}",
                        start=start,
                        first=state.first_unpublished_round,
                    )
                )
            writer.update_player(replace(current, withdrawal_round=start, withdrawal_reason=reason.strip()))
            outcome.label = f"withdraw {current.name} from round {start}"
            outcome.why = reason.strip()
            draft = state.draft
            if draft is not None and draft.number >= start and state.is_paired_in(player, draft.number):
                return [
                    tr(
                        "{player} is paired in the draft of round {round}: re-pair it",
                        player=current.name,
                        round=draft.number,
                    )
                ]
            return unplayed

        return self._run("withdraw player", body)

    def reinstate_player(self, player: PlayerId, based_on: PlayerRecord | None = None) -> Changes:
        """Undo a withdrawal (or an expulsion, Q197) from the next round on; the published rounds missed stay
        zero-point absences."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            current = state.player(player)
            _refuse_if_player_changed(writer, current, based_on, "look at the player again")
            if current.withdrawal_round is None:
                raise RuleViolationError(tr("{player} has not withdrawn", player=current.name))
            for r in state.rounds:
                missed = r.number >= current.withdrawal_round and r.state is not RoundState.DRAFT
                if missed and not state.is_paired_in(player, r.number) and state.absence(player, r.number) is None:
                    writer.set_absence(player, r.number, ResultCode.ZERO_BYE)
            writer.update_player(replace(current, withdrawal_round=None, withdrawal_reason="", expelled=False))
            outcome.label = f"reinstate {current.name}"

        return self._run("reinstate player", body)


def _refuse_if_player_changed(writer: Writer, current: PlayerRecord, based_on: PlayerRecord | None, again: str) -> None:
    """Optimistic check of a player edit (a new TPN alone is no change: the desk renumbers by itself)."""
    seen = None if based_on is None else Seen(replace(based_on, tpn=current.tpn))
    refuse_if_changed(writer.reader, current.name, seen, current, row_of("players", int(current.id)), again)
