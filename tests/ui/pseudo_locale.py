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
from contextlib import contextmanager
from functools import cache

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
"""An innermost marked message: a message given to another as an argument is marked inside it."""
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
    while MARKED.search(rest):  # innermost first: ⟦… ⟦JJ/MM/AAAA⟧ …⟧
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
        # a list has no header (and a QListWidget's model cannot be asked for its columns)
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


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """The desk speaks ``code`` inside the block (English again afterwards, whatever happens)."""
    use(code)
    try:
        yield
    finally:
        use("en")


@pytest.fixture
def pseudo_language() -> Iterator[None]:
    """The desk speaks the pseudo-language for the test."""
    with speaking("qps"):
        yield


@cache
def _english_patterns(code: str) -> tuple[re.Pattern[str], ...]:
    """Every message of the catalog whose translation differs from its English, as a pattern of the whole English
    text (placeholders match any text, mnemonics dropped)."""
    from babel.messages.pofile import read_po

    from arbiter_desk.language.catalogs import po_file

    with po_file(code).open("rb") as stream:
        catalog = read_po(stream, locale=code)
    patterns = []
    for message in catalog:
        source = message.id if isinstance(message.id, str) else message.id[0]
        translated = message.string if isinstance(message.string, str) else message.string[0]
        flat = source.replace("&", "").strip()
        words = re.findall(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}", "", flat))
        if not source or translated.replace("&", "").strip() == flat or not words:
            continue  # a message of placeholders and punctuation only says nothing in English
        pieces = [re.escape(piece) for piece in re.split(r"\{\w+\}", flat)]
        patterns.append(re.compile("^" + ".+?".join(pieces) + "$", re.DOTALL))
    return tuple(patterns)


def english_left(root: QWidget, code: str) -> list[str]:
    """Every visible text under ``root`` that is one of the program's English messages where the language
    ``code`` has its own words: the message was shown without passing through the catalog."""
    found: list[str] = []
    patterns = _english_patterns(code)
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        for where, text in _texts(widget):
            plain = TAG.sub("", text or "").replace("&&", "\0").replace("&", "").replace("\0", "&").strip()
            if plain and any(pattern.match(plain) for pattern in patterns):
                found.append(f"{where}: {text!r}")
    return found
