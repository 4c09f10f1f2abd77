"""Pairing a round: draft by the engine, re-pair, discard, publish (C.04.2 art. 3, 4.4).

A round is paired only when the previous one is complete, or its unfinished games are adjourned
(art. 3.1: adjourned games count as draws for pairing purposes only). A round robin's round is paired as soon as
the previous one is published: the Berger table reads no score (C.05 Annex 1), and nothing is marked adjourned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase, SystemFactory
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.staleness import refuse_if_journal_moved, refuse_if_pairing_changed
from arbiter_desk.services.event.state import ROUND_ROBIN, TournamentState
from arbiter_desk.services.fide_mode.mode import superseded_system
from arbiter_desk.services.pairing.acceleration import fix_last_ga
from arbiter_desk.services.pairing.explanation_json import explanation_to_json
from arbiter_desk.services.pairing.match_snapshot import has_two_game_rounds
from arbiter_desk.services.pairing.pairing_job import PairRound
from arbiter_desk.services.pairing.pairing_request import PairingRequest
from arbiter_desk.services.ratings.provisional import lacking_pairing_rating
from arbiter_desk.store import CommandOutcome, Reader, Writer
from arbiter_desk.store.records import PairingLayout, PlayerRecord, RoundRecord, RoundState
from arbiter_desk.store.writer import NewBoard


def check_can_pair(state: TournamentState, round_no: int) -> None:
    """Refuse unless ``round_no`` is the next round and the previous one is finished (or adjourned); a round
    robin's previous round need only be published (C.05 Annex 1)."""
    total = state.settings.total_rounds
    if total is not None and round_no > total:
        raise RoundStateError(tr("the tournament has only {total} rounds", total=total))
    superseded = superseded_system(state.settings) if state.settings.fide_mode else None
    if superseded is not None and (state.draft is None or state.draft.number != round_no):
        raise RoundStateError(
            tr(
                "in FIDE mode the {title} serves only to re-check old events (approval checklist Q92): pairing round "
                "{round} with it first takes the event out of FIDE mode (a level-4 warning)",
                title=superseded.title,
                round=round_no,
            )
        )
    if round_no > 1:
        previous = state.round(round_no - 1)
        if previous.state is RoundState.DRAFT:
            raise RoundStateError(tr("round {previous} is only a draft: publish it first", previous=round_no - 1))
        if state.settings.pairing_system == ROUND_ROBIN:
            return  # the Berger table gives the round whatever the results (C.05 Annex 1)
        pending = [b.number for b in state.boards_of(round_no - 1) if not b.has_result and not b.adjourned]
        if pending:
            boards = ", ".join(str(n) for n in pending)
            raise RoundStateError(
                tr(
                    "round {previous} is not complete (no result on board {boards}): record the results or mark the "
                    "games adjourned before pairing round {round}",
                    previous=round_no - 1,
                    boards=boards,
                    round=round_no,
                )
            )


@dataclass(frozen=True, slots=True)
class PairingPreview:
    """What pairing would do, checked before it starts (a cheap read: no boards but the previous round's):
    the round, the system, and the participants without any rating for pairing (C.04.4.1 art. 1.1.1)."""

    round: RoundNo
    system: str
    lacking_rating: tuple[PlayerRecord, ...]


