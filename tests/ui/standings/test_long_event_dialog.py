"""Tournament → Event over 30 days by keys (VCL4THP.13 Q210–216): the flag, the choice of ratings for the
rating tie-breaks and later ratings typed into the grid, each stored as a desk command."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.core.long_events import RoundRatings
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.standings.long_event_dialog import LongEventDialog, edit_long_event
from tests.ui.desk_helpers import new_desk, session_on
from tests.ui.warning_keys import ACKNOWLEDGE, ALT, MNEMONIC_ANIMATION_MS, script


def test_q210_to_q216_by_keys(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    desk = new_desk(tmp_path, players=3)
    info = replace(desk.settings.current().info, round_dates=("26/09/01", "26/10/06"))
    desk.settings.update_settings(replace(desk.settings.current(), info=info, tiebreaks=("BH", "ARO")))
    session = session_on(desk)
    seen: list[LongEventDialog] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, LongEventDialog)
        seen.append(dialog)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.flag)
        assert dialog.flag.isChecked()  # Q210: suggested from the round dates
        qtbot.keyClick(dialog.flag, Qt.Key.Key_U, ALT)  # "Rating tie-breaks use"
        qtbot.wait(MNEMONIC_ANIMATION_MS)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # the rating of each round
        dialog.grid.setFocus()
        dialog.grid.setCurrentCell(0, 2)  # player 1, from round 3
        qtbot.keyClicks(dialog.grid, "2")  # the first key opens the cell's editor, which takes the rest
        qtbot.keyClicks(QApplication.focusWidget(), "512")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        dialog.grab().save("/tmp/fide4_long_event.png")
        dialog.flag.setFocus()
        qtbot.keyClick(dialog.flag, Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", run)
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)  # Q211: the notice against rating tie-breaks
    edit_long_event(session, None)  # type: ignore[arg-type]
    assert answers.levels == [2] and answers.seen[0][0].questions == (211,)
    settings = desk.settings.current()
    assert (settings.long_event, settings.round_ratings) == (True, RoundRatings.PER_ROUND)
    first = min(desk.players.all(), key=lambda p: p.tpn)
    assert first.round_ratings == ((3, 2512),)
    desk.close()


def test_a_bad_rating_is_named_and_the_dialog_stays(qtbot: QtBot) -> None:
    dialog = LongEventDialog(True, False, RoundRatings.FIRST, [], 4)
    qtbot.addWidget(dialog)
    assert dialog.changes() == []
    assert RoundRatings(dialog.mode.currentData()) is RoundRatings.FIRST and dialog.grid.columnCount() == 4
