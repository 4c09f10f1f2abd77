"""The journal's mechanics: row-level before/after of an action, applying it backwards (undo) or forwards
(redo), and working out the undo and redo stacks from the append-only entries.

An action's changes are the rows its ``Writer`` touched (``store.touched``), so a keystroke costs the same
at 24 players as at 5,000. ``dump_state`` / ``diff_states`` compare every journaled table before and after
an action instead: the test suite runs them after every command as the oracle of the touched-rows journal
(``TournamentStore.verify_journal``); production never does.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from sqlalchemy import Connection, Table, and_, delete, insert, select, update

from arbiter_desk.store.errors import JournalConflictError
from arbiter_desk.store.models import JOURNALED_TABLES, Base
from arbiter_desk.store.records import JournalHead, JournalRecord, RowChange

State = dict[tuple[str, tuple[Any, ...]], dict[str, Any]]


def table_order() -> dict[str, int]:
    """The position of each journaled table, parents first (the order inserts follow)."""
    return {name: i for i, name in enumerate(JOURNALED_TABLES)}


def _tables() -> list[Table]:
    return [Base.metadata.tables[name] for name in JOURNALED_TABLES]


def _key(table: Table, row: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(row[c.name] for c in table.primary_key.columns)


def dump_state(connection: Connection) -> State:
    """Every row of every journaled table, by (table, primary key)."""
    state: State = {}
    for table in _tables():
        for row in connection.execute(select(table)).mappings():
            values = dict(row)
            state[(table.name, _key(table, values))] = values
    return state


def diff_states(before: State, after: State) -> tuple[RowChange, ...]:
    """The rows inserted, updated or deleted between two states, in table order."""
    order = table_order()
    keys = sorted(set(before) | set(after), key=lambda k: (order[k[0]], repr(k[1])))
    return tuple(
        RowChange(table, key, before.get((table, key)), after.get((table, key)))
        for table, key in keys
        if before.get((table, key)) != after.get((table, key))
    )


def inverse(changes: Iterable[RowChange]) -> tuple[RowChange, ...]:
    return tuple(RowChange(c.table, c.key, c.after, c.before) for c in changes)


def apply_changes(connection: Connection, changes: Sequence[RowChange]) -> None:
    """Bring every row from its ``before`` to its ``after`` (checking ``before`` first).

    Deletes run children first, then updates, then inserts parents first; foreign keys are deferred to the
    commit so that the order inside one action never matters.
    """
    if connection.dialect.name == "sqlite":
        connection.exec_driver_sql("PRAGMA defer_foreign_keys = ON")
    else:
        connection.exec_driver_sql("SET CONSTRAINTS ALL DEFERRED")
    tables = {t.name: t for t in _tables()}
    for change in changes:
        table = tables[change.table]
        current = connection.execute(select(table).where(_where(table, change.key))).mappings().first()
        if (dict(current) if current is not None else None) != change.before:
            raise JournalConflictError(
                f"row {change.table} {change.key} is not as the journal left it; undo/redo refused"
            )
    order = table_order()
    deletes = sorted((c for c in changes if c.after is None), key=lambda c: -order[c.table])
    updates = [c for c in changes if c.before is not None and c.after is not None]
    inserts = sorted((c for c in changes if c.before is None), key=lambda c: order[c.table])
    for change in deletes:
        table = tables[change.table]
        connection.execute(delete(table).where(_where(table, change.key)))
    for change in updates:
        table = tables[change.table]
        assert change.before is not None and change.after is not None
        # only the columns that change: a venue server's role may update just those (column grants)
        changed = {name: value for name, value in change.after.items() if change.before.get(name) != value}
        if changed:
            connection.execute(update(table).where(_where(table, change.key)).values(**changed))
    for change in inserts:
        assert change.after is not None
        connection.execute(insert(tables[change.table]).values(**change.after))


def _where(table: Table, key: tuple[Any, ...]) -> Any:
    return and_(*(column == value for column, value in zip(table.primary_key.columns, key, strict=True)))


def check_changes(changes: Iterable[RowChange]) -> None:
    """Every change names a journaled table, a whole primary key and whole rows (``ValueError`` naming what is
    wrong): undo and redo write these rows back, so a damaged entry must be found before anyone relies on it."""
    tables = {t.name: t for t in _tables()}
    for change in changes:
        table = tables.get(change.table) if isinstance(change.table, str) else None
        if table is None:
            raise ValueError(f"a change of unknown table {str(change.table)[:40]!r}")
        if len(change.key) != len(table.primary_key.columns):
            raise ValueError(f"a change of {table.name} without its whole key")
        columns = set(table.columns.keys())
        for row in (change.before, change.after):
            if row is not None and (not isinstance(row, dict) or set(row) != columns):
                raise ValueError(f"a change of {table.name} whose row does not have the table's columns")
        if change.before is None and change.after is None:
            raise ValueError(f"a change of {table.name} without a row")


def encode_changes(changes: Iterable[RowChange]) -> str:
    return json.dumps(
        [{"table": c.table, "key": list(c.key), "before": c.before, "after": c.after} for c in changes],
        sort_keys=True,
        separators=(",", ":"),
    )


def decode_changes(text: str) -> tuple[RowChange, ...]:
    items = json.loads(text) if len(text) < ITEM_BY_ITEM_FROM else array_items(text)
    return tuple(RowChange(item["table"], tuple(item["key"]), item["before"], item["after"]) for item in items)


ITEM_BY_ITEM_FROM = 100_000
"""From this many characters an entry's changes are decoded item by item (``array_items``)."""
_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")


