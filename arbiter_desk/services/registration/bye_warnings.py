"""Warnings and events of requested byes (C.04.2 (2026) art. 3.3; FIDE approval checklist VCL4THP.13 §9).

- Q173–174: a player may take several half-point byes if the regulations allow; the second and every later one
  is confirmed at level 3 (the desk does not know the regulations' limit: the arbiter does).
- Q177–179: a full-point bye can be given, with a level-2 notice that FIDE deprecates it, and it is written as
  ``### FPB @ Round n: <player>`` (``core.integrity``) in the same transaction.
"""

from __future__ import annotations

from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store.records import PlayerRecord


def half_byes_taken(state: TournamentState, player: PlayerRecord, round_no: int) -> list[int]:
    """The rounds other than ``round_no`` in which ``player`` has a half-point bye (requested or recorded)."""
    return sorted(
        int(a.round)
        for a in state.absences
        if a.player == player.id and a.result is ResultCode.HALF_BYE and a.round != round_no
    )


def second_half_bye_warning(state: TournamentState, player: PlayerRecord, round_no: int) -> DeskWarning | None:
    """Q173–174: level 3 for a half-point bye when the player already has one."""
    taken = half_byes_taken(state, player, round_no)
    if not taken:
        return None
    rounds = ", ".join(str(r) for r in taken)
    return DeskWarning(
        WarningLevel.CONFIRM,
        "bye.half.again",
        tr("Half-point bye number {number}", number=len(taken) + 1),
        tr(
            "{player} already has a half-point bye (round {rounds}). Give another one in round {round} only "
            "if the tournament regulations allow it (C.04.2 art. 3.3).",
            player=player.name,
            rounds=rounds,
            round=round_no,
        ),
        questions=(173, 174),
        subject=f"{player.id}@{round_no}",
    )


def full_bye(player: PlayerRecord, round_no: int) -> tuple[DeskWarning, IntegrityEvent]:
    """Q177–179: the level-2 deprecation notice and the ``### FPB`` event of a full-point bye."""
    event = IntegrityEvent(EventKind.FULL_POINT_BYE, round_no, f"{player.name} ({player.tpn})")
    warning = DeskWarning(
        WarningLevel.NOTICE,
        "bye.full",
        tr("Full-point bye: deprecated by FIDE"),
        tr(
            "FIDE deprecates full-point byes (C.04.2 art. 3.3). {player} scores a full point in round "
            "{round} without playing; the TRF records: {line}",
            player=player.name,
            round=round_no,
            line=event.to_line(),
        ),
        questions=(177, 178, 179),
        subject=f"{player.id}@{round_no}",
    )
    return warning, event


def is_full_bye_of(event: IntegrityEvent, player: PlayerRecord, round_no: int) -> bool:
    """Whether ``event`` is the ``### FPB`` line of ``player``'s full-point bye in ``round_no`` (its TPN may have
    changed since: the name decides)."""
    return (
        event.kind is EventKind.FULL_POINT_BYE
        and event.round == round_no
        and event.detail.startswith(f"{player.name} (")
    )
