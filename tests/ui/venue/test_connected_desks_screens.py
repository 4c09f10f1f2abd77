"""File → Connected desks…: the chief sees every desk connected to the event's server — its
computer, login, role and last change in the event (the newest journal entry of that login) — and Escape
closes the list."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, GameResult
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.venue.connected_desks import ConnectedDesksDialog
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings

RENDER = Path("/tmp/connected-desks")


def test_the_connected_desks_are_listed_with_role_and_last_change(qtbot: QtBot, tmp_path: Path, event_url: str) -> None:
    fake = FakeSystem()
    chief = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    register(chief, 8)
    chief.rounds.pair_next_round()
    chief.rounds.publish_round()
    location = ServerLocation.parse(event_url)
    init_server(location)
    add_user(location, "adesk_cd_rita", "results")
    rita = Desk.open(replace(location, user="adesk_cd_rita").url(), systems=lambda _name: fake)
    rita.results.record_result(1, 1, GameResult.WHITE_WINS)
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    assert win.commands.connect_url(event_url)
    rows: list[list[str]] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ConnectedDesksDialog):  # still being read (off the GUI thread): look again
            QTimer.singleShot(20, answer)
            return
        table = dialog.table
        rows.extend([table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount()))
        RENDER.mkdir(exist_ok=True)
        dialog.grab().save(str(RENDER / "connected_desks.png"))
        QTest.keyClick(dialog.table, Qt.Key.Key_Escape)

    QTimer.singleShot(0, answer)
    win.desk_actions["connected_desks"].trigger()
    by_user = {row[1]: row for row in rows}
    assert "adesk_cd_rita" in by_user and by_user["adesk_cd_rita"][2] == "results desk"
    assert "board 1" in by_user["adesk_cd_rita"][5]
    assert location.user in by_user  # this desk itself, and the chief's test desk named by its machine
    assert len(rows) == 3  # one row per desk, however many connections it holds
    assert "?" not in {row[0] for row in rows}  # every desk names its computer
    win.session.close()
    rita.close()
    chief.close()
