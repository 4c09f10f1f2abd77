"""The venue server: events on a PostgreSQL database, one schema per event, the same tables,
migrations and journal as a tournament file.

A location is ``postgresql://user[:password]@host[:port]/database?event=<name>``; the event lives in the
schema ``adesk_<name>`` and every connection sets ``search_path`` to it, so the store's statements are the
file's. The schema version is a one-row table ``schema_version`` (``PRAGMA user_version`` on a file).

Writes are serialised as ``BEGIN IMMEDIATE`` serialises them on a file: every write transaction first takes
the event's transaction-level advisory lock, then reads at READ COMMITTED, so it sees every change committed
before it and the store's staleness checks refuse an edit made on an older view naming who changed what.
A read runs at REPEATABLE READ (one consistent snapshot, never blocking a writer).

The address and its libpq parameters (``sslmode``, ``sslrootcert``, …) are ``store.server_location``'s; every
wait for the server is bounded on the client (``store.server_connection``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import QueuePool

from arbiter_desk.store.database import DEFAULT_LOCK_WAIT_MS, READ_ONLY_OPTION, WAIT_OPTION
from arbiter_desk.store.errors import RoleRefusedError, SchemaTooNewError
from arbiter_desk.store.migrations import CURRENT_VERSION, VERSION_TABLE, read_version, run_steps, write_version
from arbiter_desk.store.models import Base
from arbiter_desk.store.server_connection import (
    SQL_WATCH,
    STATEMENT_TIMEOUT_MS,
    WatchedConnection,
)
from arbiter_desk.store.server_guard import event_role, is_guarded, may_take_write_lock
from arbiter_desk.store.server_location import (
    EVENT_NAME,
    SCHEMA_PREFIX,
    ServerLocation,
    ServerLocationError,
    check_event_name,
    desk_application_name,
    is_server_location,
)
from arbiter_desk.store.server_role_table import ROLE_KEYS

__all__ = [  # the location's names stay importable from here, where the store's callers have always found them
    "EVENT_CREATED",
    "EVENT_NAME",
    "SCHEMA_PREFIX",
    "ServerLocation",
    "ServerLocationError",
    "announce_changes",
    "check_event_name",
    "check_event_version",
    "create_event",
    "defer_foreign_keys",
    "drop_event",
    "is_server_location",
    "journal_author",
    "list_events",
    "make_server_engine",
    "open_event",
    "quoted",
    "session_user",
]


def quoted(identifier: str) -> str:
    return '"' + identifier.replace('"', '""') + '"'


def make_server_engine(location: ServerLocation, *, schema: str | None = None, desk: str = "") -> Engine:
    """An engine whose connections live in the event's schema (``search_path``), writes serialised per event.

    ``schema=""`` for a connection outside any event (listing, creating roles); ``desk``: the desk's name, sent as
    the connections' ``application_name`` (the server journals each entry with it: a desk undoes its own)."""
    search_path = location.schema if schema is None else schema
    connect_args: dict[str, Any] = location.libpq_parameters(application_name(desk))
    settings = f"-c statement_timeout={STATEMENT_TIMEOUT_MS} -c lock_timeout={STATEMENT_TIMEOUT_MS // 3}"
    connect_args["options"] = settings + (f" -c search_path={quoted(search_path)}" if search_path else "")
    engine = create_engine(
        location.sqlalchemy_url(),
        poolclass=QueuePool,
        pool_size=1,
        max_overflow=4,
        pool_pre_ping=True,
        connect_args=connect_args,
    )

    guarded: dict[str, bool | None] = {"event": None, "writer": None}
    """Whether the event is under the server's guard (``store.server_guard``), found at the first write."""

    @event.listens_for(engine, "do_connect")
    def _connect(_dialect: Any, _record: Any, args: Any, params: dict[str, Any]) -> Any:
        return WatchedConnection.connect(*args, **params)  # every wait for the server bounded on the client

    @event.listens_for(engine, "before_cursor_execute")
    def _watch(*_args: Any) -> None:
        for hook in SQL_WATCH:
            hook()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        options = connection.get_execution_options()
        if options.get(READ_ONLY_OPTION, False):
            connection.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            return
        wait = int(options.get(WAIT_OPTION, DEFAULT_LOCK_WAIT_MS))
        connection.exec_driver_sql(f"SET LOCAL lock_timeout = {max(wait, 1)}")
        if search_path and guarded.get("event") is None:
            guarded["event"] = is_guarded(connection)
            guarded["writer"] = guarded["event"] and may_take_write_lock(connection)
        if search_path and guarded["event"]:
            if not guarded["writer"]:
                return  # a viewer: it reads only, and the server refuses its writes anyway
            # a row lock only the write path may take (viewers may not call it; nobody may lock the row itself)
            connection.exec_driver_sql("SELECT adesk_write_lock()")
        elif search_path:
            connection.exec_driver_sql("SELECT pg_advisory_xact_lock(hashtext(current_schema()))")

    return engine


