"""User text shown as typed, never as markup (issue 17 item 6: hostile names).

Qt guesses whether a label, tooltip or message box holds rich text (``Qt::mightBeRichText``): a player named
``<b>Eve</b>`` or ``<img src=…>`` would be rendered, not shown. Labels that show names or messages are set to
``Qt.PlainText``; tooltips, which have no such switch, get the text escaped inside a paragraph that keeps
line breaks, so they show exactly what was typed.
"""

from __future__ import annotations

from html import escape

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel


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
