"""Pairing a round: draft by the engine, re-pair, discard, publish (C.04.2 art. 3, 4.4).

A round is paired only when the previous one is complete, or its unfinished games are adjourned
(art. 3.1: adjourned games count as draws for pairing purposes only).
"""

from __future__ import annotations

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.services.base import DeskBase
from arbiter_desk.services.data import Changes
from arbiter_desk.services.errors import RoundStateError
from arbiter_desk.services.explanation_json import explanation_to_json
from arbiter_desk.services.snapshot import build_snapshot
from arbiter_desk.services.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import RoundRecord, RoundState


def check_can_pair(state: TournamentState, round_no: int) -> None:
    """Refuse unless ``round_no`` is the next round and the previous one is finished (or adjourned)."""
    total = state.settings.total_rounds
    if total is not None and round_no > total:
        raise RoundStateError(f"the tournament has only {total} rounds")
    if round_no > 1:
        previous = state.round(round_no - 1)
        if previous.state is RoundState.DRAFT:
            raise RoundStateError(f"round {round_no - 1} is only a draft: publish it first")
        pending = [b.number for b in state.boards_of(round_no - 1) if not b.has_result and not b.adjourned]
        if pending:
            boards = ", ".join(str(n) for n in pending)
            raise RoundStateError(
                f"round {round_no - 1} is not complete (no result on board {boards}): record the results "
                f"or mark the games adjourned before pairing round {round_no}"
            )


class RoundCommands(DeskBase):
    def _pair_into(self, writer: Writer, state: TournamentState, round_no: int) -> None:
        """Pair ``round_no`` with the tournament's system and store it as a draft."""
        system = self._systems(state.settings.pairing_system)
        pairing = system.pair(build_snapshot(state, pairing_round=round_no), RoundNo(round_no))
        id_of = {p.tpn: p.id for p in state.players}
        writer.add_round(round_no, RoundState.DRAFT, explanation_to_json(pairing.explanation))
        for board in pairing.boards:
            writer.add_board(round_no, board.number, id_of[board.white], id_of[board.black])
        if pairing.bye is not None:
            writer.add_pairing_bye(round_no, id_of[pairing.bye])

    def pair_next_round(self) -> Changes:
        """Pair the round after the last one with the engine (as a draft for review); refused while a draft
        is pending or the previous round is not complete."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            draft = state.draft
            if draft is not None:
                raise RoundStateError(f"round {draft.number} is a draft: publish, re-pair or discard it first")
            round_no = state.first_unpublished_round
            check_can_pair(state, round_no)
            self._pair_into(writer, state, round_no)
            outcome.label = f"pair round {round_no}"

        return self._run("pair round", body)

    def repair_draft(self) -> Changes:
        """Pair the draft round again (after late entries, byes or result corrections)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            draft = _draft(state)
            writer.delete_round(draft.number)
            check_can_pair(state, draft.number)
            self._pair_into(writer, state, draft.number)
            outcome.label = f"re-pair round {draft.number}"

        return self._run("re-pair round", body)

    def discard_draft(self) -> Changes:
        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            draft = _draft(state)
            writer.delete_round(draft.number)
            outcome.label = f"discard the draft of round {draft.number}"

        return self._run("discard draft", body)

    def publish_round(self) -> Changes:
        """Publish the draft: from now on it changes only by an override (art. 4.4)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            draft = _draft(state)
            empty = not state.boards_of(draft.number)
            writer.set_round_state(draft.number, RoundState.COMPLETE if empty else RoundState.PUBLISHED)
            outcome.label = f"publish round {draft.number}"

        return self._run("publish round", body)


def _draft(state: TournamentState) -> RoundRecord:
    draft = state.draft
    if draft is None:
        raise RoundStateError("there is no draft round")
    return draft
