"""Walks a widget tree for the places where user text would be rendered as markup.

Qt renders a label, a tooltip or a message box as rich text when it merely *looks* like HTML
(``Qt.mightBeRichText``), so a player named ``<img src="/etc/x.png"><b>X</b>`` would load a local image and
show a bold X. Wherever ``HOSTILE`` appears raw, the widget must show it as plain text: a label or message box
with ``Qt.PlainText``, a tooltip escaped (``ui.plain_text.tooltip``), a text browser with the name as text.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex
from PySide6.QtGui import Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QLineEdit, QMessageBox, QPlainTextEdit, QTextEdit, QWidget

HOSTILE = '<img src="/etc/x.png"><b>X</b>'
"""A name that is markup: a local image and bold text (30 characters: it fits a TRF name)."""
IMAGE = "/etc/x.png"
MARK = "<b>X</b>"
"""What any text holding the name contains (the name may come with more, e.g. ``, Ann``)."""


def _where(widget: QWidget) -> str:
    names = []
    current: QWidget | None = widget
    while current is not None:
        names.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return "/".join(reversed(names))


def _renders(text: str, text_format: Qt.TextFormat) -> bool:
    """``text`` holding the raw name would be rendered as markup in this format."""
    if MARK not in text:
        return False
    if text_format is Qt.TextFormat.PlainText:
        return False
    return text_format is Qt.TextFormat.RichText or Qt.mightBeRichText(text)


def rich_renderings(root: QWidget, rows: int = 300) -> list[str]:
    """Every place under ``root`` (itself included) where ``HOSTILE`` would be rendered, described."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        where = _where(widget)
        if isinstance(widget, QLabel) and _renders(widget.text(), widget.textFormat()):
            found.append(f"label {where}: {widget.text()[:80]!r} ({widget.textFormat().name})")
        if isinstance(widget, QMessageBox):
            for text in (widget.text(), widget.informativeText()):
                if _renders(text, widget.textFormat()):
                    found.append(f"message box {where}: {text[:80]!r}")
        for kind, tip in (("tooltip", widget.toolTip()), ("status tip", widget.statusTip())):
            if _renders(tip, Qt.TextFormat.AutoText):
                found.append(f"{kind} {where}: {tip[:80]!r}")
        if isinstance(widget, QTextEdit) and IMAGE in widget.toHtml() and MARK not in widget.toPlainText():
            found.append(f"text view {where}: the name became an image")
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            found.extend(_model_tips(widget.model(), where, rows))
    return found


def _model_tips(model: QAbstractItemModel, where: str, rows: int) -> list[str]:
    found = []
    for row in range(min(model.rowCount(QModelIndex()), rows)):
        for column in range(_columns(model)):
            tip = model.index(row, column).data(Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str) and _renders(tip, Qt.TextFormat.AutoText):
                found.append(f"item tooltip {where} ({row}, {column}): {tip[:80]!r}")
    return found


def shows_hostile(root: QWidget) -> bool:
    """The name appears somewhere under ``root`` (so a walk that finds nothing proves something)."""
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        if isinstance(widget, QMessageBox):
            texts.append(widget.text())
        if isinstance(widget, (QTextEdit, QPlainTextEdit)):
            texts.append(widget.toPlainText())
        if isinstance(widget, QLineEdit):
            texts.append(widget.text())
        texts.extend((widget.toolTip(), widget.windowTitle()))
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for row in range(min(model.rowCount(QModelIndex()), 300)):
                for column in range(_columns(model)):
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = model.index(row, column).data(role)
                        if isinstance(value, str):
                            texts.append(value)
    return any("<b>X</b>" in text or "&lt;b&gt;X" in text for text in texts)


def _columns(model: QAbstractItemModel) -> int:
    """The column count of any model (a list model hides ``columnCount``)."""
    count = 0
    while model.hasIndex(0, count, QModelIndex()):
        count += 1
    return count