def application_name(desk: str) -> str:
    """``arbiter-desk`` and the desk's name (PostgreSQL keeps 63 characters of it); a desk without a name of
    its own (the command line, a test) is named by its machine, as the chief's list of connected desks shows."""
    return f"arbiter-desk {desk}"[:63].strip() if desk else desk_application_name()


def defer_foreign_keys(connection: Connection) -> None:
    """Make every foreign key of the event's schema ``DEFERRABLE`` (still checked per statement unless a
    transaction defers them): undo and redo defer them to the commit, as ``PRAGMA defer_foreign_keys`` does on
    a file, so the order of a journal entry's rows never matters."""
    rows = connection.execute(
        text(
            "SELECT c.conrelid::regclass::text, c.conname FROM pg_constraint c "
            "JOIN pg_namespace n ON n.oid = c.connamespace "
            "WHERE c.contype = 'f' AND n.nspname = current_schema() AND NOT c.condeferrable"
        )
    ).fetchall()
    for table, name in rows:
        connection.execute(text(f"ALTER TABLE {table} ALTER CONSTRAINT {quoted(name)} DEFERRABLE"))


_ANNOUNCE = """
CREATE OR REPLACE FUNCTION adesk_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify(TG_TABLE_SCHEMA, json_build_object(
        'seq', NEW.seq, 'action', NEW.action, 'who', NEW.who, 'label', left(NEW.label, 200))::text);
    RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS adesk_announce ON journal;
CREATE TRIGGER adesk_announce AFTER INSERT ON journal FOR EACH ROW EXECUTE FUNCTION adesk_announce();
"""


def announce_changes(connection: Connection) -> None:
    """Every journal entry, i.e. every committed action, is announced on the channel named after the event's
    schema (``NOTIFY`` is delivered at the commit, never for a rolled-back action): the other desks listening
    (``store.server_listener``) read the new entries and refresh what they changed."""
    connection.execute(text(_ANNOUNCE))


def list_events(location: ServerLocation) -> list[str]:
    """The events on the server's database (schemas ``adesk_*`` holding a schema version), sorted by name."""
    engine = make_server_engine(location, schema="")
    try:
        with engine.connect() as connection:
            rows = connection.execute(
                text(
                    "SELECT n.nspname FROM pg_namespace n JOIN pg_class c ON c.relnamespace = n.oid "
                    "WHERE c.relname = :table AND c.relkind = 'r' AND n.nspname LIKE :prefix ORDER BY 1"
                ),
                {"table": VERSION_TABLE, "prefix": SCHEMA_PREFIX.replace("_", "\\_") + "%"},
            ).fetchall()
    finally:
        engine.dispose()
    return [str(row[0])[len(SCHEMA_PREFIX) :] for row in rows]


def event_exists(connection: Connection, schema: str) -> bool:
    found = connection.execute(
        text(
            "SELECT 1 FROM pg_namespace n JOIN pg_class c ON c.relnamespace = n.oid "
            "WHERE n.nspname = :schema AND c.relname = :table"
        ),
        {"schema": schema, "table": VERSION_TABLE},
    ).first()
    return found is not None


