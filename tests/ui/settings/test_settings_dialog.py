"""Tournament settings: validation (tie-breaks through parse_tiebreaks, dates, federation, points) and the
drawing of lots for the initial colour that keeps its seed."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.data import AccelerationMethod, SettingsRecord
from arbiter_desk.services.event.demo import draw_initial_colour
from arbiter_desk.ui.settings import settings_dialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog

START = SettingsRecord(info=TournamentInfo(name="Club Open"), total_rounds=7, tiebreaks=("BH", "SB"))


@pytest.mark.parametrize(
    ("field", "text", "fragment"),
    [
        ("name", "  ", "the tournament needs a name"),
        ("federation", "FR", "three letters"),
        ("start_date", "4 April", "start date is written YYYY-MM-DD (for example 2026-03-07), not “4 April”"),
        ("tiebreaks", "BH,NOPE", "tie-breaks:"),
        ("draw", "half", "a draw must be a number"),
        ("win", "-1", "a win cannot be negative"),
    ],
)
def test_invalid_fields_are_refused_with_the_reason(qtbot: QtBot, field: str, text: str, fragment: str) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    getattr(dialog, field).setText(text)
    dialog.accept()
    assert fragment in dialog.error.text()
    assert dialog.accepted_settings is None


def test_edits_become_a_settings_record(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START, "Keller, Tobias")
    qtbot.addWidget(dialog)
    dialog.city.setText("Lyon")
    dialog.deputies.setText("Smith, Ann;; Doe, John ")
    dialog.rounds.setValue(9)
    dialog.tiebreaks.setText("bh/c1, BH ,SB")
    dialog.draw.setText("0,5")
    dialog.win.setText("3")
    dialog.accept()
    result = dialog.accepted_settings
    assert result is not None
    assert result.info.city == "Lyon"
    assert result.info.deputy_arbiters == ("Smith, Ann", "Doe, John")
    assert result.total_rounds == 9
    assert result.tiebreaks == ("BH/C1", "BH", "SB")
    assert (result.point_system.win_white, result.point_system.win_black) == (Decimal(3), Decimal(3))
    assert result.point_system.draw_black == Decimal("0.5")
    assert result.pairing_system == "dubov"
    assert dialog.arbiter_name() == "Keller, Tobias"


def test_draw_lots_stores_seed_and_colour(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    seed = next(s for s in range(100) if draw_initial_colour(s) is Colour.BLACK)
    monkeypatch.setattr(settings_dialog, "new_lots_seed", lambda: seed)
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    assert dialog.seed_label.text() == "chosen by hand"
    dialog.draw_lots.click()
    assert dialog.seed_label.text() == f"drawn by lot, seed {seed}"
    dialog.accept()
    result = dialog.accepted_settings
    assert result is not None
    assert (result.initial_colour, result.lots_seed) == (Colour.BLACK, seed)


def test_choosing_the_colour_by_hand_forgets_the_seed(qtbot: QtBot) -> None:
    dialog = SettingsDialog(SettingsRecord(info=TournamentInfo(name="X"), lots_seed=5, initial_colour=Colour.WHITE))
    qtbot.addWidget(dialog)
    assert dialog.seed_label.text() == "drawn by lot, seed 5"
    dialog.colour.setCurrentIndex(1)
    dialog.accept()
    assert dialog.accepted_settings is not None
    assert dialog.accepted_settings.lots_seed is None
    assert dialog.accepted_settings.initial_colour is Colour.BLACK


def test_tiebreak_picker_adds_orders_and_modifies(qtbot: QtBot) -> None:
    """A checklist of MTB26 codes with their modifiers instead of free text (C.07)."""
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    picker = dialog.tiebreak_picker
    assert picker.codes() == ["BH", "SB"] and "BH/C1,BH,SB,DE,WIN" in picker.default_label.text()
    codes = [picker.available.item(i).data(Qt.ItemDataRole.UserRole) for i in range(picker.available.count())]
    picker.available.setCurrentRow(codes.index("DE"))
    picker.add_button.click()
    assert picker.codes() == ["BH", "SB", "DE"] and dialog.tiebreaks.text() == "BH,SB,DE"
    picker.chosen.setCurrentRow(0)
    index = picker.modifier.findData("BH/C1")
    assert picker.modifier.itemText(index) == "BH/C1 — Buchholz, Cut-1"
    picker.modifier.activated.emit(index)
    picker.chosen.setCurrentRow(2)
    picker.up_button.click()
    assert picker.codes() == ["BH/C1", "DE", "SB"]
    picker.chosen.setCurrentRow(2)
    picker.remove_button.click()
    dialog.accept()
    assert dialog.accepted_settings is not None and dialog.accepted_settings.tiebreaks == ("BH/C1", "DE")


def test_typed_tiebreaks_fill_the_picker(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    dialog.tiebreaks.clear()
    QTest.keyClicks(dialog.tiebreaks, "sb/m1,ks/l+1")
    assert dialog.tiebreak_picker.codes() == ["SB/M1", "KS/L+1"]


def test_event_data_and_late_entry_score_are_settings(qtbot: QtBot) -> None:
    """C.04.2 art. 2.4 late-entry score, and the event data of the TRF-2026 header."""
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    fields = dialog.event_fields
    fields.tournament_type.setText("Individual Swiss")
    fields.time_control.setText("90 min + 30 s/move")
    fields.time_control_code.setText("5400+30")
    fields.round_dates.setText("2026/04/01; 2026/04/02")
    fields.late_entry.setCurrentIndex(fields.late_entry.findData(ResultCode.HALF_BYE))
    dialog.accept()
    result = dialog.accepted_settings
    assert result is not None and result.late_entry_result is ResultCode.HALF_BYE
    info = result.info
    assert (info.tournament_type, info.time_control, info.time_control_code) == (
        "Individual Swiss", "90 min + 30 s/move", "5400+30"
    )  # fmt: skip
    assert info.round_dates == ("2026/04/01", "2026/04/02")
    fields.round_dates.setText("26/04/01; 2026/04/02")  # as record 132 of an imported TRF brings them
    dialog.accept()
    assert dialog.accepted_settings is not None
    assert dialog.accepted_settings.info.round_dates == ("26/04/01", "2026/04/02")
    fields.round_dates.setText("1 April")
    dialog.accept()
    assert "Round dates are written YYYY-MM-DD (for example 2026-03-07)" in dialog.error.text()


def test_c04_7_acceleration_is_chosen_in_the_dialog_by_keyboard(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.acceleration.method
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    dialog.accept()
    result = dialog.accepted_settings
    assert result is not None and result.acceleration is AccelerationMethod.BAKU


def test_c04_7_art_1_1_baku_with_a_win_not_worth_two_draws_is_refused(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    dialog.acceleration.method.setCurrentIndex(dialog.acceleration.method.findData(AccelerationMethod.BAKU))
    dialog.win.setText("3")
    dialog.draw.setText("1")
    dialog.accept()
    assert "C.04.7 art. 1.1" in dialog.error.text()
    assert dialog.accepted_settings is None


def test_the_acceleration_is_locked_once_round_one_is_published(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START, acceleration_locked=True)
    qtbot.addWidget(dialog)
    assert not dialog.acceleration.method.isEnabled()
