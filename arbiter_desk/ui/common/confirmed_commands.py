"""A desk command that may ask for confirmation (``core.warnings``), run through the one warning dialog.

The result keys and the other places that run commands through ``DeskSession`` / ``HeldEntries`` take a
``Callable[[Desk], Changes]``; :func:`with_warnings` turns a command taking ``confirmed`` into one: it shows the
warnings (levels 2–5, VCL4THP.13 Q218–221) and repeats the command once they are confirmed. Cancelled, it is
refused with a plain message (nothing was saved), so the cursor stays where it was.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import Confirmed
from arbiter_desk.services import Changes, Desk
from arbiter_desk.ui.common.confirmation_loop import ask_with_warnings


class NotConfirmedError(ArbiterDeskError):
    """The arbiter cancelled a warning: the action was not done."""


class WarnedCommand:
    """A command taking ``confirmed`` with its warnings shown: callable as ``command(desk)``, and ``run`` for a
    session that performs each attempt elsewhere (a desk on a venue server: each attempt on its worker thread,
    the warning dialog on the GUI thread between them)."""

    def __init__(self, parent: QWidget | None, what: str, command: Callable[[Desk, Confirmed], Changes]) -> None:
        self.parent, self.what, self.command = parent, what, command

    def __call__(self, desk: Desk) -> Changes:
        return self.run(lambda attempt: attempt(desk))

    def run(self, perform: Callable[[Callable[[Desk], Changes]], Changes]) -> Changes:
        """Each attempt through ``perform(attempt)``; the warnings it raises asked in between."""
        changes = ask_with_warnings(self.parent, lambda confirmed: perform(lambda d: self.command(d, confirmed)))
        if changes is None:
            raise NotConfirmedError(tr("{what}: not changed (the warning was not confirmed)", what=self.what))
        return changes


def with_warnings(
    parent: QWidget | None, what: str, command: Callable[[Desk, Confirmed], Changes]
) -> Callable[[Desk], Changes]:
    """``command`` with the warnings it raises shown and confirmed (``what`` names it if cancelled)."""
    return WarnedCommand(parent, what, command)
