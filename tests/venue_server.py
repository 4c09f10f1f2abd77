"""A real PostgreSQL server for the venue-server tests.

``ARBITER_DESK_TEST_POSTGRES`` (a ``postgresql://user@host:port/database`` URL of a superuser or of a user
that may create schemas and roles) is used when set. Otherwise the tests start their own cluster in a
temporary folder when PostgreSQL's programs are found and the user is not root (``initdb`` refuses root),
else they are skipped with the reason; with ``ARBITER_DESK_REQUIRE_POSTGRES=1`` they fail instead of skipping
(CI: a missing server must never pass silently)."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_desk.store.server import ServerLocation, drop_event

URL_VARIABLE = "ARBITER_DESK_TEST_POSTGRES"
REQUIRE_VARIABLE = "ARBITER_DESK_REQUIRE_POSTGRES"


def postgres_programs() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: on the PATH, else Debian's ``/usr/lib/postgresql/*/bin``."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(candidates[-1]).parent if candidates else None


def _no_server(reason: str) -> None:
    if os.environ.get(REQUIRE_VARIABLE) == "1":
        pytest.fail(f"{REQUIRE_VARIABLE}=1 but no PostgreSQL server: {reason}")
    pytest.skip(f"no PostgreSQL server: {reason}")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="session")
def postgres_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The URL of a PostgreSQL database the tests may create events and roles in."""
    given = os.environ.get(URL_VARIABLE, "").strip()
    if given:
        yield given
        return
    programs = postgres_programs()
    if programs is None:
        _no_server(f"{URL_VARIABLE} is not set and PostgreSQL's programs (initdb, pg_ctl) were not found")
    assert programs is not None
    if os.geteuid() == 0:
        _no_server(f"{URL_VARIABLE} is not set and initdb refuses to run as root")
    folder = tmp_path_factory.mktemp("postgres")
    data = folder / "data"
    port = _free_port()
    subprocess.run(
        [programs / "initdb", "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"],
        check=True,
        capture_output=True,
    )
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off"
    subprocess.run(
        [programs / "pg_ctl", "-D", data, "-o", options, "-l", folder / "log", "-w", "start"],
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([programs / "pg_ctl", "-D", data, "-m", "fast", "-w", "stop"], capture_output=True)


@pytest.fixture
def event_url(postgres_url: str) -> Iterator[str]:
    """A fresh event name on the test server (dropped afterwards)."""
    url = f"{postgres_url}?event=t{uuid.uuid4().hex[:12]}"
    yield url
    drop_event(ServerLocation.parse(url))


@pytest.fixture(params=["file", "server"])
def store_location(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where a store test's tournament lives: a file, or an event on the venue server (the store's
    tests run on both backends)."""
    if request.param == "file":
        return tmp_path / "t.adesk"
    return str(request.getfixturevalue("event_url"))
