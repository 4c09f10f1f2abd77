"""The database side of an event on a venue server: who owns it, who may write what, and the journal the server
writes itself.

- Every object of the event's schema belongs to the NOLOGIN role ``adesk_owner``; row-level security is forced
  on every table, so no desk login (the one that created the event included) escapes a grant or a policy.
- Each event has its own four group roles (``<schema>@chief`` …); the venue-wide roles ``adesk_chief`` … are
  members of every event's role ("for all events"), a login given a role for one event only is a member of
  that event's role. Grants and policies come from the role table (``store.server_role_table``).
- The journal is written by triggers: each changed row's before and after (from OLD and NEW), the author
  (``session_user``) and the time (the server's). No login may insert, update or delete a journal row; a desk
  names its action (``adesk_describe``) and the server fills it in at the commit, then announces it.
- Writes are serialised by a row lock only the write path can take (``adesk_write_lock``, not a public
  advisory lock any login could hold).
- The domain checks of ``store.domains`` are ``CHECK`` constraints; round states follow ``TRANSITIONS``.
"""

from __future__ import annotations

import hashlib

from sqlalchemy import Connection, text

from arbiter_desk.store.domains import DOMAINS, postgres_check
from arbiter_desk.store.models import JOURNALED_TABLES, Base
from arbiter_desk.store.server_guard_sql import DEFINER, FUNCTIONS, HELPERS, TRIGGERS
from arbiter_desk.store.server_role_table import (
    DESKS,
    READABLE,
    ROLE_KEYS,
    ROLE_TABLE,
    TRANSITIONS,
    WRITERS,
    Op,
    Scope,
)

OWNER = "adesk_owner"
GLOBAL_ROLES = {key: f"adesk_{key}" for key in ROLE_KEYS}
_SHORT = {"chief": "chief", "deputy": "dep", "results": "res", "viewer": "view", "publication": "pub"}
SERVER_TABLES = ("journal_meta", "journal_changes", "write_lock")
"""Tables only the venue server has (a file has none of them): who wrote each journal entry from which desk,
the rows an action changed so far, and the write lock's row."""


def event_role(schema: str, key: str) -> str:
    """The group role of ``key`` (chief, deputy, results, viewer) for one event (at most 62 characters)."""
    return f"{schema}@{_SHORT[key]}"


def q(identifier: str) -> str:
    return '"' + identifier.replace('"', '""') + '"'


