"""A storage fault during any editing action of the window reaches the arbiter.

Each action is driven as the arbiter would (buttons, keys, dialogs filled and confirmed) while every commit on
the open file fails with "database or disk is full". The arbiter must be told in the status bar (where the
message stays) and in a message box or in the dialog itself, and nothing of the action may be saved.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot
from sqlalchemy import event

from arbiter_desk.services import OverrideArticle
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer
from arbiter_desk.ui.pairing.override_dialog import OverrideDialog
from arbiter_desk.ui.pairing.prohibited_pairs_dialog import ProhibitedPairsDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.withdraw_dialog import WithdrawDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.conftest import confirming
from tests.ui.desk_helpers import isolated_settings
from tests.ui.warning_keys import CONFIRM, TWO_STEP, script

TOLD = "The disk is full: nothing of this change was saved"
DEMO = Path(__file__).parents[3] / "arbiter_desk" / "resources" / "demo.trf"


class Arbiter:
    """What the window showed: message boxes, and the dialogs it opened with the error each ended with."""

    def __init__(self) -> None:
        self.boxes: list[str] = []
        self.dialog_errors: list[str] = []
        self.fill: Callable[[QDialog], None] = lambda _dialog: None

    def run_dialog(self, dialog: QDialog) -> bool:
        self.fill(dialog)
        dialog.accept()
        error = getattr(dialog, "error", None)
        if isinstance(error, QLabel) and error.text():
            self.dialog_errors.append(error.text())
        return dialog.result() == QDialog.DialogCode.Accepted


@pytest.fixture
def arbiter(monkeypatch: pytest.MonkeyPatch) -> Arbiter:
    seen = Arbiter()
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: seen.boxes.append(message))
    monkeypatch.setattr(prompts, "confirm", lambda *_args: True)
    monkeypatch.setattr(prompts, "run_dialog", seen.run_dialog)
    monkeypatch.setattr(prompts, "confirm_warnings", lambda *_args, **_kw: WarningAnswer.CONFIRMED)
    return seen


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, arbiter: Arbiter) -> MainWindow:
    """The demo (24 players, rounds 1-3 played, round 4 to pair) in the window."""
    folder = tmp_path / "data"
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(win)
    win.desk_actions["open_demo"].trigger()
    assert win.session.is_open
    return win


def _disk_full(_connection: Any) -> None:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = 13  # type: ignore[attr-defined]
    raise error


def _write_fails(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
    if statement.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
        _disk_full(None)


@contextmanager
def disk_full(desk: Desk) -> Iterator[None]:
    """Every write on the open file fails as on a full disk (reads still work, as they do there)."""
    engine = desk._store.engine
    event.listen(engine, "before_cursor_execute", _write_fails)
    try:
        yield
    finally:
        event.remove(engine, "before_cursor_execute", _write_fails)


def _told(window: MainWindow, arbiter: Arbiter) -> None:
    assert window.statusBar().currentMessage().startswith(TOLD), window.statusBar().currentMessage()
    shown = arbiter.boxes + arbiter.dialog_errors
    assert any(text.startswith(TOLD) for text in shown), shown


def _pair(window: MainWindow, qtbot: QtBot) -> None:
    tab = window.pairing_tab
    window.show_tab(window.tab_pages().index(tab))
    tab.pair_button.click()
    qtbot.waitUntil(lambda: not tab.worker.is_busy, timeout=60_000)


def _publish(window: MainWindow, qtbot: QtBot) -> None:
    _pair(window, qtbot)
    window.pairing_tab.publish_button.click()


def _result_key(key: str) -> Callable[[MainWindow, QtBot, Arbiter], None]:
    def act(window: MainWindow, _qtbot: QtBot, _arbiter: Arbiter) -> None:
        results = window.results_tab
        window.show_tab(window.tab_pages().index(results))
        results.view.setCurrentIndex(results.model.index(0, 0))
        QTest.keyClicks(results.view, key)

    return act


def _edit_player(window: MainWindow, _qtbot: QtBot, arbiter: Arbiter) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayerDialog)
        dialog.rating.setText("2001")

    arbiter.fill = fill
    registration = window.registration_tab
    window.show_tab(0)
    registration.table.selectRow(0)
    registration.edit_button.click()


def _late_entry(window: MainWindow, _qtbot: QtBot, arbiter: Arbiter) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayerDialog)
        dialog.name.setText("Late, Larry")
        dialog.rating.setText("1800")

    arbiter.fill = fill
    window.late_entries_tab.add_button.click()


def _withdraw(window: MainWindow, _qtbot: QtBot, arbiter: Arbiter) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, WithdrawDialog)
        dialog.reason.setText("ill")

    arbiter.fill = fill
    tab = window.late_entries_tab
    tab.select_player(tab.model.player_id(0))
    tab.withdraw_button.click()


def _bye_key(window: MainWindow, _qtbot: QtBot, _arbiter: Arbiter) -> None:
    tab = window.late_entries_tab
    window.show_tab(window.tab_pages().index(tab))
    tab.table.setCurrentIndex(tab.cell_index(tab.model.player_id(0), 5))
    QTest.keyClick(tab.table, Qt.Key.Key_H)


def _settings(window: MainWindow, _qtbot: QtBot, arbiter: Arbiter) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        dialog.city.setText("Elsewhere")

    arbiter.fill = fill
    window.desk_actions["settings"].trigger()


def _prohibited_pair(window: MainWindow, _qtbot: QtBot, arbiter: Arbiter) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, ProhibitedPairsDialog)
        dialog.new_group()
        for row in (0, 1):
            dialog.players.item(row).setCheckState(Qt.CheckState.Checked)

    arbiter.fill = fill
    window.desk_actions["prohibited_pairs"].trigger()


def _override(window: MainWindow, _qtbot: QtBot, arbiter: Arbiter) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, OverrideDialog)
        dialog.swap_colours(0)
        dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(OverrideArticle.COMPETITION_RULES))
        dialog.reason_edit.setPlainText("Rule 9 of the regulations; both players agreed")

    arbiter.fill = fill
    dialog = window.pairing_tab.make_override_dialog()  # the tab opens it window-modal (``open``)
    assert dialog is not None
    arbiter.run_dialog(dialog)


def _undo(window: MainWindow, _qtbot: QtBot, _arbiter: Arbiter) -> None:
    assert window.desk_actions["undo"].isEnabled()
    window.desk_actions["undo"].trigger()


def _result_to_undo(window: MainWindow, qtbot: QtBot) -> None:
    _publish(window, qtbot)
    _result_key("1")(window, qtbot, Arbiter())


def _discard(window: MainWindow, _qtbot: QtBot, _arbiter: Arbiter) -> None:
    window.pairing_tab.discard_button.click()


def _publish_button(window: MainWindow, _qtbot: QtBot, _arbiter: Arbiter) -> None:
    window.pairing_tab.publish_button.click()


def _pair_button(window: MainWindow, qtbot: QtBot, _arbiter: Arbiter) -> None:
    _pair(window, qtbot)


def _nothing(_window: MainWindow, _qtbot: QtBot) -> None:
    pass


def _outside_fide_mode(window: MainWindow, _qtbot: QtBot) -> None:
    """Prohibited pairs change after round 1 only outside FIDE mode (VCL4THP.13 Q195-196)."""
    desk = window.session.require()
    confirming(lambda confirmed: desk.fide_mode.leave_fide_mode("regulations allow late prohibitions", confirmed))


ACTIONS: dict[str, tuple[Callable[[MainWindow, QtBot], None], Callable[[MainWindow, QtBot, Arbiter], None]]] = {
    "result 1-0": (_publish, _result_key("1")),
    "result draw": (_publish, _result_key("=")),
    "adjourned": (_publish, _result_key("a")),
    "edit player": (_nothing, _edit_player),
    "late entry": (_nothing, _late_entry),
    "withdraw": (_nothing, _withdraw),
    "bye key": (_nothing, _bye_key),
    "settings": (_nothing, _settings),
    "prohibited pair": (_outside_fide_mode, _prohibited_pair),
    "pair": (_nothing, _pair_button),
    "publish": (_pair, _publish_button),
    "discard draft": (_pair, _discard),
    "override": (_publish, _override),
    "undo": (_result_to_undo, _undo),
}


WARNINGS_CONFIRMED = {"prohibited pair": (CONFIRM,), "override": (TWO_STEP,), "adjourned": (CONFIRM,)}
"""The warnings these actions ask for (level 3 outside FIDE mode; level 4 when validating a manual pairing; level 3
before an adjournment, a pairing-integrity event, Q157)."""


@pytest.mark.parametrize("name", ACTIONS)
def test_a_failed_save_in_any_editing_action_is_told(
    name: str, window: MainWindow, qtbot: QtBot, arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    script(monkeypatch, qtbot, *WARNINGS_CONFIRMED.get(name, ()))
    prepare, act = ACTIONS[name]
    prepare(window, qtbot)
    desk = window.session.require()
    assert arbiter.boxes == [], arbiter.boxes
    journal = len(desk.journal.entries())
    with disk_full(desk):
        act(window, qtbot, arbiter)
    _told(window, arbiter)
    assert len(desk.journal.entries()) == journal  # nothing of it was saved


def test_a_failed_registration_and_removal_are_told(window: MainWindow, qtbot: QtBot, arbiter: Arbiter) -> None:
    """Before round 1 (a new tournament): Add player… in its dialog, Remove after the confirmation."""
    path = window.session.require().path.with_name("fresh.adesk")
    window.session.attach(Desk.create(path, window.session.require().settings.current()))
    desk = window.session.require()
    window.session.run(lambda d: d.players.register_player(PlayerData("Alpha, Ann", rating=2000)))

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayerDialog)
        dialog.name.setText("Beta, Bob")
        dialog.rating.setText("1900")

    arbiter.fill = fill
    registration = window.registration_tab
    window.show_tab(0)
    assert registration.add_button.isEnabled()
    with disk_full(desk):
        registration.add_button.click()
    _told(window, arbiter)
    assert [p.name for p in desk.players.all()] == ["Alpha, Ann"]
    window.statusBar().clearMessage()
    arbiter.dialog_errors.clear()
    registration.table.selectRow(0)
    assert registration.remove_button.isEnabled(), registration.remove_button.toolTip()
    with disk_full(desk):
        registration.remove_button.click()
    _told(window, arbiter)
    assert [p.name for p in desk.players.all()] == ["Alpha, Ann"]


def test_a_failed_import_and_creation_are_told(
    window: MainWindow, qtbot: QtBot, arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File → Import TRF (in the background) and New tournament on a full disk: told, and no file is left."""
    monkeypatch.setattr("arbiter_desk.store.database._self_contained", lambda _path: _disk_full(None))
    window.session.close()
    folder = window.commands.data_folder()
    before = sorted(p.name for p in folder.iterdir())
    monkeypatch.setattr(prompts, "open_file", lambda *_args: DEMO)
    window.desk_actions["import_trf"].trigger()
    qtbot.waitUntil(lambda: not window.commands.import_job.is_busy, timeout=60_000)
    _told(window, arbiter)
    window.statusBar().clearMessage()
    arbiter.boxes.clear()
    monkeypatch.setattr(prompts, "save_file", lambda *_args: (folder / "new.adesk", ""))

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        dialog.name.setText("New Open")

    arbiter.fill = fill
    window.desk_actions["new"].trigger()
    _told(window, arbiter)
    assert not window.session.is_open
    assert sorted(p.name for p in folder.iterdir()) == before


@pytest.mark.parametrize("action", ["export_trf", "export_csv"])
def test_a_failed_export_is_told_in_a_box_and_the_status_bar(
    window: MainWindow, arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, action: str
) -> None:
    monkeypatch.setattr(prompts, "save_file", lambda *_args: (tmp_path / "no such folder" / "out.trf", ""))
    window.desk_actions[action].trigger()
    assert arbiter.boxes and "could not be" in arbiter.boxes[-1]
    assert window.statusBar().currentMessage() == arbiter.boxes[-1]
    assert not (tmp_path / "no such folder").exists()
