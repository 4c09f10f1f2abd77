"""Every attack of the venue-server trial, tried in raw SQL with each arbiter's own login (as in ``psql``), must be
refused by the database; afterwards the event still opens on every desk. Only the chief arbiter publishes,
unpublishes and reopens rounds (C.04.2 art. 4.4) and changes ratings (art. 2.2)."""

from __future__ import annotations

import threading
from dataclasses import replace

import psycopg
import pytest

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store import TournamentStore
from arbiter_desk.store.server import ServerLocation, ServerLocationError, list_events
from arbiter_desk.store.server_guard import OWNER
from arbiter_desk.store.server_roles import add_user
from tests.store.server.guarded_event import EVENT_RESULTS, LOGINS, GuardedEvent

Connection = psycopg.Connection[tuple[object, ...]]


def _refused(connection: Connection, *statements: str) -> str:
    """The SQLSTATE that refused the statements (run in one transaction, then committed), rolled back."""
    try:
        for statement in statements:
            connection.execute(statement)
        connection.commit()
    except psycopg.Error as exc:
        connection.rollback()
        return str(exc.sqlstate)
    return "committed"


def _journal_count(event: GuardedEvent) -> int:
    with event.connect(event.admin) as admin:
        row = admin.execute("SELECT count(*) FROM journal").fetchone()
        return int(str(row[0])) if row else 0


def test_nobody_forges_a_journal_entry(guarded_event: GuardedEvent) -> None:
    chief = LOGINS["chief"]
    forged = (
        "INSERT INTO journal (at, who, action, label, why, changes, undoable) VALUES "
        f"('2026-01-01T00:00:00+00:00', '{chief}', 'record_result', "
        "'record result board 5 of round 3: 1-0', '', "
        """'[{"table": "players", "key": [1], "before": null, "after": null}]', true)"""
    )
    for role in ("results", "deputy", "chief"):
        with guarded_event.connect(LOGINS[role]) as connection:
            assert _refused(connection, forged) == "42501", role
            assert _refused(connection, f"UPDATE journal SET who = '{chief}'") == "42501", role
            assert _refused(connection, "DELETE FROM journal") == "42501", role
            assert _refused(connection, "INSERT INTO journal_meta VALUES (9999, NULL, 'x', 'y', true)") == "42501"


def test_a_results_desk_cannot_undo_as_the_chief_nor_target_an_entry_the_server_did_not_write(
    guarded_event: GuardedEvent,
) -> None:
    with guarded_event.connect(guarded_event.admin) as admin:
        row = admin.execute(
            "SELECT seq FROM journal_meta WHERE login = %s ORDER BY seq LIMIT 1", (guarded_event.admin,)
        ).fetchone()
    assert row is not None
    with guarded_event.connect(LOGINS["results"]) as results:
        change = "UPDATE boards SET white_result = '1', black_result = '0' WHERE round_no = 2 AND number = 4"
        undo_chief = f"SELECT adesk_describe('undo', 'record result board 5 of round 3: 1-0', '', {row[0]}, true, '')"
        assert _refused(results, change, undo_chief) == "42501"
        assert _refused(results, change, "SELECT adesk_describe('undo', 'x', '', 999999, true, '')") == "42501"


def test_unpublish_and_rewrite_and_reopen_are_the_chiefs(guarded_event: GuardedEvent) -> None:
    """The results desk unpublished round 2, then changed round 1; set a round complete; the deputy reopened a
    complete round, unpublished a published one, and changed a rating."""
    with guarded_event.connect(LOGINS["results"]) as results:
        assert _refused(results, "UPDATE rounds SET state = 'draft' WHERE number = 2") == "42501"
        assert (
            _refused(
                results,
                "UPDATE rounds SET state = 'draft' WHERE number = 2",
                "UPDATE boards SET white_result = '0', black_result = '1' WHERE round_no = 1",
            )
            == "42501"
        )
        assert _refused(results, "UPDATE rounds SET state = 'complete' WHERE number = 2") == "42501"
        assert _refused(results, "UPDATE rounds SET state = 'published' WHERE number = 3") == "42501"
    with guarded_event.connect(LOGINS["deputy"]) as deputy:
        assert _refused(deputy, "UPDATE rounds SET state = 'published' WHERE number = 1") == "42501"
        assert _refused(deputy, "UPDATE rounds SET state = 'draft' WHERE number = 2") == "42501"
        assert _refused(deputy, "UPDATE rounds SET state = 'published' WHERE number = 3") == "42501"
        assert _refused(deputy, "UPDATE players SET rating = 3000 WHERE tpn = 1") == "42501"
        assert _refused(deputy, "UPDATE players SET tpn = 99 WHERE tpn = 1") == "42501"
    with guarded_event.connect(LOGINS["chief"]) as chief:  # the chief may: the refusals are the roles'
        assert _refused(chief, "UPDATE rounds SET state = 'draft' WHERE number = 2", "ROLLBACK") == "committed"


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE boards SET white_result = '9' WHERE round_no = 2 AND number = 2",
        "UPDATE boards SET white_result = 'banana' WHERE round_no = 2 AND number = 2",
        "UPDATE boards SET black_result = '<b>ZZ' WHERE round_no = 2 AND number = 2",
        "UPDATE rounds SET state = 'xyz' WHERE number = 3",
        "UPDATE settings SET fide_events = 'not json'",
        "UPDATE players SET round_ratings = '{' WHERE tpn = 1",
    ],
)
def test_a_bad_value_is_refused_even_to_the_chief(guarded_event: GuardedEvent, statement: str) -> None:
    with guarded_event.connect(LOGINS["chief"]) as chief:
        assert _refused(chief, statement) == "23514"  # check_violation


