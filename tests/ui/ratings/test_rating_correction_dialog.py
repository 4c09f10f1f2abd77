"""A rating-report-only correction entered from the Results tab by keys (C.04.2 art. 4.3; VCL4THP.13 Q192–193):
Alt+R on the selected board opens the dialog, arrows pick the result, Tab to the reason, Enter records; the board
keeps its result. Rendered to ``tests/output/rating_correction.png``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services import Desk
from arbiter_desk.ui.ratings.rating_correction_dialog import RatingCorrectionDialog
from arbiter_desk.ui.results.results import ResultsTab
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play
from tests.ui.test_screenshots import save
from tests.ui.warning_keys import ALT, NONE, press


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path)
    play(d, 3)
    yield d
    d.close()


def _open_by_keys(qtbot: QtBot, tab: ResultsTab) -> RatingCorrectionDialog:
    tab.show()
    qtbot.waitExposed(tab)
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))
    qtbot.waitUntil(lambda: tab.is_loaded and tab.model.rowCount() > 0)
    tab.activateWindow()
    tab.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tab.view)
    tab.view.setCurrentIndex(tab.model.index(1, 0))  # board 2
    press(qtbot, ((Qt.Key.Key_R, ALT),))
    qtbot.waitUntil(lambda: bool(tab.findChildren(RatingCorrectionDialog)))
    (dialog,) = tab.findChildren(RatingCorrectionDialog)
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.result_combo)
    return dialog


def test_a_rating_correction_is_entered_by_keys_and_leaves_the_board_q192(qtbot: QtBot, desk: Desk) -> None:
    tab = ResultsTab(session_on(desk))
    qtbot.addWidget(tab)
    board = desk.rounds.boards(1)[1]
    dialog = _open_by_keys(qtbot, tab)
    assert "round 1, board 2" in dialog.windowTitle()
    want = next(i for i in range(dialog.result_combo.count()) if dialog.result_combo.itemText(i) == "½-½")
    for _ in range(want):
        press(qtbot, ((Qt.Key.Key_Down, NONE),))
    press(qtbot, ((Qt.Key.Key_Tab, NONE),))
    assert QApplication.focusWidget() is dialog.reason_edit
    qtbot.keyClicks(dialog.reason_edit, "Draw agreed; notified after round 3")
    save(dialog, "rating_correction")
    press(qtbot, ((Qt.Key.Key_Return, NONE),))
    qtbot.waitUntil(lambda: dialog.changes is not None)
    (correction,) = desk.ratings.rating_corrections()
    assert (correction.round, correction.white, correction.black) == (1, board.white, board.black)
    assert correction.white_result is ResultCode.DRAW and correction.reason == "Draw agreed; notified after round 3"
    assert (desk.rounds.boards(1)[1].white_result, desk.rounds.boards(1)[1].black_result) == (
        board.white_result,
        board.black_result,
    )


def test_a_correction_without_reason_is_refused_in_the_dialog(qtbot: QtBot, desk: Desk) -> None:
    tab = ResultsTab(session_on(desk))
    qtbot.addWidget(tab)
    dialog = _open_by_keys(qtbot, tab)
    press(qtbot, ((Qt.Key.Key_Return, NONE),))
    assert dialog.isVisible() and dialog.changes is None
    assert "say why" in dialog.error_label.text() and desk.ratings.rating_corrections() == []
    press(qtbot, ((Qt.Key.Key_Escape, NONE),))
    qtbot.waitUntil(lambda: not dialog.isVisible())
