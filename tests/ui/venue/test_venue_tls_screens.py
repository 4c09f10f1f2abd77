"""File → Connect to a venue server… with encryption, typed by keys, on a cluster of this
module's own with TLS on: "Required, the venue's server only (verify-full)" with the venue's CA certificate
connects and the banner stays quiet; "Never (disable)" connects and the banner marks it "Not encrypted"; a
wrong password is said in the dialog's place as a wrong password, not as an unreachable server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.venue.venue_server_dialog import VenueServerDialog
from tests.postgres_cluster import TLS_PASSWORD, Cluster, tls_cluster
from tests.services.conftest import SETTINGS
from tests.ui.desk_helpers import isolated_settings

RENDER = Path("/tmp/venue-tls-screens")


@pytest.fixture(scope="module")
def certificates(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("certs")


@pytest.fixture(scope="module")
def cluster(certificates: Path) -> Iterator[Cluster]:
    server = tls_cluster(certificates)
    try:
        Desk.create(server.url(query="?event=tlsopen&sslmode=disable"), SETTINGS).close()
        yield server
    finally:
        server.remove()


def _type(widget: QWidget, text: str) -> None:
    QTest.keyClicks(widget, text)
    QTest.keyClick(widget, Qt.Key.Key_Tab)


def _connect_by_keys(
    qtbot: QtBot, tmp_path: Path, cluster: Cluster, steps_down: int, ca: str, password: str
) -> MainWindow:
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, VenueServerDialog)
        _type(dialog.host, "127.0.0.1")
        dialog.port.selectAll()
        _type(dialog.port, str(cluster.port))
        _type(dialog.database, "postgres")
        _type(dialog.user, "postgres")
        _type(dialog.password, password)
        _type(dialog.event_name, "tlsopen")
        assert dialog.focusWidget() is dialog.encryption
        for _ in range(steps_down):
            QTest.keyClick(dialog.encryption, Qt.Key.Key_Down)
        QTest.keyClick(dialog.encryption, Qt.Key.Key_Tab)
        assert dialog.focusWidget() is dialog.ca_file
        QTest.keyClicks(dialog.ca_file, ca)
        RENDER.mkdir(exist_ok=True)
        dialog.grab().save(str(RENDER / "connect_dialog_tls.png"))
        QTest.keyClick(dialog.ca_file, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    win.desk_actions["connect_server"].trigger()
    return win


def test_verify_full_connects_by_keys_and_the_banner_stays_quiet(
    qtbot: QtBot, tmp_path: Path, cluster: Cluster, certificates: Path
) -> None:
    win = _connect_by_keys(qtbot, tmp_path, cluster, 1, str(certificates / "venue-ca.crt"), TLS_PASSWORD)
    assert win.session.is_open
    assert win.session.require().server.option("sslmode") == "verify-full"  # type: ignore[union-attr]
    assert "Not encrypted" not in win.venue_link.note.text()  # (a chief's desk may still say "No backup")
    win.session.close()


def test_an_unencrypted_connection_is_marked_on_the_banner(qtbot: QtBot, tmp_path: Path, cluster: Cluster) -> None:
    win = _connect_by_keys(qtbot, tmp_path, cluster, 4, "", TLS_PASSWORD)
    assert win.session.is_open
    qtbot.waitUntil(win.venue_link.note_action.isVisible, timeout=5000)
    assert win.venue_link.note.text().startswith("Not encrypted")
    assert "sslmode=disable" in win.venue_link.note.toolTip()
    win.grab().save(str(RENDER / "not_encrypted.png"))
    win.session.close()


def test_a_wrong_password_is_said_as_such(
    qtbot: QtBot, tmp_path: Path, cluster: Cluster, certificates: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arbiter_desk.ui.common import prompts

    said: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: said.append(text))
    win = _connect_by_keys(qtbot, tmp_path, cluster, 1, str(certificates / "venue-ca.crt"), "not-it")
    assert not win.session.is_open
    assert said and "wrong password" in said[0] and "cannot be reached" not in said[0]
