"""The open tournament as the window sees it: one services ``Desk`` and Qt signals for what changed.

Every command of the desk goes through ``run``: errors the services raise on purpose become a message for
the window (``failed``) and leave the tournament unchanged; success emits ``changed`` with the services'
``Changes`` so that only the affected views reload.

A desk on a venue server is held through ``ui.server_calls``: its commands and reads run on a worker thread while
the window keeps painting, and a server that does not answer is said by the banner (``unreachable``), never by a
frozen window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.warnings import Confirmed
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.errors import (
    FileLockedError,
    ServerNotAnsweringError,
    ServerUnreachableError,
    StaleRecordError,
)
from arbiter_desk.ui.common import gc_policy
from arbiter_desk.ui.common.confirmation_loop import ask_with_warnings
from arbiter_desk.ui.common.confirmed_commands import WarnedCommand
from arbiter_desk.ui.common.server_calls import DeskOnWorker, ServerCalls
from arbiter_desk.ui.common.wording import shown_error, t

T = TypeVar("T")

LOCK_WAIT_MS = 150
"""How long a command of the window waits while another program locks the file (a key must never
freeze the window for SQLite's usual seconds; the Results tab keeps the key and retries)."""


RunOutcome = Literal["done", "refused", "locked", "unreachable"]
"""What ``run_unless_locked`` did with a command."""


class DeskSession(QObject):
    """Holds the open ``Desk`` (or none) and tells the views when it opens, closes or changes."""

    opened = Signal()
    closed = Signal()
    changed = Signal(object)
    """Emitted with the ``Changes`` of every successful command, undo and redo."""
    failed = Signal(str)
    """Emitted with a readable message when a command is refused (the window: message box and status bar)."""
    reported = Signal(str)
    """A failure a dialog or tab already shows in place: the window repeats it in the status bar, where it stays
    after the dialog closed (no failure only transient, none only on stderr)."""
    unreachable = Signal(str)
    """A command or read failed because the venue server cannot be reached or does not answer: never a box
    (a key typed after it must reach the table, not a dialog); the window shows its banner and status line."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._desk: Desk | None = None
        """What the views are given: the desk itself, or (on a venue server) its calls on the worker thread."""
        self._real: Desk | None = None
        self.calls = ServerCalls(self)
        self.calls.silent.connect(self._silent)
        self.no_answer = False
        """The last outage was a server that does not answer (not a lost connection): the banner says which."""

    @property
    def desk(self) -> Desk | None:
        return self._desk

    @property
    def is_open(self) -> bool:
        return self._desk is not None

    def require(self) -> Desk:
        if self._desk is None:
            raise RuntimeError("no tournament is open")
        return self._desk

    def attach(self, desk: Desk) -> None:
        """Make ``desk`` the open tournament (closing the previous one)."""
        self.close()
        desk.wait_for_locks(LOCK_WAIT_MS)
        self._real = desk
        self._desk = desk if desk.server is None else cast(Desk, DeskOnWorker(desk, self.calls))
        self.opened.emit()
        gc_policy.keep_long_lived()  # what the tabs loaded for it stays: no full collection scans it again

    def open_with(self, opener: Callable[[], Desk]) -> bool:
        """Open a tournament with ``opener`` (Desk.open / create / import); False and ``failed`` on error."""
        try:
            desk = opener()
        except (ArbiterDeskError, OSError) as exc:
            self.failed.emit(shown_error(exc))
            return False
        self.attach(desk)
        return True

    def off_gui(self, work: Callable[[], T]) -> T:
        """``work()`` on the venue desks' worker thread (opening an event on a server), the window painting."""
        return self.calls.call(work)

    def close(self) -> None:
        if self._real is not None:
            real, self._real, self._desk = self._real, None, None
            try:
                self._perform(lambda: real.close(), real, queue=True)
            finally:
                self.calls.shutdown()
                self.closed.emit()

    def _perform(self, work: Callable[[], T], desk: Desk, queue: bool = False) -> T:
        """``work()``: on the worker thread for a desk on a venue server, else here."""
        if desk.server is None:
            return work()
        return self.calls.call(work, queue=queue)

    def _command(self, command: Callable[[Desk], T]) -> T:
        real = self._real
        if real is None:
            raise RuntimeError("no tournament is open")
        if isinstance(command, WarnedCommand) and real.server is not None:
            # the warning dialog on this thread, each attempt of the command on the worker
            changes = command.run(lambda attempt: self._perform(lambda: attempt(real), real))
            return cast(T, changes)
        return self._perform(lambda: command(real), real)

    @property
    def path(self) -> Path | None:
        return None if self._desk is None else self._desk.path

    def run(self, command: Callable[[Desk], Changes]) -> Changes | None:
        """Run one desk command; emits ``changed`` on success, ``failed`` (and returns None) if refused."""
        try:
            changes = self._command(command)
        except ArbiterDeskError as exc:
            self._refused(exc)
            return None
        self.changed.emit(changes)
        return changes

    def run_unless_locked(self, command: Callable[[Desk], Changes]) -> RunOutcome:
        """``run``, except that a file locked by another program is no failure to report: ``locked`` (nothing
        was saved, the caller keeps the entry and tries again later); ``refused`` (told: another desk's change of the
        board on the status line, never in a box, as these are keys typed at a results table) or ``done``."""
        try:
            changes = self._command(command)
        except FileLockedError:
            return "locked"
        except ServerUnreachableError as exc:
            self._outage(exc)
            return "unreachable"
        except ArbiterDeskError as exc:
            self._refused(exc, inline=isinstance(exc, StaleRecordError))  # a storage fault still gets its box
            return "refused"
        self.changed.emit(changes)
        return "done"

    def run_confirmed(
        self,
        parent: QWidget | None,
        command: Callable[[Desk, Confirmed], Changes],
        leave_fide_mode: Callable[[], bool] | None = None,
        inline: bool = False,
    ) -> Changes | None:
        """``run`` for a command that may ask for confirmations (the checklist's warning levels 2–5): each
        ``NeedsConfirmation`` is shown in the warning dialog and the command repeated with the confirmations;
        None if the arbiter cancels or it is refused (``failed``, or ``reported`` when ``inline``)."""
        try:
            changes = ask_with_warnings(
                parent, lambda confirmed: self._command(lambda d: command(d, confirmed)), leave_fide_mode
            )
        except ArbiterDeskError as exc:
            self._refused(exc, inline)
            return None
        if changes is not None:
            self.changed.emit(changes)
        return changes

    def run_inline_confirmed(
        self,
        parent: QWidget | None,
        command: Callable[[Desk, Confirmed], Changes],
        leave_fide_mode: Callable[[], bool] | None = None,
    ) -> str | None:
        """``run_inline`` for a command that may ask for confirmations: None when done, else what the calling
        dialog shows (the refusal, or that the arbiter cancelled at a warning)."""
        try:
            changes = ask_with_warnings(
                parent, lambda confirmed: self._command(lambda d: command(d, confirmed)), leave_fide_mode
            )
        except ArbiterDeskError as exc:
            self._refused(exc, inline=True)
            return shown_error(exc)
        if changes is None:
            return t("Cancelled at the warning: nothing was changed.")
        self.changed.emit(changes)
        return None

    def announce(self, changes: Changes) -> None:
        """A command the desk ran elsewhere (a background job) succeeded: tell the views (``changed``)."""
        self.changed.emit(changes)

    def run_inline(self, command: Callable[[Desk], Changes]) -> str | None:
        """Run a command whose refusal the calling dialog shows itself: the message (also ``reported``), or None
        (``changed`` emitted)."""
        try:
            changes = self._command(command)
        except ArbiterDeskError as exc:
            self._refused(exc, inline=True)
            return shown_error(exc)
        self.changed.emit(changes)
        return None

    def _silent(self, message: str) -> None:
        self.no_answer = True
        self.unreachable.emit(message)

    def _outage(self, exc: ServerUnreachableError) -> None:
        self.no_answer = isinstance(exc, ServerNotAnsweringError)
        self.unreachable.emit(shown_error(exc))

    def _refused(self, exc: ArbiterDeskError, inline: bool = False) -> None:
        """Tell the window why a command was refused: an outage goes to ``unreachable`` (no box)."""
        if isinstance(exc, ServerUnreachableError):
            self._outage(exc)
            return
        (self.reported if inline else self.failed).emit(shown_error(exc))
        self._reread_if_stale(exc)

    def _reread_if_stale(self, exc: ArbiterDeskError) -> None:
        """Another desk changed what an edit rested on: the views show the file as it is now."""
        if isinstance(exc, StaleRecordError):
            self.changed.emit(Changes.everything(t("changed on another desk")))

    def query(self, question: Callable[[Desk], Any]) -> Any:
        """Ask the desk something (no journal entry, no signal)."""
        self.require()
        real = self._real
        assert real is not None
        return self._perform(lambda: question(real), real)

    def undo(self, expected: int | None = None) -> Changes | None:
        """Undo (``expected``: the journal entry the Undo action named)."""
        return self.run(lambda d: d.journal.undo(expected))

    def redo(self, expected: int | None = None) -> Changes | None:
        return self.run(lambda d: d.journal.redo(expected))
