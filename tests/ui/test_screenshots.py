"""Renders the desk's pages to ``tests/output/*.png`` (git-ignored) so a person can look at them, and checks
that what a user reads is not cut: table headers fit their columns, labels of the forms are shown whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.guide.help_dialogs import ShortcutsDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def save(widget: QWidget, name: str) -> Path:
    OUTPUT.mkdir(exist_ok=True)
    QApplication.processEvents()
    path = OUTPUT / f"{name}.png"
    assert widget.grab().save(str(path))
    assert path.stat().st_size > 5_000
    return path


def assert_headers_fit(view: QAbstractItemView) -> None:
    header = view.horizontalHeader()  # type: ignore[attr-defined]
    metrics = header.fontMetrics()
    model = view.model()
    for column in range(model.columnCount()):
        title = str(model.headerData(column, header.orientation()))
        needed = metrics.horizontalAdvance(title)
        assert header.sectionSize(column) >= needed, f"column {title!r} is cut"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(prompts, "warn", lambda *_args: None)
    data = tmp_path / "data"
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: data)
    qtbot.addWidget(win)
    win.resize(1200, 780)
    win.show()
    return win


def test_start_page(window: MainWindow, tmp_path: Path) -> None:
    save(window, "start_page_empty")
    window.commands.recent.add(tmp_path / "Club-Championship-2026.adesk")
    window.commands.recent.add(tmp_path / "Spring-Rapid.adesk")
    save(window, "start_page")


def test_registration_and_late_entries_on_the_demo(window: MainWindow) -> None:
    window.desk_actions["open_demo"].trigger()
    window.tabs.setCurrentWidget(window.registration_tab)
    window.registration_tab.table.selectRow(3)
    save(window, "registration")
    assert_headers_fit(window.registration_tab.table)
    session = window.session
    players = session.require().players.all()
    session.run(lambda d: d.players.register_player(PlayerData("Late, Larry", rating=1500, federation="FRA"), 5))
    session.run(lambda d: d.players.withdraw_player(players[5].id))
    session.run(lambda d: d.players.request_bye(players[2].id, 6, ResultCode.ZERO_BYE))
    window.tabs.setCurrentWidget(window.late_entries_tab)
    save(window, "late_entries")
    window.tabs.setCurrentWidget(window.registration_tab)
    window.registration_tab.table.sortByColumn(7, Qt.SortOrder.DescendingOrder)
    save(window, "registration_by_status")
    assert_headers_fit(window.late_entries_tab.table)


def test_dialogs(qtbot: QtBot, window: MainWindow) -> None:
    dialog = PlayerDialog(lambda _data, _entry: "FIDE id 100004 is already registered for Eriksen, Dmitri (#1)")
    qtbot.addWidget(dialog)
    dialog.name.setText("Carlsen Magnus")
    dialog.rating.setText("3600")
    dialog.show()
    dialog.accept()
    save(dialog, "player_dialog_errors")
    dialog.name.setText("Carlsen, Magnus")
    dialog.rating.setText("2830")
    dialog.fide_id.setText("100004")
    dialog.accept()
    save(dialog, "player_dialog_refused")
    late = PlayerDialog(lambda _data, _entry: None, None, (4, 7))
    qtbot.addWidget(late)
    late.show()
    save(late, "late_entry_dialog")
    window.desk_actions["open_demo"].trigger()
    settings = SettingsDialog(window.session.require().settings.current(), "Keller, Tobias")
    qtbot.addWidget(settings)
    settings.show()
    save(settings, "settings_dialog")
    shortcuts = ShortcutsDialog()
    qtbot.addWidget(shortcuts)
    shortcuts.show()
    save(shortcuts, "shortcuts_dialog")
