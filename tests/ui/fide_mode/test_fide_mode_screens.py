"""FIDE mode in the window (VCL4THP.13 Q42–46): Tournament → Leave FIDE mode… asks the reason and then the
level-4 double confirmation in the real warning dialog, by keys; afterwards every screen carries the marker
(status bar and window title, whichever tab is shown). Rendered to ``tests/output/fide_mode_left.png``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings, new_desk
from tests.ui.test_screenshots import save
from tests.ui.warning_keys import CANCEL, TWO_STEP, script


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(prompts, "ask_text", lambda *_args: "organiser allows rematches")
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.session.attach(new_desk(tmp_path, players=6))
    win.show()
    qtbot.waitExposed(win)
    return win


def _marker(window: MainWindow) -> QLabel:
    label = window.statusBar().findChild(QLabel, "fide_mode")
    assert isinstance(label, QLabel)
    return label


def test_a_tournament_in_fide_mode_says_so_quietly_q40(window: MainWindow) -> None:
    assert _marker(window).text() == "FIDE mode"
    assert "NOT IN FIDE MODE" not in window.windowTitle()


def test_leaving_asks_twice_by_keys_then_marks_every_screen_q43_q46(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = script(monkeypatch, qtbot, TWO_STEP)
    window.desk_actions["leave_fide_mode"].trigger()
    assert answers.levels == [4]
    assert not window.session.require().fide_mode.in_fide_mode()
    for index in range(5):
        window.show_tab(index)
        assert _marker(window).isVisible() and _marker(window).text().startswith("NOT IN FIDE MODE")
        assert window.windowTitle().startswith("[NOT IN FIDE MODE")
    save(window, "fide_mode_left")


def test_cancelling_either_step_keeps_fide_mode_q43(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    script(monkeypatch, qtbot, CANCEL, TWO_STEP[:1] + CANCEL)
    window.desk_actions["leave_fide_mode"].trigger()
    window.desk_actions["leave_fide_mode"].trigger()
    assert window.session.require().fide_mode.in_fide_mode()
    assert _marker(window).text() == "FIDE mode"
