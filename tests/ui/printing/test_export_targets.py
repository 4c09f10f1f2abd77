"""Output targets in the window: File → Export TRF / standings CSV / PDF aimed at the open tournament file
(by its name, a symlink or a hard link, as the file chooser returns it) is refused in plain words; the file
keeps every byte and the desk goes on writing into it."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    messages: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: messages.append(message))
    return messages


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, told: list[str]) -> MainWindow:
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    win.desk_actions["open_demo"].trigger()
    assert win.session.is_open
    return win


def _names_of_the_open_file(path: Path, suffix: str) -> list[Path]:
    symlink = path.with_name(f"link{suffix}")
    symlink.symlink_to(path.name)
    hard = path.with_name(f"second-name{suffix}")
    os.link(path, hard)
    return [path, symlink, hard]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _still_writes(window: MainWindow) -> None:
    desk = window.session.require()
    assert window.session.run(lambda d: d.players.register_player(PlayerData("After, Export", rating=1500))) is not None
    assert "After, Export" in [p.name for p in desk.players.all()]
    assert not window.is_read_only


@pytest.mark.parametrize(("action", "suffix"), [("export_trf", ".trf"), ("export_csv", ".csv")])
def test_export_onto_the_open_file_is_refused(
    window: MainWindow, told: list[str], monkeypatch: pytest.MonkeyPatch, action: str, suffix: str
) -> None:
    path = window.session.require().path
    for target in _names_of_the_open_file(path, suffix):
        before = _digest(path)
        monkeypatch.setattr(prompts, "save_file", lambda *_args, t=target: (t, ""))
        window.desk_actions[action].trigger()
        assert told and "is a tournament file" in told[-1] and str(target) in told[-1], told
        assert window.statusBar().currentMessage() == told[-1]
        assert _digest(path) == before
    assert path.with_name(f"link{suffix}").is_symlink()
    _still_writes(window)


def test_pdf_export_onto_the_open_file_is_refused(
    window: MainWindow, told: list[str], monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    path = window.session.require().path
    dialogs: list[PrintDialog] = []

    def shown(dialog: PrintDialog) -> bool:
        dialogs.append(dialog)
        return False

    monkeypatch.setattr(prompts, "run_dialog", shown)
    window.desk_actions["export_pdf"].trigger()
    dialog = dialogs[-1]
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30000)
    for target in _names_of_the_open_file(path, ".pdf")[1:]:  # a chosen name without .pdf gets it appended
        before = _digest(path)
        count = len(told)
        monkeypatch.setattr(prompts, "save_file", lambda *_args, t=target: (t, ""))
        assert dialog.export_pdf() == target
        qtbot.waitUntil(lambda: len(told) > count, timeout=30000)  # noqa: B023 - waited on at once
        assert "Export PDF failed" in told[-1] and "is a tournament file" in told[-1], told
        assert _digest(path) == before
    _still_writes(window)
