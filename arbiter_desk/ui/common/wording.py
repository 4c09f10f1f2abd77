"""The window's words in the arbiter's language: ``t``, ``t_n`` and ``t_p`` mark a message for the catalogs (Babel
extracts them like :mod:`arbiter_desk.core.text`'s ``tr`` family) and render it at once in the active language.

The window is built after the language is chosen (Settings → Language applies after a restart), so a widget's text
rendered when the widget is made is in the right language. A text made at import time (a module-level column header,
an action's label in a table of actions) must stay a :class:`~arbiter_desk.core.text.Text` made with ``tr`` and be
rendered with :func:`shown` when the widget is made; the pseudo-locale test finds any that is rendered too early.
"""

from __future__ import annotations

from arbiter_desk.core.text import Text, tr, tr_n, tr_p
from arbiter_desk.language import said, say


def t(source: str, /, **args: object) -> str:
    """``source`` in the arbiter's language, ``{name}`` placeholders filled from ``args``."""
    return say(tr(source, **args))


def t_n(singular: str, plural: str, count: int, /, **args: object) -> str:
    """The form the language's plural rules choose for ``count`` (``{count}`` is available to the message)."""
    return say(tr_n(singular, plural, count, **args))


def t_p(context: str, source: str, /, **args: object) -> str:
    """A message whose English word has several meanings, told apart by ``context`` ("game result" Draw)."""
    return say(tr_p(context, source, **args))


def shown(message: Text | str) -> str:
    """A message made elsewhere (a service's verdict, a lazy label) in the arbiter's language; a plain string —
    data such as a name, or a message not yet made a Text — is shown as it is."""
    return say(message)


def shown_error(error: BaseException) -> str:
    """An error's message in the arbiter's language (a program error raised with a Text is translated)."""
    return said(error)
