"""A big event's round is read off the GUI thread when the pairing tab shows it (issue 15: a 5,000-player
file landing on its draft took a second of the GUI thread): nothing of it can be published or overridden
until it is on screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.services.data import RoundState
from arbiter_desk.ui import page_loader
from arbiter_desk.ui.session import DeskSession
from arbiter_desk.ui.tabs.pairing import PairingTab
from tests.ui.round_fixtures import new_desk, play


def test_a_big_draft_is_read_in_the_background(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(page_loader, "BACKGROUND_FROM", 10)  # 11 players count as a big event here
    desk = new_desk(tmp_path)
    play(desk, 1)
    desk.pair_next_round()
    session = DeskSession()
    tab = PairingTab(session)
    qtbot.addWidget(tab)
    session.attach(desk)
    assert not tab.is_loaded and tab.view_data is None and tab.boards_model.rowCount() == 0
    assert not tab.publish_button.isEnabled() and not tab.override_button.isEnabled()
    assert "Reading round 2" in tab.status_label.text()
    qtbot.waitUntil(lambda: tab.is_loaded, timeout=10000)
    assert tab.view_data is not None and tab.view_data.round.state is RoundState.DRAFT
    assert tab.boards_model.rowCount() == 5 and tab.publish_button.isEnabled()
    assert tab.explanation.tree.topLevelItemCount() > 0  # the why-tree came with it
    session.close()
