"""The system choice offers every registered system, Double-Swiss (C.04.5) with its note on matches and Team Swiss
(C.04.6) with its team rules."""

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import ENTRIES
from arbiter_desk.core.teams import PreferenceType, TeamRules, TeamScore
from arbiter_desk.services.event.data import AccelerationMethod, SettingsRecord
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.settings.system_choice import PAIRING_SYSTEMS


def test_every_system_is_offered_double_swiss_included() -> None:
    offered = {name for name, _ in PAIRING_SYSTEMS}
    assert "double-swiss" in offered
    assert offered == {e.name for e in ENTRIES} and "team" in offered


def test_choosing_team_swiss_shows_the_team_rules_typed_by_keys(qtbot: QtBot) -> None:
    """C.04.6: TRF 352 board colours (their number = the boards), Type B (art. 1.7.2), GP primary (art. 1.2)."""
    dialog = SettingsDialog(SettingsRecord(acceleration=AccelerationMethod.BAKU))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.team_rules.isVisible()
    dialog.system.setFocus()
    while dialog.system.currentData() != "team":
        qtbot.keyClick(dialog.system, Qt.Key.Key_Down)
    assert dialog.team_rules.isVisible() and not dialog.acceleration.isEnabled()
    box = dialog.team_rules
    box.board_colours.selectAll()
    qtbot.keyClicks(box.board_colours, "WBWBWB")
    assert box.boards_label.text() == "6 boards per match"
    box.preference.setFocus()
    qtbot.keyClick(box.preference, Qt.Key.Key_Down)
    box.scores.setFocus()
    qtbot.keyClick(box.scores, Qt.Key.Key_Down)
    qtbot.keyClicks(box.tiebreaks, "MP,BH:GP/C1")
    dialog.name.setText("Club League")
    record = dialog.settings_record()
    assert record.pairing_system == "team" and record.team_rules is not None
    rules = record.team_rules
    assert rules.boards == 6 and rules.preference_type is PreferenceType.B
    assert (rules.primary, rules.secondary) == (TeamScore.GAME_POINTS, TeamScore.MATCH_POINTS)
    assert record.team_tiebreaks == ("MP", "BH:GP/C1")
    box.board_colours.setText("WXB")
    qtbot.keyClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.Key.Key_Space)
    assert "board colours" in dialog.error.text() and dialog.isVisible()


def test_choosing_double_swiss_explains_matches_and_turns_acceleration_off(qtbot: QtBot) -> None:
    """C.04.5 Preface / art. 1.4 in the note; no acceleration for Double-Swiss (reading D20)."""
    dialog = SettingsDialog(SettingsRecord(acceleration=AccelerationMethod.BAKU))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.system_note.isVisible() and dialog.acceleration.isEnabled()
    dialog.system.setFocus()
    while dialog.system.currentData() != "double-swiss":
        qtbot.keyClick(dialog.system, Qt.Key.Key_Down)
    assert dialog.system_note.isVisible() and "two-game match" in dialog.system_note.text()
    assert not dialog.acceleration.isEnabled()
    dialog.name.setText("Double Open")
    record = dialog.settings_record()
    assert record.pairing_system == "double-swiss" and record.acceleration is AccelerationMethod.NONE


def test_a_team_event_hides_the_individual_points_and_tie_breaks(qtbot: QtBot) -> None:
    """C.04.6 art. 1.2 / C.07: a team event scores and breaks ties by the team box's match and game points,
    so the individual points and tie-break rows are hidden while Team Swiss is chosen, and come back after."""
    dialog = SettingsDialog(SettingsRecord())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.win.isVisible() and dialog.tiebreak_picker.isVisible()
    dialog.system.setFocus()
    while dialog.system.currentData() != "team":
        qtbot.keyClick(dialog.system, Qt.Key.Key_Down)
    assert dialog.team_rules.isVisible()
    assert not dialog.win.isVisible() and not dialog.pairing_bye.isVisible()
    assert not dialog.tiebreak_picker.isVisible()
    qtbot.keyClick(dialog.system, Qt.Key.Key_Home)
    assert dialog.system.currentData() not in ("team", None)
    assert dialog.win.isVisible() and dialog.tiebreak_picker.isVisible()


def test_settings_ok_keeps_the_regulations_pab_value(qtbot: QtBot) -> None:
    """C.04.6 art. 1.4: the PAB gets a drawn match's points "unless the regulations … state otherwise" (TRF 320,
    reading T6). Pressing OK in Settings must not turn an imported won-match PAB back into a draw; a PAB equal to
    the drawn match stays a drawn match (it follows a new number of boards)."""
    won_pab = TeamRules(pab_match_points=Decimal(2), pab_game_points=Decimal(4))
    dialog = SettingsDialog(SettingsRecord(pairing_system="team", team_rules=won_pab))
    qtbot.addWidget(dialog)
    dialog.name.setText("League")
    rules = dialog.settings_record().team_rules
    assert rules is not None and rules.pab_points == (2, 4)
    drawn = TeamRules(pab_match_points=Decimal(1), pab_game_points=Decimal(2))
    dialog = SettingsDialog(SettingsRecord(pairing_system="team", team_rules=drawn))
    qtbot.addWidget(dialog)
    dialog.name.setText("League")
    dialog.team_rules.board_colours.setText("WBWBWB")
    rules = dialog.settings_record().team_rules
    assert rules is not None and rules.pab_points == (1, 3)


def test_the_pab_value_is_typed_in_the_team_rules(qtbot: QtBot) -> None:
    """C.04.6 art. 1.4 / reading T6: the regulations may give the PAB other points than a drawn match (e.g. a won
    match, 2 MP and 4 GP on four boards); typed in the team rules, blank again = a drawn match."""
    dialog = SettingsDialog(SettingsRecord(pairing_system="team", team_rules=TeamRules()))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("League")
    box = dialog.team_rules
    assert box.pab_mp.text() == box.pab_gp.text() == ""
    qtbot.keyClicks(box.pab_mp, "2")
    qtbot.keyClicks(box.pab_gp, "4")
    rules = dialog.settings_record().team_rules
    assert rules is not None and rules.pab_points == (2, 4)
    box.pab_gp.clear()
    qtbot.keyClicks(box.pab_gp, "x")
    with pytest.raises(InvalidInputError, match="PAB's game points"):
        dialog.settings_record()
    box.pab_mp.clear()
    box.pab_gp.clear()
    rules = dialog.settings_record().team_rules
    assert rules is not None and rules.pab_points == (1, 2)


def test_tab_goes_from_the_match_points_to_the_pab_then_on(qtbot: QtBot) -> None:
    """The team tie-breaks are picked in the Rules column, so the PAB is the box's last field."""
    dialog = SettingsDialog(SettingsRecord(pairing_system="team", team_rules=TeamRules()))
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.team_rules
    dialog.activateWindow()
    box.loss.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.loss)
    for here, there in ((box.loss, box.pab_mp), (box.pab_mp, box.pab_gp), (box.pab_gp, dialog.arbiter)):
        qtbot.keyClick(here, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is there
