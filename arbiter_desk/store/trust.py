"""What a tournament file must hold before the desk trusts it (no file can harm the desk).

A tournament file is a SQLite database anyone can edit. Before the desk uses one it checks, through a read-only
connection and without writing a byte:

- its *structure* (:func:`check_structure`): no trigger and no view (a trigger added to a valid file renamed
  every player on the next action, beyond undo), no virtual table, and every table of its schema version with
  exactly that version's columns (a foreign file that only borrows our old table names is not ours);
- its *rows* (:func:`check_rows`): every value has the storage class of its column (SQLite keeps a text in an
  integer column), short texts are bounded, and every reference names an existing row (``foreign_key_check``).

Each problem names the table, the row and the field; the caller reports it as a damaged tournament file.
"""

from __future__ import annotations

import sqlite3
from functools import cache

from sqlalchemy import Boolean, Integer, String, Text, create_engine

from arbiter_desk.store.domains import DOMAINS, sqlite_violation
from arbiter_desk.store.migrations import run_steps
from arbiter_desk.store.models import Base

MAX_SHORT_TEXT = 10_000
"""The longest value of a ``String`` column (names, codes, dates); JSON ``Text`` columns are not bounded here."""


class UntrustedFileError(Exception):
    """What makes a file untrusted, in words that name the table, row and field."""


def check_structure(db: sqlite3.Connection, version: int) -> None:
    """Triggers, views, virtual tables and the tables' columns against schema ``version``."""
    objects = db.execute("SELECT type, name, coalesce(sql, '') FROM sqlite_master").fetchall()
    for kind, name, sql in objects:
        if kind in ("trigger", "view"):
            raise UntrustedFileError(f"it holds a {kind} {name!r}; a tournament file has none")
        if kind == "table" and str(sql).lstrip().upper().startswith("CREATE VIRTUAL"):
            raise UntrustedFileError(f"its table {name!r} is a virtual table")
    expected = schema_columns(version)
    for table, columns in sorted(expected.items()):
        found = tuple(str(row[1]) for row in db.execute(f'PRAGMA table_info("{table}")'))
        if not found:
            raise UntrustedFileError(f"missing table: {table}")
        if sorted(found) != sorted(columns):
            missing = sorted(set(columns) - set(found))
            extra = sorted(set(found) - set(columns))
            words = [f"missing columns {', '.join(missing)}" if missing else "", f"other columns {', '.join(extra)}"]
            raise UntrustedFileError(
                f"table {table} does not have the columns of schema {version} ({'; '.join(w for w in words if w)})"
            )


@cache
def schema_columns(version: int) -> dict[str, tuple[str, ...]]:
    """The tables and their columns that migrations 1 … ``version`` create (in memory, once per version)."""
    engine = create_engine("sqlite://")
    try:
        run_steps(engine, 0, version)
        with engine.connect() as connection:
            names = [r[0] for r in connection.exec_driver_sql("SELECT name FROM sqlite_master WHERE type = 'table'")]
            return {
                name: tuple(str(r[1]) for r in connection.exec_driver_sql(f'PRAGMA table_info("{name}")'))
                for name in names
                if not name.startswith("sqlite_")
            }
    finally:
        engine.dispose()


def check_rows(db: sqlite3.Connection) -> None:
    """Every value of every table of the current schema has its column's storage class (and a short text is
    bounded); every reference names an existing row."""
    for table in Base.metadata.sorted_tables:
        key = ", ".join(f'"{c.name}"' for c in table.primary_key.columns)
        for column in table.columns:
            allowed = _storage_classes(column.type, bool(column.nullable) and not column.primary_key)
            if allowed is None:
                continue
            listed = ", ".join(f"'{c}'" for c in sorted(allowed))
            condition = f'typeof("{column.name}") NOT IN ({listed})'
            if isinstance(column.type, Boolean):
                condition += f' OR "{column.name}" NOT IN (0, 1)'
            elif isinstance(column.type, String) and not isinstance(column.type, Text):
                condition += f' OR length("{column.name}") > {MAX_SHORT_TEXT}'
            row = db.execute(
                f'SELECT {key}, typeof("{column.name}"), length("{column.name}") FROM "{table.name}" '
                f"WHERE {condition} LIMIT 1"
            ).fetchone()
            if row is not None:
                where = ", ".join(str(v) for v in row[:-2])
                kind, length = row[-2], row[-1]
                if kind in allowed and length is not None and length > MAX_SHORT_TEXT:
                    what = f"a text of {length:,} characters (at most {MAX_SHORT_TEXT:,})"
                elif kind in allowed:
                    what = "a value other than 0 or 1"
                else:
                    what = f"a {kind} value where {' or '.join(sorted(allowed))} is expected"
                raise UntrustedFileError(f"table {table.name}, row {where}, field {column.name}: {what}")
    for child, rowid, parent, _ in db.execute("PRAGMA foreign_key_check").fetchall()[:1]:
        raise UntrustedFileError(f"table {child}, row {rowid}: refers to a row of {parent} that does not exist")
    for domain in DOMAINS:
        table = Base.metadata.tables[domain.table]
        key = " || '/' || ".join(f'"{c.name}"' for c in table.primary_key.columns)
        found = db.execute(
            f'SELECT {key}, "{domain.column}" FROM "{domain.table}" WHERE {sqlite_violation(domain)} LIMIT 1'
        ).fetchone()
        if found is not None:
            raise UntrustedFileError(
                f"table {domain.table}, row {found[0]}, field {domain.column}: {str(found[1])[:40]!r} is not "
                f"{domain.words()}"
            )
    for name in ("players", "teams"):
        twice = db.execute(f"SELECT tpn FROM {name} GROUP BY tpn HAVING count(*) > 1 LIMIT 1").fetchone()
        if twice is not None:
            raise UntrustedFileError(f"table {name}, field tpn: pairing number {twice[0]} is given more than once")
    last_ga = db.execute(
        "SELECT baku_last_ga FROM settings WHERE baku_last_ga IS NOT NULL "
        "AND baku_last_ga NOT IN (SELECT id FROM players) LIMIT 1"
    ).fetchone()
    if last_ga is not None:
        raise UntrustedFileError(f"table settings, row 1, field baku_last_ga: no player has id {last_ga[0]}")


def _storage_classes(kind: object, nullable: bool) -> set[str] | None:
    """SQLite's ``typeof`` values a column of ``kind`` may hold."""
    if isinstance(kind, Integer | Boolean):
        allowed = {"integer"}
    elif isinstance(kind, String | Text):
        allowed = {"text"}
    else:
        return None
    return allowed | {"null"} if nullable else allowed
