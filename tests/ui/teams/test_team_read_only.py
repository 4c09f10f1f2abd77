"""A team event (C.04.6) opened read-only: every editing button of the Teams,
Pairing and Results tabs is off, result keys typed on a board are refused, and the file does not change."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings
from tests.ui.teams.test_team_desk import team_desk


@pytest.fixture
def window(tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    told: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: told.append(message))
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: False)
    desk = team_desk(tmp_path)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    path = desk.path
    desk.close()
    w = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(w)
    w.session.attach(Desk.open(path, read_only=True))
    w.show()
    w.told = told  # type: ignore[attr-defined]
    w.digest = hashlib.sha256(path.read_bytes()).hexdigest()  # type: ignore[attr-defined]
    return w


def test_team_tabs_are_read_only_and_the_file_unchanged(window: MainWindow, qtbot: QtBot) -> None:
    assert window.is_read_only
    for tab in (window.teams_tab, window.team_pairing_tab, window.team_results_tab):
        for button in tab.findChildren(QAbstractButton):
            reads_only = button is getattr(tab, "print_button", None)
            assert button.isEnabled() is reads_only, f"{type(tab).__name__}: {button.text()}"
    results = window.team_results_tab
    window.show_tab(2)
    results.board_view.setFocus()
    for key in ("1", "=", "0", "+"):
        qtbot.keyClicks(results.board_view, key)
    assert results.matches.row_at(0).score_text == ""
    path = window.session.require().path
    assert hashlib.sha256(path.read_bytes()).hexdigest() == window.digest  # type: ignore[attr-defined]
