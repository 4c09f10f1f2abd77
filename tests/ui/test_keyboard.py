"""The demo tournament paired, published and scored from the keyboard only (issue: the desk works without a
mouse): Ctrl+3 / Ctrl+4 switch tabs (View menu), Alt+P pairs, Alt+U publishes, result keys fill the boards."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.shell.menus import TAB_ACTIONS
from tests.ui.desk_helpers import isolated_settings
from tests.ui.round_fixtures import wait_for_pairing

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def press(window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, key, modifier)


def test_each_tab_has_its_ctrl_number_in_the_view_menu(window: MainWindow) -> None:
    window.desk_actions["open_demo"].trigger()
    for index, key in reversed(list(enumerate(TAB_ACTIONS))):
        assert window.desk_actions[key].shortcut().toString() == f"Ctrl+{index + 1}"
        press(window, getattr(Qt.Key, f"Key_{index + 1}"), CTRL)
        assert window.tabs.currentIndex() == index
        assert QApplication.focusWidget() is window.tabs.currentWidget().focusProxy()


def test_tab_keys_are_off_on_the_start_page(window: MainWindow) -> None:
    assert not any(window.desk_actions[key].isEnabled() for key in TAB_ACTIONS)


def test_demo_round_4_paired_published_and_scored_without_a_mouse(qtbot: QtBot, window: MainWindow) -> None:
    window.desk_actions["open_demo"].trigger()
    desk = window.session.require()
    press(window, Qt.Key.Key_3, CTRL)
    assert window.tabs.currentWidget() is window.pairing_tab
    with qtbot.waitSignal(window.pairing_tab.pair_button.clicked):  # a mnemonic clicks after its animation
        press(window, Qt.Key.Key_P, ALT)
    wait_for_pairing(qtbot, window.pairing_tab)
    assert desk.rounds.all()[-1].number == 4 and desk.rounds.all()[-1].state is RoundState.DRAFT
    with qtbot.waitSignal(window.pairing_tab.publish_button.clicked):
        press(window, Qt.Key.Key_U, ALT)
    assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
    press(window, Qt.Key.Key_4, CTRL)
    results = window.results_tab
    assert window.tabs.currentWidget() is results and QApplication.focusWidget() is results.view
    boards = len(desk.rounds.boards(4))
    QTest.keyClicks(results.view, "1=0" * boards)
    assert f"{boards} of {boards}" in results.status_label.text()
    assert desk.rounds.all()[-1].state is RoundState.COMPLETE


def test_pair_publish_and_override_are_actions_with_shortcuts_from_any_tab(qtbot: QtBot, window: MainWindow) -> None:
    window.desk_actions["open_demo"].trigger()
    desk = window.session.require()
    assert window.desk_actions["pair_round"].shortcut().toString() == "Ctrl+Shift+P"
    press(window, Qt.Key.Key_5, CTRL)  # standings tab
    SHIFT = Qt.KeyboardModifier.ShiftModifier
    press(window, Qt.Key.Key_P, CTRL | SHIFT)
    assert window.tabs.currentWidget() is window.pairing_tab
    wait_for_pairing(qtbot, window.pairing_tab)
    assert desk.rounds.all()[-1].number == 4 and desk.rounds.all()[-1].state is RoundState.DRAFT
    press(window, Qt.Key.Key_1, CTRL)
    press(window, Qt.Key.Key_U, CTRL | SHIFT)
    assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
    press(window, Qt.Key.Key_U, CTRL | SHIFT)  # nothing to publish now: the status bar says why
    assert "Publish" in window.statusBar().currentMessage()
    menu_items = [a.objectName() for a in window.menuBar().actions()[3].menu().actions()]
    assert {"action_pair_round", "action_publish_round", "action_override_pairing"} <= set(menu_items)
