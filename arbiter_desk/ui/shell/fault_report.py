"""The central hook for errors that escape a Qt slot (never only on stderr).

Commands go through ``DeskSession.run``, which turns the program's own errors into ``failed``; anything else
that escapes a slot (a query on a file that became unreadable, a bug) reaches ``sys.excepthook``. This hook
keeps the previous behaviour (the traceback on stderr, for a report) and shows the arbiter a message box and
a status-bar line: the program's own errors in their plain words, anything else as an unexpected error.

The hook may run on any thread (an error in a worker's slot, a listener thread: ``threading.excepthook`` is
routed here as well); widgets may only be touched on the GUI thread, so the report is handed to it through a
queued signal, never shown from the failing thread. An outage of the venue server is no box at all: it goes to
``outage`` (the banner and the status line), so a key typed next still reaches the table.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, Qt, Signal

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.services.event.errors import ServerUnreachableError
from arbiter_desk.ui.common.wording import shown_error, t

Reporter = Callable[[str], None]


def message_for(error: BaseException) -> str:
    if isinstance(error, ArbiterDeskError):
        return shown_error(error)
    return t(
        "An unexpected error stopped this action ({kind}: {error}). What was saved before it is safe; check the "
        "last change before going on.",
        kind=type(error).__name__,
        error=error,
    )


class _Relay(QObject):
    """Carries a report to the GUI thread (it lives there: created by ``install`` on the GUI thread)."""

    failure = Signal(str)
    outage = Signal(str)


def install(report: Reporter, outage: Reporter | None = None) -> Callable[[], None]:
    """Route uncaught exceptions (of any thread) to ``report`` as well, a venue-server outage to ``outage``;
    returns a function that restores the previous hooks."""
    previous, previous_thread_hook = sys.excepthook, threading.excepthook
    relay = _Relay()
    relay.failure.connect(report, Qt.ConnectionType.QueuedConnection)
    relay.outage.connect(outage or report, Qt.ConnectionType.QueuedConnection)

    def tell(error: BaseException) -> None:
        if not isinstance(error, Exception):
            return
        with contextlib.suppress(Exception):  # the hook must never raise itself
            if isinstance(error, ServerUnreachableError):
                relay.outage.emit(shown_error(error))
            elif threading.current_thread() is threading.main_thread():
                report(message_for(error))
            else:
                relay.failure.emit(message_for(error))

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        previous(kind, error, trace)
        tell(error)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        previous_thread_hook(args)
        if args.exc_value is not None:
            tell(args.exc_value)

    sys.excepthook = hook
    threading.excepthook = thread_hook

    def restore() -> None:
        sys.excepthook = previous
        threading.excepthook = previous_thread_hook
        relay.deleteLater()

    return restore
