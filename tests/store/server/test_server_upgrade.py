"""An event made before the server guarded its events (tables owned by the login that created it, the journal
written by the desks) is brought under the guard by running ``arbiter-desk server init`` again: afterwards it is
owned by ``adesk_owner``, its journal is the server's, its older entries go on being undone, and a second
``init`` leaves it as it is."""

from __future__ import annotations

import pytest

from arbiter_desk.services import Desk, GameResult
from arbiter_desk.store import server as server_module
from arbiter_desk.store.server import ServerLocation, make_server_engine
from arbiter_desk.store.server_guard import OWNER, guard_version
from arbiter_desk.store.server_roles import init_server
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem


def _owners(url: str) -> set[str]:
    engine = make_server_engine(ServerLocation.parse(url))
    try:
        with engine.connect() as connection:
            rows = connection.exec_driver_sql(
                "SELECT DISTINCT pg_get_userbyid(relowner) FROM pg_class "
                "WHERE relnamespace = current_schema()::regnamespace"
            )
            return {str(r[0]) for r in rows}
    finally:
        engine.dispose()


def test_server_init_upgrades_an_event_made_by_an_older_version(
    event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = FakeSystem()
    with monkeypatch.context() as older:
        older.setattr(server_module, "EVENT_CREATED", [])  # as an older version made events
        desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.DRAW)
    assert not desk._store.guarded and OWNER not in _owners(event_url)
    desk.close()

    assert ServerLocation.parse(event_url).event in init_server(ServerLocation.parse(event_url))
    assert _owners(event_url) == {OWNER}
    upgraded = Desk.open(event_url, systems=lambda _name: fake, desk="chief")
    try:
        assert upgraded._store.guarded
        assert "board 1" in (upgraded.journal.undo_label() or "")  # the older entries go on (the chief's desk)
        upgraded.journal.undo()
        upgraded.results.record_result(1, 2, GameResult.WHITE_WINS)
        assert upgraded.journal.entries()[-1].who == ServerLocation.parse(event_url).user  # written by the server
    finally:
        upgraded.close()
    engine = make_server_engine(ServerLocation.parse(event_url), schema="")
    try:
        with engine.connect() as connection:
            comment = connection.exec_driver_sql(
                "SELECT obj_description(oid, 'pg_namespace') FROM pg_namespace WHERE nspname = %(s)s",
                {"s": ServerLocation.parse(event_url).schema},
            ).scalar()
    finally:
        engine.dispose()
    assert comment == guard_version()  # a second init skips it
