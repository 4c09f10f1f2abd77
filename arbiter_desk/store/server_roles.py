"""Roles on a venue server, enforced by PostgreSQL itself, not only by disabled buttons.

Four venue-wide group roles (no login) stand for "this role in every event": ``adesk_chief``, ``adesk_deputy``,
``adesk_results``, ``adesk_viewer``; each event has its own four (``store.server_guard.event_role``), members
of which hold the role for that event only. Each arbiter is a login in one of them (``add_user``). What each
role may do is the role table (``store.server_role_table``); the event's objects belong to the NOLOGIN role
``adesk_owner`` (``store.server_guard``). A refusal is SQLSTATE 42501, which ``store.faults`` words as "the role
… may not do it".
"""

from __future__ import annotations

from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

from arbiter_desk.store.errors import RoleRefusedError
from arbiter_desk.store.server import (
    EVENT_CREATED,
    ServerLocation,
    ServerLocationError,
    list_events,
    make_server_engine,
    quoted,
)
from arbiter_desk.store.server_guard import (
    GLOBAL_ROLES,
    OWNER,
    event_role,
    guard_event,
    is_current,
    trust_existing_entries,
)
from arbiter_desk.store.server_role_table import RESULT_COLUMNS, ROLE_KEYS

CHIEF, DEPUTY, RESULTS, VIEWER, PUBLICATION = (GLOBAL_ROLES[k] for k in ROLE_KEYS)
ROLES = dict(GLOBAL_ROLES)
"""The names arbiters type (``--role deputy``) and the group roles they stand for, highest first."""

PLAIN_NAMES = {
    CHIEF: "chief arbiter",
    DEPUTY: "deputy arbiter",
    RESULTS: "results desk",
    VIEWER: "viewer",
    PUBLICATION: "players' pages",
}

__all__ = ["RESULT_COLUMNS"]


def roles_exist(connection: Connection) -> bool:
    names = [*ROLES.values(), OWNER]
    count = connection.execute(
        text("SELECT count(*) FROM pg_roles WHERE rolname = ANY(:names)"), {"names": names}
    ).scalar_one()
    return int(count) == len(names)


def ensure_roles(connection: Connection, database: str) -> None:
    """The venue-wide group roles and the owner role (those missing), run by an administrator (a superuser or
    a login with CREATEROLE): the administrator joins ``adesk_owner`` to hand it the events it creates."""
    for role in (*ROLES.values(), OWNER):
        exists = connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first()
        if exists is None:
            connection.execute(text(f"CREATE ROLE {role} NOLOGIN"))
    superuser = connection.execute(text("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")).scalar_one()
    if not superuser:
        connection.execute(text(f"GRANT {OWNER} TO current_user"))
    db = quoted(database)
    connection.execute(text(f"GRANT CONNECT ON DATABASE {db} TO {', '.join(ROLES.values())}"))
    connection.execute(text(f"REVOKE CREATE ON DATABASE {db} FROM {', '.join(ROLES.values())}"))


def may_own_events(connection: Connection) -> bool:
    """Whether the connected login may hand an event to ``adesk_owner`` (a superuser or an administrator)."""
    return bool(
        connection.execute(
            text(
                "SELECT rolsuper OR (EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :owner) "
                "AND pg_has_role(current_user, :owner, 'MEMBER')) FROM pg_roles WHERE rolname = current_user"
            ),
            {"owner": OWNER},
        ).scalar_one()
    )


def grant_event(connection: Connection, schema: str) -> None:
    """The event's owner, roles, grants, policies, checks and journal triggers (``store.server_guard``); run
    when it is created and by ``init`` (the upgrade of an event made by an older version)."""
    if not roles_exist(connection):
        if not may_own_events(connection):
            raise ServerLocationError(
                "this venue server is not set up for Arbiter Desk: its administrator runs "
                "'arbiter-desk server init' first"
            )
        ensure_roles(connection, str(connection.execute(text("SELECT current_database()")).scalar_one()))
    if not may_own_events(connection):
        raise RoleRefusedError(
            f"the login {connection.execute(text('SELECT session_user')).scalar_one()} may not create events: "
            "the venue server's administrator creates and imports them (arbiter-desk server import)",
            "",
        )
    connection.execute(text(f"SET LOCAL search_path TO {quoted(schema)}"))
    guard_event(connection, schema)
    trust_existing_entries(connection, schema)