def array_items(text: str) -> Iterator[Any]:
    """The items of the JSON array ``text``, decoded one at a time (each a row change of a few hundred bytes).

    ``json.loads`` decodes a whole document in C holding the GIL: the entry of a 5,000-player import (several
    megabytes, read when the file is opened) stopped the GUI thread for 0.15-0.6 s while a background job
    opened it. Item by item, other threads run between items. Malformed text raises ``ValueError``
    (``json.JSONDecodeError``) as ``json.loads`` does."""
    index = _SPACE.match(text, 0).end()  # type: ignore[union-attr]  # the pattern matches the empty string
    if text[index : index + 1] != "[":
        raise json.JSONDecodeError("a JSON array was expected", text, index)
    index = _SPACE.match(text, index + 1).end()  # type: ignore[union-attr]
    if text[index : index + 1] == "]":
        closed = index
    else:
        while True:
            item, index = _DECODER.raw_decode(text, index)
            yield item
            index = _SPACE.match(text, index).end()  # type: ignore[union-attr]
            if text[index : index + 1] == "]":
                closed = index
                break
            if text[index : index + 1] != ",":
                raise json.JSONDecodeError("',' or ']' was expected", text, index)
            index = _SPACE.match(text, index + 1).end()  # type: ignore[union-attr]
    if text[closed + 1 :].strip(" \t\n\r"):
        raise json.JSONDecodeError("extra data after the array", text, closed + 1)


def undo_redo_stacks(entries: Iterable[JournalRecord | JournalHead]) -> tuple[list[int], list[int]]:
    """The sequence numbers that undo and redo would take next (last item first), from the whole journal.

    An ordinary action pushes itself on the undo stack and clears the redo stack; an action that cannot be
    undone (creating or importing the tournament) clears both; ``undo`` moves its target to the redo stack
    and ``redo`` moves it back.
    """
    undo: list[int] = []
    redo: list[int] = []
    for entry in entries:
        if entry.action == "undo" and entry.target_seq is not None:
            if undo and undo[-1] == entry.target_seq:
                redo.append(undo.pop())
        elif entry.action == "redo" and entry.target_seq is not None:
            if redo and redo[-1] == entry.target_seq:
                undo.append(redo.pop())
        elif entry.undoable:
            undo.append(entry.seq)
            redo.clear()
        else:
            undo.clear()
            redo.clear()
    return undo, redo
