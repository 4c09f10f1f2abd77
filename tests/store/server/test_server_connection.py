"""A hung venue server (every process SIGSTOPped: the kernel keeps the connections, so neither
``statement_timeout`` nor keepalives fire) never blocks the GUI thread for long: each wait for
the server's answer is bounded on the client, connecting included, and the desk is told "does not answer"."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from sqlalchemy import text

from arbiter_desk.services import Desk
from arbiter_desk.services.event.errors import ServerNotAnsweringError
from arbiter_desk.store.server import ServerLocation, make_server_engine
from arbiter_desk.store.server_connection import answer_wait
from tests.postgres_cluster import Cluster
from tests.services.conftest import SETTINGS, register


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    server = Cluster()
    server.start()
    try:
        yield server
    finally:
        server.remove()


@pytest.mark.timeout(60)
def test_a_hung_server_is_said_not_to_answer_within_bounds_on_the_gui_thread(cluster: Cluster) -> None:
    url = cluster.url(query="?event=hung")
    desk = Desk.create(url, SETTINGS)
    register(desk, 2)
    try:
        cluster.freeze()
        started = time.monotonic()
        with pytest.raises(ServerNotAnsweringError, match="does not answer"):
            desk.players.all()
        assert time.monotonic() - started < 10
        started = time.monotonic()
        with pytest.raises(ServerNotAnsweringError, match="does not answer"):
            desk.players.all()  # a new connection: connecting is bounded as well
        assert time.monotonic() - started < 10
    finally:
        cluster.thaw()
    assert len(desk.players.all()) == 2  # the desk goes on once the server runs again
    desk.close()


def test_sql_on_the_gui_thread_without_a_limit_fails_the_guard(cluster: Cluster) -> None:
    engine = make_server_engine(ServerLocation.parse(cluster.url()), schema="")
    try:
        with answer_wait(None), pytest.raises(AssertionError, match="without a limit"), engine.connect() as c:
            c.execute(text("SELECT 1"))
    finally:
        engine.dispose()
