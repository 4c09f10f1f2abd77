"""Which desks are connected to an event on the venue server: the chief sees who is at work,
in which role, since when, and what each desk did last.

Presence comes from the server's ``pg_stat_activity`` (every desk connects with ``application_name``
``arbiter-desk <computer>``; the listener's own connection is left out); an ordinary login sees the other
sessions' user, program name and start, not what they run, so the last activity comes from the journal
instead: the newest entry each user wrote."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text

from arbiter_desk.store.faults import storage_errors
from arbiter_desk.store.server import SCHEMA_PREFIX, ServerLocation, make_server_engine

QUERY_NAME = "adesk presence query"
"""This query's own connection, which is no desk."""


@dataclass(frozen=True, slots=True)
class ConnectedDesk:
    """One desk connected to the server's database: its login, program name, address, since when (the server's
    clock, ISO text), its roles on the server, and its newest journal entry in the event (time and label)."""

    user: str
    application: str
    address: str
    since: str
    roles: tuple[str, ...]
    last_at: str = ""
    last_label: str = ""


_DESKS = text(
    "SELECT a.usename, a.application_name, coalesce(host(a.client_addr), 'local') AS address, "
    "to_char(min(a.backend_start), 'YYYY-MM-DD HH24:MI:SS'), "
    "ARRAY(SELECT g.rolname FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid "
    "      JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = a.usename AND g.rolname LIKE :groups "
    "      ORDER BY 1) "
    "FROM pg_stat_activity a WHERE a.datname = current_database() AND a.application_name LIKE 'arbiter-desk%' "
    "AND a.application_name NOT LIKE '% listener' "
    "GROUP BY a.usename, a.application_name, address ORDER BY a.usename, 2"
)
"""One row per desk (a desk holds a few pooled connections and its listener's)."""
_LAST = text(
    "SELECT at, label FROM journal WHERE who = :user OR who LIKE :typed ORDER BY seq DESC LIMIT 1"
)  # fmt: skip


def connected_desks(location: ServerLocation) -> list[ConnectedDesk]:
    """The desks connected now, each with its newest journal entry in ``location``'s event."""
    engine = make_server_engine(location.with_options(application_name=QUERY_NAME))
    try:
        with storage_errors(location.url()), engine.connect() as connection:
            rows = connection.execute(_DESKS, {"groups": SCHEMA_PREFIX.replace("_", "\\_") + "%"}).fetchall()
            desks = []
            for user, application, address, since, roles in rows:
                name = str(user or "")
                last = connection.execute(_LAST, {"user": name, "typed": name + " (%"}).first()
                desks.append(
                    ConnectedDesk(
                        name,
                        str(application),
                        str(address),
                        str(since or ""),
                        tuple(str(r).removeprefix(SCHEMA_PREFIX) for r in roles or ()),
                        str(last[0]) if last else "",
                        str(last[1]) if last else "",
                    )
                )
    finally:
        engine.dispose()
    return desks
