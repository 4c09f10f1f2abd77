"""One list of domain checks (``store.domains``) for the file and the venue server: every bad value is refused
by both — a tournament file holding it is not trusted (named by table, row and field), and the server refuses to
store it, whoever writes it. One bad row can then never break an event (a result ``'banana'`` made every desk
fail to open it, and ``server export`` write a file ``export`` refused as damaged)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import create_engine, insert

from arbiter_desk.store.domains import DOMAINS, Domain, Kind
from arbiter_desk.store.models import Base
from arbiter_desk.store.server import ServerLocation, create_event, drop_event, make_server_engine
from arbiter_desk.store.trust import UntrustedFileError, check_rows

GOOD_ROWS: dict[str, dict[str, object]] = {
    "settings": {"id": 1},
    "players": {"id": 1, "tpn": 1, "name": "A"},
    "rounds": {"number": 1, "state": "published", "explanation": "{}"},
    "boards": {
        "id": 1,
        "round_no": 1,
        "number": 1,
        "white_id": 1,
        "black_id": 1,
        "white_result": "1",
        "black_result": "0",
        "white_result2": "=",
        "black_result2": "=",
    },
    "absences": {"player_id": 1, "round_no": 1, "result": "H"},
    "overrides": {
        "id": 1,
        "round_no": 1,
        "article": "4.4",
        "reason": "r",
        "engine_pairing": "[]",
        "new_pairing": "[]",
        "diff": "[]",
    },
    "teams": {"id": 1, "tpn": 1, "name": "T"},
    "team_matches": {"round_no": 1, "number": 1, "first_team_id": 1, "second_team_id": 1},
    "team_games": {"round_no": 1, "match_no": 1, "board": 1, "first_result": "1", "second_result": "0"},
    "team_byes": {"round_no": 1, "team_id": 1, "kind": "pab"},
    "rating_corrections": {
        "id": 1,
        "round_no": 1,
        "white_id": 1,
        "black_id": 1,
        "white_result": "1",
        "black_result": "0",
        "reason": "r",
    },
    "proposals": {
        "id": 1,
        "round_no": 1,
        "board": 1,
        "result": "½-½",
        "received": "2026-12-07T13:22:27.123456+00:00",
        "state": "pending",
    },
    "journal": {"seq": 1000, "at": "2026-12-07T13:22:27.123456+00:00", "action": "a", "label": "l", "changes": "[]"},
}

BAD = {
    Kind.ONE_OF: ("banana", "9", "<b>ZZ", "xyz"),
    Kind.JSON: ("not json", "{", "[1,"),
    Kind.JSON_ARRAY: ("not json", "{}", '"text"'),
    Kind.JSON_OR_EMPTY: ("not json", "{"),
    Kind.TIME: ("yesterday", "2026-13-45T10:00:00", "now", "2026-12-07"),
}


def _bad(domain: Domain) -> tuple[object, ...]:
    return (3, 0) if domain.kind is Kind.ONE_OF and isinstance(domain.values[0], int) else BAD[domain.kind]


def _where(domain: Domain) -> str:
    keys = Base.metadata.tables[domain.table].primary_key.columns
    return " AND ".join(f"{c.name} = {GOOD_ROWS[domain.table][c.name]!r}" for c in keys)


@pytest.fixture
def file_db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    path = tmp_path / "d.db"
    engine = create_engine(f"sqlite:///{path}")
    Base.metadata.create_all(engine)
    with engine.begin() as connection:
        for table, row in GOOD_ROWS.items():
            connection.execute(insert(Base.metadata.tables[table]).values(**row))
    engine.dispose()
    db = sqlite3.connect(path, isolation_level=None)
    yield db
    db.close()


def test_the_good_rows_pass_both_and_every_domain_has_bad_values() -> None:
    assert {d.table for d in DOMAINS} <= set(GOOD_ROWS)
    assert all(_bad(d) for d in DOMAINS)


def test_every_bad_value_is_refused_in_a_file_naming_table_and_field(file_db: sqlite3.Connection) -> None:
    check_rows(file_db)  # the good rows pass
    for domain in DOMAINS:
        for value in _bad(domain):
            file_db.execute("BEGIN")
            file_db.execute(f'UPDATE "{domain.table}" SET "{domain.column}" = ? WHERE {_where(domain)}', (value,))
            with pytest.raises(UntrustedFileError, match=f"table {domain.table}, row .*field {domain.column}:"):
                check_rows(file_db)
            file_db.execute("ROLLBACK")


def test_every_bad_value_is_refused_by_the_server(postgres_url: str) -> None:
    location = ServerLocation.parse(f"{postgres_url}?event=domains{id(DOMAINS) % 100000}")
    create_event(location)
    engine = make_server_engine(location)
    try:
        with engine.begin() as connection:  # with the models' defaults
            connection.exec_driver_sql("SET CONSTRAINTS ALL DEFERRED")
            for table, row in GOOD_ROWS.items():
                connection.execute(insert(Base.metadata.tables[table]).values(**row))
        with psycopg.connect(
            host=location.host,
            port=location.port,
            dbname=location.database,
            user=location.user,
            options=f"-c search_path={location.schema}",
        ) as admin:  # a superuser: no grant nor policy stops it, the checks do
            for domain in DOMAINS:
                for value in _bad(domain):
                    sql = f'UPDATE "{domain.table}" SET "{domain.column}" = %s WHERE {_where(domain)}'
                    with pytest.raises(psycopg.errors.CheckViolation, match=domain.name):
                        admin.execute(sql, (value,))
                    admin.rollback()
    finally:
        engine.dispose()
        drop_event(location)
