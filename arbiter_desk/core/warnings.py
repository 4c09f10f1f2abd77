"""Warnings the arbiter must see before an action happens, at the levels of FIDE's approval checklist
(VCL4THP.13, digest ``fide-approval-checklist.md`` §3; Q218–221).

Levels (the TEC Manual's scale as the checklist uses it; level 1 is not defined and not used):

- ``NOTICE`` (2): a notice the arbiter acknowledges; the action then goes ahead.
- ``CONFIRM`` (3): confirm or cancel.
- ``TWO_STEP`` (4): two confirmations, the second one restating the consequences.
- ``REFUSED`` (5): not allowed in FIDE mode: the action is refused, or the arbiter first leaves FIDE mode
  (itself a level-4 action) and then tries again. A level-5 warning can never be confirmed.

No level can be switched off or lowered (Q218–221): there is no setting, and a service decides the level.

How a service uses it. An action that may meet warnings takes ``confirmed: Confirmed = frozenset()`` and, inside
its transaction, collects its ``DeskWarning`` values and calls ``require_confirmed(warnings, confirmed)``. If any
is not yet confirmed this raises ``NeedsConfirmation`` (the transaction rolls back, nothing is written). The caller
shows the warnings — the desk through ``ui/fide_mode/warning_dialog.py``, the CLI by printing them — and repeats the
call with ``confirmed`` holding the ``token`` of every warning the arbiter confirmed::

    try:
        desk.fide_mode.leave_fide_mode(reason)
    except NeedsConfirmation as asked:
        if arbiter_agrees(asked.warnings):
            desk.fide_mode.leave_fide_mode(reason, confirmed=tokens(asked.warnings))

A token names the warning's kind and its subject (e.g. ``mpa.rematch@3-17``), so a confirmation given for one
situation never covers another one that appears meanwhile. ``confirmed_note`` is the text a service journals
with the change (``outcome.why``), so the journal says which warnings were confirmed.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.text import Text, tr

Confirmed = frozenset[str]
"""The tokens of the warnings the arbiter has confirmed for one attempt of an action."""


class WarningLevel(IntEnum):
    """The checklist's warning levels 2–5 (digest §3)."""

    NOTICE = 2
    CONFIRM = 3
    TWO_STEP = 4
    REFUSED = 5

    @property
    def label(self) -> Text:
        return _LABELS[self]


_LABELS = {
    WarningLevel.NOTICE: tr("Notice"),
    WarningLevel.CONFIRM: tr("Please confirm"),
    WarningLevel.TWO_STEP: tr("Serious change: two confirmations"),
    WarningLevel.REFUSED: tr("Not allowed in FIDE mode"),
}


def english(message: Text | str) -> str:
    """A warning's words in English, as the journal and the logs keep them."""
    return message if isinstance(message, str) else message.render(_SOURCE)


_SOURCE = gettext.NullTranslations()


@dataclass(frozen=True, slots=True)
class DeskWarning:
    """One warning: its level, the checklist questions it answers, a short title, a plain-text explanation and
    (for level 4 above all) what happens if the arbiter goes ahead. The words a person reads are Texts (said in
    the arbiter's language where they are shown, ``ui.wording.shown``).

    ``code`` names the kind (``fide-mode.leave``, ``mpa.rematch``); ``subject`` what it is about in this
    tournament (a round, a board, the players' TPNs), so that the ``token`` is stable between the first attempt
    and the confirmed one.
    """

    level: WarningLevel
    code: str
    title: Text | str
    text: Text | str
    questions: tuple[int, ...] = ()
    consequences: Text | str = ""
    subject: str = ""
    article: Text | str = ""
    """The rule behind the warning in the arbiter's words (``C.04.2 art. 4.4: …``); shown instead of the
    checklist's question numbers, which are the approval's, not the arbiter's."""

    @property
    def token(self) -> str:
        return f"{self.code}@{self.subject}" if self.subject else self.code

    @property
    def confirmable(self) -> bool:
        return self.level < WarningLevel.REFUSED

    @property
    def checklist(self) -> str:
        """``Q66, Q67`` — the checklist questions, for the dialog's small print."""
        return ", ".join(f"Q{q}" for q in self.questions)


class NeedsConfirmation(ArbiterDeskError):
    """The action was not done: these warnings must be shown and confirmed first (or, at level 5, it is
    refused in FIDE mode). Nothing was written."""

    def __init__(self, warnings: Iterable[DeskWarning]) -> None:
        self.warnings = tuple(sorted(warnings, key=lambda w: -w.level))
        said: Text | None = None
        for w in self.warnings:
            one = tr("{title}: {explanation}", title=w.title, explanation=w.text)
            said = one if said is None else tr("{earlier}; {later}", earlier=said, later=one)
        super().__init__(said if said is not None else "")

    @property
    def level(self) -> WarningLevel:
        return max(w.level for w in self.warnings)

    @property
    def refused(self) -> bool:
        return self.level is WarningLevel.REFUSED


def tokens(warnings: Iterable[DeskWarning]) -> Confirmed:
    """The confirmation of all ``warnings`` that can be confirmed (never a level-5 one)."""
    return frozenset(w.token for w in warnings if w.confirmable)


def unconfirmed(warnings: Iterable[DeskWarning], confirmed: Confirmed) -> tuple[DeskWarning, ...]:
    """The warnings not covered by ``confirmed``; a level-5 warning is never covered."""
    return tuple(w for w in warnings if not w.confirmable or w.token not in confirmed)


def require_confirmed(warnings: Iterable[DeskWarning], confirmed: Confirmed) -> None:
    """Raise ``NeedsConfirmation`` with all of ``warnings`` unless every one is confirmed (Q218–221: none can
    be skipped). All are raised together, so the arbiter sees the whole picture in one dialog."""
    found = tuple(warnings)
    if unconfirmed(found, confirmed):
        raise NeedsConfirmation(found)


def confirmed_note(warnings: Iterable[DeskWarning]) -> str:
    """What the journal keeps of the confirmed warnings: ``confirmed (level 3): title; …`` or ''."""
    found = tuple(warnings)
    return "; ".join(f"confirmed (level {int(w.level)}): {english(w.title)}" for w in found)
