"""New tournament / Settings by the keyboard (issue 35.6): Tab walks the Event column top to bottom — type of
tournament, rate of play, time-control code and round dates included — before the Rules column, so typed text
never lands in a combo; the team box joins the walk when Team Swiss is chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.data import SettingsRecord
from arbiter_desk.ui.dialogs.settings_dialog import SettingsDialog


def tab_walk(qtbot: QtBot, dialog: SettingsDialog, steps: int) -> list[QWidget]:
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.setFocus()
    seen: list[QWidget] = []
    for _ in range(steps):
        widget = dialog.focusWidget()
        assert widget is not None
        seen.append(widget)
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    return seen


def test_tab_walks_the_event_fields_before_the_rules(qtbot: QtBot) -> None:
    dialog = SettingsDialog(SettingsRecord())
    qtbot.addWidget(dialog)
    fields = dialog.event_fields
    expected = [
        dialog.name, dialog.city, dialog.federation, dialog.start_date, dialog.end_date, dialog.chief_arbiter,
        dialog.deputies, fields.tournament_type, fields.time_control, fields.time_control_code,
        fields.round_dates, dialog.system, dialog.rounds, dialog.win, dialog.draw, dialog.loss,
        dialog.pairing_bye, dialog.colour, dialog.draw_lots, fields.late_entry,
    ]  # fmt: skip
    assert tab_walk(qtbot, dialog, len(expected)) == expected


def test_typing_through_the_event_column_fills_each_field(qtbot: QtBot) -> None:
    dialog = SettingsDialog(SettingsRecord(info=TournamentInfo(name="Open")))
    qtbot.addWidget(dialog)
    tab_walk(qtbot, dialog, 7)  # name → deputies, then Tab to the type of tournament
    for text in ("Individual Swiss", "90 min + 30 s", "5400+30", "2026/05/01; 2026/05/02"):
        focused = dialog.focusWidget()
        QTest.keyClicks(focused, text)
        QTest.keyClick(focused, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.system
    system = dialog.system.currentData()
    dialog.accept()
    record = dialog.accepted_settings
    assert record is not None
    info = record.info
    assert (info.tournament_type, info.time_control, info.time_control_code) == (
        "Individual Swiss",
        "90 min + 30 s",
        "5400+30",
    )
    assert info.round_dates == ("2026/05/01", "2026/05/02")
    assert record.pairing_system == system


@pytest.mark.parametrize("system", ["team"])
def test_the_team_box_is_walked_after_the_acceleration(qtbot: QtBot, system: str) -> None:
    dialog = SettingsDialog(SettingsRecord(pairing_system=system))
    qtbot.addWidget(dialog)
    seen = tab_walk(qtbot, dialog, 60)
    box = dialog.team_rules
    first = seen.index(box.board_colours)
    assert seen[first : first + 3] == [box.board_colours, box.preference, box.scores]
    assert seen.index(dialog.event_fields.round_dates) < seen.index(dialog.system) < first
    assert seen.index(dialog.arbiter) > first
