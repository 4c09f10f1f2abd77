"""Words a person reads, kept apart from the language they are read in.

A :class:`Text` is one message of the program as the code says it: its English source (the gettext catalog's
msgid), a context where one English word has two meanings ("Round" of a tournament, "Draw" a game or a lot), a plural
form and its count, and named arguments. ``core`` and ``services`` make Texts and never choose a language; the edges
(the window, the printed documents, the command line) render them through the arbiter's catalog
(``arbiter_desk.language``). One mechanism for every layer: the catalogs are gettext's, and Babel's extractor finds
the sources through the three functions below (``tr``, ``tr_n``, ``tr_p``), never through the class itself.

An argument that is itself a Text is rendered in the same language first, so a sentence is always translated whole
and never built from fragments; an argument of any other kind is formatted with ``str``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol


class Catalog(Protocol):
    """What a language's catalog answers (``gettext.GNUTranslations`` and ``NullTranslations`` have it)."""

    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...

    def pgettext(self, context: str, message: str, /) -> str: ...

    def npgettext(self, context: str, singular: str, plural: str, n: int, /) -> str: ...


@dataclass(frozen=True)
class Text:
    """One message: ``source`` in English with ``{name}`` placeholders for ``args``; ``plural`` and ``count`` for
    a message whose form depends on a number (the language's own plural rules choose the form)."""

    source: str
    args: tuple[tuple[str, object], ...] = ()
    context: str | None = None
    plural: str | None = None
    count: int | None = None

    def render(self, catalog: Catalog) -> str:
        """The message in the catalog's language (the English source when the catalog has no translation)."""
        if self.plural is not None and self.count is not None:
            if self.context is None:
                form = catalog.ngettext(self.source, self.plural, self.count)
            else:
                form = catalog.npgettext(self.context, self.source, self.plural, self.count)
        elif self.context is None:
            form = catalog.gettext(self.source)
        else:
            form = catalog.pgettext(self.context, self.source)
        values = {name: value.render(catalog) if isinstance(value, Text) else value for name, value in self.args}
        if self.count is not None:
            values.setdefault("count", self.count)
        return form.format_map(values) if values else form

    def arguments(self) -> Mapping[str, object]:
        """The named arguments, as a mapping."""
        return dict(self.args)


def tr(source: str, /, **args: object) -> Text:
    """A message with no plural and no context: ``tr("Round {round} is paired", round=5)``."""
    return Text(source, tuple(args.items()))


def tr_n(singular: str, plural: str, count: int, /, **args: object) -> Text:
    """A message whose form follows ``count`` (available to the message as ``{count}``)."""
    return Text(singular, tuple(args.items()), plural=plural, count=count)


def tr_p(context: str, source: str, /, **args: object) -> Text:
    """A message whose English word has several meanings: ``tr_p("game result", "Draw")``."""
    return Text(source, tuple(args.items()), context=context)
