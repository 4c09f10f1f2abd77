"""The pseudo-locale check: under the pseudo-language ``qps`` every message that passed through a catalog is wrapped
in ⟦…⟧, so visible words outside the brackets bypassed the catalogs.

Scope (as decided for the languages' work): window titles, labels, buttons, group titles, tabs, actions and menus,
tooltips, placeholders, table headers, combo entries and the status line — not data cells. Data the tests type
(names, clubs) is written in Greek letters so it never looks like untranslated English; what may stay as FIDE writes
it (TRF codes, tie-break acronyms, federation codes: upper-case words up to six letters) and the program's name are
allowed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from arbiter_desk.language import use

MARKED = re.compile(r"⟦[^⟦⟧]*⟧", re.DOTALL)
"""One marked message with no other inside (a message's argument that is itself a message is marked within it)."""
WORD = re.compile(r"[A-Za-z][A-Za-z'’-]+")
TAG = re.compile(r"<[^>]+>|&[a-z]+;|&#\d+;")
PATHLIKE = re.compile(r"\S*[/\\]\S*|\S+\.(?:trf|txt|sqlite|pdf|csv|xml|zip|html|desk)\b|\S+@\S+|https?://\S+")
ALLOWED = {
    "Arbiter",
    "Desk",
    "Chess960",
    "Elo",
    "FIDE",
    "Ctrl",
    "Shift",
    "Alt",
    "Enter",
    "Esc",
    "Del",
    "Tab",
    "Space",
    "Backspace",
    "PgUp",
    "PgDown",
    "Home",
    "End",
    "Ins",
    "Dutch",
    "Dubov",
    "Burstein",
    "Lim",
}
"""Proper names (the program, the pairing systems named after their authors) and key names as Qt prints them."""


def leftover(text: str) -> list[str]:
    """The words of ``text`` that no catalog wrapped (empty when the text is fine)."""
    rest = TAG.sub(" ", text or "")
    while MARKED.search(rest):  # the innermost first, then the messages around them
        rest = MARKED.sub(" ", rest)
    rest = PATHLIKE.sub(" ", rest.replace("&&", "&").replace("&", ""))
    words = WORD.findall(rest)
    return [w for w in words if w not in ALLOWED and not (w.isupper() and len(w) <= 6)]


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    name = f"{type(widget).__name__}({widget.objectName() or ''})"
    if widget.isWindow():
        yield f"{name} title", widget.windowTitle()
    if widget.toolTip():
        yield f"{name} tooltip", widget.toolTip()
    if (isinstance(widget, QLabel) and not widget.property("data_text")) or isinstance(widget, QAbstractButton):
        yield f"{name} text", widget.text()
    elif isinstance(widget, QGroupBox):
        yield f"{name} title", widget.title()
    elif isinstance(widget, QLineEdit | QPlainTextEdit | QTextEdit):
        yield f"{name} placeholder", widget.placeholderText()
    elif isinstance(widget, QComboBox) and not widget.property("data_text"):
        for i in range(widget.count()):
            yield f"{name} entry {i}", widget.itemText(i)
    elif isinstance(widget, QTabWidget):
        for i in range(widget.count()):
            yield f"{name} tab {i}", widget.tabText(i)
    elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QListView) and widget.model() is not None:
        model = widget.model()
        from PySide6.QtCore import Qt

        for column in range(model.columnCount()):
            header = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            yield f"{name} header {column}", str(header or "")
    for action in widget.actions():
        yield from _action_texts(action, name)
    if isinstance(widget, QMainWindow):
        yield f"{name} status", widget.statusBar().currentMessage()
        for action in widget.menuBar().actions():
            yield from _action_texts(action, f"{name} menu")


def _action_texts(action: object, where: str) -> Iterator[tuple[str, str]]:
    from PySide6.QtGui import QAction

    assert isinstance(action, QAction)
    if action.isSeparator() or not action.isVisible():
        return
    label = action.text()
    yield f"{where} action {label!r}", label
    if action.toolTip() and action.toolTip() != label.replace("&", ""):
        yield f"{where} action {label!r} tooltip", action.toolTip()
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield f"{where} menu {menu.title()!r}", menu.title()
        for inner in menu.actions():
            yield from _action_texts(inner, f"{where} › {label}")


def unmarked(root: QWidget) -> list[str]:
    """Every visible text under ``root`` (itself included) with words that bypassed the catalogs, as
    ``"where: text"`` lines; hidden widgets are skipped (they are checked when a test shows them)."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        for where, text in _texts(widget):
            if leftover(text):
                found.append(f"{where}: {text!r}")
    return found


@pytest.fixture
def pseudo_language() -> Iterator[None]:
    """The desk speaks the pseudo-language for the test (English again afterwards)."""
    use("qps")
    try:
        yield
    finally:
        use("en")
