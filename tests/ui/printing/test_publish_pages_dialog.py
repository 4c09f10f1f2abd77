"""Tournament → Publish on the venue network… driven by keys only: the address chosen (127.0.0.1 here), the port
typed, juniors' ratings hidden with Space, Enter starts the pages' server process; its address and QR code are
shown and the pages answer; Enter again stops it (its own pid), Escape closes. Rendered to
``tests/output/publish_pages.png``."""

from __future__ import annotations

import time
import urllib.request
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.wording import shown
from arbiter_desk.ui.printing.publish_pages_dialog import START_TEXT, STOP_TEXT, PublishPagesDialog
from arbiter_desk.ui.shell.actions import ACTION_SPECS
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from arbiter_desk.ui.shell.menus import MENUS
from tests.publication.serving import free_port
from tests.ui.desk_helpers import isolated_settings, new_desk, session_on
from tests.ui.test_screenshots import save


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1) as response:
            return bool(response.status == 200)
    except OSError:
        return False


def _key(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key, modifier)


def test_the_action_is_in_the_tournament_menu() -> None:
    (spec,) = [s for s in ACTION_SPECS if s.key == "publish_pages"]
    assert shown(spec.text) == "Publish on the &venue network…"
    assert "publish_pages" in dict(MENUS)["&Tournament"]


def test_publish_on_the_venue_network_by_keys(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    desk: Desk = new_desk(tmp_path, players=6)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: dialog.show())
    monkeypatch.setattr(
        "arbiter_desk.ui.printing.publish_pages_dialog.local_addresses", lambda: ["192.0.2.7", "127.0.0.1"]
    )
    commands = DeskCommands(session_on(desk), None, isolated_settings(tmp_path), lambda: tmp_path)  # type: ignore[arg-type]
    dialog = commands.publish_pages()
    assert isinstance(dialog, PublishPagesDialog) and dialog.windowTitle() == "Publish on the venue network"
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.address)
    port = free_port()
    try:
        _key(qtbot, Qt.Key.Key_End)  # the last address: this computer only
        assert dialog.address.currentText() == "127.0.0.1"
        _key(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.port.findChild(type(dialog.port.lineEdit())) or (
            dialog.port.hasFocus()
        )
        _key(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(QApplication.focusWidget(), str(port))
        _key(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.hide_juniors
        _key(qtbot, Qt.Key.Key_Space)
        assert dialog.hide_juniors.isChecked()
        _key(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.proposals and not dialog.proposals.isChecked()  # off by default
        _key(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.start_button and dialog.start_button.text() == shown(START_TEXT)
        _key(qtbot, Qt.Key.Key_Return)
        address = f"http://127.0.0.1:{port}/"
        assert dialog.start_button.text() == shown(STOP_TEXT) and address in dialog.link.text()
        assert dialog.qr.pixmap() is not None and not dialog.qr.pixmap().isNull()
        assert not dialog.port.isEnabled()
        deadline = time.monotonic() + 30
        while not _answers(address + "pairings"):
            assert time.monotonic() < deadline, "the pages did not answer within 30 s"
            qtbot.wait(200)
        save(dialog, "publish_pages")
        pid = commands.pages_process.process.pid  # type: ignore[union-attr]
        _key(qtbot, Qt.Key.Key_Return)  # the button has the focus: Stop
        assert dialog.start_button.text() == shown(START_TEXT) and not commands.pages_process.running
        assert not _answers(address) and pid > 0
        _key(qtbot, Qt.Key.Key_Escape)
        assert not dialog.isVisible()
    finally:
        commands.pages_process.stop()
        desk.close()
