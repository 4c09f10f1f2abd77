"""A big tournament file is opened off the GUI thread (opening checks every board, half a second
at 5,000 players): File → Open returns at once, the tournament appears when it is read, and a file another
desk has open still asks read-only / take over / cancel."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.shell import desk_commands
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings, new_desk
from tests.ui.shell.test_faults import HOLDER


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(desk_commands, "OPEN_IN_BACKGROUND_FROM", 0)  # every file counts as big here
    monkeypatch.setattr(prompts, "warn", lambda _parent, _message: None)  # failures are read from the session
    shown = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(shown)
    return shown


def test_a_big_file_opens_in_the_background(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    new_desk(tmp_path, players=3).close()
    path = tmp_path / "spring.adesk"
    assert window.commands.open_path(path)
    assert not window.session.is_open and window.commands.open_job.is_busy
    assert not window.commands.open_path(path)  # one open at a time
    qtbot.waitUntil(lambda: window.session.is_open, timeout=10000)
    assert window.session.path == path and window.registration_tab.model.rowCount() == 3
    assert path in window.commands.recent.paths()
    window.session.close()


@pytest.mark.parametrize(("choice", "read_only"), [("read_only", True), ("take_over", False), (None, None)])
def test_a_file_in_use_still_asks(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    choice: str | None,
    read_only: bool | None,
) -> None:
    new_desk(tmp_path).close()
    path = tmp_path / "spring.adesk"
    failures: list[str] = []
    window.session.failed.connect(failures.append)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"open"
        asked: list[str] = []
        monkeypatch.setattr(prompts, "choose_in_use", lambda _parent, message: (asked.append(message), choice)[1])
        assert window.commands.open_path(path)
        qtbot.waitUntil(lambda: bool(asked) and not window.commands.open_job.is_busy, timeout=10000)
        assert "in use by" in asked[0]
        if read_only is not None:
            qtbot.waitUntil(lambda: window.session.is_open, timeout=10000)
            assert window.session.require().is_read_only is read_only
        else:
            assert not window.session.is_open and "in use by" in failures[-1]
        window.session.close()
    finally:
        holder.communicate(b"\n", timeout=30)
