"""A big event's round is read off the GUI thread (no stall over 100 ms when a 5,000-player file
opens on the results tab): the table stays empty meanwhile, keys typed meanwhile are entered once the boards
are shown, and a file closed meanwhile shows nothing of it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, GameResult
from arbiter_desk.ui.common import page_loader
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.results.results import ResultsTab
from tests.ui.round_fixtures import new_desk, play


@pytest.fixture
def desk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Desk]:
    monkeypatch.setattr(page_loader, "BACKGROUND_FROM", 10)  # 11 players count as a big event here
    d = new_desk(tmp_path)
    play(d, 1)
    d.rounds.pair_next_round()
    d.rounds.publish_round()
    yield d
    d.close()


def test_the_boards_are_read_in_the_background_and_keys_wait_for_them(qtbot: QtBot, desk: Desk) -> None:
    session = DeskSession()
    tab = ResultsTab(session)
    qtbot.addWidget(tab)
    session.attach(desk)
    assert not tab.is_loaded and tab.model.rowCount() == 0
    assert "Reading the boards of round 2" in tab.status_label.text()
    QTest.keyClicks(tab.view, "1=")  # typed before the boards are there
    qtbot.waitUntil(lambda: tab.is_loaded, timeout=10000)
    assert tab.model.rowCount() == 5 and "2 of 5" in tab.status_label.text()
    assert [GameResult.from_codes(b.white_result, b.black_result) for b in desk.rounds.boards(2)[:2]] == [
        GameResult.WHITE_WINS,
        GameResult.DRAW,
    ]
    assert desk.rounds.boards(2)[2].white_result is None
    assert tab.view.currentIndex().row() == 2  # on the next board without a result


def test_a_result_key_then_updates_its_row_at_once(qtbot: QtBot, desk: Desk) -> None:
    session = DeskSession()
    tab = ResultsTab(session)
    qtbot.addWidget(tab)
    session.attach(desk)
    qtbot.waitUntil(lambda: tab.is_loaded, timeout=10000)
    QTest.keyClicks(tab.view, "0")
    assert tab.is_loaded and tab.model.row_at(0).result is GameResult.BLACK_WINS  # patched in place


def test_a_file_closed_while_its_boards_are_read_shows_nothing(qtbot: QtBot, desk: Desk) -> None:
    session = DeskSession()
    tab = ResultsTab(session)
    qtbot.addWidget(tab)
    session.attach(desk)
    assert not tab.is_loaded
    shown: list[object] = []
    tab.loader.loaded.connect(lambda: shown.append(True))
    session._desk = None  # closed (without closing the fixture's desk twice)
    session.closed.emit()
    qtbot.waitUntil(lambda: not tab.loader.job.is_busy, timeout=10000)
    assert tab.is_loaded and tab.model.rowCount() == 0 and not shown
