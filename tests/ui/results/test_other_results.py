"""The Results tab's other results (key ``o``, ``ui.other_results``): ½-0, 0-½, 0-0 and the unrated results.

FIDE approval checklist Q180 (odd results can be entered) and Q185 (games shorter than one move); the list is
driven by keys only: a digit, or ↑/↓ and Enter; Esc goes back unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.ui.results.other_results import OTHER_RESULTS
from arbiter_desk.ui.results.result_keys import key_help
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.results.results_model import ResultsModel
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play
from tests.ui.test_end_to_end_double_swiss import DS


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path)
    play(d, 1)
    d.rounds.pair_next_round()
    d.rounds.publish_round()
    yield d
    d.close()


@pytest.fixture
def tab(qtbot: QtBot, desk: Desk) -> ResultsTab:
    widget = ResultsTab(session_on(desk))
    qtbot.addWidget(widget)
    show(qtbot, widget)
    return widget


def show(qtbot: QtBot, widget: ResultsTab) -> None:
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.view.setFocus()
    qtbot.waitUntil(widget.view.hasFocus)


def type_keys(text: str) -> None:
    """Each key to the widget that has the focus, as a keyboard would."""
    for key in text:
        widget = QApplication.focusWidget()
        assert widget is not None
        QTest.keyClicks(widget, key)


def codes(desk: Desk, round_no: int) -> list[tuple[ResultCode | None, ResultCode | None]]:
    return [(b.white_result, b.black_result) for b in desk.rounds.boards(round_no)]


def test_the_keys_line_names_the_other_results(tab: ResultsTab) -> None:
    assert ("o", "Other result: ½-0, 0-½, 0-0, unrated (a list opens)") in key_help()
    assert "<b>o</b> Other result: ½-0, 0-½, 0-0" in tab.keys_label.text()


def test_o_then_a_digit_records_an_odd_result_and_moves_on(qtbot: QtBot, tab: ResultsTab, desk: Desk) -> None:
    QTest.keyClicks(tab.view, "o")
    assert tab.other.isVisible() and tab.other.choices.hasFocus()
    assert "board 1" in tab.other.title.text()
    QTest.keyClicks(tab.other.choices, "3")
    assert not tab.other.isVisible() and tab.view.hasFocus()
    assert codes(desk, 2)[0] == (ResultCode.LOSS, ResultCode.LOSS)
    assert tab.model.index(0, ResultsModel.RESULT_COLUMN).data() == "0-0"
    assert tab.view.currentIndex().row() == 1
    QTest.keyClicks(tab.view, "o")
    QTest.keyClick(tab.other.choices, Qt.Key.Key_Down)
    QTest.keyClick(tab.other.choices, Qt.Key.Key_Return)
    assert codes(desk, 2)[1] == (ResultCode.LOSS, ResultCode.DRAW)
    assert tab.model.index(1, ResultsModel.RESULT_COLUMN).data() == "0-½"
    type_keys("o1")
    assert codes(desk, 2)[2] == (ResultCode.DRAW, ResultCode.LOSS)
    assert tab.model.index(2, ResultsModel.RESULT_COLUMN).data() == "½-0"
    type_keys("o4")
    assert codes(desk, 2)[3] == (ResultCode.WIN_UNRATED, ResultCode.LOSS_UNRATED)


def test_every_line_of_the_list_is_a_result_without_a_key_of_its_own(tab: ResultsTab) -> None:
    from arbiter_desk.ui.results.result_keys import RESULT_KEYS

    listed = [result for result, _meaning in OTHER_RESULTS]
    keyed = {r for r in RESULT_KEYS.values() if isinstance(r, GameResult)}
    assert set(listed) | keyed == set(GameResult) and not set(listed) & keyed
    assert tab.other.choices.count() == len(listed) <= 9  # one digit each


def test_escape_goes_back_unchanged(qtbot: QtBot, tab: ResultsTab, desk: Desk) -> None:
    QTest.keyClicks(tab.view, "o")
    QTest.keyClick(tab.other.choices, Qt.Key.Key_Escape)
    assert not tab.other.isVisible() and tab.view.hasFocus()
    assert codes(desk, 2)[0] == (None, None) and tab.view.currentIndex().row() == 0


def test_the_blind_re_entry_check_takes_other_results_too(qtbot: QtBot, tab: ResultsTab, desk: Desk) -> None:
    type_keys("o3")
    tab.set_check_mode(True)
    type_keys("o1")
    assert tab.model.checks[1] is GameResult.WHITE_HALF_BLACK_ZERO
    assert "Board 1: entered 0-0, check ½-0" in tab.side.list.item(0).text()


def test_a_double_swiss_game_gets_its_odd_result(qtbot: QtBot, tmp_path: Path) -> None:
    """C.04 (2026) Double-Swiss preface: a game of a match may end ½-0, 0-½ or 0-0; the match score adds each
    side's own points."""
    desk = Desk.create(tmp_path / "ds.adesk", DS)
    for i in range(4):
        desk.players.register_player(PlayerData(f"Entrant {i + 1:02d}", rating=2300 - 25 * i, fide_id=9000 + i))
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    tab = ResultsTab(session_on(desk))
    qtbot.addWidget(tab)
    show(qtbot, tab)
    GAME_1, GAME_2 = ResultsModel.GAME_COLUMNS
    assert tab.view.currentIndex().column() == GAME_1
    type_keys("1o")
    assert "board 1, game 2" in tab.other.title.text()
    type_keys("2")  # game 2: its White (the board's Black) 0, its Black ½
    board = desk.rounds.boards(1)[0]
    assert board.game_codes(1) == (ResultCode.WIN, ResultCode.LOSS)
    assert board.game_codes(2) == (ResultCode.DRAW, ResultCode.LOSS)  # stored the board's White first
    assert tab.model.index(0, GAME_2).data() == "0-½"
    assert tab.model.index(0, ResultsModel.MATCH_COLUMN).data() == "1½–0"
    assert (tab.view.currentIndex().row(), tab.view.currentIndex().column()) == (1, GAME_1)
    desk.close()
