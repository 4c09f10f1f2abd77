"""A desk on a venue server while a call of it waits for the server (the issue's decision: "while the server does
not answer, a typed result is refused in the status line with its row marked (retyped later), not queued"): the
window runs on, a result key typed meanwhile is refused at once — its row marked, the tab's status line saying
it, the banner up, no box — and typed again once the server answers it is saved and the banner goes. The slow
answer is stood in for by a read that waits for the test; the real hang (SIGSTOP) is ``test_venue_outages``."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.wording import shown
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.venue.venue_link import NO_ANSWER_TEXT
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings

RENDER = Path("/tmp/venue-server-screens")


def _white_result(url: str, board: int) -> object:
    desk = Desk.open(url, systems=lambda _name: FakeSystem())
    try:
        return next(b.white_result for b in desk.rounds.boards(1) if b.number == board)
    finally:
        desk.close()


def test_a_key_typed_while_the_desk_waits_for_the_server_is_refused_on_its_row(
    qtbot: QtBot, tmp_path: Path, event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    register(desk, 8)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.close()
    boxes: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: boxes.append(text))
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    assert win.commands.connect_url(event_url)
    tab = win.results_tab
    win.show_tab(win.tab_pages().index(tab))
    qtbot.waitUntil(lambda: bool(tab.model.rows) and not tab.loader.is_loading, timeout=5000)
    board = tab.model.rows[0].number
    answer = threading.Event()
    seen: dict[str, object] = {}

    def type_meanwhile() -> None:  # inside the wait: the window's event loop runs
        tab.view.setFocus()
        tab.view.setCurrentIndex(tab.model.index(0, 0))
        QTest.keyClicks(tab.view, "1")
        seen["notice"] = tab.notice_label.text()
        seen["marked"] = board in tab.model.unsaved
        seen["banner"] = win.venue_link.label.text()
        seen["box"] = QApplication.activeModalWidget()
        QApplication.processEvents()  # the banner laid out, as the event loop would before the next paint
        RENDER.mkdir(exist_ok=True)
        win.grab().save(str(RENDER / "key_refused_while_waiting.png"))
        answer.set()

    QTimer.singleShot(50, type_meanwhile)
    assert win.session.query(lambda _desk: answer.wait(10)) is True  # a read the server is slow to answer
    assert seen["marked"] and f"Not saved: board {board}: 1-0" in str(seen["notice"])
    assert seen["banner"] == shown(NO_ANSWER_TEXT) and seen["box"] is None and not boxes
    assert _white_result(event_url, board) is None  # refused, not queued: nothing was saved
    assert tab.view.currentIndex().row() == 0  # the cursor stays on the marked row
    QTest.keyClicks(tab.view, "1")  # the server answers: typed again
    assert board not in tab.model.unsaved and _white_result(event_url, board) is not None
    assert not win.venue_link.label.text() and not boxes
    win.session.close()
