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

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event
from arbiter_desk.core.pairing.registry import SystemEntry, find_entry
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.warnings import Confirmed, DeskWarning, WarningLevel, confirmed_note, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import FideModeExit, SettingsRecord

FIDE_MODE_LEFT = "FIDE mode left"
"""The first words of the detail of the ``### Configuration`` line that records the exit."""

NOT_FIDE_MARKER = "NOT IN FIDE MODE"

CONFIGURATION_LINE = "### Configuration @ Round {round}: {detail}"
"""The TRF line a warning names (a TRF line is data: never translated)."""


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
        tr("Leave FIDE mode"),
        tr(
            "The tournament will no longer be run in FIDE mode: actions the FIDE rules do not allow become possible "
            "(with warnings), and the program's FIDE approval no longer covers this event."
        ),
        (42, 43, 44, 45),
        tr(
            "This cannot be undone and FIDE mode can never be entered again for this tournament. Every screen will "
            "show '{marker}', and the TRF file records '{line}'.",
            marker=NOT_FIDE_MARKER,
            line=CONFIGURATION_LINE.format(round=round_no, detail=FIDE_MODE_LEFT),
        ),
        subject=f"round {round_no}",
    )


SUPERSEDED = "a superseded pairing system"
"""The reason written when an event leaves FIDE mode to be paired by a historical text (Q92)."""
SUPERSEDED_DETAIL = f"{FIDE_MODE_LEFT}: {SUPERSEDED}"


def superseded_system(settings: SettingsRecord) -> SystemEntry | None:
    """The event's pairing system when it is a superseded text (Dubov 1997/2018, the 1992 system), else None."""
    try:
        entry = find_entry(settings.pairing_system)
    except ArbiterDeskError:
        return None
    return entry if entry.historical else None


def superseded_warning(entry: SystemEntry, action: Text | str, subject: str) -> DeskWarning:
    """The level-4 warning before ``action`` (creating the event, pairing round n) with a superseded system in
    FIDE mode (Q92): those texts are for re-checking old events only (an imported file stays in FIDE mode, Q56)."""
    return DeskWarning(
        WarningLevel.TWO_STEP,
        "fide-mode.superseded-system",
        tr("Superseded pairing system: the event leaves FIDE mode"),
        tr(
            "The {system} is a superseded text: in FIDE mode it serves only to re-check old events (approval "
            "checklist Q92). {action} with it takes the event out of FIDE mode.",
            system=entry.title,
            action=action,
        ),
        (42, 43, 92),
        tr(
            "This cannot be undone and FIDE mode can never be entered again for this tournament. Every screen will "
            "show '{marker}', and the TRF file records '{line}'.",
            marker=NOT_FIDE_MARKER,
            line=SUPERSEDED_DETAIL,
        ),
        subject=subject,
    )


def superseded_exit(entry: SystemEntry, round_no: int) -> FideModeExit:
    return FideModeExit(round_no, f"{SUPERSEDED} ({entry.title})")


def created_outside_fide_mode(settings: SettingsRecord, confirmed: Confirmed) -> tuple[SettingsRecord, str]:
    """The settings a new event is created with, and what the journal keeps of it: an event with a superseded
    system in FIDE mode leaves FIDE mode at its creation once the level-4 warning is confirmed (Q92);
    ``NeedsConfirmation`` until then, nothing created."""
    entry = superseded_system(settings) if settings.fide_mode else None
    if entry is None:
        return settings, ""
    warning = superseded_warning(entry, "Creating the event", f"new event {settings.info.name}".strip())
    require_confirmed([warning], confirmed)
    left = superseded_exit(entry, 0)
    events = (*settings.fide_events, exit_event(left))
    return replace(settings, fide_mode_exit=left, fide_events=events), confirmed_note([warning])


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

    def superseded_system_in_fide_mode(self) -> str | None:
        """The title of the event's superseded pairing system while the event is in FIDE mode (pairing a new
        round first asks :meth:`leave_fide_mode_for_superseded_system`, Q92), else None."""
        with self._store.read() as reader:
            settings = reader.settings()
        entry = superseded_system(settings) if settings.fide_mode else None
        return None if entry is None else entry.title

    def leave_fide_mode_for_superseded_system(self, confirmed: Confirmed = frozenset()) -> Changes:
        """Before pairing a new round with a superseded system (Q92): the level-4 warning, then the event leaves
        FIDE mode for ever (journaled, not undoable, Q45); refused when the event is not in that case."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            entry = superseded_system(state.settings)
            if entry is None or not state.settings.fide_mode:
                raise RoundStateError(tr("the event is not in FIDE mode with a superseded pairing system"))
            next_round = current_round(state) + 1
            warning = superseded_warning(entry, f"Pairing round {next_round}", f"round {next_round}")
            require_confirmed([warning], confirmed)
            left = superseded_exit(entry, current_round(state))
            settings = state.settings
            writer.save_settings(
                replace(settings, fide_mode_exit=left, fide_events=(*settings.fide_events, exit_event(left)))
            )
            outcome.label = f"leave FIDE mode (round {left.round}): {SUPERSEDED}"
            outcome.why = f"{left.reason}; {confirmed_note([warning])}"
            outcome.undoable = False  # Q45: FIDE mode can never be re-entered

        return self._run("leave FIDE mode", body)

    def leave_fide_mode(self, reason: str, confirmed: Confirmed = frozenset()) -> Changes:
        """Take the tournament out of FIDE mode for ever (Q42–45), after the level-4 warning is confirmed."""
        if not reason.strip():
            raise RoundStateError(tr("say why the tournament leaves FIDE mode (it is written to the TRF file)"))

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            if not state.settings.fide_mode:
                raise RoundStateError(tr("the tournament has already left FIDE mode"))
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
