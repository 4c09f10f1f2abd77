"""The settings dialog offers the Burstein system (C.04.4.2) from the registry, and choosing it by keys sets it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from tests.ui.desk_helpers import SETTINGS


def test_the_settings_dialog_lists_burstein_and_keys_choose_it(qtbot: QtBot) -> None:
    dialog = SettingsDialog(replace(SETTINGS, pairing_system="dubov"), "")
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [dialog.system.itemText(i) for i in range(dialog.system.count())]
    assert "Burstein (C.04.4.2)" in labels
    dialog.system.setFocus()
    while dialog.system.currentData() != "burstein" and dialog.system.currentIndex() < dialog.system.count() - 1:
        qtbot.keyClick(dialog.system, Qt.Key.Key_Down)
    assert dialog.system.currentData() == "burstein"
