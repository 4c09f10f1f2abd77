"""Mnemonics (Alt+letter) of a window as a person meets them: two items of one menu, or two widgets shown at once
in one window, on one letter make Alt+letter cycle between them instead of acting (Qt's ambiguous shortcut).

Used by the mnemonic tests of every dialog and menu (and by the languages' tests, run in every language)."""

from __future__ import annotations

import re
from collections import defaultdict

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QMenuBar, QTabBar, QWidget

_MNEMONIC = re.compile(r"(?<!&)&([^&\s])")


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` (``&&`` is a literal ampersand), lower case; None without one."""
    found = _MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def menu_clashes(menu: QMenu | QMenuBar, where: str = "") -> list[str]:
    """Items of one menu (and of each submenu, recursively) sharing a letter: ``"File: d: Open the &demo …, …"``."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    clashes: list[str] = []
    name = where or (menu.title() if isinstance(menu, QMenu) else "menu bar")
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = mnemonic(action.text())
        if letter:
            by_letter[letter].append(action.text())
        if action.menu() is not None:
            clashes += menu_clashes(action.menu(), f"{name} → {action.menu().title()}")
    clashes += [f"{name}: {k}: {', '.join(v)}" for k, v in by_letter.items() if len(v) > 1]
    return clashes


def window_texts(window: QWidget) -> list[str]:
    """The texts carrying the mnemonics of everything shown in ``window`` now: buttons, labels with a buddy,
    group boxes, tab bars and the menu bar's titles (hidden pages and widgets do not count)."""
    texts: list[str] = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.window() is not window:
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i)]
        elif isinstance(widget, QMenuBar):
            texts += [a.text() for a in widget.actions() if a.isVisible()]
    return texts


def window_clashes(window: QWidget) -> list[str]:
    """Letters two things shown at once in ``window`` share: ``"c: &Continue…, &Cancel"``."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in window_texts(window):
        letter = mnemonic(text)
        if letter:
            by_letter[letter].append(text)
    return [f"{k}: {', '.join(v)}" for k, v in sorted(by_letter.items()) if len(v) > 1]
