"""Every desk sees the others' changes within a second, without polling the whole event
(LISTEN/NOTIFY carrying the journal entry, the desk reading only the entries it has not seen), fed to the
same per-change refresh (``Changes``) as its own commands; a lost connection is said at once."""

from __future__ import annotations

import queue
import time

import psycopg
import pytest

from arbiter_desk.services import Changes, Desk, GameResult, PlayerData
from arbiter_desk.services.venue.venue_watch import VenueWatch
from arbiter_desk.store.server import ServerLocation
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem


def test_a_result_typed_on_one_desk_reaches_the_other_within_a_second(event_url: str) -> None:
    fake = FakeSystem()
    chief = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    register(chief, 8)
    chief.rounds.pair_next_round()
    chief.rounds.publish_round()
    deputy = Desk.open(event_url, systems=lambda _name: fake, arbiter="Dan Deputy")
    seen: queue.Queue[tuple[float, Changes]] = queue.Queue()
    watch = VenueWatch(chief, lambda changes: seen.put((time.monotonic(), changes)))
    assert watch.start()
    try:
        typed = time.monotonic()
        deputy.results.record_result(1, 2, GameResult.DRAW)
        arrived, changes = seen.get(timeout=5)
        assert arrived - typed < 1.0
        assert 1 in changes.rounds and "board 2" in changes.label
        own = chief.results.record_result(1, 1, GameResult.WHITE_WINS)  # the desk's own action: not fed back twice
        deputy.results.record_result(1, 3, GameResult.BLACK_WINS)
        arrived, changes = seen.get(timeout=5)
        if changes.seq == own.seq:
            arrived, changes = seen.get(timeout=5)
        assert "board 3" in changes.label
    finally:
        watch.stop()
        chief.close()
        deputy.close()


def test_a_lost_connection_is_said_at_once_and_the_desk_catches_up_when_back(event_url: str) -> None:
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    events: queue.Queue[str] = queue.Queue()
    watch = VenueWatch(
        desk,
        lambda changes: events.put(f"changed {changes.label}"),
        lambda reason: events.put(f"lost: {reason}"),
        lambda: events.put("back"),
    )
    assert watch.start()
    location = ServerLocation.parse(event_url)
    try:
        with psycopg.connect(
            host=location.host, port=location.port, dbname=location.database, user=location.user, autocommit=True
        ) as admin:
            cut = time.monotonic()
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE %s",
                ("arbiter-desk % listener",),
            )
        lost = events.get(timeout=5)
        assert lost.startswith("lost: the venue server cannot be reached") and time.monotonic() - cut < 1.0
        register(desk, 1)  # while the listener reconnects: caught up when it is back
        got = [events.get(timeout=10) for _ in range(2)]
        assert got[0] == "back" and got[1].startswith("changed register")
    finally:
        watch.stop()
        desk.close()


def test_a_file_desk_is_not_watched(tmp_path: object) -> None:
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "f.adesk", SETTINGS, systems=lambda _name: fake)  # type: ignore[operator]
    with pytest.raises(ValueError, match="venue server"):
        VenueWatch(desk, lambda _changes: None)
    desk.close()


def test_forged_payloads_a_failing_read_and_a_failing_callback_never_end_the_listener(
    event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Anyone may NOTIFY the event's channel and one bad row may fail a read: the listener says so (the
    banner) and goes on; a change made afterwards still arrives."""
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    other = Desk.open(event_url, systems=lambda _name: fake)
    events: queue.Queue[str] = queue.Queue()
    calls = {"changes": 0}

    def arrive(changes: Changes) -> None:
        calls["changes"] += 1
        if calls["changes"] == 1:
            raise RuntimeError("a view failed")  # the first change's callback fails
        events.put(f"changed {changes.label}")

    watch = VenueWatch(
        desk, arrive, lambda reason: events.put(f"lost: {reason}"), on_trouble=lambda r: events.put(f"trouble: {r}")
    )
    assert watch.start()
    location = ServerLocation.parse(event_url)
    real = desk.changes_after
    try:
        with psycopg.connect(
            host=location.host, port=location.port, dbname=location.database, user=location.user, autocommit=True
        ) as admin:
            for payload in ("not json", "[1]", '{"seq": "x"}', '{"no": 1}', "null"):
                admin.execute("SELECT pg_notify(%s, %s)", (location.schema, payload))
        monkeypatch.setattr(desk, "changes_after", lambda _seq: {}["a bad row"])
        with psycopg.connect(
            host=location.host, port=location.port, dbname=location.database, user=location.user, autocommit=True
        ) as admin:
            admin.execute("SELECT pg_notify(%s, %s)", (location.schema, '{"seq": 1000000}'))
        trouble = events.get(timeout=5)
        assert trouble.startswith("trouble: the changes of the other desks could not be read (KeyError")
        monkeypatch.setattr(desk, "changes_after", real)
        other.players.register_player(PlayerData("First Late", rating=2000))  # its callback fails: the listener goes on
        other.players.register_player(PlayerData("Second Late", rating=1990))
        got = [events.get(timeout=10) for _ in range(2)]
        assert got[0].startswith("lost: the changes of the other desks could not be read (RuntimeError: a view")
        assert got[1].startswith("changed register Second Late"), got
    finally:
        watch.stop()
        desk.close()
        other.close()
