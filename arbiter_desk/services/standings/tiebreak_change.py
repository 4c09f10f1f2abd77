"""A tie-break list changed after the start (C.07 (2026) General: the list is announced before round 1).

FIDE's approval checklist (VCL4THP.13 Q200–202): if the list can still change once round 1 is paired, the change
needs a level-4 warning (two confirmations stating the consequences) and leaves a ``###`` line with the round and
the previous list — ``### Tie-breaks @ Round n: BH/C1,BH,SB -> SB,BH`` (``core.integrity``). Both lists are kept
as the tournament writes them: record 202 (ties) and record 212 (standings).
"""

from __future__ import annotations

from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store.records import SettingsRecord


def _text(codes: tuple[str, ...]) -> str:
    return ",".join(codes) or "(none)"


def tiebreak_change(state: TournamentState, new: SettingsRecord) -> tuple[DeskWarning, IntegrityEvent] | None:
    """The level-4 warning and the event of changing the tie-break lists after round 1 was paired, or None
    (nothing changed, or round 1 is not paired yet: the list may still be set freely)."""
    old = state.settings
    if not state.rounds or (old.tiebreaks, old.standings_tiebreaks) == (new.tiebreaks, new.standings_tiebreaks):
        return None
    round_no = max(r.number for r in state.rounds)
    parts = []
    if old.tiebreaks != new.tiebreaks:
        parts.append(f"{_text(old.tiebreaks)} -> {_text(new.tiebreaks)}")
    if old.standings_tiebreaks != new.standings_tiebreaks:
        parts.append(f"standings {_text(old.standings_tiebreaks)} -> {_text(new.standings_tiebreaks)}")
    event = IntegrityEvent(EventKind.TIEBREAKS, round_no, "; ".join(parts))
    warning = DeskWarning(
        WarningLevel.TWO_STEP,
        "tiebreaks.change",
        tr("Change the tie-break list after the start"),
        tr(
            "The tie-break list was announced before round 1 (C.07 General) and round {round} is paired. "
            "Changing it: {change}.",
            round=round_no,
            change=event.detail,
        ),
        (200, 201, 202),
        tr(
            "The standings are ranked by the new list from now on, also those already shown or printed; the change "
            "is logged and written to the TRF as: {line}",
            line=event.to_line(),
        ),
        subject=event.detail,
    )
    return warning, event
