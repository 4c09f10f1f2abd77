"""An action repeated with what the arbiter confirmed, as many times as it asks (checklist digest §3, Q218–221).

``ask_with_warnings`` runs an action that may raise ``NeedsConfirmation``: it shows the warnings (through
``prompts.confirm_warnings``, the one warning dialog) and repeats the action with the confirmed tokens, as many
times as new warnings appear; it returns None when the arbiter cancels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QWidget

from arbiter_desk.core.warnings import Confirmed, NeedsConfirmation, tokens
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer

T = TypeVar("T")


def ask_with_warnings(
    parent: QWidget | None,
    attempt: Callable[[Confirmed], T],
    leave_fide_mode: Callable[[], bool] | None = None,
) -> T | None:
    """``attempt(confirmed)`` until it no longer asks for confirmation; None if the arbiter cancels.

    At level 5 the arbiter may leave FIDE mode (``leave_fide_mode``, itself confirmed at level 4, returns
    whether it happened); the action is then tried again, now outside FIDE mode.
    """
    confirmed: Confirmed = frozenset()
    while True:
        try:
            return attempt(confirmed)
        except NeedsConfirmation as asked:
            answer = prompts.confirm_warnings(parent, asked.warnings, offer_leave_fide=leave_fide_mode is not None)
            if answer is WarningAnswer.CANCELLED:
                return None
            if answer is WarningAnswer.LEAVE_FIDE_MODE:
                if leave_fide_mode is None or not leave_fide_mode():
                    return None
                continue
            grown = confirmed | tokens(asked.warnings)
            if grown == confirmed:  # nothing new could be confirmed: never loop
                return None
            confirmed = grown
