"""The warnings of issue 31 items 4, 6 and 8 as the arbiter meets them in the window, answered by keys in the
real warning dialog (``tests/ui/warning_keys.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.ui import prompts
from arbiter_desk.ui.dialogs.settings_dialog import SettingsDialog
from arbiter_desk.ui.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings
from tests.ui.warning_keys import CANCEL, TWO_STEP, script


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """The demo (rounds 1-3 played) in the window."""
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    win.desk_actions["open_demo"].trigger()
    assert win.session.is_open
    return win


def _new_tiebreaks(monkeypatch: pytest.MonkeyPatch, codes: tuple[str, ...]) -> None:
    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, SettingsDialog)
        dialog.tiebreak_picker.set_codes(codes)
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", fill)


def test_changing_the_tie_breaks_after_the_start_asks_twice_then_records_the_previous_list(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q200–202: level 4 (Alt+O, then Alt+Y on the restated consequences), then ``### Tie-breaks @ Round 3``."""
    desk = window.session.require()
    before = desk.settings().tiebreaks
    _new_tiebreaks(monkeypatch, ("SB", "BH"))
    answers = script(monkeypatch, qtbot, TWO_STEP)
    assert window.commands.edit_settings()
    assert answers.levels == [4] and answers.seen[0][0].questions == (200, 201, 202)
    assert desk.settings().tiebreaks == ("SB", "BH")
    (event,) = desk.settings().fide_events
    assert event.to_line() == f"### Tie-breaks @ Round 3: {','.join(before) or '(none)'} -> SB,BH"


def test_escape_keeps_the_list(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    desk = window.session.require()
    before = desk.settings()
    _new_tiebreaks(monkeypatch, ("SB", "BH"))
    script(monkeypatch, qtbot, CANCEL)
    assert not window.commands.edit_settings()
    assert desk.settings() == before
