"""Choosing a round robin in the Settings dialog by keys: single or double, the exchange of the
first cycle's last two rounds (checklist Q98–99) kept as record 192, no Buchholz family offered (Q105)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog


def _dialog(qtbot: QtBot, settings: SettingsRecord | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings or SettingsRecord(tiebreaks=("BH/C1", "SB", "DE")))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.setText("Club championship")
    return dialog


def _choose_round_robin(qtbot: QtBot, dialog: SettingsDialog) -> None:
    dialog.system.setFocus()
    while dialog.system.currentData() != "round-robin":
        qtbot.keyClick(dialog.system, Qt.Key.Key_Down)


def test_a_double_round_robin_with_or_without_the_exchange(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert not dialog.round_robin.isVisible()
    _choose_round_robin(qtbot, dialog)
    assert dialog.round_robin.isVisible() and not dialog.acceleration.isEnabled()
    assert dialog.pairing_bye.text() == "0"
    record = dialog.settings_record()
    assert record.pairing_system == "round-robin" and record.info.type_code == "FIDE_ROUNDROBIN"
    assert not dialog.round_robin.swap.isEnabled()
    dialog.system.setFocus()
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.round_robin.cycles
    QTest.keyClick(dialog.round_robin.cycles, Qt.Key.Key_Down)
    assert dialog.settings_record().info.type_code == "FIDE_DOUBLEROUNDROBIN"
    QTest.keyClick(dialog.round_robin.cycles, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.round_robin.swap
    QTest.keyClick(dialog.round_robin.swap, Qt.Key.Key_Space)
    assert dialog.settings_record().info.type_code == "BERGER_DOUBLEROUNDROBIN"
    QTest.keyClick(dialog.round_robin.swap, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.rounds


def test_buchholz_fore_buchholz_and_aob_are_hidden_and_taken_out(qtbot: QtBot) -> None:
    """C.07: Buchholz is not for round robins (Q105: hidden, not greyed out)."""
    dialog = _dialog(qtbot)
    picker = dialog.tiebreak_picker
    hidden = lambda: {  # noqa: E731
        str(picker.available.item(r).data(Qt.ItemDataRole.UserRole))
        for r in range(picker.available.count())
        if picker.available.item(r).isHidden()
    }
    assert hidden() == set()
    _choose_round_robin(qtbot, dialog)
    assert hidden() == {"BH", "FB", "AOB"}
    assert picker.codes() == ["SB", "DE"]
    assert "DE,SB,WIN,BWG,KS" in picker.default_label.text()
    picker.text.setText("SB,BH")
    picker.text.textEdited.emit("SB,BH")
    dialog.accept()
    assert "not used in a round robin" in dialog.error.text() and dialog.isVisible()


def test_reopened_settings_show_the_stored_plan(qtbot: QtBot) -> None:
    stored = SettingsRecord(
        info=TournamentInfo(name="Final", type_code="BERGER_DOUBLEROUNDROBIN"), pairing_system="round-robin"
    )
    dialog = _dialog(qtbot, stored)
    assert dialog.round_robin.cycles.currentData() == 2 and not dialog.round_robin.swap.isChecked()
    assert dialog.settings_record().info.type_code == "BERGER_DOUBLEROUNDROBIN"
    dialog.system.setCurrentIndex(dialog.system.findData("dutch"))
    assert dialog.settings_record().info.type_code == ""


def test_the_rounds_follow_the_field_and_say_why(qtbot: QtBot) -> None:
    """C.05 Annex 1: 7 players play 7 rounds single, 14 double; shown, not typed, once players are registered."""
    dialog = SettingsDialog(SettingsRecord(total_rounds=9), field=7)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.setText("Club championship")
    assert dialog.rounds.isEnabled() and not dialog.rounds_note.isVisible()
    _choose_round_robin(qtbot, dialog)
    assert not dialog.rounds.isEnabled() and dialog.rounds.value() == 7
    assert dialog.rounds_note.isVisible()
    assert dialog.rounds_note.text() == (
        "Round robin of 7 players: 7 rounds (an odd field: each player has one round off; C.05 Annex 1)."
    )
    QTest.keyClick(dialog.round_robin.cycles, Qt.Key.Key_Down)  # double
    assert dialog.rounds.value() == 14 and dialog.settings_record().total_rounds == 14
    if __import__("pathlib").Path("/tmp/r").is_dir():
        dialog.grab().save("/tmp/r/settings_round_robin_rounds.png")


def test_a_new_round_robin_says_the_rounds_come_with_the_players(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose_round_robin(qtbot, dialog)
    assert dialog.rounds.isEnabled()
    assert dialog.rounds_note.text().startswith("Set by the field when the players are registered")
