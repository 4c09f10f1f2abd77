"""The manual-pairing phase of a team round (VCL4THP.13 Q65, Q68–69), as ``manual_pairing`` for individuals:
validating a pairing that differs from the engine's is a level-4 warning showing the engine's pairing, and the
export writes ``### MPA @ Round n: <engine> => <round> (art. …: reason)`` (team TPNs, ``b`` + TPN for the PAB).

The team checks themselves stay as ``team_override_checks`` has them (a rematch or an ineligible PAB of C.04.6
art. 1.2 / C.04.1 art. 4 refused; colours noted, C.04.6 Preface): reading — a team event keeps the stricter
refusals, the level-3 route of Q66 is given for individual events.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.teams.team_override_checks import TeamLayout, current_team_layout
from arbiter_desk.services.teams.team_state import TeamEventState
from arbiter_desk.store.records import OverrideRecord


def team_layout_text(state: TeamEventState, layout: TeamLayout) -> str:
    tpn = {t.id: t.tpn for t in state.teams}
    parts = [f"{tpn[a]}-{tpn[b]}" for a, b in layout.matches]
    if layout.bye is not None:
        parts.append(f"b{tpn[layout.bye]}")
    return " ".join(parts) or "(no matches)"


def _same(a: TeamLayout, b: TeamLayout) -> bool:
    return set(a.matches) == set(b.matches) and a.bye == b.bye


def team_differs_warning(
    state: TeamEventState, round_no: int, layout: TeamLayout, engine: TeamLayout
) -> list[DeskWarning]:
    """Level 4 (Q68–69) when the validated team round is not the engine's pairing."""
    if _same(layout, engine):
        return []
    ours, theirs = team_layout_text(state, layout), team_layout_text(state, engine)
    mpa_line = f"### MPA @ Round {round_no}: {theirs} => {ours}"
    return [
        DeskWarning(
            WarningLevel.TWO_STEP,
            "mpa.differs",
            tr("Round {round} differs from the engine's pairing", round=round_no),
            tr(
                "The engine paired round {round} as: {engine}\nThe pairing you validate is: {yours}\n"
                "(first team-second team by team pairing number; b = pairing-allocated bye.)",
                round=round_no,
                engine=theirs,
                yours=ours,
            ),
            (68, 69),
            tr(
                "Round {round} is paired by hand, not as the pairing rules give it; the TRF file records '{line}'.",
                round=round_no,
                line=mpa_line,
            ),
            subject=f"{round_no}:{ours}",
        )
    ]


def team_mpa_events(state: TeamEventState, overrides: Sequence[OverrideRecord]) -> tuple[IntegrityEvent, ...]:
    by_round: dict[int, list[OverrideRecord]] = {}
    for record in overrides:
        by_round.setdefault(int(record.round), []).append(record)
    events = []
    for round_no, records in sorted(by_round.items()):
        engine = TeamLayout.from_stored(records[0].engine_pairing)
        now = current_team_layout(state, round_no)
        if _same(now, engine):
            continue
        latest = records[-1]
        detail = (
            f"{team_layout_text(state, engine)} => {team_layout_text(state, now)} "
            f"(art. {latest.article}: {latest.reason})"
        )
        events.append(IntegrityEvent(EventKind.MPA, round_no, detail))
    return tuple(events)
