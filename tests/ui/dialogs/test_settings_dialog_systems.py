"""The system choice offers every registered system, Double-Swiss (C.04.5) included, with its note on matches."""

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import ENTRIES, Capability
from arbiter_desk.services.data import AccelerationMethod, SettingsRecord
from arbiter_desk.ui.dialogs.settings_dialog import PAIRING_SYSTEMS, SettingsDialog


def test_every_system_is_offered_double_swiss_included() -> None:
    offered = {name for name, _ in PAIRING_SYSTEMS}
    assert "double-swiss" in offered
    assert offered == {e.name for e in ENTRIES if not e.can(Capability.TEAMS)}


def test_teams_are_not_offered_until_the_desk_speaks_teams() -> None:
    assert "team" not in {name for name, _ in PAIRING_SYSTEMS}


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
