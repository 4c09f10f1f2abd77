"""A result typed while the venue server does not answer: refused at once in the
tab's status line, its row marked "not saved", no box, the cursor kept on the board; typed again once the
server answers, it is saved and the mark goes. (The server's silence is stood in for by the desk's command
raising what the store raises; the real outage is ``tests/ui/venue/test_venue_outages.py``.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import ServerNotAnsweringError
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.results.results_model import UNSAVED_COLOUR
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path)
    play(d, 1)
    d.rounds.pair_next_round()
    d.rounds.publish_round()
    yield d
    d.close()


def test_a_key_refused_for_an_outage_marks_its_row_and_is_typed_again(
    qtbot: QtBot, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    session: DeskSession = session_on(desk)
    tab = ResultsTab(session)
    qtbot.addWidget(tab)
    boxes: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: boxes.append(text))
    outages: list[str] = []
    session.unreachable.connect(outages.append)
    real = desk.results.record_result

    def silent(*_args: object, **_kwargs: object) -> object:
        raise ServerNotAnsweringError("the venue server does not answer (no reply within 2 s): not confirmed")

    monkeypatch.setattr(desk.results, "record_result", silent)
    tab.view.setCurrentIndex(tab.model.index(0, 0))
    QTest.keyClicks(tab.view, "1")
    number = tab.model.rows[0].number
    assert "Not saved: board 1: 1-0" in tab.notice_label.text() and "type it again" in tab.notice_label.text()
    assert tab.view.currentIndex().row() == 0  # the cursor stays on the board not saved
    assert number in tab.model.unsaved and "not saved" in str(tab.model.data(tab.model.index(0, 7)))
    assert tab.model.data(tab.model.index(0, 1), 8).color().name() == UNSAVED_COLOUR  # BackgroundRole
    assert outages and not boxes and QApplication.activeModalWidget() is None
    assert desk.rounds.boards(tab.shown_round())[0].white_result is None
    monkeypatch.setattr(desk.results, "record_result", real)
    QTest.keyClicks(tab.view, "1")  # the server answers again: typed once more
    assert number not in tab.model.unsaved and "not saved" not in str(tab.model.data(tab.model.index(0, 7)))
    assert desk.rounds.boards(tab.shown_round())[0].white_result is not None and not boxes
    assert GameResult.WHITE_WINS.label in str(tab.model.data(tab.model.index(0, 7)))
