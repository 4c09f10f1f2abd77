"""Round robin → Draw or set pairing numbers: the numbers of a round robin's field, before round 1 (C.05 Annex 1;
checklist Q95).

One command, one transaction, journaled and undoable: the players' new numbers, the prohibited pairs and stored
accelerations following their players, and the ``### TPN @ Round 1: round-robin numbers …`` event that exports
the numbering to the TRF and keeps it (``core.round_robin_numbers``). Refused once round 1 is paired: the
numbers are then the schedule being played.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.round_robin_numbers import BY_HAND, DRAWN, lot_order, numbering_event, numbers_event, seed_of
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase, renumber_settings
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.state import ROUND_ROBIN, TournamentState
from arbiter_desk.services.fide_mode.integrity import integrity_events, record_event
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId

SEED_LIMIT = 999_999_999
"""Seeds are drawn in ``1 … SEED_LIMIT``: short enough to read out and type again, to repeat a drawing."""


def new_seed() -> int:
    """A fresh seed for a drawing of lots (unpredictable; recorded with the drawing so that it can be repeated)."""
    return secrets.randbelow(SEED_LIMIT) + 1


def numbering_refusal(state: TournamentState) -> str | None:
    """Why the numbers cannot be drawn or set now, in plain words (None: they can)."""
    if state.settings.pairing_system != ROUND_ROBIN:
        return (
            "Pairing numbers are drawn or set by hand in a round robin only; a Swiss numbers its field by rating "
            "(C.04.2 art. 2)."
        )
    if state.has_started:
        return (
            "Round 1 is paired: the pairing numbers of a round robin are its schedule (C.05 Annex 1) and cannot "
            "change any more."
        )
    if len(state.players) < 2:
        return "Register the players first: a round robin needs at least two."
    return None


def drawn_order(state: TournamentState, seed: int) -> tuple[PlayerId, ...]:
    """The players in the order a drawing with ``seed`` numbers them, from the list as numbered now."""
    listed = sorted(state.players, key=lambda p: p.tpn)
    return tuple(listed[place].id for place in lot_order(len(listed), seed))


def last_seed(state: TournamentState) -> int | None:
    """The seed of the drawing in force (None when the numbers were not drawn)."""
    event = numbering_event(integrity_events(state.settings))
    return None if event is None else seed_of(event)


class RoundRobinNumberCommands(DeskBase):
    def numbering_refusal(self) -> str | None:
        """Why Draw or set pairing numbers is refused now (None: it is open)."""
        return numbering_refusal(self.state())

    def drawn_order(self, seed: int) -> tuple[PlayerId, ...]:
        """The order a drawing with ``seed`` gives, to show before it is kept."""
        return drawn_order(self.state(), seed)

    def draw_pairing_numbers(self, seed: int) -> Changes:
        """Number the field by a drawing of lots with ``seed`` (repeatable: the same seed on the same list gives
        the same numbers)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            _renumber(writer, state, outcome, drawn_order(state, seed), DRAWN, seed)

        return self._run("draw pairing numbers", body)

    def set_pairing_numbers(self, order: Sequence[PlayerId]) -> Changes:
        """Number the field by hand: ``order[0]`` gets number 1, and so on; every player exactly once."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            _renumber(writer, state, outcome, tuple(order), BY_HAND, None)

        return self._run("set pairing numbers", body)


def _renumber(
    writer: Writer,
    state: TournamentState,
    outcome: CommandOutcome,
    order: tuple[PlayerId, ...],
    how: str,
    seed: int | None,
) -> None:
    refusal = numbering_refusal(state)
    if refusal is not None:
        raise RoundStateError(refusal)
    players = {p.id: p for p in state.players}
    if sorted(order) != sorted(players) or len(set(order)) != len(order):
        raise InvalidInputError(tr("the new numbering must list every registered player exactly once"))
    wanted = {player: PairingNumber(i) for i, player in enumerate(order, start=1)}
    for player in players.values():
        if wanted[player.id] != player.tpn:
            writer.update_player(replace(player, tpn=wanted[player.id]))
    settings = renumber_settings(writer.reader.settings(), {p.tpn: wanted[p.id] for p in players.values()})
    if settings is not None:
        writer.save_settings(settings)
    event = numbers_event(how, [players[p].name for p in order], seed)
    record_event(writer, event)
    outcome.label = f"pairing numbers {how}" + (f" (seed {seed})" if seed is not None else "")
    outcome.why = event.to_comment()
