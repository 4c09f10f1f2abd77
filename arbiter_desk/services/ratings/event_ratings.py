"""The event's ratings at the desk: list sequence, rating method, tie order, assigned ratings and TPN changes.

Checklist Q123–132 (sequence, picking, typing), Q144 (applying a chosen subset), Q145–146 (record 172 method, tie
order) and Q147–155 (exchange and regeneration of TPNs, C.04.2 art. 2.3). Every change is one journaled command;
an action that moves pairing numbers is previewed first (``…_preview``: the moves and the warning level of
``core.tpn_rules``) so the desk can show it before it happens, and its journal entry is a pairing-integrity event
``<Kind> @ Round n: …`` (exported as a TRF ``###`` line, ``services.integrity_lines``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from arbiter_desk.core.counting import plural
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import (
    ListRef,
    RateOfPlay,
    RatingMethod,
    TieOrder,
    default_sequence,
    sequence_from_keys,
    tournament_rating,
)
from arbiter_desk.core.text import tr
from arbiter_desk.core.tpn_rules import TpnVerdict, exchange_verdict, regeneration_verdict
from arbiter_desk.services.event.base import DeskBase, renumber_settings, resort_tpns
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.integrity import record_event
from arbiter_desk.services.fide_mode.integrity_lines import integrity_event, integrity_line
from arbiter_desk.services.registration.tpn import (
    Renumbering,
    assign_tpns,
    exchange_made,
    renumbering,
    tpns_by_settings,
)
from arbiter_desk.services.round_robins.round_robin_rounds import refuse_round_robin_renumbering
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord, SettingsRecord

MAX_RATING = 3500
TYPED = "typed"
"""The source of a rating the arbiter typed (Q134: hand-entered ratings are marked)."""


@dataclass(frozen=True, slots=True)
class RatingSettings:
    """The event's rate, list sequence (Q123–126), record 172 method (Q145), tie order (Q146) and whether the
    consistency check runs after a list import (Q138–140)."""

    event_rate: RateOfPlay = RateOfPlay.STANDARD
    sequence: tuple[ListRef, ...] = ()
    method: RatingMethod = RatingMethod.FIDE
    tie_order: TieOrder = TieOrder.ALPHABETICAL
    check_after_import: bool = True

    @classmethod
    def of(cls, settings: SettingsRecord) -> RatingSettings:
        stored = sequence_from_keys(settings.rating_lists)
        try:
            method = RatingMethod.from_trf(settings.info.starting_rank_method)
        except InvalidInputError:
            method = RatingMethod.FIDE  # free text from an imported file: its 001 ratings rank the players
        return cls(
            settings.event_rate,
            stored or default_sequence(settings.event_rate),
            method,
            settings.tie_order,
            settings.rating_check,
        )

    def applied_to(self, settings: SettingsRecord) -> SettingsRecord:
        keys = tuple(ref.key for ref in self.sequence)
        default = tuple(ref.key for ref in default_sequence(self.event_rate))
        return replace(
            settings,
            info=replace(settings.info, starting_rank_method="" if self.method is RatingMethod.FIDE else self.method),
            event_rate=self.event_rate,
            rating_lists=() if keys == default else keys,
            tie_order=self.tie_order,
            rating_check=self.check_after_import,
        )


class RatingKind(StrEnum):
    """Which of a player's ratings a choice sets: ``FIDE`` the official rating of record 001 (from the list the
    sequence found, with its source), the official national one, or a typed one."""

    FIDE = "fide"
    NATIONAL = "national"
    TYPED = "typed"


@dataclass(frozen=True, slots=True)
class RatingChoice:
    """A rating the arbiter assigns: picked from a list (Q128–129), accepted from the check (Q144), or typed
    (Q130–132; ``source`` ``typed``). ``rating`` 0 clears it."""

    kind: RatingKind
    rating: int
    source: str = TYPED


OFFICIAL_PREFIX = "Official FIDE ratings where the tournament rating (record 172) differs, TPN=rating:"


def official_ratings_comment(players: Iterable[PlayerRecord]) -> str | None:
    """The ``###`` line naming the official FIDE rating of every player whose tournament rating (written in
    record 001 cols 49–52, the one the pairing used, as for provisional ratings) differs from it (Q116)."""
    pairs = [
        f"{p.tpn}={p.rating}"
        for p in sorted(players, key=lambda p: p.tpn)
        if p.tournament_rating is not None and p.tournament_rating != p.rating and p.tpn > 0
    ]
    return f"{OFFICIAL_PREFIX} {' '.join(pairs)}" if pairs else None


def _rounds_paired(state: TournamentState) -> int:
    return max((int(r.number) for r in state.rounds), default=0)


def with_tournament_rating(player: PlayerRecord, method: RatingMethod) -> PlayerRecord:
    """The player with the tournament rating the method makes (None while it is the FIDE rating: Q116)."""
    made = tournament_rating(method, player.rating, player.national_rating, player.manual_rating)
    return replace(player, tournament_rating=None if method is RatingMethod.FIDE else made)


Choices = Mapping[PlayerId, RatingChoice | tuple[RatingChoice, ...]]
"""The ratings to assign: one choice per player, or several (e.g. a national and a typed one)."""


def _chosen(state: TournamentState, choices: Choices) -> list[PlayerRecord]:
    method = RatingSettings.of(state.settings).method
    by_id = {p.id: p for p in state.players}
    changed = []
    for player_id, given in choices.items():
        player = by_id.get(player_id)
        if player is None:
            raise InvalidInputError(tr("no player with id {player_id}", player_id=player_id))
        updated = player
        for choice in given if isinstance(given, tuple) else (given,):
            if not 0 <= choice.rating <= MAX_RATING:
                raise InvalidInputError(
                    tr(
                        "{player}: a rating is a whole number from 0 to {max_rating}",
                        player=player.name,
                        max_rating=MAX_RATING,
                    )
                )
            if choice.kind is RatingKind.FIDE:
                updated = replace(updated, rating=choice.rating, rating_source=choice.source)
            elif choice.kind is RatingKind.NATIONAL:
                updated = replace(updated, national_rating=choice.rating)
            else:
                updated = replace(updated, manual_rating=choice.rating or None)
        updated = with_tournament_rating(updated, method)
        if updated != player:
            changed.append(updated)
    return changed


class RatingCommands(DeskBase):
    """Ratings and pairing numbers of an individual event."""

    def rating_settings(self) -> RatingSettings:
        with self._store.read() as reader:
            return RatingSettings.of(reader.settings())

    # --- settings: sequence, method, tie order --------------------------------------------------------------

    def rating_settings_preview(self, new: RatingSettings) -> tuple[Renumbering, TpnVerdict]:
        """What ``set_rating_settings(new)`` does to the TPNs: a new method re-ranks the players (Q153–154)."""
        state = self.state()
        self._refuse_tie_order_change(state, new)
        records = [with_tournament_rating(p, new.method) for p in state.players]
        return self._regeneration(state, records, new.tie_order)

    def set_rating_settings(self, new: RatingSettings) -> Changes:
        """Store the rating settings; the method recomputes every tournament rating and the TPNs follow the
        initial order until round 4 is paired (C.04.2 art. 2.2–2.3)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            self._refuse_tie_order_change(state, new)
            writer.save_settings(new.applied_to(state.settings))
            for player in state.players:
                updated = with_tournament_rating(player, new.method)
                if updated != player:
                    writer.update_player(updated)
            resort_tpns(writer, state.tpns_frozen)
            outcome.label = f"rating settings: {new.method.label}; lists {', '.join(r.label for r in new.sequence)}"
            moved = _moved(writer, state)
            if moved:
                outcome.why = integrity_line("TPN regeneration", _rounds_paired(state) + 1, moved.journal_text())
                _record_tpn_event(writer, state, "TPN regeneration", moved.journal_text())

        return self._run("rating settings", body)

    @staticmethod
    def _refuse_tie_order_change(state: TournamentState, new: RatingSettings) -> None:
        """Q155: the tie order first chosen is kept once round 1 is paired (the TPNs were given by it)."""
        if state.has_started and new.tie_order is not state.settings.tie_order:
            raise InvalidInputError(
                tr(
                    "The order of equal rating and title cannot change once round 1 is paired: the pairing numbers "
                    "were given by it ({label}; C.04.2 art. 2.2.3).",
                    label=state.settings.tie_order.label,
                )
            )

    # --- assigned ratings -------------------------------------------------------------------------------------

    def ratings_preview(self, choices: Choices) -> Renumbering:
        """The TPN changes ``assign_ratings(choices)`` brings (shown before it happens, C.04.2 art. 2.3)."""
        state = self.state()
        changed = {p.id: p for p in _chosen(state, choices)}
        records = [changed.get(p.id, p) for p in state.players]
        return renumbering(
            state.players, tpns_by_settings(records, state.tpns_frozen, state.settings), _rounds_paired(state)
        )

    def assign_ratings(self, choices: Choices, why: str = "") -> Changes:
        """Q128–132, Q144: set the ratings chosen (only those: nothing else changes), with their source."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            changed = _chosen(state, choices)
            for record in changed:
                writer.update_player(record)
            resort_tpns(writer, state.tpns_frozen)
            outcome.label = f"assign the rating of {plural(len(changed), 'player')}"
            moved = _moved(writer, state)
            parts = [why] if why else []
            if moved:
                parts.append(integrity_line("TPN regeneration", _rounds_paired(state) + 1, moved.journal_text()))
                _record_tpn_event(writer, state, "TPN regeneration", moved.journal_text())
            outcome.why = "; ".join(parts)

        return self._run("assign ratings", body)

    def set_national_id(self, player: PlayerId, national_id: str) -> Changes:
        """Link a player to his row of the national lists (an offered candidate the arbiter chose, or typed):
        the lists then find him by it (Q117). Nothing else changes; the ratings stay until assigned."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            record = state.player(player)
            text = national_id.strip()
            if len(text) > 20 or any(not c.isprintable() for c in text):
                raise InvalidInputError(
                    tr("{player}: a national id is at most 20 printable characters", player=record.name)
                )
            writer.update_player(replace(record, national_id=text))
            outcome.label = f"national id of {record.name}: {text or 'none'}"

        return self._run("set national id", body)

    # --- pairing numbers ----------------------------------------------------------------------------------

    def exchange_preview(self, first: PlayerId, second: PlayerId) -> TpnVerdict:
        """Q148–152: the warning an exchange of these two players' TPNs needs."""
        state = self.state()
        return _exchange_verdict(state, state.player(first), state.player(second))

    def exchange_tpns(self, first: PlayerId, second: PlayerId) -> Changes:
        """Exchange two TPNs (after the arbiter confirmed ``exchange_preview``; refused in FIDE mode when the
        tournament ratings differ, Q148); prohibited pairs and stored accelerations follow their players. The
        exchange is stored, so that later edits re-sort around it while its ranking data stands (art. 2.3)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            refuse_round_robin_renumbering(state)
            a, b = state.player(first), state.player(second)
            if a.id == b.id:
                raise InvalidInputError(tr("choose two different players"))
            verdict = _exchange_verdict(state, a, b)
            if verdict.refused:
                raise InvalidInputError(verdict.text)
            writer.update_player(replace(a, tpn=b.tpn))
            writer.update_player(replace(b, tpn=a.tpn))
            stored = writer.reader.settings()
            settings = renumber_settings(stored, {a.tpn: b.tpn, b.tpn: a.tpn}) or stored
            writer.save_settings(replace(settings, tpn_exchanges=(*settings.tpn_exchanges, exchange_made(a, b))))
            outcome.label = f"exchange the pairing numbers of {a.name} and {b.name}"
            text = f"{a.name} {a.tpn}->{b.tpn}, {b.name} {b.tpn}->{a.tpn} (C.04.2 art. 2.3)"
            outcome.why = integrity_line("TPN exchange", _rounds_paired(state) + 1, text)
            _record_tpn_event(writer, state, "TPN exchange", text)

        return self._run("exchange pairing numbers", body)

    def regeneration_preview(self) -> tuple[Renumbering, TpnVerdict]:
        """Q151–154: the moves a regeneration of all TPNs brings and its warning (level 4 after round 4)."""
        state = self.state()
        return self._regeneration(state, list(state.players), state.settings.tie_order, everything=True)

    def regenerate_tpns(self) -> Changes:
        """Give every participant the TPN of the initial order (art. 2.2) with the stored tie order (Q155); after
        round 4 only once the arbiter confirmed the level-4 warning of ``regeneration_preview``. The explicit
        regeneration is what undoes the arbiter's exchanges: they are cleared (an edit keeps them)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            refuse_round_robin_renumbering(state)
            players = writer.reader.players()
            wanted = assign_tpns(players, False, state.settings.tie_order)
            for player in players:
                if wanted[player.id] != player.tpn:
                    writer.update_player(replace(player, tpn=wanted[player.id]))
            stored = writer.reader.settings()
            settings = renumber_settings(stored, {p.tpn: wanted[p.id] for p in players if p.tpn}) or stored
            if settings.tpn_exchanges or settings != stored:
                writer.save_settings(replace(settings, tpn_exchanges=()))
            moved = _moved(writer, state)
            outcome.label = f"regenerate the pairing numbers ({plural(len(moved.moves), 'move')})"
            if moved:
                outcome.why = integrity_line("TPN regeneration", _rounds_paired(state) + 1, moved.journal_text())
                _record_tpn_event(writer, state, "TPN regeneration", moved.journal_text())

        return self._run("regenerate pairing numbers", body)

    @staticmethod
    def _regeneration(
        state: TournamentState, records: list[PlayerRecord], tie_order: TieOrder, everything: bool = False
    ) -> tuple[Renumbering, TpnVerdict]:
        frozen = state.tpns_frozen and not everything
        exchanges = () if everything else state.settings.tpn_exchanges
        found = renumbering(state.players, assign_tpns(records, frozen, tie_order, exchanges), _rounds_paired(state))
        return found, regeneration_verdict(len(found.moves), _rounds_paired(state))


def _exchange_verdict(state: TournamentState, a: PlayerRecord, b: PlayerRecord) -> TpnVerdict:
    return exchange_verdict(a.rating_for_pairing, b.rating_for_pairing, _rounds_paired(state), state.settings.fide_mode)


def _moved(writer: Writer, state: TournamentState) -> Renumbering:
    after = {p.id: p.tpn for p in writer.reader.players()}
    return renumbering(state.players, after, _rounds_paired(state))


def _record_tpn_event(writer: Writer, state: TournamentState, kind: str, text: str) -> None:
    """A ``### TPN`` line (Q112–113) once a round was paired with the old numbers; before round 1 the numbers
    are still being given (C.04.2 art. 2.3) and breach nothing."""
    paired = _rounds_paired(state)
    if paired:
        record_event(writer, integrity_event(kind, paired + 1, text))
