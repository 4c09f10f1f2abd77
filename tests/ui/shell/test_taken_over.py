"""A file taken over, in the window: a desk whose file another desk took over (or that was
replaced under it) refuses the next result, says so in a box and the status bar, and turns read-only with a
banner naming who took the file over and when; a timer shows the banner before the next key is even typed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.read_only import REFUSED
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """The demo with round 4 published: results to enter, on the Results tab."""
    told: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: told.append(message))
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    win.desk_actions["open_demo"].trigger()
    desk = win.session.require()
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    win.session.attach(Desk.open(desk.path))
    win.show_tab(win.tab_pages().index(win.results_tab))
    win.told = told  # type: ignore[attr-defined]
    win.show()
    return win


def _banner(window: MainWindow) -> str:
    label = window.read_only_bar.findChild(QLabel, "read_only_text")
    assert label is not None
    return label.text()


def _type_result(window: MainWindow, row: int) -> None:
    results = window.results_tab
    results.view.setCurrentIndex(results.model.index(row, 0))
    QTest.keyClicks(results.view, "1")


def test_the_next_result_after_a_take_over_is_refused_and_the_banner_says_who(window: MainWindow) -> None:
    path = window.session.require().path
    _type_result(window, 0)  # confirmed while this desk holds the file
    assert window.session.require().rounds.boards(4)[0].white_result is not None
    other = Desk.open(path, take_over=True)  # a second desk chose Take over
    try:
        _type_result(window, 1)
        told = window.told  # type: ignore[attr-defined]
        assert told and "taken over by" in told[-1] and "nothing of this change was saved" in told[-1]
        assert window.statusBar().currentMessage() == told[-1]
        assert window.results_tab.view.currentIndex().row() == 1  # the cursor stays on the board not saved
        assert window.is_read_only and not window.read_only_bar.isHidden()
        assert "Taken over by" in _banner(window) and " at " in _banner(window)
        assert not window.desk_actions["undo"].isEnabled() and not window.desk_actions["pair_round"].isEnabled()
        _type_result(window, 2)  # later keys are refused in place, not written
        assert window.results_tab.notice_label.text() == REFUSED
        boards = other.rounds.boards(4)
        assert boards[0].white_result is not None  # what this desk confirmed is in the file
        assert boards[1].white_result is None and boards[2].white_result is None
    finally:
        other.close()


def test_the_timer_shows_the_banner_before_the_next_key(window: MainWindow, qtbot: QtBot) -> None:
    path = window.session.require().path
    window.held_timer.setInterval(50)
    other = Desk.open(path, take_over=True)
    try:
        qtbot.waitUntil(lambda: window.is_read_only, timeout=5000)
        assert "Taken over by" in _banner(window)
        assert window.told == []  # type: ignore[attr-defined]  # no write was tried: no box, only the banner
    finally:
        other.close()


def test_a_replaced_file_turns_the_window_read_only(window: MainWindow, tmp_path: Path) -> None:
    path = window.session.require().path
    os.replace(path, tmp_path / "moved.adesk")
    _type_result(window, 0)
    assert window.is_read_only
    assert "removed or renamed while it was open here" in _banner(window)
