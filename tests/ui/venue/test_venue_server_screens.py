"""The venue server in the window: File → Connect to a venue server… driven by keys (tab order, remembered without the
password), a result typed on another desk shown here within a second, a lost connection said at once in a
banner and gone when the server answers again. Rendered to PNG for a look."""

from __future__ import annotations

import time
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, GameResult
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.venue.venue_server_dialog import VenueServerDialog
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings

RENDER = Path("/tmp/venue-server-screens")


def _event(url: str) -> None:
    fake = FakeSystem()
    desk = Desk.create(url, SETTINGS, systems=lambda _name: fake)
    register(desk, 8)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.close()


def _type(widget: QWidget, text: str) -> None:
    QTest.keyClicks(widget, text)
    QTest.keyClick(widget, Qt.Key.Key_Tab)


def test_the_dialog_is_typed_by_keys_and_remembers_all_but_the_password(qtbot: QtBot, tmp_path: Path) -> None:
    settings = isolated_settings(tmp_path)
    dialog = VenueServerDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.host
    _type(dialog.host, "venue.local")
    assert dialog.focusWidget() is dialog.port
    dialog.port.selectAll()
    _type(dialog.port, "5433")
    assert dialog.focusWidget() is dialog.database
    _type(dialog.database, "open2026")
    _type(dialog.user, "dan")
    assert dialog.focusWidget() is dialog.password
    _type(dialog.password, "s3cret")
    assert dialog.focusWidget() is dialog.event_name
    QTest.keyClicks(dialog.event_name, "rapid a")  # a space: refused, the field named, the dialog stays
    QTest.keyClick(dialog.event_name, Qt.Key.Key_Return)
    assert dialog.isVisible() and "Event name" in dialog.problem.text() and dialog.focusWidget() is dialog.event_name
    RENDER.mkdir(exist_ok=True)
    dialog.grab().save(str(RENDER / "connect_dialog.png"))
    dialog.event_name.selectAll()
    QTest.keyClicks(dialog.event_name, "rapid-a")
    QTest.keyClick(dialog.event_name, Qt.Key.Key_Return)
    assert dialog.result() == VenueServerDialog.DialogCode.Accepted
    assert dialog.location == ServerLocation("venue.local", 5433, "open2026", "dan", "s3cret", "rapid-a")
    stored = {key: settings.value(key) for key in settings.allKeys()}
    assert "s3cret" not in repr(stored)
    again = VenueServerDialog(settings)
    qtbot.addWidget(again)
    again.show()
    assert (again.host.text(), again.port.value(), again.user.text(), again.event_name.text()) == (
        "venue.local",
        5433,
        "dan",
        "rapid-a",
    )
    assert again.password.text() == "" and again.focusWidget() is again.password


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, event_url: str) -> MainWindow:
    """The window connected to an event through File → Connect to a venue server…, typed by keys."""
    _event(event_url)
    location = ServerLocation.parse(event_url)
    settings = isolated_settings(tmp_path)
    for key, value in (("host", location.host), ("port", location.port), ("database", location.database)):
        settings.setValue(f"venue_server/{key}", value)
    win = MainWindow(settings=settings, data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, VenueServerDialog)
        _type(dialog.user, location.user)
        _type(dialog.password, "any")
        QTest.keyClicks(dialog.event_name, location.event)
        QTest.keyClick(dialog.event_name, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    win.desk_actions["connect_server"].trigger()
    assert win.session.is_open and win.session.require().server is not None
    win.show_tab(win.tab_pages().index(win.results_tab))
    return win


def _result_cells(window: MainWindow, board: int) -> str:
    model = window.results_tab.model
    return " ".join(str(model.data(model.index(board - 1, c)) or "") for c in range(model.columnCount()))


def test_a_result_typed_on_another_desk_shows_here_within_a_second(
    qtbot: QtBot, window: MainWindow, event_url: str
) -> None:
    other = Desk.open(event_url, systems=lambda _name: FakeSystem(), arbiter="Dan Deputy")
    before = _result_cells(window, 2)
    typed = time.monotonic()
    other.results.record_result(1, 2, GameResult.DRAW)
    qtbot.waitUntil(lambda: _result_cells(window, 2) != before, timeout=1000)
    assert time.monotonic() - typed < 1.0 and "½" in _result_cells(window, 2)
    assert "board 2" not in window.desk_actions["undo"].text()  # another desk's action: not this desk's Undo
    window.grab().save(str(RENDER / "connected_window.png"))
    other.close()


def test_a_lost_connection_is_said_at_once_and_cleared_when_back(
    qtbot: QtBot, window: MainWindow, event_url: str
) -> None:
    location = ServerLocation.parse(event_url)
    assert not window.venue_link.label.isVisible()
    with psycopg.connect(
        host=location.host, port=location.port, dbname=location.database, user=location.user, autocommit=True
    ) as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE %s",
            ("arbiter-desk % listener",),
        )
    qtbot.waitUntil(window.venue_link.label.isVisible, timeout=1000)
    assert "Connection to the venue server lost" in window.venue_link.label.text()
    window.grab().save(str(RENDER / "connection_lost.png"))
    assert "The venue server cannot be reached (" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not window.venue_link.label.isVisible(), timeout=5000)
    window.session.close()


def test_a_viewers_desk_shows_it_only_reads(qtbot: QtBot, tmp_path: Path, event_url: str) -> None:
    from dataclasses import replace

    from arbiter_desk.store.server_roles import add_user, init_server

    _event(event_url)
    location = ServerLocation.parse(event_url)
    init_server(location)
    add_user(location, "adesk_test_viewer", "viewer")
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    assert win.commands.connect_url(replace(location, user="adesk_test_viewer").url())
    assert win.read_only_bar.isVisible()
    assert (
        "your role on the venue server (viewer) only reads"
        in win.read_only_bar.widgetForAction(win.read_only_bar.actions()[0]).text()
    )  # type: ignore[union-attr]
    assert f"event {location.event} on" in win.status_text and "(viewer)" in win.status_text
    win.grab().save(str(RENDER / "viewer_window.png"))
    win.session.close()
