"""The venue server's small refusals in plain words, never a traceback nor a password, on a
cluster of this module's own that asks for passwords (scram-sha-256, TLS on): ``server init`` without a
password, ``server events`` on an unreachable server, ``init``/``add-user`` by a login that may not create
roles, a wrong password, ``%00`` in a password, ``--server URL x``, a login created without a password, and
``--server`` asking for the password the address did not give."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.__main__ import main
from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.services import Desk
from arbiter_desk.store.server import ServerLocation, ServerLocationError
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.postgres_cluster import TLS_PASSWORD, Cluster, tls_cluster
from tests.services.conftest import SETTINGS
from tests.ui.desk_helpers import isolated_settings


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    server = tls_cluster(tmp_path_factory.mktemp("certs"))
    try:
        with psycopg.connect(server.url(), autocommit=True) as admin:
            admin.execute("CREATE ROLE plain_login LOGIN PASSWORD 'plainpw'")
        Desk.create(server.url(query="?event=messages"), SETTINGS).close()
        yield server
    finally:
        server.remove()


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = run(list(argv), io.StringIO())
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.fixture(autouse=True)
def _no_pgpass(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PGPASSFILE", "/nonexistent")
    monkeypatch.delenv("PGPASSWORD", raising=False)


def test_init_without_a_password_says_so(cluster: Cluster, capsys: pytest.CaptureFixture[str]) -> None:
    code, said = _run(capsys, "server", "init", cluster.url(password=""))
    assert code != EXIT_OK and "asks for a password and none was given" in said and "Traceback" not in said


def test_events_on_an_unreachable_server_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    code, said = _run(capsys, "server", "events", "postgresql://someone@127.0.0.1:1/postgres")
    assert code != EXIT_OK and "cannot be reached" in said and "Traceback" not in said


def test_a_login_that_may_not_create_roles_is_told_plainly(
    cluster: Cluster, capsys: pytest.CaptureFixture[str]
) -> None:
    url = cluster.url(user="plain_login", password="plainpw")
    for argv in (("server", "init", url), ("server", "add-user", url, "newbie", "--role", "viewer")):
        code, said = _run(capsys, *argv)
        assert code != EXIT_OK and "refused" in said and "Traceback" not in said and "plainpw" not in said


def test_a_wrong_password_is_said_as_such(cluster: Cluster, capsys: pytest.CaptureFixture[str]) -> None:
    code, said = _run(capsys, "server", "events", cluster.url(password="not-it"))
    assert code != EXIT_OK and "wrong password" in said and "cannot be reached" not in said
    assert "not-it" not in said


def test_a_nul_in_the_password_is_refused_by_name() -> None:
    with pytest.raises(ServerLocationError, match="password holds a NUL character") as refused:
        ServerLocation.parse("postgresql://ann:se%00cret@host:5433/db")
    assert "se\x00cret" not in str(refused.value) and "cret" not in str(refused.value)


def test_server_with_more_arguments_never_echoes_the_password(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--server", "postgresql://ann:topsecret@host/db?event=e", "x"]) == 2
    assert "topsecret" not in capsys.readouterr().err
    assert run(["server", "events", "postgresql://ann:topsecret@host/db", "x"], io.StringIO()) == 2
    assert "topsecret" not in capsys.readouterr().err


def test_a_login_made_without_a_password_warns(cluster: Cluster, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "server", "init", cluster.url())[0] == EXIT_OK
    code, said = _run(capsys, "server", "add-user", cluster.url(), "nopass_viewer", "--role", "viewer")
    assert code == EXIT_OK and "warning: user nopass_viewer has no password" in said


def test_server_asks_for_the_password_the_address_did_not_give(qtbot: QtBot, tmp_path: Path, cluster: Cluster) -> None:
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    asked: list[str] = []

    def typed(where: ServerLocation) -> str:
        asked.append(where.user)
        return TLS_PASSWORD

    win.commands.ask_password = typed
    assert win.commands.connect_url(cluster.url(password="", query="?event=messages"))
    assert asked == ["postgres"] and win.session.is_open
    assert TLS_PASSWORD not in win.session.require().server.url()  # type: ignore[union-attr]
    win.session.close()
