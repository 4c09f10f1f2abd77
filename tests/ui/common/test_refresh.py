"""Refresh only what changed and is visible: in a shown window a hidden tab marks itself stale and
reloads once when shown; the visible results tab updates the row of a result without resetting its model."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import GameResult, RoundState
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.standings import standings as standings_module
from tests.ui.desk_helpers import isolated_settings
from tests.ui.round_fixtures import imported_desk, wait_for_pairing


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    desk = imported_desk(tmp_path, players=24, rounds=3)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    win.session.attach(desk)
    win.show_tab(win.tab_pages().index(win.results_tab))
    return win


def test_a_result_key_reloads_no_hidden_tab_and_resets_no_model(qtbot: QtBot, window: MainWindow) -> None:
    hidden = (window.registration_tab, window.late_entries_tab, window.pairing_tab, window.standings_tab)
    before = {tab: tab.refresher.reloads for tab in hidden}  # type: ignore[attr-defined]
    results = window.results_tab
    reloads = results.refresher.reloads
    row = results.view.currentIndex().row()
    with (
        qtbot.assertNotEmitted(results.model.modelReset),
        qtbot.waitSignal(results.model.dataChanged) as changed,
    ):
        QTest.keyClick(results.view, Qt.Key.Key_1)
    assert changed.args[0].row() == row == changed.args[1].row()
    assert results.model.row_at(row).result is not None and "1 of 12" in results.status_label.text()
    assert results.refresher.reloads == reloads
    assert {tab: tab.refresher.reloads for tab in hidden} == before  # type: ignore[attr-defined]
    assert window.standings_tab.refresher.stale and window.pairing_tab.refresher.stale


def test_a_stale_tab_reloads_when_shown(qtbot: QtBot, window: MainWindow) -> None:
    QTest.keyClick(window.results_tab.view, Qt.Key.Key_0)
    pairing = window.pairing_tab
    reloads = pairing.refresher.reloads
    window.show_tab(window.tab_pages().index(pairing))
    assert pairing.refresher.reloads == reloads + 1 and not pairing.refresher.stale
    data = pairing.view_data
    assert data is not None and data.entered == 1


def test_publishing_patches_the_visible_pairing_tab(qtbot: QtBot, window: MainWindow) -> None:
    desk = window.session.require()
    for board in desk.rounds.boards(4):
        desk.results.record_result(4, board.number, GameResult.DRAW)
    pairing = window.pairing_tab
    window.show_tab(window.tab_pages().index(pairing))
    pairing.pair_button.click()
    wait_for_pairing(qtbot, pairing)
    assert pairing.view_data is not None and pairing.view_data.round.state is RoundState.DRAFT
    reloads = pairing.refresher.reloads
    pairing.publish_button.click()
    assert pairing.refresher.reloads == reloads  # patched, not read again
    assert pairing.view_data.round.state is RoundState.PUBLISHED
    assert "published" in pairing.status_label.text() and not pairing.publish_button.isEnabled()
    assert pairing.view_data.round.number == 5 and desk.rounds.all()[-1].state is RoundState.PUBLISHED


def test_big_standings_are_ready_after_a_pause(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From ``BACKGROUND_FROM`` players the hidden standings are computed in the background once the desk is
    idle, and showing the tab then costs no reload."""
    monkeypatch.setattr(standings_module, "BACKGROUND_FROM", 10)
    monkeypatch.setattr(standings_module, "IDLE_MS", 50)
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    desk = imported_desk(tmp_path, players=24, rounds=3)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    win.session.attach(desk)
    win.show_tab(win.tab_pages().index(win.results_tab))
    standings = win.standings_tab
    QTest.keyClick(win.results_tab.view, Qt.Key.Key_1)
    assert standings.refresher.stale
    qtbot.waitUntil(lambda: not standings.refresher.stale and not standings.is_busy, timeout=20000)
    reloads = standings.refresher.reloads
    assert standings.model.rowCount() == 24 and standings.job.is_busy is False
    win.show_tab(win.tab_pages().index(standings))
    assert standings.refresher.reloads == reloads and standings.model.rowCount() == 24
