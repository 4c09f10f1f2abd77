"""The guide covers the desk: every menu action of the main window is named in its menu's chapter with its key
(an action another chapter's author adds: on any page, with its key), every dialog by its title, every
command and option of the command line in the generated reference; and every link inside the guide resolves
(FIDE approval checklist Q13–15: the manual describes the program)."""

from __future__ import annotations

import ast
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common.wording import shown
from arbiter_desk.ui.shell.actions import ACTION_SPECS
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.guide_build import DOCS
from tests.ui.desk_helpers import isolated_settings

UI = DOCS.parent / "arbiter_desk" / "ui"
MENU_CHAPTERS = {
    "File": "menus/file",
    "Edit": "menus/edit",
    "View": "menus/view",
    "Tournament": "menus/tournament",
    "Round robin": "menus/round-robin",
    "Help": "menus/help",
}
"""The chapter of each menu of the main window; a menu added later is looked up in every page."""
NEAR = 400
"""How close after an action's name its key must be written (characters of the page's text)."""
MARKING = {"t", "t_p", "tr", "tr_p"}
"""The functions that mark a message for the catalogs (a title written through them is still a literal title)."""
TITLES_NOT_DIALOGS = {"main_window.py", "window_status.py", "guide_viewer.py"}
"""Files whose window titles are not dialogs (the main window's title names the open tournament)."""


def pages(built_guide: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((built_guide / "sections.json").read_text(encoding="utf-8"))
    return loaded


def flat(text: str) -> str:
    return " ".join(text.replace("…", "").replace("...", "").split())


def shown_name(text: str) -> str:
    return flat(text.replace("&&", "\0").replace("&", "").replace("\0", "&"))


KNOWN_ACTIONS = frozenset(shown_name(shown(spec.text)) for spec in ACTION_SPECS)
"""The actions the menu chapters describe; an action added later is found on the page its author wrote."""


def menu_actions(window: MainWindow) -> list[tuple[str, QAction]]:
    """(menu title, action) for every item of every menu of the menu bar, submenus included."""
    found = []

    def walk(menu: QMenu, title: str) -> None:
        for action in menu.actions():
            if action.isSeparator():
                continue
            found.append((title, action))
            if action.menu() is not None and action.menu() is not window.recent_menu:
                walk(action.menu(), title)

    for menu in window.menus.values():
        walk(menu, shown_name(menu.title()))
    return found


def named_with_key(text: str, name: str, key: str) -> bool:
    """``name`` appears in ``text`` and, if it has a key, the key follows within ``NEAR`` characters."""
    return any(not key or key in text[match.end() : match.end() + NEAR] for match in re.finditer(re.escape(name), text))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    return win


def test_every_menu_action_is_named_in_its_menus_chapter_with_its_key(window: MainWindow, built_guide: Path) -> None:
    """Checklist Q11, Q14: every menu action documented with its key."""
    guide = pages(built_guide)
    everything = {name: flat(page["text"]) for name, page in guide.items()}
    missing = []
    actions = menu_actions(window)
    assert len(actions) > 40
    for menu, action in actions:
        name = shown_name(action.text())
        key = action.shortcut().toString()
        chapter = MENU_CHAPTERS.get(menu)
        if chapter is not None and named_with_key(everything.get(chapter, ""), name, key):
            continue
        added_later = chapter is None or name not in KNOWN_ACTIONS  # by another chapter's author: on any page
        if added_later and any(named_with_key(text, name, key) for text in everything.values()):
            continue
        missing.append(f"{menu} → {name}" + (f" ({key})" if key else ""))
    assert missing == [], missing


MARKING = ("t", "tr", "t_p", "tr_p")
"""The marking functions a window title is made with (``ui.wording``, ``core.text``)."""


def title_patterns() -> list[tuple[str, re.Pattern[str]]]:
    """Every literal window title the desk's code sets (``setWindowTitle``), as a pattern: an f-string's
    values match any short text."""
    found = []

    def parts(node: ast.expr) -> list[str] | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [re.escape(flat(node.value))]
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("t", "t_p") and node.args:
            message = node.args[-1] if len(node.args) > 1 else node.args[0]  # t_p(context, message)
            if isinstance(message, ast.Constant) and isinstance(message.value, str):  # a title in the languages
                pieces = re.split(r"\{[a-z_]+\}", flat(message.value))
                return [".{1,60}?".join(r"\s*".join(re.escape(w) for w in p.split(" ")) for p in pieces)]
        if isinstance(node, ast.JoinedStr):
            pieces = []
            for value in node.values:
                if isinstance(value, ast.Constant):
                    pieces.append(r"\s*".join(re.escape(w) for w in flat(str(value.value)).split(" ")))
                else:
                    pieces.append(".{1,60}?")
            return ["\\s*".join(p for p in pieces if p)]
        return None

    for path in sorted(UI.rglob("*.py")):
        if path.name in TITLES_NOT_DIALOGS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "setWindowTitle" and node.args):
                continue
            argument = node.args[0]
            choices = [argument.body, argument.orelse] if isinstance(argument, ast.IfExp) else [argument]
            for choice in choices:
                for pattern in parts(choice) or []:
                    literal = re.sub(r"\\.|\.\{1,60\}\?|\\s\*", "", pattern)
                    if len(literal) >= 4:
                        found.append((f"{path.name}: {pattern}", re.compile(pattern, re.IGNORECASE)))
    return found


def test_every_dialog_of_the_desk_is_named_by_its_title(built_guide: Path) -> None:
    """Checklist Q11, Q14: every dialog documented."""
    text = " ".join(flat(page["text"]) for page in pages(built_guide).values())
    patterns = title_patterns()
    assert len(patterns) > 30
    assert [where for where, pattern in patterns if not pattern.search(text)] == []


def test_the_cli_reference_is_what_the_parser_generates() -> None:
    """docs/reference/cli-reference.md is generated (docs/make_cli_reference.py): a changed command changes it."""
    import runpy

    render = runpy.run_path(str(DOCS / "make_cli_reference.py"))["render"]
    assert (DOCS / "reference" / "cli-reference.md").read_text(encoding="utf-8") == render()


def test_every_command_and_option_is_in_the_built_cli_reference(built_guide: Path) -> None:
    """Checklist Q11, Q14: every command-line command and option documented."""
    import argparse

    from arbiter_desk.cli import build_parser

    text = pages(built_guide)["reference/cli-reference"]["text"]
    missing = []

    def walk(parser: argparse.ArgumentParser) -> None:
        if parser.prog not in text:
            missing.append(parser.prog)
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    walk(sub)
            missing.extend(f"{parser.prog} {o}" for o in action.option_strings if o not in text and o != "-h")

    parser = build_parser()
    parser.prog = "arbiter-desk"
    walk(parser)
    assert missing == [], missing


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if value and ((tag == "a" and name == "href") or (tag == "img" and name == "src")):
                self.links.append(value)


def test_every_link_inside_the_guide_resolves(built_guide: Path) -> None:
    parsed: dict[Path, _Links] = {}
    for page in built_guide.rglob("*.html"):
        links = _Links()
        links.feed(page.read_text(encoding="utf-8"))
        parsed[page.resolve()] = links
    broken = []
    for page, links in parsed.items():
        for link in links.links:
            if re.match(r"^[a-z]+:", link):
                continue
            target, _, anchor = link.partition("#")
            path = (page.parent / target).resolve() if target else page
            if not path.exists() or (anchor and path.suffix == ".html" and anchor not in parsed[path].ids):
                broken.append(f"{page.name}: {link}")
    assert sum(len(links.links) for links in parsed.values()) > 50
    assert broken == []