def _lit(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def guard_version() -> str:
    """A fingerprint of everything ``guard_event`` makes: an event already holding it needs nothing more."""
    roles = [(k, [(g.table, sorted(g.ops), g.update, g.scope) for g in grants]) for k, grants in ROLE_TABLE.items()]
    states = sorted((k, sorted(pairs)) for k, pairs in TRANSITIONS.items())
    made = repr((HELPERS, FUNCTIONS, TRIGGERS, DEFINER, DOMAINS, roles, states, READABLE))
    return "arbiter-desk guard " + hashlib.sha256(made.encode()).hexdigest()[:16]


def is_current(connection: Connection, schema: str) -> bool:
    found = connection.execute(
        text("SELECT obj_description(oid, 'pg_namespace') FROM pg_namespace WHERE nspname = :s"), {"s": schema}
    ).scalar()
    return found == guard_version()


def _transitions_sql() -> str:
    return (
        ", ".join(
            f"({_lit(role)}, {_lit(a)}, {_lit(b)})" for role, pairs in TRANSITIONS.items() for a, b in sorted(pairs)
        )
        or "(NULL, NULL, NULL)"
    )


def guard_event(connection: Connection, schema: str) -> None:
    """Make the event's schema what this module says (run as a member of ``adesk_owner``, after its tables
    exist; running it again changes nothing). Existing rows are checked against the domains: a bad one stops
    it here, naming the constraint."""
    s = q(schema)
    statements = [HELPERS.format(s=s)]
    definer = DEFINER.format(s=s)
    prefix = _lit(schema + "@")
    statements.append(
        FUNCTIONS.format(
            s=s,
            definer=definer,
            prefix=prefix,
            channel=_lit(schema),
            transitions=_transitions_sql(),
            tables=", ".join(_lit(t) for t in JOURNALED_TABLES),
        )
    )
    statements.append(TRIGGERS.format(s=s))
    for table in JOURNALED_TABLES:
        keys = ", ".join(_lit(c.name) for c in Base.metadata.tables[table].primary_key.columns)
        statements.append(
            f"DROP TRIGGER IF EXISTS adesk_capture ON {s}.{q(table)}; "
            f"CREATE TRIGGER adesk_capture AFTER INSERT OR UPDATE OR DELETE ON {s}.{q(table)} "
            f"FOR EACH ROW EXECUTE FUNCTION {s}.adesk_capture({keys})"
        )
    for domain in DOMAINS:
        name = q(domain.name)
        statements.append(
            f"ALTER TABLE {s}.{q(domain.table)} DROP CONSTRAINT IF EXISTS {name}; "
            f"ALTER TABLE {s}.{q(domain.table)} ADD CONSTRAINT {name} CHECK ({postgres_check(domain)})"
        )
    _run_all(connection, statements)
    _own(connection, schema)
    _grant(connection, schema)
    connection.execute(text(f"COMMENT ON SCHEMA {s} IS {_lit(guard_version())}"))


def _run_all(connection: Connection, statements: list[str]) -> None:
    """Statements without parameters in one round trip (an event's guard is a few hundred of them)."""
    if statements:
        connection.exec_driver_sql(";\n".join(statements).replace("%", "%%"))


def _objects(connection: Connection, schema: str, kinds: str) -> list[tuple[str, str]]:
    rows = connection.execute(
        text(
            "SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = :schema AND c.relkind::text = ANY(:kinds) AND c.relowner <> CAST(:owner AS regrole)"
        ),
        {"schema": schema, "kinds": list(kinds), "owner": OWNER},
    )
    return [(str(name), str(kind)) for name, kind in rows]


def _own(connection: Connection, schema: str) -> None:
    """Every object of the schema to ``adesk_owner``; row-level security forced on every table."""
    s = q(schema)
    what = {"r": "TABLE", "S": "SEQUENCE", "v": "VIEW", "m": "MATERIALIZED VIEW"}
    statements = [f"ALTER SCHEMA {s} OWNER TO {OWNER}"]
    statements += [f"ALTER TABLE {s}.{q(name)} OWNER TO {OWNER}" for name, _ in _objects(connection, schema, "r")]
    _run_all(connection, statements)  # a table's own sequences follow it: the others next
    statements = [f"ALTER {what[k]} {s}.{q(name)} OWNER TO {OWNER}" for name, k in _objects(connection, schema, "Svm")]
    tables = connection.execute(
        text(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = :schema AND c.relkind = 'r'"
        ),
        {"schema": schema},
    )
    for (name,) in tables:
        statements.append(f"ALTER TABLE {s}.{q(str(name))} ENABLE ROW LEVEL SECURITY")
        statements.append(f"ALTER TABLE {s}.{q(str(name))} FORCE ROW LEVEL SECURITY")
    functions = connection.execute(
        text(
            "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
            "WHERE n.nspname = :schema"
        ),
        {"schema": schema},
    ).fetchall()
    for (signature,) in functions:
        statements.append(f"ALTER FUNCTION {signature} OWNER TO {OWNER}")
        statements.append(f"REVOKE ALL ON FUNCTION {signature} FROM PUBLIC")
    _run_all(connection, statements)


def ensure_event_roles(connection: Connection, schema: str) -> None:
    """The event's four group roles, each granted to the venue-wide role of the same name ("for all events")."""
    for key in ROLE_KEYS:
        role = event_role(schema, key)
        exists = connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first()
        if exists is None:
            connection.execute(text(f"CREATE ROLE {q(role)} NOLOGIN"))
        connection.execute(text(f"GRANT {q(role)} TO {GLOBAL_ROLES[key]}"))


def _grant(connection: Connection, schema: str) -> None:
    s = q(schema)
    ensure_event_roles(connection, schema)
    roles = {key: q(event_role(schema, key)) for key in ROLE_KEYS}
    everyone = ", ".join(roles.values())
    tables = [
        str(r[0])
        for r in connection.execute(
            text(
                "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE n.nspname = :schema AND c.relkind = 'r'"
            ),
            {"schema": schema},
        )
    ]
    statements = [
        f"REVOKE ALL ON ALL TABLES IN SCHEMA {s} FROM PUBLIC, {everyone}",
        f"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {s} FROM PUBLIC, {everyone}",
        f"REVOKE ALL ON SCHEMA {s} FROM PUBLIC",
        f"GRANT USAGE ON SCHEMA {s} TO {everyone}",
        f"GRANT EXECUTE ON FUNCTION {s}.adesk_json_type(text), {s}.adesk_is_time(text), {s}.adesk_now(), "
        f"{s}.adesk_round_in_play(), {s}.adesk_missing(integer), {s}.adesk_has(text) TO PUBLIC",
        f"GRANT EXECUTE ON FUNCTION {s}.adesk_write_lock(), "
        f"{s}.adesk_describe(text, text, text, integer, boolean, text) TO " + ", ".join(roles[k] for k in DESKS),
    ]
    existing = connection.execute(
        text("SELECT tablename, policyname FROM pg_policies WHERE schemaname = :s"), {"s": schema}
    ).fetchall()
    statements += [f"DROP POLICY IF EXISTS {q(str(p))} ON {s}.{q(str(t))}" for t, p in existing]
    for table in tables:
        statements.append(
            f"CREATE POLICY adesk_owner ON {s}.{q(table)} FOR ALL TO {OWNER} USING (true) WITH CHECK (true)"
        )
    for key in ROLE_KEYS:
        role = roles[key]
        for grant in ROLE_TABLE[key]:
            if grant.table not in tables:
                continue
            t = f"{s}.{q(grant.table)}"
            whole = [op.value for op in (Op.SELECT, Op.INSERT, Op.DELETE) if op in grant.ops]
            if whole:
                statements.append(f"GRANT {', '.join(whole)} ON {t} TO {role}")
            if Op.UPDATE in grant.ops and grant.update:
                statements.append(f"GRANT UPDATE ({', '.join(q(c) for c in grant.update)}) ON {t} TO {role}")
            scope = "true"
            if grant.scope is Scope.ROUND_IN_PLAY:
                scope = f"round_no = {s}.adesk_round_in_play()"
            elif grant.scope is Scope.NEW_PROPOSAL:
                scope = f"state = 'pending' AND round_no = {s}.adesk_round_in_play()"
            for op in grant.ops:
                clause = {
                    Op.SELECT: "USING (true)",
                    Op.INSERT: f"WITH CHECK ({scope})",
                    Op.UPDATE: f"USING (true) WITH CHECK ({scope})",
                    Op.DELETE: f"USING ({scope})",
                }[op]
                name = q(f"adesk_{_SHORT[key]}_{op.value.lower()}")
                statements.append(f"CREATE POLICY {name} ON {t} FOR {op.value} TO {role} {clause}")
        if key in DESKS:
            statements.append(f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {s} TO {role}")
        elif key in WRITERS and "proposals" in tables:  # the pages' login: the proposals' numbers only
            statements.append(f"GRANT USAGE ON SEQUENCE {s}.proposals_id_seq TO {role}")
    statements.append(f"GRANT UPDATE ON ALL SEQUENCES IN SCHEMA {s} TO {roles['chief']}")
    _run_all(connection, statements)


def is_guarded(connection: Connection) -> bool:
    """Whether the connected event's journal is written by the server (``guard_event`` ran on it)."""
    found = connection.execute(
        text(
            "SELECT to_regprocedure(quote_ident(current_schema()) "
            "|| '.adesk_describe(text, text, text, integer, boolean, text)')"
        )
    )
    return found.scalar_one() is not None


def record_import(connection: Connection, label: str) -> None:
    """The import of an event, journaled by the server with its author (the login that imported it), as the
    last entry; it belongs to no desk's Undo (the rows before it go on as they were)."""
    connection.exec_driver_sql(
        "WITH e AS (INSERT INTO journal (at, who, action, label, why, changes, target_seq, undoable) "
        "VALUES (adesk_now(), session_user, 'import', %(label)s, '', '[]', NULL, false) RETURNING seq) "
        "INSERT INTO journal_meta (seq, tx, login, desk, assembled) SELECT seq, NULL, session_user, '', true FROM e",
        {"label": label[:500]},
    )


def may_take_write_lock(connection: Connection) -> bool:
    """Whether the connected login writes the event (a viewer does not: it takes no lock)."""
    found = connection.execute(
        text("SELECT has_function_privilege(quote_ident(current_schema()) || '.adesk_write_lock()', 'EXECUTE')")
    )
    return bool(found.scalar_one())


def trust_existing_entries(connection: Connection, schema: str) -> None:
    """The entries already in the journal when the server takes the event in (an import, an event of an older
    version): written by whoever created it, an administrator; marked as the server's own, with no desk."""
    s = q(schema)
    connection.execute(
        text(
            f"INSERT INTO {s}.journal_meta (seq, tx, login, desk, assembled) "
            f"SELECT seq, NULL, '', '', true FROM {s}.journal ON CONFLICT DO NOTHING"
        )
    )


__all__ = ["GLOBAL_ROLES", "OWNER", "READABLE", "event_role", "guard_event", "is_guarded"]
