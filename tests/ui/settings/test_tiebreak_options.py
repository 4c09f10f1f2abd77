"""The end of the tie-break list in the settings dialog, by keys (C.07 General; VCL4THP.13 Q204–209): lots for
ties left, and the rating unrated players count with in rating-based tie-breaks."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tiebreak_options import TieBreakOptions, split_tiebreak_options
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from tests.core.tiebreaks.crosstable import make_tournament

START = SettingsRecord(info=TournamentInfo(name="Club Open"), total_rounds=7, tiebreaks=("BH", "ARO"))
TWINS = {1: "2w= U", 2: "1b= U", 3: "4w= U", 4: "3b= U"}


def test_q204_q209_chosen_by_keys_in_the_settings(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    box = dialog.tiebreak_options
    box.lots.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.lots)
    qtbot.keyClick(box.lots, Qt.Key.Key_Space)  # draw lots
    qtbot.keyClick(box.lots, Qt.Key.Key_Tab)  # the tab order goes on to the unrated players' rating
    assert QApplication.focusWidget() is box.unrated
    qtbot.keyClicks(box.unrated, "1000")
    dialog.grab().save("/tmp/fide4_settings_tiebreak_options.png")
    dialog.accept()
    result = dialog.accepted_settings
    assert result is not None and (result.lots_for_ties, result.unrated_tiebreak_rating) == (True, 1000)
    again = SettingsDialog(result)
    qtbot.addWidget(again)
    assert again.tiebreak_options.options() == TieBreakOptions(True, 1000)


def test_a_bad_unrated_rating_is_refused_with_the_reason(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    dialog.tiebreak_options.unrated.setText("lots")
    dialog.accept()
    assert dialog.accepted_settings is None


def test_q204_q206_q209_the_options_line_drives_every_standings() -> None:
    t = make_tournament(TWINS, ratings={1: 2000, 2: 0, 3: 1800, 4: 1700})
    line = TieBreakOptions(True, 1000).to_comment()
    assert line == "Tie-break options @ Round 0: lots: drawn; unrated players: 1000"
    assert split_tiebreak_options([line, "x"]) == (TieBreakOptions(True, 1000), ("x",))
    with_options = replace(t, comments=(line,))
    first = compute_standings(with_options, "BH")
    assert first.lots_seed is not None and all(r.by_lot for r in first.rows)  # Q204
    assert [r.tpn for r in compute_standings(with_options, "BH").rows] == [r.tpn for r in first.rows]  # Q206
    assert compute_standings(with_options, "RTNG").row(2).values[0] == 1000  # Q209: the published rating
    assert compute_standings(t, "RTNG").row(2).values[0] is None  # Q208: left out without it
    assert compute_standings(t, "BH").lots_seed is None