def init_server(location: ServerLocation) -> list[str]:
    """Create the group roles (those missing) and grant them the database, then bring every event on it under
    the server's guard (``grant_event``): this is also the upgrade of events made by an older version. Run by
    the server's administrator. Returns the events granted. Running it again changes nothing."""
    engine = make_server_engine(location, schema="")
    try:
        with engine.begin() as connection:
            ensure_roles(connection, location.database)
    finally:
        engine.dispose()
    events = list_events(location)
    granted = []
    for name in events:
        event_engine = make_server_engine(location.with_event(name))
        try:
            with event_engine.begin() as connection:
                if not is_current(connection, location.with_event(name).schema):
                    grant_event(connection, location.with_event(name).schema)
            granted.append(name)
        except DBAPIError as exc:
            if getattr(exc.orig, "sqlstate", "") not in DROPPED_MEANWHILE:
                raise
        finally:
            event_engine.dispose()
    return granted


DROPPED_MEANWHILE = ("3F000", "42P01")
"""No such schema / table: an event dropped between the listing and its grants (it needs none any more)."""


def add_user(location: ServerLocation, name: str, role: str, password: str = "", *, event: str = "") -> None:
    """A login for one arbiter in ``role`` (chief, deputy, results, viewer): for ``event`` only when given, else
    for every event on the server. Refuses the project's own role names, group roles (a role without login:
    every member would get the role), superusers and the server's administrators (no role binds them)."""
    if role not in ROLES:
        raise ServerLocationError(f"unknown role {role!r}: one of {', '.join(ROLES)}")
    if name in (*ROLES.values(), OWNER) or "@" in name or name.lower().startswith("pg_"):
        raise ServerLocationError(f"{name!r} is a role of the server itself, not an arbiter's login: choose another")
    engine = make_server_engine(location, schema="")
    try:
        with engine.begin() as connection:
            found = connection.execute(
                text("SELECT rolcanlogin, rolsuper FROM pg_roles WHERE rolname = :r"), {"r": name}
            ).first()
            if found is not None and not found[0]:
                raise ServerLocationError(
                    f"{name!r} is a group role (it cannot log in): giving it a role would give it to all its "
                    "members; choose an arbiter's own login"
                )
            if found is not None and found[1]:
                raise ServerLocationError(f"{name!r} is a superuser: no role binds it; choose an arbiter's own login")
            if (
                found is not None
                and connection.execute(
                    text("SELECT pg_has_role(:r, :owner, 'MEMBER')"), {"r": name, "owner": OWNER}
                ).scalar_one()
            ):
                raise ServerLocationError(
                    f"{name!r} administers the venue server (it owns the events): give each arbiter a login of his own"
                )
            if found is None:
                connection.execute(text(f"CREATE ROLE {quoted(name)} LOGIN"))
            if password:
                connection.execute(
                    text(f"ALTER ROLE {quoted(name)} PASSWORD {_literal(connection, password)}"),
                )
            connection.execute(text(f"GRANT CONNECT ON DATABASE {quoted(location.database)} TO {quoted(name)}"))
            groups = [ROLES[role]]
            if event:
                schema = location.with_event(event).schema
                for key in ROLES:
                    name_of = event_role(schema, key)
                    if connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": name_of}).first():
                        connection.execute(text(f"REVOKE {quoted(name_of)} FROM {quoted(name)}"))
                groups = [event_role(schema, role)]
                exists = connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": groups[0]})
                if exists.first() is None:
                    raise ServerLocationError(f"no event {event!r} on the server (or not set up: run server init)")
            else:
                for other in ROLES.values():
                    connection.execute(text(f"REVOKE {other} FROM {quoted(name)}"))
            for group in groups:
                connection.execute(text(f"GRANT {quoted(group)} TO {quoted(name)}"))
    finally:
        engine.dispose()


def _literal(connection: Connection, value: str) -> str:
    """A string literal quoted by the server (``ALTER ROLE … PASSWORD`` takes no parameter)."""
    return str(connection.execute(text("SELECT quote_literal(:v)"), {"v": value}).scalar_one())


def role_of(connection: Connection) -> str:
    """The highest role the connected login holds for the connected event, as the venue-wide role's name
    (``adesk_chief`` …; "" when none, or before ``init``); a superuser counts as chief."""
    if not roles_exist(connection):
        return ""
    schema = str(connection.execute(text("SELECT current_schema()")).scalar_one() or "")
    for key, role in ROLES.items():
        per_event = event_role(schema, key)
        member = connection.execute(
            text(
                "SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :e) "
                "THEN pg_has_role(session_user, :e, 'MEMBER') ELSE pg_has_role(session_user, :r, 'MEMBER') END"
            ),
            {"e": per_event, "r": role},
        ).scalar_one()
        if member:
            return role
    return ""


EVENT_CREATED.append(grant_event)
