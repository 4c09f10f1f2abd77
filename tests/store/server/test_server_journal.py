"""The journal on a venue server is written by the server itself (triggers): the changes from OLD and NEW, the
author from ``session_user``, the time from the server's clock. A change made in ``psql`` is journaled like a
desk's; an entry put together early (``SET CONSTRAINTS ALL IMMEDIATE``) still holds every row of its action;
a forged ``NOTIFY`` costs a desk at most a re-read."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import psycopg

from arbiter_desk.store import TournamentStore
from arbiter_desk.store.journal import decode_changes
from arbiter_desk.store.server_listener import ChangeListener
from tests.store.server.guarded_event import LOGINS, GuardedEvent


def _last_entry(connection: psycopg.Connection[tuple[object, ...]]) -> tuple[object, ...]:
    row = connection.execute("SELECT seq, at, who, action, changes FROM journal ORDER BY seq DESC LIMIT 1").fetchone()
    assert row is not None
    return row


def test_a_change_made_in_psql_is_journaled_by_the_server_with_its_login(guarded_event: GuardedEvent) -> None:
    with guarded_event.connect(LOGINS["deputy"]) as deputy:
        before = deputy.execute("SELECT white_result FROM boards WHERE round_no = 2 AND number = 3").fetchone()
        deputy.execute("UPDATE boards SET white_result = '=', black_result = '=' WHERE round_no = 2 AND number = 3")
        deputy.commit()
        seq, at, who, action, changes = _last_entry(deputy)
        assert (who, action) == (LOGINS["deputy"], "sql")
        assert abs(datetime.fromisoformat(str(at)) - datetime.now(UTC)) < timedelta(minutes=5)
        (change,) = decode_changes(str(changes))
        assert change.table == "boards" and change.before is not None and change.after is not None
        assert (change.before["white_result"], change.after["white_result"]) == (before[0] if before else None, "=")
        deputy.execute("UPDATE boards SET white_result = NULL, black_result = NULL WHERE round_no = 2 AND number = 3")
        deputy.commit()
        assert int(str(_last_entry(deputy)[0])) == int(str(seq)) + 1


def test_an_entry_put_together_early_still_holds_every_row(guarded_event: GuardedEvent) -> None:
    with guarded_event.connect(LOGINS["chief"]) as chief:
        chief.execute("UPDATE players SET club = 'A' WHERE tpn = 1")
        chief.execute("SET CONSTRAINTS ALL IMMEDIATE")  # fires the commit-time trigger now
        chief.execute("UPDATE players SET club = 'B' WHERE tpn = 2")
        chief.commit()
        _seq, _at, who, _action, changes = _last_entry(chief)
        assert who == LOGINS["chief"]
        clubs = sorted(str(c.after["club"]) for c in decode_changes(str(changes)) if c.after)
        assert clubs == ["A", "B"]
        chief.execute("UPDATE players SET club = '' WHERE tpn IN (1, 2)")
        chief.commit()


def test_a_desks_action_names_its_login_and_the_typed_arbiter(guarded_event: GuardedEvent) -> None:
    store = TournamentStore.open(guarded_event.location(LOGINS["deputy"]).url())
    store.typed_arbiter = LOGINS["chief"]  # whatever is typed, the login stays first
    try:
        with store.command("club") as (writer, outcome):
            with store.read() as reader:
                player = reader.players()[0]
            writer.update_player(replace(player, club="Z"))
            outcome.label = "record result board 5 of round 3: 1-0"
        with store.read() as reader:
            entry = reader.journal()[-1]
        assert entry.who == f"{LOGINS['deputy']} ({LOGINS['chief']})"
        assert [c.table for c in entry.changes] == ["players"]
        store.undo("x")
    finally:
        store.close()


def test_a_forged_notify_costs_at_most_a_re_read(guarded_event: GuardedEvent) -> None:
    """Anyone may NOTIFY the event's channel (PostgreSQL cannot restrict it): the listener takes only the entry
    number from a notice, whatever else it says, and a notice it cannot read is dropped without stopping it."""
    seen: list[object] = []
    arrived = threading.Event()

    def on_change(seq: int) -> None:
        seen.append(seq)
        arrived.set()

    listener = ChangeListener(guarded_event.location(LOGINS["viewer"]), on_change)
    assert listener.start()
    try:
        with guarded_event.connect(LOGINS["viewer"]) as viewer:
            viewer.autocommit = True
            channel = guarded_event.schema
            forged = json.dumps({"seq": 99999, "who": LOGINS["chief"], "label": "evil", "changes": "[]"})
            for payload in ("not json", '{"seq": 1e400}', '["seq"]', '{"seq": "x"}', forged):
                viewer.execute("SELECT pg_notify(%s, %s)", (channel, payload))
        assert arrived.wait(10)
        with guarded_event.connect(LOGINS["chief"]) as chief:
            arrived.clear()
            chief.execute("UPDATE players SET club = 'N' WHERE tpn = 3")
            chief.commit()
            real = int(str(_last_entry(chief)[0]))
            chief.execute("UPDATE players SET club = '' WHERE tpn = 3")
            chief.commit()
        for _ in range(50):
            if real in seen:
                break
            arrived.wait(0.2)
        assert seen[0] == 99999 and real in seen  # the listener survived the bad notices
        assert all(isinstance(s, int) for s in seen)
    finally:
        listener.stop()
