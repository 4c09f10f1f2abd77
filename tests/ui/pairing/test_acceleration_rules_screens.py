"""Importing a file whose acceleration is not Baku, at the desk (VCL4THP.13 Q107–108): the level-4 warning answered
by keys in the real warning dialog — Escape does not keep the import, Alt+O then Alt+Y keeps it with its
``### Configuration`` line — and the acceleration's rules offered in File → Print…."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.printing.print_documents import DOCUMENT_LABELS
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.pairing.test_acceleration_rules import TWO_GROUPS, _file
from tests.ui.desk_helpers import isolated_settings
from tests.ui.warning_keys import CANCEL, CONFIRM, TWO_STEP, script


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    return win


def _import(qtbot: QtBot, window: MainWindow) -> None:
    window.desk_actions["import_trf"].trigger()
    qtbot.waitUntil(lambda: not window.commands.import_job.is_busy, timeout=30000)


def test_a_non_baku_acceleration_is_asked_at_level_4_by_keys_on_import_q107_q108(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _file(tmp_path, TWO_GROUPS)
    monkeypatch.setattr(prompts, "open_file", lambda *_args: source)
    answers = script(monkeypatch, qtbot, CONFIRM, CANCEL)  # round 1 is not what the engine pairs (Q55) first
    _import(qtbot, window)
    qtbot.waitUntil(lambda: len(answers.seen) == 2)
    assert answers.levels == [3, 4] and answers.seen[1][0].code == "import.acceleration"
    assert not window.session.is_open  # declined: the import is not kept
    answers = script(monkeypatch, qtbot, CONFIRM, TWO_STEP)
    _import(qtbot, window)
    qtbot.waitUntil(lambda: window.session.is_open)
    assert answers.levels == [3, 4]
    events = window.session.require().settings.current().fide_events
    assert [e.kind.value for e in events] == ["Import", "Configuration"]
    assert events[1].to_line().startswith("### Configuration @ Round 1: acceleration by the file's own records 250")
    assert "acceleration-rules" in DOCUMENT_LABELS
