"""The window's shell under the pseudo-language: every text it shows passed through a catalog —
the main window on the start page and with the demo tournament open (title, status line, every menu and its
tooltips, the Round robin menu too), the About box, View → Language…, the venue banner and the message boxes of
``ui.prompts``.

What other screens own is left to their own pseudo-locale tests and named here: the tab pages (each tab's
helper), the FIDE-mode label of the status line (``ui.fide_mode_view``), the journal's words that Undo/Redo
repeat ("Undo: …", said by ``services``) and the pairing systems' names in the About box (the registry of
``core.pairing``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import ENTRIES
from arbiter_desk.language import language
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.settings.language_dialog import LanguageDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.shell.menus import MENU_TITLES, ROUND_ROBIN_MENU
from arbiter_desk.ui.venue.venue_link import LOST_TEXT, TROUBLE_TEXT
from tests.ui.desk_helpers import isolated_settings
from tests.ui.pseudo_locale import _texts, leftover, pseudo_language, unmarked

__all__ = ["pseudo_language"]

GREEK_EVENT = "Κύπελλο Αθηνών"
"""The event's name (data) typed in Greek letters, so that it never reads as untranslated English."""


def shell_unmarked(window: MainWindow) -> list[str]:
    """``unmarked(window)`` without what other screens own (see the module's docstring): the same walk, the tab
    pages and the FIDE-mode label left out, and Undo/Redo while they carry the journal's words."""
    others: list[QWidget] = [window.tabs, window.fide_label]
    journal = [window.desk_actions[key].text() for key in ("undo", "redo") if ":" in window.desk_actions[key].text()]
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        if widget is not window and (
            not widget.isVisibleTo(window) or any(o is widget or o.isAncestorOf(widget) for o in others)
        ):
            continue
        for where, text in _texts(widget):
            if leftover(text) and not any(repr(label) in where for label in journal):
                found.append(f"{where}: {text!r}")
    return found


def _modal(qtbot: QtBot, look: Callable[[QWidget], None]) -> None:
    """Look at the modal window that the next call opens, then close it."""

    def at_it() -> None:
        box = QApplication.activeModalWidget()
        assert box is not None
        try:
            look(box)
        finally:
            box.close()

    QTimer.singleShot(0, at_it)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, pseudo_language: None) -> MainWindow:
    data = tmp_path / "data"
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: data)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_start_page_and_the_menus_are_marked(window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.start_page
    found = unmarked(window)
    assert found == [], "\n".join(found)
    assert all(leftover(shown(title)) == [] for title in MENU_TITLES.values())


def test_the_window_with_the_demo_open_every_menu_walked(window: MainWindow) -> None:
    assert window.commands.open_demo()
    window.session.run(
        lambda d: d.settings.update_settings(
            replace(d.settings.current(), info=replace(d.settings.current().info, name=GREEK_EVENT))
        )
    )
    assert window.windowTitle().startswith(GREEK_EVENT)
    assert len(window.menuBar().actions()) == 6
    found = shell_unmarked(window)
    assert found == [], "\n".join(found)
    round_robin = window.menus[ROUND_ROBIN_MENU]  # hidden for a Swiss: its title and items checked as they are
    found = unmarked(round_robin) + [f"title: {w}" for w in leftover(round_robin.title())]
    assert len(round_robin.actions()) == 2 and found == [], "\n".join(found)


def test_the_about_box_is_marked(window: MainWindow, qtbot: QtBot) -> None:
    systems = {word for entry in ENTRIES for word in leftover(shown(entry.label))}
    seen: list[list[str]] = []
    _modal(qtbot, lambda box: seen.append([w for line in unmarked(box) for w in leftover(line) if w not in systems]))
    window.desk_actions["about"].trigger()
    assert seen == [[]]


def test_the_language_dialog_is_marked(qtbot: QtBot, pseudo_language: None) -> None:
    dialog = LanguageDialog(language("en"))
    qtbot.addWidget(dialog)
    dialog.show()
    found = unmarked(dialog)
    assert found == [], "\n".join(found)


def test_the_venue_banner_is_marked(window: MainWindow) -> None:
    assert window.commands.open_demo()
    window.venue_link.show_outage(t("it does not answer"))
    assert window.venue_link.banner.isVisibleTo(window) and shown(LOST_TEXT) == window.venue_link.label.text()
    found = unmarked(window.venue_link.banner)
    assert found == [], "\n".join(found)
    window.venue_link.trouble.emit(t("it does not answer"))
    QApplication.processEvents()
    assert window.venue_link.label.text() == shown(TROUBLE_TEXT)
    found = unmarked(window.venue_link.banner)
    assert found == [], "\n".join(found)


@pytest.mark.parametrize(
    "ask",
    [
        lambda parent: prompts.confirm(parent, t("Cancelled at the warning: nothing was changed.")),
        lambda parent: prompts.choose_in_use(parent, t("Cancelled at the warning: nothing was changed.")),
    ],
    ids=["confirm", "choose_in_use"],
)
def test_the_message_boxes_of_prompts_are_marked(
    window: MainWindow, qtbot: QtBot, ask: Callable[[QWidget], object]
) -> None:
    seen: list[list[str]] = []
    _modal(qtbot, lambda box: seen.append(unmarked(box) if isinstance(box, QMessageBox) else ["not a box"]))
    ask(window)
    assert seen == [[]]
