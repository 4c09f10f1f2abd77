"""Backups at the venue, on a cluster of this module's own: the chief's desk says "No backup"
until File → Venue backups… (typed by keys) chose a folder; then it writes a backup at once and after every
round published (here by another desk); the server is killed for good after round 4 is published, and the
newest backup opens on a file desk with everything of round 4; only the last N are kept."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.services.venue.venue_backups import backups_in
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from arbiter_desk.ui.common.wording import shown
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.venue.venue_backup import NO_BACKUP, VenueBackupDialog
from tests.postgres_cluster import Cluster
from tests.services.conftest import SETTINGS, finish_round, register
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings

RENDER = Path("/tmp/venue-backup-screens")


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    server = Cluster()
    server.start()
    try:
        yield server
    finally:
        server.remove()


@pytest.mark.timeout(180)
def test_the_backup_after_round_4_opens_on_a_file_desk_once_the_server_is_dead(
    qtbot: QtBot, tmp_path: Path, cluster: Cluster
) -> None:
    url = cluster.url(query="?event=backups")
    fake = FakeSystem()
    other = Desk.create(url, SETTINGS, systems=lambda _name: fake)
    register(other, 8)
    location = ServerLocation.parse(url)
    init_server(location)
    add_user(location, "chief_ann", "chief")
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    assert win.commands.connect_url(replace(location, user="chief_ann").url())
    qtbot.waitUntil(win.venue_link.note_action.isVisible, timeout=5000)
    assert shown(NO_BACKUP) in win.venue_link.note.text()
    RENDER.mkdir(exist_ok=True)
    qtbot.wait(100)
    win.grab().save(str(RENDER / "no_backup.png"))
    folder = tmp_path / "backups"

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, VenueBackupDialog)
        assert dialog.focusWidget() is dialog.folder
        QTest.keyClicks(dialog.folder, str(folder))
        QTest.keyClick(dialog.folder, Qt.Key.Key_Tab)
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)  # past Browse… to the count
        assert dialog.focusWidget() is dialog.keep
        dialog.keep.selectAll()
        QTest.keyClicks(dialog.keep, "3")
        dialog.grab().save(str(RENDER / "venue_backups_dialog.png"))
        QTest.keyClick(dialog.keep, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    win.desk_actions["venue_backups"].trigger()
    qtbot.waitUntil(lambda: len(backups_in(folder, "backups")) == 1, timeout=20000)
    assert "No backup" not in win.venue_link.note.text()
    for round_no in range(1, 5):
        before = win.venue_backup.last
        other.rounds.pair_next_round()
        other.rounds.publish_round()
        qtbot.waitUntil(lambda b=before: win.venue_backup.last != b and not win.venue_backup.job.is_busy, timeout=20000)
        if round_no < 4:
            finish_round(other, round_no)
    newest = backups_in(folder, "backups")[-1]
    assert win.venue_backup.last == newest
    round4 = [(b.number, b.white, b.black) for b in other.rounds.boards(4)]
    round3 = [(b.number, b.white_result) for b in other.rounds.boards(3)]
    other.close()
    win.session.close()
    cluster.remove()  # the server dies for good
    assert len(backups_in(folder, "backups")) == 3  # the last three kept
    desk = Desk.open(newest, systems=lambda _name: fake)
    try:
        assert [r.number for r in desk.rounds.all()] == [1, 2, 3, 4]
        assert desk.rounds.all()[-1].state.value == "published"
        assert [(b.number, b.white, b.black) for b in desk.rounds.boards(4)] == round4
        assert [(b.number, b.white_result) for b in desk.rounds.boards(3)] == round3
    finally:
        desk.close()
