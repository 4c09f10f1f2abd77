"""One guarded event on the test server for the role matrix and the attacks (made once per test session: the
matrix rolls every statement back, the attacks leave the event as a desk may open it).

Round 1 complete, round 2 published with board 1 decided and the others pending (the round in play), round 3 a
draft; a requested bye, a pairing bye, a rating correction; one login per role for every event, and a results
desk of this event only."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass, replace

import psycopg
import pytest

from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.pairing.round_view import round_view
from arbiter_desk.store.server import ServerLocation, drop_event
from arbiter_desk.store.server_roles import add_user, init_server
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem

LOGINS = {role: f"mx_{role}" for role in ("chief", "deputy", "results", "viewer", "publication")}
EVENT_RESULTS = "mx_results_one_event"
"""A results desk of the matrix event only (not of every event)."""


@dataclass(frozen=True)
class GuardedEvent:
    url: str
    schema: str
    other_url: str
    """A second event on the same server (the cross-event attack)."""

    @property
    def admin(self) -> str:
        """The test server's administrator (a superuser)."""
        return ServerLocation.parse(self.url).user

    def location(self, login: str, *, other: bool = False) -> ServerLocation:
        return replace(ServerLocation.parse(self.other_url if other else self.url), user=login)

    def connect(self, login: str, *, other: bool = False) -> psycopg.Connection[tuple[object, ...]]:
        """A raw connection as ``login`` (not through the store), in the event's schema."""
        location = self.location(login, other=other)
        return psycopg.connect(
            host=location.host,
            port=location.port,
            dbname=location.database,
            user=login,
            options=f"-c search_path={location.schema}",
        )


def _fill(url: str, rounds: int) -> None:
    fake = FakeSystem()
    desk = Desk.create(url, SETTINGS, systems=lambda _name: fake)
    register(desk, 9)  # odd: a pairing bye each round
    for number in range(1, rounds + 1):
        desk.rounds.pair_next_round()
        if number == 3:
            break
        desk.rounds.publish_round()
        for line in round_view(desk, number).boards:
            desk.results.record_result(number, line.number, GameResult.WHITE_WINS)
    desk.close()
    if rounds >= 3:  # round 2 back in play: its results after board 1 taken back (journaled by the server)
        location = ServerLocation.parse(url)
        with psycopg.connect(
            host=location.host,
            port=location.port,
            dbname=location.database,
            user=location.user,
            options=f"-c search_path={location.schema}",
        ) as admin:
            admin.execute(
                "UPDATE boards SET white_result = NULL, black_result = NULL WHERE round_no = 2 AND number > 1"
            )
            admin.execute("UPDATE rounds SET state = 'published' WHERE number = 2")


@pytest.fixture(scope="session")
def guarded_event(postgres_url: str) -> Iterator[GuardedEvent]:
    tag = uuid.uuid4().hex[:8]
    url, other = f"{postgres_url}?event=mx{tag}", f"{postgres_url}?event=mxo{tag}"
    init_server(ServerLocation.parse(url))
    for role, login in LOGINS.items():
        add_user(ServerLocation.parse(url), login, role)
    _fill(url, 3)
    _fill(other, 1)
    add_user(ServerLocation.parse(url), EVENT_RESULTS, "results", event=f"mx{tag}")
    try:
        yield GuardedEvent(url, ServerLocation.parse(url).schema, other)
    finally:
        drop_event(ServerLocation.parse(url))
        drop_event(ServerLocation.parse(other))
