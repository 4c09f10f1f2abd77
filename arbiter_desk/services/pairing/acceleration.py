"""Acceleration at the desk (C.04.7): the Baku method computed from the registered players.

With the Baku method on, the desk does not keep ``250`` records of its own: it derives them, whenever a
snapshot is built, from the settings and the players — so late entries, corrections and TPN changes are
always reflected (C.04.7 art. 1.3) and the snapshot handed to any engine, and the exported TRF, carry them.

- Before round 1 is published, GA is the first 2·⌈N/4⌉ participants of round 1 in TPN order (art. 1.2;
  late entries are not participants of round 1, C.04.2 art. 2.4). A player with a bye in round 1 (H, Z or F)
  is not one either: he has no TPN until he plays (the reading of C.04.2 art. 2.4 FIDE's approval checklist
  takes, Q111, as for colour parity in Dutch clarification note 1), and joins GA when he arrives if he stands
  above its last participant in the pairing list (art. 1.3.2), like any late entry.
- Publishing round 1 fixes the last GA participant (``baku_last_ga``); from then on GA is everybody at or
  above that participant in the pairing list (art. 1.3.2), so it may become odd (note 2).
- Without the method the stored records (e.g. imported ``250`` lines) are used as they are. A ``192`` code
  ending in ``_BAKU`` never decides GA on its own (``pairing-input.md``).
- Standings never include virtual points: only the pairing snapshot carries them.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.common.baku import (
    baku_accelerations,
    check_premise,
    ga_members,
    last_ga_participant,
)
from arbiter_desk.core.pairing.registry import ENTRIES, HISTORICAL, Capability
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import Acceleration
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import Writer
from arbiter_desk.store.records import AccelerationMethod, PlayerRecord, RoundState, SettingsRecord


def check_acceleration(settings: SettingsRecord) -> None:
    """Refuse a Baku tournament whose point system breaks C.04.7 art. 1.1, or without a number of rounds
    (the accelerated rounds are the first half of the tournament, art. 1.4.1)."""
    if settings.acceleration is not AccelerationMethod.BAKU:
        return
    entry = next((e for e in (*ENTRIES, *HISTORICAL) if e.key == settings.pairing_system), None)
    if entry is not None and not entry.can(Capability.ACCELERATION):
        raise InvalidInputError(tr("the {title} does not use acceleration (C.04.7)", title=entry.title))
    check_premise(settings.point_system)
    if settings.total_rounds is None or settings.total_rounds < 1:
        raise InvalidInputError(
            tr(
                "the Baku acceleration needs the number of rounds (C.04.7 art. 1.4.1: the accelerated rounds are the "
                "first half of the tournament)"
            )
        )


def check_settings_change(state: TournamentState, settings: SettingsRecord) -> SettingsRecord:
    """The settings to save: checked, the acceleration method unchanged once round 1 is published, and the
    fixed last GA participant kept (it is the desk's, not the settings dialog's)."""
    check_acceleration(settings)
    old = state.settings
    published = any(r.state is not RoundState.DRAFT for r in state.rounds)
    if published and settings.acceleration is not old.acceleration:
        raise RoundStateError(
            tr(
                "the acceleration method is chosen before round 1 is published (C.04.7 art. 1.2 splits the "
                "participants before the first round); it cannot change now"
            )
        )
    return replace(settings, baku_last_ga=old.baku_last_ga)


def _round_one_participants(state: TournamentState) -> list[PlayerRecord]:
    """The players paired in round 1: entered, not withdrawn, and without a bye for it (Q111)."""
    away = {a.player for a in state.absences if a.round == 1}
    return sorted(
        (p for p in state.players if p.entry_round <= 1 and p.takes_part_in(1) and p.id not in away),
        key=lambda p: p.tpn,
    )


def last_ga_player(state: TournamentState) -> PlayerRecord | None:
    """The last GA participant (C.04.7 art. 1.2, 1.3.2), None without the Baku method or players."""
    settings = state.settings
    if settings.acceleration is not AccelerationMethod.BAKU:
        return None
    if settings.baku_last_ga is not None:
        for player in state.players:
            if player.id == settings.baku_last_ga:
                return player
    return last_ga_participant(_round_one_participants(state))


def ga_players(state: TournamentState) -> tuple[PlayerRecord, ...]:
    """The participants of group GA now, in TPN order (empty without the Baku method)."""
    last = last_ga_player(state)
    if last is None:
        return ()
    return ga_members(sorted(state.players, key=lambda p: p.tpn), last)


def acceleration_records(state: TournamentState) -> tuple[Acceleration, ...]:
    """The ``250`` records of the tournament: computed by the Baku method when it is on, else as stored."""
    settings = state.settings
    if settings.acceleration is not AccelerationMethod.BAKU:
        return settings.accelerations
    last = last_ga_player(state)
    if last is None or settings.total_rounds is None:
        return ()
    return baku_accelerations(last.tpn, settings.total_rounds, settings.point_system.win)


def virtual_points_of(state: TournamentState, round_no: int) -> dict[int, Decimal]:
    """Virtual points by TPN for ``round_no`` (only players who have some)."""
    records = acceleration_records(state)
    result: dict[int, Decimal] = {}
    for player in state.players:
        total = sum((a.points for a in records if a.applies(player.tpn, round_no)), ZERO)
        if total:
            result[player.tpn] = total
    return result


def fix_last_ga(writer: Writer, state: TournamentState) -> None:
    """On publishing round 1: remember the last GA participant (C.04.7 art. 1.3.2)."""
    if state.settings.acceleration is not AccelerationMethod.BAKU or state.settings.baku_last_ga is not None:
        return
    last = last_ga_player(state)
    if last is not None:
        writer.save_settings(replace(state.settings, baku_last_ga=last.id))
