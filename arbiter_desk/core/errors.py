"""The error hierarchy: one root, bad input also a ValueError.

An error's message may be a :class:`~arbiter_desk.core.text.Text` (``raise InvalidInputError(tr("…", line=3))``):
``str(error)`` is then its English (logs, tests), and the edges show it in the arbiter's language
(``arbiter_desk.language.said``).
"""

import gettext

from arbiter_desk.core.text import Text

_SOURCE = gettext.NullTranslations()


class ArbiterDeskError(Exception):
    """Root of every error Arbiter Desk raises on purpose."""

    def __str__(self) -> str:
        if len(self.args) == 1 and isinstance(self.args[0], Text):
            return self.args[0].render(_SOURCE)
        return super().__str__()

    @property
    def text(self) -> Text | str:
        """The message as the code said it (a Text to render in a language, or a plain string)."""
        if len(self.args) == 1 and isinstance(self.args[0], Text):
            return self.args[0]
        return str(self)


class InvalidInputError(ArbiterDeskError, ValueError):
    """Input that does not follow the expected format or rules; the message says where and what."""


class NoValidPairingError(ArbiterDeskError):
    """C.04.4.1 art. 1.9.3: no round-pairing satisfies the absolute criteria; the Chief Arbiter decides."""

    def __init__(self, message: str | Text, players: tuple[int, ...] = ()) -> None:
        super().__init__(message)
        self.players = players


class RuleViolationError(ArbiterDeskError, ValueError):
    """A request that the FIDE rules do not allow (e.g. a rematch, an ineligible bye)."""
