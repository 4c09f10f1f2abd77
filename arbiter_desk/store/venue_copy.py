"""Moving an event between a tournament file and a venue server, both ways, losslessly: every
table of the schema, row for row, the journal included (undo and redo go on where they stood)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Connection, Engine, insert, select

from arbiter_desk.store.database import READ_ONLY_OPTION, create_database, open_database
from arbiter_desk.store.dialects import continue_ids_after
from arbiter_desk.store.faults import storage_errors
from arbiter_desk.store.migrations import CURRENT_VERSION
from arbiter_desk.store.models import Base
from arbiter_desk.store.server import ServerLocation, check_event_version, create_event, make_server_engine
from arbiter_desk.store.server_guard import record_import

CHUNK = 2000
"""Rows per ``executemany`` (a 5,000-player event's boards go in a few statements)."""


def copy_rows(source: Connection, target: Connection) -> dict[str, int]:
    """Every row of every table of ``source`` into the empty tables of ``target``, parents first; the row
    count per table."""
    counts: dict[str, int] = {}
    for table in Base.metadata.sorted_tables:
        rows = [dict(row) for row in source.execute(select(table)).mappings()]
        for start in range(0, len(rows), CHUNK):
            target.execute(insert(table), rows[start : start + CHUNK])
        counts[table.name] = len(rows)
    return counts


def restart_sequences(connection: Connection) -> None:
    """After rows were copied with their ids, a server's id sequences continue after the largest one."""
    for table in Base.metadata.sorted_tables:
        continue_ids_after(connection, table)


def import_file(path: Path, location: ServerLocation) -> dict[str, int]:
    """A new event on the server holding exactly what the tournament file holds (the file must be at the
    current schema: an older one is upgraded by opening it once on this desk). Nothing is created if it fails."""
    counts: dict[str, int] = {}
    source = open_database(Path(path), read_only=True)

    def fill(engine: Engine) -> None:
        with source.connect() as reading, engine.begin() as writing:
            counts.update(copy_rows(reading, writing))
            restart_sequences(writing)

    try:
        with storage_errors(location.url()):
            create_event(location, fill)
            journal = make_server_engine(location)
            try:
                with journal.begin() as connection:
                    record_import(connection, f"import {Path(path).name} onto the venue server")
            finally:
                journal.dispose()
    finally:
        source.dispose()
    return counts


def export_event(location: ServerLocation, path: Path) -> dict[str, int]:
    """A new tournament file holding exactly what the event on the server holds, read in one snapshot (other
    desks may go on typing meanwhile); the file appears only when complete."""
    counts: dict[str, int] = {}
    source = make_server_engine(location)
    snapshot = source.execution_options(**{READ_ONLY_OPTION: True})  # REPEATABLE READ, no writer's lock

    def fill(engine: Engine) -> None:
        with snapshot.connect() as reading, engine.begin() as writing:
            counts.update(copy_rows(reading, writing))

    try:
        with storage_errors(location.url()):
            with source.connect() as connection:
                check_event_version(connection, location, CURRENT_VERSION)  # a missing event is named
            create_database(Path(path), fill)
    finally:
        source.dispose()
    return counts
