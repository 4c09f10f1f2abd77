"""An event on a venue server (PostgreSQL) behind the same store as a tournament file —
creating, listing, opening events, the same migrations, writers serialised, stale edits refused, and the
event moved to a file and back without losing a row."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import select, text

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import StaleRecordError
from arbiter_desk.services.pairing.round_view import round_view
from arbiter_desk.store import SchemaTooNewError, TournamentStore
from arbiter_desk.store.database import open_database
from arbiter_desk.store.errors import ServerUnreachableError
from arbiter_desk.store.migrations import CURRENT_VERSION, read_version, run_steps
from arbiter_desk.store.models import Base
from arbiter_desk.store.records import PlayerId, PlayerRecord
from arbiter_desk.store.server import (
    ServerLocation,
    ServerLocationError,
    drop_event,
    list_events,
    make_server_engine,
    quoted,
)
from arbiter_desk.store.venue_copy import export_event, import_file
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem


def _desk(url: str | Path, fake: FakeSystem, arbiter: str = "Ann Arbiter") -> Desk:
    return Desk.open(url, systems=lambda _name: fake, arbiter=arbiter)


def _paired_event(url: str, fake: FakeSystem, players: int = 8) -> Desk:
    desk = Desk.create(url, SETTINGS, systems=lambda _name: fake)
    register(desk, players)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    return desk


def _tables(connection: object) -> dict[str, list[tuple[object, ...]]]:
    rows: dict[str, list[tuple[object, ...]]] = {}
    for table in Base.metadata.sorted_tables:
        result = connection.execute(select(table))  # type: ignore[attr-defined]
        rows[table.name] = sorted((tuple(r) for r in result), key=repr)
    return rows


def test_locations_are_parsed_and_bad_ones_refused_in_plain_words() -> None:
    location = ServerLocation.parse("postgresql://chief:secret@venue.local:5433/open2026?event=rapid-A")
    assert (location.host, location.port, location.database, location.user) == (
        "venue.local",
        5433,
        "open2026",
        "chief",
    )
    assert location.schema == "adesk_rapid-A"
    assert "secret" not in str(location) and "secret" in location.url(with_password=True)
    with pytest.raises(ServerLocationError, match="starts with postgresql://"):
        ServerLocation.parse("mysql://venue/open")
    with pytest.raises(ServerLocationError, match="needs a host and a database"):
        ServerLocation.parse("postgresql://venue.local")
    with pytest.raises(ServerLocationError, match="event name"):
        ServerLocation.parse("postgresql://venue.local/open?event=a;drop")
    with pytest.raises(ServerLocationError, match="unknown option"):
        ServerLocation.parse("postgresql://venue.local/open?evnt=a")


def test_events_are_created_listed_opened_and_refused_twice(event_url: str, postgres_url: str) -> None:
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    desk.close()
    name = ServerLocation.parse(event_url).event
    assert name in list_events(ServerLocation.parse(postgres_url))
    with pytest.raises(ServerLocationError, match="already exists"):
        Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    again = _desk(event_url, fake)
    assert again.settings.current().info.name == "Spring Open"
    again.close()
    with pytest.raises(ServerLocationError, match="no event 'nosuchevent'"):
        TournamentStore.open(f"{postgres_url}?event=nosuchevent")


def test_a_failed_creation_leaves_no_event(event_url: str, postgres_url: str) -> None:
    def fill(_store: TournamentStore) -> None:
        raise ZeroDivisionError

    with pytest.raises(ZeroDivisionError):
        TournamentStore.create(event_url, fill)
    assert ServerLocation.parse(event_url).event not in list_events(ServerLocation.parse(postgres_url))


def test_the_same_migration_steps_build_the_models_schema_on_the_server(event_url: str) -> None:
    location = ServerLocation.parse(event_url)
    admin = make_server_engine(location, schema="")
    with admin.begin() as connection:
        connection.execute(text(f"CREATE SCHEMA {quoted(location.schema)}"))
    admin.dispose()
    engine = make_server_engine(location)
    try:
        run_steps(engine, 0, 1)
        with engine.begin() as connection:
            assert read_version(connection) == 1
            connection.execute(text("INSERT INTO rounds (number, state) VALUES (1, 'complete')"))
            connection.execute(text("INSERT INTO rounds (number, state) VALUES (2, 'draft')"))
        store = TournamentStore.open(event_url)  # upgrades 1 -> current with the file's steps
        store.close()
        with engine.connect() as connection:
            assert read_version(connection) == CURRENT_VERSION
            diffs = compare_metadata(MigrationContext.configure(connection), Base.metadata)
            # the server's own: the version table, and foreign keys made DEFERRABLE (undo defers them)
            # (schema 8's unnamed team keys get PostgreSQL's own names: compared by what they link)
            removed = sorted(_link(d[1]) for d in diffs if d[0] == "remove_fk" and d[1].deferrable)
            added = sorted(_link(d[1]) for d in diffs if d[0] == "add_fk" and not d[1].deferrable)
            assert removed == added and len(removed) > 10
            rest = [d for d in diffs if not _is_version_table(d) and d[0] not in ("remove_fk", "add_fk")]
            assert rest == []
            assert connection.execute(text("SELECT count(*) FROM rounds")).scalar_one() == 2
            connection.execute(text(f"UPDATE schema_version SET version = {CURRENT_VERSION + 1}"))
            connection.commit()
        with pytest.raises(SchemaTooNewError, match="newer Arbiter Desk"):
            TournamentStore.open(event_url)
    finally:
        engine.dispose()


def _link(constraint: Any) -> tuple[str, tuple[str, ...], str]:
    return (constraint.table.name, tuple(c.name for c in constraint.columns), constraint.referred_table.name)


def _is_version_table(diff: object) -> bool:
    return isinstance(diff, tuple) and diff[0] == "remove_table" and diff[1].name == "schema_version"


def test_a_stale_result_from_another_desk_is_refused_naming_who(event_url: str) -> None:
    fake = FakeSystem()
    chief = _paired_event(event_url, fake)
    deputy = _desk(event_url, fake, arbiter="Dan Deputy")
    seen = next(line for line in round_view(chief, 1).boards if line.number == 1).seen
    deputy.results.record_result(1, 1, GameResult.WHITE_WINS)
    with pytest.raises(StaleRecordError, match="Dan Deputy"):
        chief.results.record_result(1, 1, GameResult.BLACK_WINS, seen)
    assert next(line for line in round_view(chief, 1).boards if line.number == 1).seen == _seen_now(deputy)
    chief.close()
    deputy.close()


def _seen_now(desk: Desk) -> object:
    return next(line for line in round_view(desk, 1).boards if line.number == 1).seen


def test_writers_are_serialised_per_event(event_url: str) -> None:
    """A second desk's write waits for the first one's transaction to end, as BEGIN IMMEDIATE makes it wait on
    a file; it then sees the committed change."""
    store = TournamentStore.create(event_url)
    other = TournamentStore.open(event_url)
    order: list[str] = []
    with store.command("first"):
        thread = threading.Thread(target=lambda: _second(other, order))
        thread.start()
        time.sleep(0.5)
        order.append("first commits")
    thread.join(10)
    assert order == ["first commits", "second runs"]
    store.close()
    other.close()


def _second(store: TournamentStore, order: list[str]) -> None:
    with store.command("second"):
        order.append("second runs")


def test_file_to_server_to_file_is_lossless_table_by_table(tmp_path: Path, event_url: str) -> None:
    fake = FakeSystem()
    original = tmp_path / "spring.adesk"
    desk = Desk.create(original, SETTINGS, systems=lambda _name: fake)
    register(desk, 12)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.DRAW)
    desk.journal.undo()
    desk.close()

    counts = import_file(original, ServerLocation.parse(event_url))
    assert counts["players"] == 12 and counts["journal"] > 0
    back = tmp_path / "back.adesk"
    export_event(ServerLocation.parse(event_url), back)

    first, second = open_database(original), open_database(back)
    server = make_server_engine(ServerLocation.parse(event_url))
    try:
        with first.connect() as a, second.connect() as b, server.connect() as c:
            expected, on_server, back_again = _tables(a), _tables(c), _tables(b)
            imported = max(on_server["journal"], key=lambda row: int(str(row[0])))  # the import, journaled
            assert (imported[2], imported[3], imported[8]) == (ServerLocation.parse(event_url).user, "import", False)
            for tables in (on_server, back_again):
                assert tables.pop("journal") == sorted([*expected["journal"], imported], key=repr)
            expected.pop("journal")
            assert on_server == expected
            assert back_again == expected
    finally:
        first.dispose()
        second.dispose()
        server.dispose()
    with sqlite3.connect(back) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == CURRENT_VERSION
    on_server = _desk(event_url, fake)  # the journal goes on: redo the undone result, then a new action
    assert on_server.journal.redo_label() is not None
    on_server.journal.redo()
    assert on_server.journal.redo_label() is None and on_server.journal.undo_label() is not None
    on_server.close()
    store = TournamentStore.open(event_url)
    with store.command("register") as (writer, _):  # ids continue after the copied ones
        added = writer.add_player(PlayerRecord(PlayerId(0), PairingNumber(13), "Late Entry"))
    assert added == 13
    store.close()


def test_an_unreachable_server_is_said_in_plain_words(postgres_url: str) -> None:
    dead = ServerLocation.parse(postgres_url)
    url = f"postgresql://{dead.user}@127.0.0.1:1/{dead.database}?event=gone"
    with pytest.raises(ServerUnreachableError, match="venue server cannot be reached"):
        TournamentStore.open(url)


def test_dropping_an_event_removes_it(event_url: str, postgres_url: str) -> None:
    TournamentStore.create(event_url).close()
    drop_event(ServerLocation.parse(event_url))
    assert ServerLocation.parse(event_url).event not in list_events(ServerLocation.parse(postgres_url))
