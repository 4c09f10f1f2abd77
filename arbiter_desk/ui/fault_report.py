"""The central hook for errors that escape a Qt slot (issue 17 item 1: never only on stderr).

Commands go through ``DeskSession.run``, which turns the program's own errors into ``failed``; anything else
that escapes a slot (a query on a file that became unreadable, a bug) reaches ``sys.excepthook``. This hook
keeps the previous behaviour (the traceback on stderr, for a report) and shows the arbiter a message box and
a status-bar line: the program's own errors in their plain words, anything else as an unexpected error.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from types import TracebackType

from arbiter_desk.core.errors import ArbiterDeskError

Reporter = Callable[[str], None]


def message_for(error: BaseException) -> str:
    if isinstance(error, ArbiterDeskError):
        return str(error)
    return (
        f"An unexpected error stopped this action ({type(error).__name__}: {error}). What was saved before it "
        "is safe; check the last change before going on."
    )


def install(report: Reporter) -> Callable[[], None]:
    """Route uncaught exceptions to ``report`` as well; returns a function that restores the previous hook."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        previous(kind, error, trace)
        if isinstance(error, Exception):
            with contextlib.suppress(Exception):  # the hook must never raise itself
                report(message_for(error))

    sys.excepthook = hook

    def restore() -> None:
        sys.excepthook = previous

    return restore