def check_event_version(connection: Connection, location: ServerLocation, current: int) -> int:
    """The event's schema version; refuses a missing event and one written by a newer program."""
    if not event_exists(connection, location.schema):
        raise ServerLocationError(f"no event {location.event!r} on {location.host}/{location.database}")
    version = read_version(connection)
    if version > current:
        raise SchemaTooNewError(
            f"event {location.event!r}: written by a newer Arbiter Desk (schema {version}, this program knows up "
            f"to {current}); update the program to open it"
        )
    return version


def create_event(location: ServerLocation, fill: Callable[[Engine], None] | None = None) -> None:
    """A new event at the current schema, filled by ``fill`` and then put under the server's guard
    (``EVENT_CREATED``: owner, roles, checks, journal triggers); an event whose filling or guarding failed is
    dropped again, so nothing half-made keeps the name. Refuses an existing event."""
    admin = make_server_engine(location, schema="")
    try:
        with admin.begin() as connection:
            schema = location.schema
            if event_exists(connection, schema):
                raise ServerLocationError(
                    f"event {location.event!r} already exists on {location.host}/{location.database}"
                )
            try:
                connection.execute(text(f"CREATE SCHEMA {quoted(schema)}"))
            except DBAPIError as exc:
                if getattr(exc.orig, "sqlstate", "") != "42501":
                    raise
                raise RoleRefusedError(
                    f"the login {location.user or 'used'} may not create events on {location.host}/"
                    f"{location.database}: the venue server's administrator creates and imports them",
                    "",
                ) from None
            connection.execute(text(f"SET LOCAL search_path TO {quoted(schema)}"))
            Base.metadata.create_all(connection)
            defer_foreign_keys(connection)
            announce_changes(connection)
            write_version(connection, CURRENT_VERSION)
        try:
            if fill is not None:
                engine = make_server_engine(location)
                try:
                    fill(engine)
                finally:
                    engine.dispose()
            with admin.begin() as connection:
                for hook in EVENT_CREATED:
                    hook(connection, schema)
        except BaseException:
            drop_event(location)
            raise
    finally:
        admin.dispose()


EVENT_CREATED: list[Callable[[Connection, str], None]] = []
"""Called in the transaction creating an event's tables (``store.server_roles`` grants the roles there)."""


def drop_event(location: ServerLocation) -> None:
    admin = make_server_engine(location, schema="")
    try:
        with admin.begin() as connection:
            connection.execute(text(f"DROP SCHEMA IF EXISTS {quoted(location.schema)} CASCADE"))
            for key in ROLE_KEYS:  # only those there: dropping a role needs a right the event's creator may lack
                role = event_role(location.schema, key)
                if connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first():
                    connection.execute(text(f"DROP ROLE {quoted(role)}"))
    finally:
        admin.dispose()


def open_event(location: ServerLocation, desk: str = "") -> Engine:
    """The engine of an existing event, upgrading an older schema with the same migration steps as a file
    (one transaction; a venue server keeps its own backups)."""
    engine = make_server_engine(location, desk=desk)
    try:
        with engine.connect() as connection:
            version = check_event_version(connection, location, CURRENT_VERSION)
        if version < CURRENT_VERSION:
            run_steps(engine, version)
            with engine.begin() as connection:
                defer_foreign_keys(connection)
                announce_changes(connection)
    except BaseException:
        engine.dispose()
        raise
    return engine


def session_user(connection: Connection) -> str:
    """The database user a desk logged in as (the journal's author on a venue server)."""
    return str(connection.execute(text("SELECT session_user")).scalar_one())


def journal_author(user: str, typed: str | None) -> str:
    """Who the journal names for an action on a venue server ("who did what"): the
    database user the desk logged in as, so the chief sees which desk did it, with the arbiter name typed at
    that desk beside it when it differs (``dan (Dan Deputy)``). The settings' chief arbiter, a file desk's
    fallback, is never named here: he did not necessarily act."""
    name = (typed or "").strip()
    if not name or name.casefold() == user.casefold():
        return user
    return f"{user} ({name})"
