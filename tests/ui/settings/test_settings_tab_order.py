"""New tournament / Settings by the keyboard: Tab walks the Event column top to bottom — type of
tournament, rate of play, time-control code and round dates included — before the Rules column, so typed text
never lands in a combo; the team box joins the walk when Team Swiss is chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog


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
        fields.round_dates, dialog.sheet_language, dialog.system, dialog.rounds, dialog.win, dialog.draw, dialog.loss,
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
    assert dialog.focusWidget() is dialog.sheet_language  # the event's last field: the sheets' language
    QTest.keyClick(dialog.sheet_language, Qt.Key.Key_Tab)
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


def test_team_tiebreaks_are_picked_by_keys(qtbot: QtBot) -> None:
    """The team tie-breaks come from a picker of the team codes (C.07 for teams), not free text."""
    dialog = SettingsDialog(SettingsRecord(info=TournamentInfo(name="League"), pairing_system="team"))
    qtbot.addWidget(dialog)
    picker = dialog.team_rules.tiebreak_picker
    seen = tab_walk(qtbot, dialog, 18)  # the points row is the team box's
    assert seen[-2:] == [dialog.event_fields.late_entry, picker.available]
    assert not dialog.tiebreak_picker.isVisible()
    while picker.available.currentItem() is None or picker.available.currentItem().text()[:6] != "BH:MP ":
        QTest.keyClick(picker.available, Qt.Key.Key_Down)
    QTest.keyClick(picker.available, Qt.Key.Key_Return)  # Enter adds the code
    QTest.keyClick(picker.available, Qt.Key.Key_Home)
    QTest.keyClick(picker.available, Qt.Key.Key_Down)  # GP
    QTest.keyClick(picker.available, Qt.Key.Key_Return)
    assert picker.codes() == ["BH:MP", "GP"]
    picker.chosen.setCurrentRow(0)
    picker.modifier.setFocus()
    QTest.keyClick(picker.modifier, Qt.Key.Key_Down)  # BH:MP/C1
    assert picker.codes() == ["BH:MP/C1", "GP"] and picker.text.text() == "BH:MP/C1,GP"
    assert "Cut-1" in picker.chosen.item(0).text()
    dialog.accept()
    record = dialog.accepted_settings
    assert record is not None and record.team_tiebreaks == ("BH:MP/C1", "GP")


def test_the_double_swiss_note_does_not_overlap_the_tiebreak_picker(qtbot: QtBot) -> None:
    """The note on two-game matches and the picker each get their own room."""
    dialog = SettingsDialog(SettingsRecord(pairing_system="double-swiss"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def rect(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())

    picker = dialog.tiebreak_picker
    assert dialog.system_note.isVisible()
    parts = (picker.available, picker.chosen, picker.modifier, picker.text, picker.default_label)
    assert not any(rect(dialog.system_note).intersects(rect(w)) for w in parts)
    assert rect(picker.available).bottom() < rect(picker.modifier).top()
    assert picker.available.height() >= picker.available.minimumHeight()
