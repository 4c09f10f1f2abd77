"""The guide's Getting started chapter, run by keys: its numbered steps are read from the page, each step's menu
path is found among the main window's menus and pressed by its shortcut, and the dialogs are answered by keys,
from New tournament to the standings PDF and the TRF (checklist Q13–15: a newcomer runs a first event from the
manual alone; if the page names a path or a key the desk does not have, this fails)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.export_commands import TRF26_FILTER
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.guide_build import DOCS
from tests.ui.desk_helpers import isolated_settings
from tests.ui.round_fixtures import wait_for_pairing

PAGE = DOCS / "start" / "getting-started.md"
SECTION = "## Your first tournament, step by step"
PLAYERS = (("Adams, Ann", "2210"), ("Berg, Ben", "2150"), ("Cruz, Carla", "2090"), ("Dahl, Dan", "2030"),
           ("Ekman, Eva", "1970"), ("Falk, Finn", "1910"))  # fmt: skip
RESULTS = {1: "1=0", 2: "01=", 3: "=10"}


def page_steps() -> list[str]:
    """The numbered steps of the page's first-tournament section, in order."""
    text = PAGE.read_text(encoding="utf-8").split(SECTION, 1)[1].split("\n## ", 1)[0]
    return [m.group(1) for m in re.finditer(r"^\d+\. (.*?)(?=^\d+\. |\Z)", text, re.M | re.S)]


def menu_path(step: str) -> tuple[str, str] | None:
    found = re.search(r"\*\*(\w[\w ]*) → ([^*]+?)\*\*", step)
    return (found.group(1), found.group(2).rstrip("…")) if found else None


def find_action(window: MainWindow, menu: str, name: str) -> QAction:
    for title, qmenu in window.menus.items():
        if title.replace("&", "") == menu:
            for action in qmenu.actions():
                if action.text().replace("&", "").rstrip("…") == name:
                    return action
    raise AssertionError(f"the guide's step names {menu} → {name}, which the menus do not have")


class Keyboard:
    """Answers the dialogs the steps open, by keys, as the page says."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.qtbot, self.folder = qtbot, folder
        self.written: list[Path] = []
        self.failures: list[str] = []

    def run_dialog(self, dialog: QDialog) -> bool:
        """``prompts.run_dialog``; a failure is kept (Qt would swallow it in the slot) and fails the test."""
        try:
            return self._answer(dialog)
        except Exception as exc:  # any failure: Qt would swallow it in the slot
            self.failures.append(f"{dialog.windowTitle()}: {exc}")
            dialog.reject()
            return False

    def _answer(self, dialog: QDialog) -> bool:
        self.qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()
        if isinstance(dialog, SettingsDialog):
            QTest.keyClicks(dialog.name, "Club Open")
            dialog.rounds.selectAll()
            QTest.keyClicks(dialog.rounds, "3")
            QTest.keyClick(dialog.name, Qt.Key.Key_Return)
            assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()
        elif isinstance(dialog, PlayerDialog):
            QTest.keyClick(dialog.keep_adding, Qt.Key.Key_Space)  # Alt+K in an active window
            assert dialog.keep_adding.isChecked()
            for name, rating in PLAYERS:
                field = dialog.first_field()
                field.setFocus()
                QTest.keyClicks(field, name)
                for _ in range(2):  # past the title
                    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
                assert dialog.focusWidget() is dialog.rating
                QTest.keyClicks(dialog.focusWidget(), rating)
                QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
                assert not dialog.error.text(), dialog.error.text()
            QTest.keyClick(dialog.first_field(), Qt.Key.Key_Escape)
        elif isinstance(dialog, PrintDialog):
            QTest.keyClicks(dialog.kind_combo, "St")
            assert dialog.kind_combo.currentText().startswith("Standings")
            self.qtbot.waitUntil(dialog.pdf_button.isEnabled, timeout=30000)
            QTest.keyClick(dialog.pdf_button, Qt.Key.Key_Space)  # Alt+D in an active window
            self.qtbot.waitUntil(lambda: bool(self.written) and not dialog.output_job.is_busy, timeout=30000)
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        else:
            raise AssertionError(f"a dialog the page does not mention: {dialog.windowTitle()}")
        return dialog.result() == QDialog.DialogCode.Accepted

    def save_file(self, _parent: object, title: str, suggested: Path, _filters: str) -> tuple[Path, str]:
        path = self.folder / {"Export PDF": "standings.pdf", "Export TRF": "club.trf"}.get(title, suggested.name)
        self.written.append(path)
        return path, TRF26_FILTER


def test_the_getting_started_chapter_runs_by_keys(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Checklist Q14: the getting-started chapter is complete enough to run a first event from it alone."""
    keyboard = Keyboard(qtbot, tmp_path)
    monkeypatch.setattr(prompts, "run_dialog", keyboard.run_dialog)
    monkeypatch.setattr(prompts, "save_file", keyboard.save_file)
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: pytest.fail(message))
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    steps = page_steps()
    assert len(steps) >= 8
    done: list[str] = []

    def press(step: str) -> None:
        path = menu_path(step)
        assert path is not None, f"a step without a menu path: {step[:60]}"
        action = find_action(window, *path)
        assert not action.shortcut().isEmpty(), f"{path} has no key"
        assert action.shortcut().toString() in step, f"the step does not give the key of {path}"
        before = len(window.session.require().rounds.all()) if window.session.is_open else 0
        window.activateWindow()  # back from the last dialog
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        combination = action.shortcut()[0]
        QTest.keyClick(window, combination.key(), combination.keyboardModifiers())
        done.append(action.objectName())
        if action.objectName() == "action_tab_registration":  # then the tab's Add player… (Alt+A)
            assert "**Add player…** (Alt+A)" in step
            QTest.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # a mnemonic clicks on a timer
            qtbot.waitUntil(
                lambda: len(window.session.require().players.all()) == len(PLAYERS) or bool(keyboard.failures)
            )
        elif action.objectName() == "action_pair_round":  # the check, then the engine, in the background
            qtbot.waitUntil(lambda: len(window.session.require().rounds.all()) == before + 1, timeout=30000)
            wait_for_pairing(qtbot, window.pairing_tab)
        elif action.objectName() == "action_tab_results":
            round_no = window.session.require().rounds.all()[-1].number
            QTest.keyClicks(window.focusWidget(), RESULTS[round_no])

    for number, step in enumerate(steps, start=1):
        repeat = re.match(r"Repeat steps (\d+) to (\d+)", step)
        if repeat:
            first, last = int(repeat.group(1)), int(repeat.group(2))
            for _round in (2, 3):
                for again in steps[first - 1 : last]:
                    press(again)
                    assert keyboard.failures == []
            continue
        press(step)
        assert keyboard.failures == []
        assert number < 3 or window.session.is_open

    desk = window.session.require()
    assert len(desk.players.all()) == len(PLAYERS)
    assert [r.state for r in desk.rounds.all()] == [RoundState.COMPLETE] * 3
    assert window.tabs.currentWidget() is window.standings_tab or "action_export_trf" in done
    pdf, trf = tmp_path / "standings.pdf", tmp_path / "club.trf"
    assert pdf.read_bytes()[:4] == b"%PDF"
    assert "001    1" in trf.read_text(encoding="utf-8")
    assert done[:2] == ["action_new", "action_tab_registration"] and done[-2:] == ["action_print", "action_export_trf"]
