"""What differs between a tournament file (SQLite) and a venue server (PostgreSQL, issue 36) in the few
statements the store sends straight to the driver."""

from __future__ import annotations

from sqlalchemy import Connection


def placeholder(connection: Connection) -> str:
    """The driver's positional parameter marker: ``?`` for sqlite3, ``%s`` for psycopg."""
    return "?" if connection.dialect.paramstyle == "qmark" else "%s"
