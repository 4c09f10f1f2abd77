"""The rows one action touches: their before-image, taken before the first write, and their after-image at the
end, so the journal records exactly those rows (no full-table comparison per keystroke).

Every write of the ``Writer`` names the rows it is about to change (``remember``, ``remember_where``) or the
rows it has just inserted (``inserted``); a row remembered twice keeps its first before-image, so a row
deleted and inserted again in one action is journaled as one update. The result equals the comparison of
every journaled table before and after the action (``journal.dump_state`` / ``diff_states``), which the test
suite keeps as the oracle of this mechanism.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from sqlalchemy import Boolean, Connection, Table, select

from arbiter_desk.store.dialects import placeholder
from arbiter_desk.store.journal import table_order
from arbiter_desk.store.models import Base
from arbiter_desk.store.records import RowChange

Key = tuple[Any, ...]
_CHUNK = 400
"""Rows per ``IN`` query (well under SQLite's limit on bound parameters)."""


def _table(name: str) -> Table:
    return Base.metadata.tables[name]


@cache
def _key_names(table: Table) -> tuple[str, ...]:
    return tuple(c.name for c in table.primary_key.columns)


def _key(table: Table, row: dict[str, Any]) -> Key:
    return tuple(row[name] for name in _key_names(table))


@cache
def _select_sql(table: Table) -> tuple[str, tuple[str, ...], frozenset[str]]:
    """``SELECT`` of every column (by name), the column names, and those holding booleans."""
    names = tuple(c.name for c in table.columns)
    booleans = frozenset(c.name for c in table.columns if isinstance(c.type, Boolean))
    return f"SELECT {', '.join(names)} FROM {table.name}", names, booleans


def _rows(connection: Connection, table: Table, keys: list[Key]) -> dict[Key, dict[str, Any]]:
    """The current rows of ``table`` with the given primary keys (missing ones absent), read straight from the
    driver (a keystroke reads two rows: the statement machinery would cost more than the query)."""
    found: dict[Key, dict[str, Any]] = {}
    select_sql, names, booleans = _select_sql(table)
    key_names = _key_names(table)
    for start in range(0, len(keys), _CHUNK):
        chunk = keys[start : start + _CHUNK]
        mark = placeholder(connection)
        one = "(" + " AND ".join(f"{name} = {mark}" for name in key_names) + ")"
        sql = f"{select_sql} WHERE {' OR '.join([one] * len(chunk))}"
        params = tuple(value for key in chunk for value in key)
        for row in connection.exec_driver_sql(sql, params):
            values = {n: (bool(v) if n in booleans and v is not None else v) for n, v in zip(names, row, strict=True)}
            found[_key(table, values)] = values
    return found


class TouchedRows:
    """Before-images of the rows an action touches, by (table, primary key); None for a row it inserted."""

    def __init__(self) -> None:
        self._before: dict[tuple[str, Key], dict[str, Any] | None] = {}
        self._known_after: dict[tuple[str, Key], dict[str, Any]] = {}
        """After-images of rows inserted in bulk with every column given (not read back unless written again)."""

    def remember(self, connection: Connection, table: str, keys: Iterable[Key]) -> None:
        """Call before writing these rows (update or delete): keeps their current values."""
        wanted = [tuple(k) for k in keys]
        for key in wanted:
            self._known_after.pop((table, key), None)
        new = [k for k in wanted if (table, k) not in self._before]
        if not new:
            return
        current = _rows(connection, _table(table), new)
        for key in new:
            self._before[(table, key)] = current.get(key)

    def remember_where(self, connection: Connection, table: str, condition: Any) -> None:
        """Call before a bulk update or delete with ``condition``: keeps every row it will reach."""
        t = _table(table)
        for row in connection.execute(select(t).where(condition)).mappings():
            values = dict(row)
            self._known_after.pop((table, _key(t, values)), None)
            self._before.setdefault((table, _key(t, values)), values)

    def inserted(self, table: str, keys: Iterable[Key]) -> None:
        """Call after inserting (and flushing) these rows: they did not exist before the action."""
        for key in keys:
            self._before.setdefault((table, tuple(key)), None)

    def inserted_rows(self, table: str, rows: Iterable[dict[str, Any]]) -> None:
        """Call after inserting these rows, every column given: their after-image need not be read back."""
        t = _table(table)
        for row in rows:
            key = _key(t, row)
            self._before.setdefault((table, key), None)
            self._known_after[(table, key)] = row

    def changes(self, connection: Connection) -> tuple[RowChange, ...]:
        """The touched rows whose values differ now, in the journal's table order (call after the flush)."""
        by_table: dict[str, list[Key]] = {}
        for table, key in self._before:
            if (table, key) not in self._known_after:
                by_table.setdefault(table, []).append(key)
        after: dict[tuple[str, Key], dict[str, Any]] = dict(self._known_after)
        for table, keys in by_table.items():
            for key, values in _rows(connection, _table(table), keys).items():
                after[(table, key)] = values
        order = table_order()
        ordered = sorted(self._before, key=lambda k: (order[k[0]], repr(k[1])))
        return tuple(
            RowChange(table, key, self._before[(table, key)], after.get((table, key)))
            for table, key in ordered
            if self._before[(table, key)] != after.get((table, key))
        )