class RoundCommands(DeskBase):
    @property
    def systems(self) -> SystemFactory:
        """How this desk finds a pairing system by name."""
        return self._systems

    def pairing_preview(self, repair: bool = False) -> PairingPreview:
        """Refuse at once what ``pairing_request`` would refuse (round state, unfinished previous round), without
        reading the whole tournament; else the round, the system and who lacks a rating for pairing."""
        with self._store.read() as reader:
            state = TournamentState.partial(reader, players=True, rounds=True)
            round_no = _round_to_pair(state, repair)
            if round_no > 1:
                state = replace(state, boards=tuple(reader.boards(round_no - 1)))
        check_can_pair(state, round_no)
        lacking = tuple(lacking_pairing_rating(state, round_no))
        return PairingPreview(round_no, state.settings.pairing_system, lacking)

    def pairing_request(self, repair: bool = False) -> PairingRequest:
        """The next round to pair (``repair``: the draft round again), checked and ready for the engine."""
        with self._store.read() as reader:
            state = TournamentState.load(reader)
            seq = reader.last_journal_seq()
        round_no = _round_to_pair(state, repair)
        check_can_pair(state, round_no)
        snapshot = build_snapshot(state, pairing_round=round_no)
        return PairingRequest(RoundNo(round_no), state.settings.pairing_system, snapshot, seq, repair)

    def store_pairing(
        self, request: PairingRequest, pairing: RoundPairing, claim: Callable[[], None] | None = None
    ) -> Changes:
        """Store the engine's ``pairing`` of ``request`` as the draft of its round (replacing the old draft);
        ``claim`` is called last inside the transaction (a cancelled job raises there: nothing is stored)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            refuse_if_journal_moved(writer.reader, request.journal_seq, "the round was being paired")
            if pairing.round != request.round:
                raise RoundStateError(
                    tr("the pairing is of round {paired}, not {asked}", paired=pairing.round, asked=request.round)
                )
            if request.replaces_draft:
                writer.delete_round(request.round)
            id_of = {p.tpn: p.id for p in state.players}
            numbering = {p.tpn: p.id for p in state.players if p.tpn > 0}
            writer.add_round(request.round, RoundState.DRAFT, explanation_to_json(pairing.explanation, numbering))
            games = 2 if has_two_game_rounds(state.settings) else 1  # a Double-Swiss match (C.04.5 Preface)
            boards = (NewBoard(b.number, id_of[b.white], id_of[b.black], games=games) for b in pairing.boards)
            writer.add_boards(request.round, boards)
            if pairing.bye is not None:
                writer.add_pairing_bye(request.round, id_of[pairing.bye])
            verb = "re-pair" if request.replaces_draft else "pair"
            outcome.label = f"{verb} round {request.round}"
            if claim is not None:
                claim()

        return self._run("re-pair round" if request.replaces_draft else "pair round", body, _players_and_rounds)

    def store_empty_draft(
        self, request: PairingRequest, engine_message: str, claim: Callable[[], None] | None = None
    ) -> Changes:
        """Store an empty draft of ``request.round`` to be paired by hand: the engine found no legal round-pairing
        (``engine_message``; C.04.3 art. 1.9.3: the Chief Arbiter decides what to do; VCL4THP.13 Q63). The
        manual-pairing phase fills it; its Validate compares with the engine's (empty) pairing and writes
        ``### MPA @ Round n``."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            refuse_if_journal_moved(writer.reader, request.journal_seq, "the round was being paired")
            if request.replaces_draft:
                writer.delete_round(request.round)
            writer.add_round(request.round, RoundState.DRAFT)
            outcome.label = f"open round {request.round} for pairing by hand"
            outcome.why = f"C.04.3 art. 1.9.3: the engine found no legal pairing ({engine_message})"
            if claim is not None:
                claim()

        return self._run("pair round by hand", body, _players_and_rounds)

    def pair_next_round(self) -> Changes:
        """Pair the round after the last one with the engine, as a draft for review; refused while a draft
        is pending or the previous round is not complete (the one use case ``PairRound``, run here at once)."""
        return PairRound(self).run()

    def pair_next_round_by_hand(self) -> Changes:
        """Pair the next round with the engine; if it finds no legal pairing (C.04.3 art. 1.9.3), store an empty
        draft for the manual-pairing phase instead (VCL4THP.13 Q63)."""
        return PairRound(self, by_hand=True).run()

    def repair_draft(self) -> Changes:
        """Pair the draft round again (after late entries, byes or result corrections)."""
        return PairRound(self, repair=True).run()

    def discard_draft(self, seen: PairingLayout | None = None) -> Changes:
        """Delete the draft (``seen``: the pairing the desk showed; refused if another desk re-paired it)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            draft = _draft(state)
            refuse_if_pairing_changed(writer.reader, draft.number, seen, "look at the draft again")
            writer.delete_round(draft.number)
            outcome.label = f"discard the draft of round {draft.number}"

        return self._run("discard draft", body, _rounds_only)

    def publish_round(self, seen: PairingLayout | None = None) -> Changes:
        """Publish the draft: from now on it changes only by an override (art. 4.4). ``seen``: the pairing the
        desk showed; a draft another desk re-paired or changed meanwhile is not published unseen."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            draft = _draft(state)
            refuse_if_pairing_changed(writer.reader, draft.number, seen, "look at the draft again")
            empty = not writer.reader.boards_without_result(draft.number)
            writer.set_round_state(draft.number, RoundState.COMPLETE if empty else RoundState.PUBLISHED)
            if draft.number == 1:  # the only publish that needs the players (C.04.7 art. 1.3.2)
                fix_last_ga(writer, TournamentState.load(writer.reader))
            outcome.label = f"publish round {draft.number}{_changed(writer.reader, draft.number)}"

        return self._run("publish round", body, _rounds_only)


def _changed(reader: Reader, round_no: int) -> str:
    """`` changed from the engine's draft (art. 4.4.2)`` when the draft was changed (C.04.2 art. 4.4), else ""."""
    articles = sorted({o.article for o in reader.overrides(round_no)})
    return f" changed from the engine's draft (art. {', '.join(articles)})" if articles else ""


def _round_to_pair(state: TournamentState, repair: bool) -> RoundNo:
    """The draft round when re-pairing, else the next round (refused while a draft is pending)."""
    draft = state.draft
    if repair:
        return _draft(state).number
    if draft is not None:
        raise RoundStateError(tr("round {round} is a draft: publish, re-pair or discard it first", round=draft.number))
    return state.first_unpublished_round


def _draft(state: TournamentState) -> RoundRecord:
    draft = state.draft
    if draft is None:
        raise RoundStateError(tr("there is no draft round"))
    return draft


def _rounds_only(reader: Reader) -> TournamentState:
    """Publishing or discarding a draft reads only the settings and the rounds."""
    return TournamentState.partial(reader, rounds=True)


def _players_and_rounds(reader: Reader) -> TournamentState:
    """Storing a pairing reads the players (TPN → id) and the rounds, not the boards of earlier rounds."""
    return TournamentState.partial(reader, players=True, rounds=True)
