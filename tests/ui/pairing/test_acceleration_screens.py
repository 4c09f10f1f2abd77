"""Renders the Baku screens (C.04.7) to ``tests/output/*.png``: the Settings dialog with its Acceleration group,
the Registration tab with the GA list, the pairing tab with virtual points and the explanation."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import AccelerationMethod
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings, session_on
from tests.ui.round_fixtures import new_desk, play, wait_for_pairing
from tests.ui.test_screenshots import save


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    desk = new_desk(tmp_path, players=12, name="baku")
    desk.settings.update_settings(replace(desk.settings.current(), acceleration=AccelerationMethod.BAKU))
    play(desk, 1)
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.session.attach(desk)
    win.resize(1200, 780)
    win.show()
    return win


def test_baku_registration_and_pairing_screens(qtbot: QtBot, window: MainWindow) -> None:
    window.tabs.setCurrentWidget(window.registration_tab)
    text = window.registration_tab.groups.text()
    assert "GA = #1–#6, 6 players" in text and "fixed by round 1" in text
    save(window, "baku_registration")
    window.tabs.setCurrentWidget(window.pairing_tab)
    window.pairing_tab.pair_next_round()
    wait_for_pairing(qtbot, window.pairing_tab)
    view = window.pairing_tab.boards_view
    metrics = view.fontMetrics()
    for column in (2, 5):  # the Pts columns: "1.0 +1.0v" shown whole
        needed = max(metrics.horizontalAdvance(str(view.model().index(r, column).data())) for r in range(6))
        assert view.horizontalHeader().sectionSize(column) >= needed
    window.pairing_tab.select_board(1)
    assert "is in GA: pairing score 2.0 = 1.0 + 1.0 virtual" in window.pairing_tab.explanation.detail.toPlainText()
    save(window, "baku_pairing")


def test_settings_dialog_with_the_acceleration_group(qtbot: QtBot, window: MainWindow) -> None:
    desk = window.session.require()
    dialog = SettingsDialog(desk.settings.current(), "", window, acceleration_locked=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.acceleration.method.currentData() == AccelerationMethod.BAKU
    save(dialog, "baku_settings_dialog")
    session_on(desk)  # the session stays usable after the dialog