def test_a_demoted_login_owns_nothing_and_is_bound_by_its_new_role(guarded_event: GuardedEvent) -> None:
    login = "mx_demoted"
    add_user(ServerLocation.parse(guarded_event.url), login, "chief")
    add_user(ServerLocation.parse(guarded_event.url), login, "viewer")
    with guarded_event.connect(guarded_event.admin) as admin:
        owners = admin.execute(
            "SELECT DISTINCT pg_get_userbyid(c.relowner) FROM pg_class c WHERE c.relnamespace = %s::regnamespace",
            (guarded_event.schema,),
        ).fetchall()
        assert owners == [(OWNER,)]
        (schema_owner,) = admin.execute(
            "SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = %s", (guarded_event.schema,)
        ).fetchone() or (None,)
        assert schema_owner == OWNER
        members = admin.execute(
            "SELECT r.rolname FROM pg_roles r "
            "WHERE r.rolcanlogin AND NOT r.rolsuper AND pg_has_role(r.oid, %s, 'MEMBER')",
            (OWNER,),
        ).fetchall()
        assert [m for (m,) in members if str(m).startswith("mx_")] == []
    with guarded_event.connect(login) as demoted:
        assert _refused(demoted, "UPDATE players SET name = 'X' WHERE tpn = 1") == "42501"
        assert _refused(demoted, "DELETE FROM journal") == "42501"
        assert _refused(demoted, "ALTER TABLE boards DISABLE TRIGGER ALL") == "42501"
        assert _refused(demoted, "ALTER TABLE boards NO FORCE ROW LEVEL SECURITY") == "42501"
        assert _refused(demoted, "SET session_replication_role = replica") == "42501"


@pytest.mark.parametrize("name", ["adesk_viewer", "adesk_chief", "adesk_owner", "pg_monitor", "mx_group", "admin"])
def test_a_group_role_or_the_projects_own_role_is_refused_as_a_user(guarded_event: GuardedEvent, name: str) -> None:
    with guarded_event.connect(guarded_event.admin) as admin:
        admin.execute("DO $$ BEGIN CREATE ROLE mx_group NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$")
        admin.commit()
    with pytest.raises(ServerLocationError):  # "admin": the server's administrator itself (a superuser here)
        add_user(ServerLocation.parse(guarded_event.url), guarded_event.admin if name == "admin" else name, "chief")


def test_a_role_for_one_event_does_not_reach_another(guarded_event: GuardedEvent) -> None:
    with guarded_event.connect(EVENT_RESULTS) as mine:
        change = "UPDATE boards SET white_result = '1', black_result = '0' WHERE round_no = 2 AND number = 4"
        assert _refused(mine, change, "ROLLBACK") == "committed"  # its own event
    schema = guarded_event.location(EVENT_RESULTS, other=True).schema
    with guarded_event.connect(EVENT_RESULTS, other=True) as other:
        assert _refused(other, f"UPDATE \"{schema}\".boards SET white_result = '0' WHERE round_no = 1") == "42501"
        assert _refused(other, f'SELECT * FROM "{schema}".players') == "42501"
    with pytest.raises(ArbiterDeskError):  # its desk cannot open the other event at all
        TournamentStore.open(guarded_event.location(EVENT_RESULTS, other=True).url())


def test_a_viewer_cannot_take_the_write_lock_nor_block_writes(guarded_event: GuardedEvent) -> None:
    with guarded_event.connect(LOGINS["viewer"]) as viewer:
        assert _refused(viewer, "SELECT adesk_write_lock()") == "42501"
        assert _refused(viewer, "SELECT * FROM write_lock FOR UPDATE") == "42501"
        assert _refused(viewer, "SELECT * FROM boards FOR UPDATE") == "42501"
        viewer.execute(f"SELECT pg_advisory_lock(hashtext('{guarded_event.schema}'))")  # the old lock's key
        viewer.commit()
        store = TournamentStore.open(guarded_event.location(LOGINS["deputy"]).url())
        done = threading.Event()

        def write() -> None:
            with store.read() as reader:
                board = next(b for b in reader.boards(2) if b.number == 4)
            with store.command("result") as (writer, _):
                writer.set_board_result(board.id, ResultCode.DRAW, ResultCode.DRAW)
            store.undo("x")
            done.set()

        thread = threading.Thread(target=write)
        thread.start()
        thread.join(20)
        store.close()
        assert done.is_set()


def test_after_every_attack_the_event_opens_on_every_desk(guarded_event: GuardedEvent) -> None:
    before = _journal_count(guarded_event)
    for login in (*LOGINS.values(), EVENT_RESULTS):
        store = TournamentStore.open(replace(guarded_event.location(login)).url())
        try:
            store.check_rows()
            with store.read() as reader:
                assert len(reader.boards(2)) == 4
        finally:
            store.close()
    assert _journal_count(guarded_event) == before


def test_an_arbiters_login_cannot_create_an_event_it_would_own(guarded_event: GuardedEvent) -> None:
    """The login that created an event used to own its tables (no grant bound it): events are the
    administrator's to create; a chief's attempt is refused in plain words and leaves nothing behind."""
    location = replace(guarded_event.location(LOGINS["chief"]), event=f"{guarded_event.schema[6:]}new")
    with pytest.raises(ArbiterDeskError, match="may not"):
        TournamentStore.create(location.url())
    assert location.event not in list_events(ServerLocation.parse(guarded_event.url))
