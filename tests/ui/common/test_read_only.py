"""A read-only file in the window: every editing action and key is visibly off, driven by keys.

Buttons and menu actions are disabled; the keys that edit without a button (result keys, bye keys and clicks,
double-click to edit a player) are refused in the tab with the banner's reason, never sent to the services,
and nothing in the file changes.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.read_only import READ_ONLY_SAFE, REFUSED
from arbiter_desk.ui.results.result_keys import RESULT_KEYS
from arbiter_desk.ui.shell.actions import CHANGES_TOURNAMENT
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings

EDITING_ACTIONS = {
    "settings",
    "prohibited_pairs",
    "prize_categories",
    "import_players",
    "pair_round",
    "publish_round",
    "override_pairing",
}
READING_ACTIONS = {"export_trf", "export_csv", "print", "export_pdf", "close", "tab_results"}


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """The demo with round 4 published (results to enter, byes to request), reopened read-only."""
    told: list[str] = []
    dialogs: list[object] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: told.append(message))
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: dialogs.append(dialog) or False)
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    win.desk_actions["open_demo"].trigger()
    desk = win.session.require()
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    path = desk.path
    win.session.close()
    win.session.attach(Desk.open(path, read_only=True))
    win.told = told  # type: ignore[attr-defined]
    win.dialogs = dialogs  # type: ignore[attr-defined]
    win.digest = hashlib.sha256(path.read_bytes()).hexdigest()  # type: ignore[attr-defined]
    win.show()
    return win


def _unchanged(window: MainWindow) -> bool:
    path = window.session.require().path
    return hashlib.sha256(path.read_bytes()).hexdigest() == window.digest  # type: ignore[attr-defined]


def test_every_editing_button_and_action_is_off_and_the_banner_says_why(window: MainWindow) -> None:
    assert window.is_read_only and not window.read_only_bar.isHidden()
    banner = window.read_only_bar.findChild(QLabel, "read_only_text")
    assert banner is not None and "cannot be changed here" in banner.text()
    assert EDITING_ACTIONS <= CHANGES_TOURNAMENT
    for key in EDITING_ACTIONS | {"undo", "redo"}:
        assert not window.desk_actions[key].isEnabled(), key
    for key in READING_ACTIONS:
        assert window.desk_actions[key].isEnabled(), key
    for tab in window.tab_pages():
        for button in tab.findChildren(QAbstractButton):
            reads_only = any(button is getattr(tab, name, None) for name in READ_ONLY_SAFE)
            assert button.isEnabled() is reads_only, f"{type(tab).__name__}: {button.text()}"


def test_result_keys_are_greyed_and_refused_in_the_tab(window: MainWindow) -> None:
    window.show_tab(window.tab_pages().index(window.results_tab))
    results = window.results_tab
    assert results.shown_round() == 4 and results.model.rowCount() > 0
    assert not results.keys_label.isEnabled() and results.keys_label.text().startswith("Off (read-only file)")
    results.view.setCurrentIndex(results.model.index(0, 0))
    for key in RESULT_KEYS:
        results.notice_label.clear()
        QTest.keyClicks(results.view, key)
        assert results.notice_label.text() == REFUSED, key
    QTest.keyClick(results.view, Qt.Key.Key_Return)  # moving on still works: the file can be read
    assert results.view.currentIndex().row() == 1
    assert all(b.white_result is None for b in window.session.require().rounds.boards(4))
    assert window.told == []  # type: ignore[attr-defined]  # refused in place, not a box per key
    assert _unchanged(window)


def test_bye_keys_and_clicks_are_refused_in_the_grid(window: MainWindow, qtbot: QtBot) -> None:
    window.show_tab(window.tab_pages().index(window.late_entries_tab))
    tab = window.late_entries_tab
    before = window.session.require().players.absences()
    cell = tab.cell_index(tab.model.player_id(0), 5)
    assert cell.isValid() and tab.model.is_cell_editable(cell)
    assert "Read-only file" in tab.panel.notice.text()
    tab.table.setCurrentIndex(cell)
    for key in (Qt.Key.Key_H, Qt.Key.Key_Z, Qt.Key.Key_Space, Qt.Key.Key_Delete):
        QTest.keyClick(tab.table, key)
        assert tab.panel.notice.text() == REFUSED
    rect = tab.table.visualRect(cell)
    QTest.mouseClick(tab.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.session.require().players.absences() == before
    assert _unchanged(window)


def test_double_click_and_shortcuts_open_nothing_to_change(window: MainWindow) -> None:
    registration = window.registration_tab
    window.show_tab(0)
    registration.table.selectRow(0)
    rect = registration.table.visualRect(registration.proxy.index(0, 1))
    QTest.mouseClick(registration.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(registration.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    for keys in ("Ctrl+,", "Ctrl+Shift+P", "Ctrl+Shift+U", "Ctrl+Shift+O", "Ctrl+Z"):
        QTest.keySequence(window, keys)
    assert window.dialogs == []  # type: ignore[attr-defined]
    assert window.session.require().rounds.all()[-1].number == 4
    assert _unchanged(window)


def test_a_writable_file_gets_its_keys_back(window: MainWindow) -> None:
    path = window.session.require().path
    window.session.attach(Desk.open(path))
    results = window.results_tab
    assert results.keys_label.isEnabled() and results.keys_label.text().startswith("Keys:")
    window.show_tab(window.tab_pages().index(results))
    results.view.setCurrentIndex(results.model.index(0, 0))
    QTest.keyClicks(results.view, "1")
    assert window.session.require().rounds.boards(4)[0].white_result is not None
    assert window.desk_actions["settings"].isEnabled() and window.desk_actions["pair_round"].isEnabled()
