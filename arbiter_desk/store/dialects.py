"""What differs between a tournament file (SQLite) and a venue server (PostgreSQL) in the few
statements the store sends straight to the driver."""

from __future__ import annotations

from sqlalchemy import Connection, Integer, Table, text


def placeholder(connection: Connection) -> str:
    """The driver's positional parameter marker: ``?`` for sqlite3, ``%s`` for psycopg."""
    return "?" if connection.dialect.paramstyle == "qmark" else "%s"


def continue_ids_after(connection: Connection, table: Table) -> None:
    """After rows went in with their ids given, a venue server's id sequence of ``table`` continues after the
    largest (SQLite takes the largest id + 1 by itself)."""
    if connection.dialect.name == "sqlite":
        return
    keys = list(table.primary_key.columns)
    if len(keys) != 1 or not isinstance(keys[0].type, Integer) or keys[0].autoincrement is False:
        return
    column = keys[0].name
    sequence = connection.execute(
        text("SELECT pg_get_serial_sequence(:table, :column)"), {"table": table.name, "column": column}
    ).scalar_one_or_none()
    if sequence is not None:
        largest = f"(SELECT max({column}) FROM {table.name})"
        connection.execute(text(f"SELECT setval(:sequence, coalesce({largest}, 0) + 1, false)"), {"sequence": sequence})
