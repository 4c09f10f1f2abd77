"""Tournament → Prohibited pairs (TRF-2026 record 260): shown, driven by keys only, stored in one command,
refusals shown in the dialog; rendered to ``tests/output/prohibited_pairs_dialog.png``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.pairing.prohibited_pairs_dialog import ProhibitedPairsDialog
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from tests.ui.desk_helpers import isolated_settings, new_desk, session_on
from tests.ui.test_screenshots import save

ALT = Qt.KeyboardModifier.AltModifier


def _key(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key, modifier)


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    return new_desk(tmp_path, players=8)


def _open(qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ProhibitedPairsDialog:
    """The dialog as the menu opens it, shown (not modal-blocking) so keys reach it."""
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: dialog.show())
    commands = DeskCommands(session_on(desk), None, isolated_settings(tmp_path), lambda: tmp_path)
    dialog = commands.edit_prohibited_pairs()
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return dialog


def test_a_group_is_made_and_stored_with_the_keyboard_only(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _open(qtbot, desk, tmp_path, monkeypatch)
    assert dialog.isVisible() and dialog.groups.count() == 0
    assert QApplication.focusWidget() is dialog.groups  # first in the tab order
    assert not dialog.editor.isEnabled()
    with qtbot.waitSignal(dialog.new_button.clicked):  # a mnemonic clicks after its animation
        _key(qtbot, Qt.Key.Key_N, ALT)  # New group: focus goes to the players, first one current
    assert dialog.groups.count() == 1 and QApplication.focusWidget() is dialog.players
    _key(qtbot, Qt.Key.Key_Space)  # tick #1
    _key(qtbot, Qt.Key.Key_Down)
    _key(qtbot, Qt.Key.Key_Down)
    _key(qtbot, Qt.Key.Key_Space)  # tick #3
    _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.first_round
    _key(qtbot, Qt.Key.Key_Up)  # from round 2
    _key(qtbot, Qt.Key.Key_Tab)  # the last round is skipped while "to the last round" is ticked
    assert QApplication.focusWidget() is dialog.to_the_end and dialog.to_the_end.isChecked()
    _key(qtbot, Qt.Key.Key_Space)  # untick "to the last round": the last round becomes editable
    assert dialog.last_round.isEnabled()
    _key(qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is dialog.last_round
    dialog.last_round.selectAll()
    _key(qtbot, Qt.Key.Key_4)
    assert dialog.groups.item(0).text() == "Rounds 2–4: Player01, Ann (#1), Player03, Ann (#3)"
    save(dialog, "prohibited_pairs_dialog")
    _key(qtbot, Qt.Key.Key_Return)  # OK
    assert dialog.result() == QDialog.DialogCode.Accepted
    players = [p.id for p in sorted(desk.players.all(), key=lambda p: p.tpn)]
    assert desk.rounds.prohibited_groups() == [ProhibitedGroup((players[0], players[2]), 2, 4)]
    assert "\n260   2   4    1    3" in _exported(desk, tmp_path)


def _exported(desk: Desk, tmp_path: Path) -> str:
    desk.export_trf(tmp_path / "out.trf")
    return (tmp_path / "out.trf").read_text()


def test_a_group_of_one_is_refused_in_the_dialog(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _open(qtbot, desk, tmp_path, monkeypatch)
    dialog.new_button.click()
    dialog.players.item(0).setCheckState(Qt.CheckState.Checked)
    dialog.accept()
    assert "needs at least two players" in dialog.error.text()
    assert dialog.isVisible() and desk.rounds.prohibited_groups() == []


def test_existing_groups_are_listed_edited_and_removed(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = [p.id for p in sorted(desk.players.all(), key=lambda p: p.tpn)]
    desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[4], ids[5])), ProhibitedGroup((ids[0], ids[7]), 1, 3)])
    dialog = _open(qtbot, desk, tmp_path, monkeypatch)
    assert [dialog.groups.item(i).text() for i in range(2)] == [
        "Rounds 1–end: Player05, Ann (#5), Player06, Ann (#6)",
        "Rounds 1–3: Player01, Ann (#1), Player08, Ann (#8)",
    ]
    assert dialog.players.item(4).checkState() == Qt.CheckState.Checked
    dialog.filter.setText("player08")
    assert [dialog.players.item(i).isHidden() for i in range(8)] == [True] * 7 + [False]
    dialog.groups.setFocus()
    _key(qtbot, Qt.Key.Key_Delete)  # Delete in the list removes the selected group
    assert dialog.groups.count() == 1 and dialog.groups.currentRow() == 0
    dialog.accept()
    assert desk.rounds.prohibited_groups() == [ProhibitedGroup((ids[0], ids[7]), 1, 3)]


def test_the_tournament_menu_offers_prohibited_pairs(qtbot: QtBot, tmp_path: Path) -> None:
    from arbiter_desk.ui.shell.main_window import MainWindow

    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    action = window.desk_actions["prohibited_pairs"]
    assert action.text() == "&Prohibited pairs…" and not action.isEnabled()  # needs an open tournament
