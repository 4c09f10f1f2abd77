"""FIDE mode per tournament (FIDE approval checklist VCL4THP.13, digest §2: Q40–46, Q56).

Every tournament starts in FIDE mode — created, imported from TRF, the demo, and files older than schema 10. The
arbiter may leave it (Q42): a level-4 warning asks twice and names the consequences (Q43); the exit is journaled,
cannot be undone (the journal entry is not undoable, so nothing before it can be undone either) and there is no
way back in (Q45); the TRF-2026 export writes ``### Configuration @ Round n: FIDE mode left: <reason>`` (Q44,
``core.integrity``'s one line shape), which an import reads back, so that a re-imported file stays outside FIDE
mode. ``fide_mode_marker`` is the text every screen of a non-FIDE event shows (Q46).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event
from arbiter_desk.core.warnings import Confirmed, DeskWarning, WarningLevel, confirmed_note, require_confirmed
from arbiter_desk.services.base import DeskBase
from arbiter_desk.services.data import Changes
from arbiter_desk.services.errors import RoundStateError
from arbiter_desk.services.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import FideModeExit, SettingsRecord

FIDE_MODE_LEFT = "FIDE mode left"
"""The first words of the detail of the ``### Configuration`` line that records the exit."""

NOT_FIDE_MARKER = "NOT IN FIDE MODE"


def fide_mode_marker(settings: SettingsRecord) -> str | None:
    """The permanent marker of a tournament outside FIDE mode (Q46), or None in FIDE mode."""
    left = settings.fide_mode_exit
    if left is None:
        return None
    when = "before round 1" if left.round == 0 else f"in round {left.round}"
    return f"{NOT_FIDE_MARKER} (left {when})"


def current_round(state: TournamentState) -> int:
    """The round an event concerns: the newest paired one (0 before round 1 was paired)."""
    last = state.last_round
    return 0 if last is None else last.number


def leave_warning(state: TournamentState) -> DeskWarning:
    """The level-4 warning before leaving FIDE mode (Q43)."""
    round_no = current_round(state)
    return DeskWarning(
        WarningLevel.TWO_STEP,
        "fide-mode.leave",
        "Leave FIDE mode",
        "The tournament will no longer be run in FIDE mode: actions the FIDE rules do not allow become possible "
        "(with warnings), and the program's FIDE approval no longer covers this event.",
        (42, 43, 44, 45),
        "This cannot be undone and FIDE mode can never be entered again for this tournament. Every screen will "
        f"show '{NOT_FIDE_MARKER}', and the TRF file records '### Configuration @ Round {round_no}: "
        f"{FIDE_MODE_LEFT}'.",
        subject=f"round {round_no}",
    )


def exit_event(left: FideModeExit) -> IntegrityEvent:
    return IntegrityEvent(EventKind.CONFIGURATION, left.round, f"{FIDE_MODE_LEFT}: {left.reason}".rstrip(": "))


def exit_from_comments(comments: Iterable[str]) -> tuple[FideModeExit | None, tuple[str, ...]]:
    """An imported file's FIDE-mode exit (its ``### Configuration @ Round n: FIDE mode left…`` line) and the
    other comments: the exit is kept as the tournament's state, and written again from there on export."""
    left: FideModeExit | None = None
    rest: list[str] = []
    for comment in comments:
        event = parse_event(comment)
        if event is not None and event.kind is EventKind.CONFIGURATION and event.detail.startswith(FIDE_MODE_LEFT):
            if left is None:
                reason = event.detail[len(FIDE_MODE_LEFT) :].lstrip(":").strip()
                left = FideModeExit(event.round, reason)
            continue
        rest.append(comment)
    return left, tuple(rest)


def fide_comments(settings: SettingsRecord) -> tuple[str, ...]:
    """The configuration events of the tournament as ``###`` comment texts, oldest first (Q44, Q59, Q61)."""
    return tuple(e.to_comment() for e in settings.fide_events)


class FideModeCommands(DeskBase):
    def in_fide_mode(self) -> bool:
        with self._store.read() as reader:
            return reader.settings().fide_mode

    def leave_fide_mode(self, reason: str, confirmed: Confirmed = frozenset()) -> Changes:
        """Take the tournament out of FIDE mode for ever (Q42–45), after the level-4 warning is confirmed."""
        if not reason.strip():
            raise RoundStateError("say why the tournament leaves FIDE mode (it is written to the TRF file)")

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            if not state.settings.fide_mode:
                raise RoundStateError("the tournament has already left FIDE mode")
            warning = leave_warning(state)
            require_confirmed([warning], confirmed)
            left = FideModeExit(current_round(state), " ".join(reason.split()))
            settings = state.settings
            writer.save_settings(
                replace(settings, fide_mode_exit=left, fide_events=(*settings.fide_events, exit_event(left)))
            )
            outcome.label = f"leave FIDE mode (round {left.round})"
            outcome.why = f"{left.reason}; {confirmed_note([warning])}"
            outcome.undoable = False  # Q45: FIDE mode can never be re-entered

        return self._run("leave FIDE mode", body)
