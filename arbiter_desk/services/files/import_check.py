"""Every imported round checked by the pairing checker (FIDE approval checklist VCL4THP.13 Q54–55).

After a TRF import the desk re-pairs each imported round from the rounds before it with the tournament's own
pairing system (``core.pairing.checker``, C.04.2 art. 1.4). A round the engine would have paired otherwise is a
pairing-integrity event: the arbiter confirms it at level 3 and it is written as
``### Import @ Round n: <what differs>`` (``core.integrity``). The check re-pairs every round, so the desk runs it
where the import itself runs (in the background); recording the confirmed events is one small journaled command.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.core.pairing.double_swiss.checker import check_match_tournament
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import Confirmed, DeskWarning, WarningLevel, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.pairing.match_snapshot import has_two_game_rounds
from arbiter_desk.store import CommandOutcome, Writer

MAX_DETAIL = 3
"""Differences named per ``###`` line (the rest are counted)."""


def import_warning(events: Sequence[IntegrityEvent]) -> DeskWarning:
    """Q55: the level-3 warning naming the imported rounds the rules would not have produced."""
    rounds = ", ".join(str(e.round) for e in events)
    lines = "\n".join(e.to_line() for e in events)
    return DeskWarning(
        WarningLevel.CONFIRM,
        "integrity.import",
        tr("Imported rounds differ from the pairing rules"),
        tr(
            "The checker re-paired every imported round: round(s) {rounds} differ from what the pairing system "
            "gives. Keeping the import logs them and writes to the TRF:\n{lines}",
            rounds=rounds,
            lines=lines,
        ),
        questions=(54, 55, 112, 113, 115),
        subject=rounds,
    )


class ImportCheckCommands(DeskBase):
    def check_import(self) -> tuple[IntegrityEvent, ...]:
        """Q54: re-pair each paired round with the tournament's system; one Import event per differing round
        (none for a team event, whose checker is ``check`` on the file). A Double-Swiss round is a match, two TRF
        columns, re-paired as one (``check_match_tournament``)."""
        state = self.state()
        if state.settings.team_rules is not None or not state.rounds:
            return ()
        system = self._systems(state.settings.pairing_system)
        if has_two_game_rounds(state.settings):  # a match is two TRF columns (double-swiss-trf.md D1)
            report = check_match_tournament(build_snapshot(state), system)
        else:
            report = check_tournament(build_snapshot(state), system)
        events = []
        for checked in report.rounds:
            if not checked.is_ok:
                shown = "; ".join(checked.differences[:MAX_DETAIL])
                more = len(checked.differences) - MAX_DETAIL
                detail = shown + (f" (and {more} more)" if more > 0 else "")
                events.append(IntegrityEvent(EventKind.IMPORT, int(checked.round), detail))
        return tuple(events)

    def record_import_events(self, events: Sequence[IntegrityEvent], confirmed: Confirmed = frozenset()) -> Changes:
        """Q55: keep the import's non-compliant rounds as Import events, once the level-3 warning is confirmed."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            if not events:
                return
            require_confirmed([import_warning(events)], confirmed)
            settings = state.settings
            writer.save_settings(replace(settings, fide_events=(*settings.fide_events, *events)))
            outcome.label = f"imported rounds checked: {len(events)} differ from the pairing rules"

        return self._run("check imported rounds", body, lambda reader: TournamentState.partial(reader))
