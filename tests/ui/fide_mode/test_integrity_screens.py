"""The integrity warnings as the arbiter meets them in the window, answered by keys in the
real warning dialog (``tests/ui/warning_keys.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.warnings import english
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings
from tests.ui.warning_keys import ACKNOWLEDGE, CANCEL, CONFIRM, TWO_STEP, Key, script


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
    before = desk.settings.current().tiebreaks
    _new_tiebreaks(monkeypatch, ("SB", "BH"))
    answers = script(monkeypatch, qtbot, TWO_STEP)
    assert window.commands.edit_settings()
    assert answers.levels == [4] and answers.seen[0][0].questions == (200, 201, 202)
    assert desk.settings.current().tiebreaks == ("SB", "BH")
    (event,) = desk.settings.current().fide_events
    assert event.to_line() == f"### Tie-breaks @ Round 3: {','.join(before) or '(none)'} -> SB,BH"


def test_escape_keeps_the_list(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    desk = window.session.require()
    before = desk.settings.current()
    _new_tiebreaks(monkeypatch, ("SB", "BH"))
    script(monkeypatch, qtbot, CANCEL)
    assert not window.commands.edit_settings()
    assert desk.settings.current() == before


def _non_compliant_trf(tmp_path: Path) -> Path:
    """A Dubov-paired tournament whose record 192 says Dutch: the checker finds rounds it would pair otherwise."""
    out = tmp_path / "gen.trf"
    assert run(["generate", "--players", "12", "--rounds", "4", "--seed", "3", "-o", str(out)]) == EXIT_OK
    lines = [line for line in out.read_text().splitlines() if not line.startswith("192")]
    dutch = tmp_path / "dutch.trf"
    dutch.write_text("\n".join([*lines, "192 FIDE_DUTCH_2026"]) + "\n")
    return dutch


@pytest.mark.parametrize(("answer", "kept"), [(CONFIRM, True), (CANCEL, False)])
def test_an_imported_round_the_rules_would_not_give_is_confirmed_or_the_import_is_not_kept(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: tuple[Key, ...], kept: bool
) -> None:
    """Q54–55: the import re-pairs every round in the background; the differing rounds are shown at level 3
    (Alt+O keeps them as ``### Import @ Round n`` lines; Escape leaves no tournament file behind)."""
    trf = _non_compliant_trf(tmp_path)
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    monkeypatch.setattr(prompts, "open_file", lambda *_args: trf)
    answers = script(monkeypatch, qtbot, answer)
    win.desk_actions["import_trf"].trigger()
    qtbot.waitUntil(lambda: bool(answers.seen) and not win.commands.import_job.is_busy, timeout=60_000)
    assert answers.levels == [3] and "### Import @ Round" in english(answers.seen[0][0].text)
    if kept:
        qtbot.waitUntil(lambda: win.session.is_open)
        events = win.session.require().settings.current().fide_events
        assert events and all(e.kind.value == "Import" for e in events)
    else:
        assert not win.session.is_open and list(folder.iterdir()) == []


def _bye_cell(window: MainWindow, round_no: int, row: int = 0) -> None:
    tab = window.late_entries_tab
    window.show_tab(window.tab_pages().index(tab))
    tab.table.setCurrentIndex(tab.cell_index(tab.model.player_id(row), round_no))


def test_f_gives_a_full_point_bye_after_the_deprecation_notice(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q177–179 by keys: F on a bye cell, Enter acknowledges the level-2 notice, the ``### FPB`` line is kept."""
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    _bye_cell(window, 5)
    QTest.keyClick(window.late_entries_tab.table, Qt.Key.Key_F)
    assert answers.levels == [2]
    desk = window.session.require()
    player = window.late_entries_tab.model.player_id(0)
    assert any(a.player == player and a.round == 5 and a.result.value == "F" for a in desk.players.absences())
    assert [e.kind.value for e in desk.settings.current().fide_events] == ["FPB"]


def test_a_second_half_point_bye_asks_and_escape_keeps_one(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q173–174 by keys: H in round 5 goes through, H in round 6 asks at level 3; Escape saves nothing."""
    desk = window.session.require()
    player = window.late_entries_tab.model.player_id(1)
    before = [a for a in desk.players.absences() if a.player == player and a.result.value == "H"]
    answers = script(monkeypatch, qtbot, *([CANCEL] if before else []), CANCEL)
    _bye_cell(window, 5, row=1)
    QTest.keyClick(window.late_entries_tab.table, Qt.Key.Key_H)
    _bye_cell(window, 6, row=1)
    QTest.keyClick(window.late_entries_tab.table, Qt.Key.Key_H)
    assert answers.levels[-1] == 3 and answers.seen[-1][0].questions == (173, 174)
    assert not any(a.player == player and a.round == 6 for a in desk.players.absences())


def test_n_marks_a_player_not_eligible_for_a_half_point_bye_and_h_is_then_refused(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q175–176 by keys: N on the player's row sets the mark (shown in Status), H is refused with the reason,
    N again clears it."""
    told: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: told.append(message))
    tab = window.late_entries_tab
    _bye_cell(window, 5, row=2)
    player = tab.model.player_id(2)
    QTest.keyClick(tab.table, Qt.Key.Key_N)
    desk = window.session.require()
    assert next(p for p in desk.players.all() if p.id == player).half_bye_barred
    status = tab.model.index(tab.cell_index(player, 5).row(), 2).data()
    assert "no ½ bye" in status
    QTest.keyClick(tab.table, Qt.Key.Key_H)
    assert not any(a.player == player and a.round == 5 for a in desk.players.absences())
    assert any("not eligible for a half-point bye" in m for m in told), told
    tab.grab().save("/tmp/fide2_byes_grid.png")
    QTest.keyClick(tab.table, Qt.Key.Key_N)
    assert not next(p for p in desk.players.all() if p.id == player).half_bye_barred
