"""Storage faults in the window: a failed save is shown (message box and status bar), a read-only file gets a banner
and no editing control, a file in use asks read-only / take over, hostile names stay plain text."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from sqlalchemy import event

from arbiter_desk.services.event.data import Changes, PlayerData
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.plain_text import tooltip
from arbiter_desk.ui.shell import fault_report
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings, new_desk


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    warnings: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: warnings.append(message))
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    win.warnings = warnings  # type: ignore[attr-defined]
    qtbot.addWidget(win)
    return win


def _disk_full(_connection: Any) -> None:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = 13
    raise error


def test_a_typed_result_that_cannot_be_saved_is_shown_not_lost_silently(window: MainWindow) -> None:
    window.desk_actions["open_demo"].trigger()
    desk = window.session.require()
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    window.session.changed.emit(Changes("pair and publish round 4"))
    window.show_tab(3)
    results = window.results_tab
    engine = desk._store.engine
    event.listen(engine, "commit", _disk_full)
    results.view.setCurrentIndex(results.view.model().index(0, 0))
    QTest.keyClicks(results.view, "1")
    event.remove(engine, "commit", _disk_full)
    expected = "The disk is full: nothing of this change was saved"
    assert window.warnings and window.warnings[-1].startswith(expected)  # type: ignore[attr-defined]
    assert window.statusBar().currentMessage().startswith(expected)
    assert desk.rounds.boards(4)[0].white_result is None  # rolled back, and the window says so


def test_a_read_only_file_has_a_banner_and_no_editing_control(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "spring.adesk"
    new_desk(tmp_path, players=4).close()
    from arbiter_desk.services import Desk

    window.session.attach(Desk.open(path, read_only=True))
    assert window.is_read_only
    assert not window.read_only_bar.isHidden()
    banner = window.read_only_bar.findChild(QLabel, "read_only_text")
    assert banner is not None and banner.text().startswith(f"Read-only: {path}")
    assert not window.desk_actions["settings"].isEnabled()
    assert not window.desk_actions["undo"].isEnabled()
    assert window.desk_actions["export_trf"].isEnabled() and window.desk_actions["print"].isEnabled()
    registration = window.registration_tab
    registration.table.selectRow(0)
    assert not registration.add_button.isEnabled() and not registration.edit_button.isEnabled()
    assert not window.pairing_tab.pair_button.isEnabled()
    window.session.close()
    assert window.read_only_bar.isHidden()
    window.session.attach(Desk.open(path))
    assert window.registration_tab.add_button.isEnabled()


HOLDER = (
    "import sys; from arbiter_desk.services import Desk; d = Desk.open(sys.argv[1]); "
    "print('open', flush=True); sys.stdin.readline()"
)


@pytest.mark.parametrize(("choice", "read_only"), [("read_only", True), ("take_over", False), (None, None)])
def test_a_file_in_use_asks_read_only_or_take_over(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, choice: str | None, read_only: bool | None
) -> None:
    new_desk(tmp_path).close()
    path = tmp_path / "spring.adesk"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"open"
        asked: list[str] = []
        monkeypatch.setattr(prompts, "choose_in_use", lambda _parent, message: (asked.append(message), choice)[1])
        opened = window.commands.open_path(path)
        assert asked and "in use by" in asked[0]
        assert opened is (choice is not None)
        if read_only is not None:
            assert window.session.require().is_read_only is read_only
        else:
            assert "in use by" in window.warnings[-1]  # type: ignore[attr-defined]
        window.session.close()
    finally:
        holder.communicate(b"\n", timeout=30)


HOSTILE = "<b>Bold</b>, <img src=x>"


def test_hostile_names_are_shown_as_typed(window: MainWindow, tmp_path: Path, qtbot: QtBot) -> None:
    desk = new_desk(tmp_path)
    desk.players.register_player(PlayerData(HOSTILE, rating=2000))
    window.session.attach(desk)
    assert tooltip(HOSTILE) == "<p style='white-space:pre-wrap'>&lt;b&gt;Bold&lt;/b&gt;, &lt;img src=x&gt;</p>"
    assert tooltip("Plain, Name") == "Plain, Name"
    for label in window.findChildren(QLabel):
        if "<b>Bold</b>" in label.text():
            assert label.textFormat() is Qt.TextFormat.PlainText, label.objectName()


def test_the_message_box_shows_text_as_typed(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: seen.append(box) or 0)
    prompts.warn(None, f"{HOSTILE} is already registered")
    assert seen[0].textFormat() is Qt.TextFormat.PlainText
    assert seen[0].text() == f"{HOSTILE} is already registered"


def test_an_error_escaping_a_slot_is_reported_in_the_window(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    logged: list[object] = []
    monkeypatch.setattr(sys, "excepthook", lambda *args: logged.append(args))  # the traceback still goes there
    restore = fault_report.install(window.report_failure)
    try:
        sys.excepthook(ValueError, ValueError("boom"), None)
    finally:
        restore()
    assert window.warnings[-1].startswith("An unexpected error stopped this action (ValueError: boom)")  # type: ignore[attr-defined]
    assert window.statusBar().currentMessage().startswith("An unexpected error")
    assert len(logged) == 1
