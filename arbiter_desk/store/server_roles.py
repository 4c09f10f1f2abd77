"""Roles on a venue server, enforced by PostgreSQL itself (issue 36 item 3), not only by disabled buttons.

Four group roles (no login); each arbiter is a login user in one of them (``add_user``):

- ``adesk_chief`` — the chief arbiter: everything (pairing, publishing, settings, undo of anything);
- ``adesk_deputy`` — results, byes, withdrawals, late entries: rows of ``players`` and ``absences``, the result
  columns of ``boards``, the state of a published round (complete / published again as results come and go);
  no pairing (no rows of ``rounds``, ``boards``, ``pairing_byes``), no publishing, no settings;
  and the pairing-integrity events of the settings (``fide_events``: a deputy's correction of an earlier
  round's result is recorded there, checklist Q112);
- ``adesk_results`` — the result columns of the boards of the current round only (row-level security): the
  last round that is not a draft (the one being played while the chief may already prepare the next draft);
- ``adesk_viewer`` — reads.

Every role may append to the journal (an action and its journal entry are one transaction). Publishing is a
round going from draft to published: a trigger refuses it to everyone but the chief (row-level security
cannot compare a row's old and new values). A refusal is SQLSTATE 42501, which ``store.faults`` words as
"the role … may not do it".
"""

from __future__ import annotations

from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

from arbiter_desk.store.server import (
    EVENT_CREATED,
    ServerLocation,
    ServerLocationError,
    list_events,
    make_server_engine,
    quoted,
)

CHIEF, DEPUTY, RESULTS, VIEWER = "adesk_chief", "adesk_deputy", "adesk_results", "adesk_viewer"
ROLES = {"chief": CHIEF, "deputy": DEPUTY, "results": RESULTS, "viewer": VIEWER}
"""The names arbiters type (``--role deputy``) and the group roles they stand for, highest first."""

PLAIN_NAMES = {CHIEF: "chief arbiter", DEPUTY: "deputy arbiter", RESULTS: "results desk", VIEWER: "viewer"}

RESULT_COLUMNS = ("white_result", "black_result", "white_result2", "black_result2", "adjourned")
DEPUTY_TABLES = ("players", "absences")
"""Tables a deputy inserts, updates and deletes rows of (late entries, withdrawals, requested byes)."""

_PUBLISH_GUARD = """
CREATE OR REPLACE FUNCTION {schema}.adesk_only_chief_publishes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.state = 'draft' AND NEW.state <> 'draft' AND NOT pg_has_role(current_user, 'adesk_chief', 'MEMBER') THEN
        RAISE EXCEPTION 'only the chief arbiter may publish round %', OLD.number USING ERRCODE = '42501';
    END IF;
    RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS adesk_only_chief_publishes ON {schema}.rounds;
CREATE TRIGGER adesk_only_chief_publishes BEFORE UPDATE ON {schema}.rounds
    FOR EACH ROW EXECUTE FUNCTION {schema}.adesk_only_chief_publishes();
"""


def roles_exist(connection: Connection) -> bool:
    count = connection.execute(
        text("SELECT count(*) FROM pg_roles WHERE rolname = ANY(:names)"), {"names": list(ROLES.values())}
    ).scalar_one()
    return int(count) == len(ROLES)


