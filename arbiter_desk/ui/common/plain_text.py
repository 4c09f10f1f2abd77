"""User text shown as typed, never as markup (hostile names).

Qt guesses whether a label, tooltip or message box holds rich text (``Qt::mightBeRichText``): a player named
``<b>Eve</b>`` or ``<img src=…>`` would be rendered, not shown. Labels that show names or messages are set to
``Qt.PlainText``; tooltips, which have no such switch, get the text escaped inside a paragraph that keeps
line breaks, so they show exactly what was typed.
"""

from __future__ import annotations

from html import escape

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel

from arbiter_desk.language import active


def plain(label: QLabel) -> QLabel:
    """``label`` shows its text as plain text (returned for chaining at construction)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def tooltip(text: str | None) -> str:
    """A tooltip that shows ``text`` literally: text Qt would take for markup is escaped inside a paragraph,
    other text is left as it is ("" stays "", so that no empty tooltip appears)."""
    if not text:
        return ""
    if not Qt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>"


def isolated_path(where: object) -> str:
    """A file's path or a server's address inside a sentence of a right-to-left language, wrapped in FSI … PDI
    (UAX #9 first-strong isolate): the sentence keeps its own direction and the path its slashes where they are
    ("/tmp/t.adesk" would otherwise show "tmp/t.adesk/" next to Arabic words). Unchanged in other languages."""
    text = str(where)
    return f"\u2068{text}\u2069" if active().right_to_left else text


def ltr_html(html: str) -> str:
    """``html`` laid out left to right: Qt's rich text takes a block's direction from its first strong letter and
    does not skip an isolated name (``core.names.isolated``), so "3. name (12)" in a block starting with a
    right-to-left name would be drawn right to left, its numbers on the wrong side."""
    return f"<div dir='ltr'>{html}</div>"
