"""A big event's round is read off the GUI thread when the pairing tab shows it (a 5,000-player
file landing on its draft took a second of the GUI thread): nothing of it can be published or overridden
until it is on screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import page_loader
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from tests.ui.round_fixtures import new_desk, play


def test_a_big_draft_is_read_in_the_background(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(page_loader, "BACKGROUND_FROM", 10)  # 11 players count as a big event here
    desk = new_desk(tmp_path)
    play(desk, 1)
    desk.rounds.pair_next_round()
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


def test_pair_checks_a_big_event_in_the_background_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check before pairing (round state, ratings: C.04.4.1 art. 1.1.1) reads the players off the GUI
    thread too; a refusal still comes back in words, nothing is paired."""
    monkeypatch.setattr(page_loader, "BACKGROUND_FROM", 10)
    desk = new_desk(tmp_path)
    play(desk, 1)
    session = DeskSession()
    tab = PairingTab(session)
    qtbot.addWidget(tab)
    session.attach(desk)
    qtbot.waitUntil(lambda: tab.is_loaded, timeout=10000)
    tab.pair_button.click()
    assert tab.preview_loader.is_loading and not tab.worker.is_busy
    qtbot.waitUntil(lambda: tab.view_data is not None and tab.view_data.round.number == 2, timeout=30000)
    assert desk.rounds.all()[-1].state is RoundState.DRAFT
    reported: list[str] = []
    session.reported.connect(reported.append)
    session.failed.connect(reported.append)
    tab._start_pairing(repair=False)  # a draft is waiting: refused
    qtbot.waitUntil(lambda: not tab.preview_loader.is_loading, timeout=10000)
    assert len(desk.rounds.all()) == 2 and "draft" in tab.status_label.text() + " ".join(reported)
    session.close()


def test_discard_re_pair_and_discard_again_in_a_big_event(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discarding the shown draft removes its boards; the tab's in-place update must not look
    them up (``KeyError``) but read the round again, as often as the arbiter discards and re-pairs."""
    monkeypatch.setattr(page_loader, "BACKGROUND_FROM", 10)
    desk = new_desk(tmp_path, players=12)  # no bye: the discard touches boards and rounds only
    play(desk, 1)
    session = DeskSession()
    tab = PairingTab(session)
    qtbot.addWidget(tab)
    failures: list[str] = []
    session.failed.connect(failures.append)
    session.reported.connect(failures.append)
    session.attach(desk)
    qtbot.waitUntil(lambda: tab.is_loaded, timeout=10000)
    for _ in range(2):
        tab.pair_button.click()
        qtbot.waitUntil(lambda: tab.view_data is not None and tab.view_data.round.number == 2, timeout=30000)
        qtbot.waitUntil(lambda: tab.discard_button.isEnabled(), timeout=10000)
        tab.discard_button.click()
        assert [r.number for r in desk.rounds.all()] == [1]
        qtbot.waitUntil(lambda: tab.is_loaded and tab.view_data is not None, timeout=10000)
        assert tab.view_data is not None and tab.view_data.round.number == 1
        assert all(line.board_id in {b.id for b in desk.rounds.boards(1)} for line in tab.boards_model.rows)
    assert failures == []
    session.close()
