"""The role matrix on a real PostgreSQL: every table × column × operation × role of the role table
(``store.server_role_table``), tried with raw SQL through a psycopg connection logged in as that role's login —
not through the store, whose buttons and checks are not in the way. An allowed cell must succeed (reaching the
row it names), a forbidden one must be refused by the server (SQLSTATE 42501). Every statement is rolled back.

The role table follows C.04.2: only the chief arbiter pairs, publishes and changes ratings (art. 2.2, 4.4);
results and their corrections by the deputy (checklist Q112); the results desk the round in play only."""

from __future__ import annotations

import psycopg
import pytest

from arbiter_desk.core.round_in_play import RoundProgress, round_in_play
from arbiter_desk.store.models import JOURNALED_TABLES, Base
from arbiter_desk.store.server_guard import SERVER_TABLES
from arbiter_desk.store.server_role_table import ROLE_KEYS, Op, grant_of
from tests.store.server.guarded_event import LOGINS, GuardedEvent

TABLES = (*JOURNALED_TABLES, "journal", *SERVER_TABLES, "schema_version", "proposals")


def _columns(admin: psycopg.Connection[tuple[object, ...]], table: str) -> list[str]:
    rows = admin.execute(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = %s ORDER BY ordinal_position",
        (table,),
    ).fetchall()
    return [str(r[0]) for r in rows]


def _sample(admin: psycopg.Connection[tuple[object, ...]], table: str) -> str:
    """A WHERE clause naming one row of ``table`` (a board of the round in play), or ``false`` when empty."""
    keys = [c.name for c in Base.metadata.tables[table].primary_key.columns] if table in Base.metadata.tables else []
    if not keys:
        keys = {"journal_meta": ["seq"], "journal_changes": ["n"], "write_lock": ["id"]}.get(table, [])
    if not keys:
        return "true"
    where = "round_no = 2" if table == "boards" else "true"
    row = admin.execute(f"SELECT {', '.join(keys)} FROM {table} WHERE {where} ORDER BY 1 LIMIT 1").fetchone()
    if row is None:
        return "false"
    return " AND ".join(
        f"{k} = {v!r}" if isinstance(v, int) else f"{k} = '{v}'" for k, v in zip(keys, row, strict=True)
    )


def _proposal(round_no: int = 2, state: str = "pending") -> str:
    """A player's proposal as the pages insert it (round 2 is in play)."""
    return (
        "INSERT INTO proposals (round_no, board, result, address, received, state) "
        f"VALUES ({round_no}, 2, '1-0', '192.168.1.9', '2026-12-07T10:00:00.000000+00:00', '{state}')"
    )


def _try(connection: psycopg.Connection[tuple[object, ...]], sql: str) -> tuple[str, int]:
    """("", rows reached) or (SQLSTATE, -1); rolled back either way."""
    try:
        connection.execute("SET CONSTRAINTS ALL DEFERRED")
        cursor = connection.execute(sql)
        return "", cursor.rowcount
    except psycopg.Error as exc:
        return str(exc.sqlstate or "?"), -1
    finally:
        connection.rollback()


def _cells(admin: psycopg.Connection[tuple[object, ...]], role: str) -> list[tuple[str, str, bool, bool]]:
    """(cell, SQL, allowed, must reach a row) for every cell of ``role``."""
    cells = []
    for table in TABLES:
        grant = grant_of(role, table)
        ops = grant.ops if grant is not None else frozenset()
        where = _sample(admin, table)
        reaches = where not in ("false", "true")
        cells.append((f"{table} SELECT", f"SELECT * FROM {table} LIMIT 1", Op.SELECT in ops, False))
        insert = f"INSERT INTO {table} SELECT * FROM {table} WHERE false"
        if table == "proposals":  # the pages' login inserts without reading: a real row, of the round in play
            insert = _proposal()
        cells.append((f"{table} INSERT", insert, Op.INSERT in ops, False))
        cells.append((f"{table} DELETE", f"DELETE FROM {table} WHERE {where}", Op.DELETE in ops, reaches))
        for column in _columns(admin, table):
            allowed = grant is not None and Op.UPDATE in ops and column in grant.update
            sql = f'UPDATE {table} SET "{column}" = "{column}" WHERE {where}'
            cells.append((f"{table}.{column} UPDATE", sql, allowed, reaches))
    return cells


@pytest.mark.parametrize("role", ROLE_KEYS)
def test_every_cell_of_the_role_table_is_what_the_server_does(guarded_event: GuardedEvent, role: str) -> None:
    with guarded_event.connect(guarded_event.admin) as admin, guarded_event.connect(LOGINS[role]) as connection:
        cells = _cells(admin, role)
        wrong = []
        for cell, sql, allowed, reaches in cells:
            state, rows = _try(connection, sql)
            if allowed and (state or (reaches and rows != 1)):
                wrong.append(f"{cell}: allowed, but {state or f'{rows} rows'}")
            elif not allowed and state != "42501":
                wrong.append(f"{cell}: forbidden, but {state or 'done'}")
    assert len(cells) > 150
    assert wrong == []


def test_the_results_desk_reaches_only_the_round_in_play(guarded_event: GuardedEvent) -> None:
    """Round 2 is in play (the lowest published round with a missing result); round 1 (complete) and round 3 (a
    draft: C.04.2 art. 4.4, not public) are not the results desk's."""
    with guarded_event.connect(LOGINS["results"]) as connection:
        for round_no, allowed in ((1, False), (2, True), (3, False)):
            sql = f"UPDATE boards SET white_result = '1', black_result = '0' WHERE round_no = {round_no} AND number = 2"
            state, rows = _try(connection, sql)
            assert (state, rows) == (("", 1) if allowed else ("42501", -1)), round_no


def test_the_servers_round_in_play_is_the_cores(guarded_event: GuardedEvent) -> None:
    """The row-level policy uses the one definition of ``core.round_in_play``."""
    with guarded_event.connect(guarded_event.admin) as admin:
        rows = admin.execute(
            "SELECT number, state <> 'draft', adesk_missing(number)::int FROM rounds ORDER BY number"
        ).fetchall()
        progress = [RoundProgress(int(n), bool(p), int(m)) for n, p, m in rows]  # type: ignore[call-overload]
        assert admin.execute("SELECT adesk_round_in_play()").fetchone() == (round_in_play(progress),)
        admin.execute("UPDATE boards SET white_result = '1', black_result = '0' WHERE round_no = 2")
        progress = [RoundProgress(p.number, p.published, 0 if p.number == 2 else p.missing_results) for p in progress]
        assert admin.execute("SELECT adesk_round_in_play()").fetchone() == (round_in_play(progress),) == (None,)
        admin.rollback()


def test_the_pages_login_adds_only_pending_proposals_of_the_round_in_play(guarded_event: GuardedEvent) -> None:
    """The ``publication`` role inserts players' proposals and nothing else — not for a round out of
    play, not already confirmed (which would pass for the arbiter's), and it cannot read them back."""
    with guarded_event.connect(LOGINS["publication"]) as connection:
        assert _try(connection, _proposal()) == ("", 1)
        assert _try(connection, _proposal(round_no=1))[0] == "42501"
        assert _try(connection, _proposal(state="confirmed"))[0] == "42501"
        assert _try(connection, "SELECT * FROM proposals")[0] == "42501"
        assert _try(connection, "UPDATE boards SET white_result = '1', black_result = '0' WHERE round_no = 2")[0] == (
            "42501"
        )