def grant_event(connection: Connection, schema: str) -> None:
    """The grants, policies and trigger of one event's schema (run when it is created and by ``init``)."""
    if not roles_exist(connection):
        return
    s = quoted(schema)
    everyone = ", ".join(ROLES.values())
    writers = f"{DEPUTY}, {RESULTS}"
    for statement in (
        f"GRANT USAGE ON SCHEMA {s} TO {everyone}",
        f"GRANT SELECT ON ALL TABLES IN SCHEMA {s} TO {everyone}",
        f"GRANT ALL ON ALL TABLES IN SCHEMA {s} TO {CHIEF}",
        f"GRANT ALL ON ALL SEQUENCES IN SCHEMA {s} TO {CHIEF}",
        f"GRANT INSERT ON {s}.journal TO {writers}",
        f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {s} TO {writers}",
        *(f"GRANT INSERT, UPDATE, DELETE ON {s}.{table} TO {DEPUTY}" for table in DEPUTY_TABLES),
        f"GRANT UPDATE ({', '.join(RESULT_COLUMNS)}) ON {s}.boards TO {writers}",
        f"GRANT UPDATE (state) ON {s}.rounds TO {writers}",
        f"GRANT UPDATE (fide_events) ON {s}.settings TO {DEPUTY}",
    ):
        connection.execute(text(statement))
    playing = f"(SELECT max(number) FROM {s}.rounds WHERE state <> 'draft')"
    for table in ("boards", "rounds"):
        current = "number" if table == "rounds" else "round_no"
        connection.execute(text(f"ALTER TABLE {s}.{table} ENABLE ROW LEVEL SECURITY"))
        for name, clause in (
            ("adesk_read", f"FOR SELECT TO {everyone} USING (true)"),
            ("adesk_write", f"FOR ALL TO {CHIEF}, {DEPUTY} USING (true) WITH CHECK (true)"),
            (
                "adesk_current_round",
                f"FOR UPDATE TO {RESULTS} USING (true) WITH CHECK ({current} = {playing})",
            ),
        ):
            connection.execute(text(f"DROP POLICY IF EXISTS {name} ON {s}.{table}"))
            connection.execute(text(f"CREATE POLICY {name} ON {s}.{table} {clause}"))
    connection.execute(text(_PUBLISH_GUARD.format(schema=s)))


def init_server(location: ServerLocation) -> list[str]:
    """Create the four group roles (those missing) and grant them the database and every event on it; run
    by an administrator of the server (a superuser, or a user with CREATEROLE owning the database). Returns
    the events granted. Running it again changes nothing."""
    engine = make_server_engine(location, schema="")
    try:
        with engine.begin() as connection:
            for role in ROLES.values():
                exists = connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first()
                if exists is None:
                    connection.execute(text(f"CREATE ROLE {role} NOLOGIN"))
            database = quoted(location.database)
            connection.execute(text(f"GRANT CONNECT ON DATABASE {database} TO {', '.join(ROLES.values())}"))
            connection.execute(text(f"GRANT CREATE ON DATABASE {database} TO {CHIEF}"))
    finally:
        engine.dispose()
    events = list_events(location)
    granted = []
    for name in events:
        event_engine = make_server_engine(location.with_event(name))
        try:
            with event_engine.begin() as connection:
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


def add_user(location: ServerLocation, name: str, role: str, password: str = "") -> None:
    """A login user for one arbiter, member of the group role ``role`` (chief, deputy, results, viewer)."""
    group = ROLES.get(role)
    if group is None:
        raise ServerLocationError(f"unknown role {role!r}: one of {', '.join(ROLES)}")
    engine = make_server_engine(location, schema="")
    try:
        with engine.begin() as connection:
            exists = connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": name}).first()
            if exists is None:
                connection.execute(text(f"CREATE ROLE {quoted(name)} LOGIN"))
            if password:
                connection.execute(
                    text(f"ALTER ROLE {quoted(name)} PASSWORD {_literal(connection, password)}"),
                )
            for other in ROLES.values():
                if other != group:
                    connection.execute(text(f"REVOKE {other} FROM {quoted(name)}"))
            connection.execute(text(f"GRANT {group} TO {quoted(name)}"))
    finally:
        engine.dispose()


def _literal(connection: Connection, value: str) -> str:
    """A string literal quoted by the server (``ALTER ROLE … PASSWORD`` takes no parameter)."""
    return str(connection.execute(text("SELECT quote_literal(:v)"), {"v": value}).scalar_one())


def role_of(connection: Connection) -> str:
    """The highest of the four group roles the connected user is a member of ("" when none, or before
    ``init``); a superuser counts as chief."""
    if not roles_exist(connection):
        return ""
    for role in ROLES.values():
        member = connection.execute(text("SELECT pg_has_role(current_user, :r, 'MEMBER')"), {"r": role}).scalar_one()
        if member:
            return role
    return ""


EVENT_CREATED.append(grant_event)
