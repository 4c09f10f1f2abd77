"""Changes seen by the other desks (issue 36 item 2): a thread listening on the event's channel (``LISTEN``;
the journal's trigger ``NOTIFY``s every committed action, ``store.server``), no polling of the event.

The listener keeps its own connection (autocommit, outside the store's pool). On each notification it calls
``on_change(seq)`` with the new entry's number; when the connection breaks it calls ``on_lost(reason)`` at
once, then tries again every ``retry_s`` seconds and, once back, calls ``on_back()`` (the desk then reads
what it missed). Callbacks run on the listener's thread: a window hands them to its own thread."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable

import psycopg

from arbiter_desk.store.server import CONNECT_TIMEOUT_S, ServerLocation, quoted


class ChangeListener:
    """Listens for an event's changes until ``stop``."""

    def __init__(
        self,
        location: ServerLocation,
        on_change: Callable[[int], None],
        on_lost: Callable[[str], None] = lambda _reason: None,
        on_back: Callable[[], None] = lambda: None,
        *,
        retry_s: float = 1.0,
        wait_s: float = 0.2,
    ) -> None:
        self._location = location
        self._on_change, self._on_lost, self._on_back = on_change, on_lost, on_back
        self._retry_s, self._wait_s = retry_s, wait_s
        self._stop = threading.Event()
        self._listening = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"venue listener {location.event}", daemon=True)

    def start(self, timeout_s: float = 10.0) -> bool:
        """Start listening; True once the first ``LISTEN`` is in place (changes from then on are seen)."""
        self._thread.start()
        return self._listening.wait(timeout_s)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def _connect(self) -> psycopg.Connection[tuple[object, ...]]:
        location = self._location
        connection = psycopg.connect(
            host=location.host,
            port=location.port,
            dbname=location.database,
            user=location.user or None,
            password=location.password or None,
            connect_timeout=CONNECT_TIMEOUT_S,
            application_name="arbiter-desk listener",
            autocommit=True,
            # a cable pulled is noticed within seconds, not after the system's two hours
            keepalives=1,
            keepalives_idle=5,
            keepalives_interval=2,
            keepalives_count=2,
        )
        connection.execute(f"LISTEN {quoted(location.schema)}")
        return connection

    def _run(self) -> None:
        lost = False
        while not self._stop.is_set():
            try:
                connection = self._connect()
            except psycopg.Error as exc:
                if not lost:
                    lost = True
                    self._on_lost(_reason(exc))
                self._stop.wait(self._retry_s)
                continue
            try:
                if lost:
                    lost = False
                    self._on_back()
                self._listening.set()
                self._listen(connection)
            except psycopg.Error as exc:
                lost = True
                self._on_lost(_reason(exc))
                self._stop.wait(self._retry_s)
            finally:
                connection.close()

    def _listen(self, connection: psycopg.Connection[tuple[object, ...]]) -> None:
        while not self._stop.is_set():
            for notice in connection.notifies(timeout=self._wait_s, stop_after=64):
                try:  # only the entry's number is taken: a forged notice costs the desk one re-read
                    seq = int(json.loads(notice.payload)["seq"])
                except (ValueError, KeyError, TypeError, OverflowError):
                    continue
                self._on_change(seq)


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"the venue server cannot be reached ({text[0] if text else type(exc).__name__})"
