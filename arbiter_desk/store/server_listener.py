"""Changes seen by the other desks: a thread listening on the event's channel (``LISTEN``;
the journal's trigger ``NOTIFY``s every committed action, ``store.server``), no polling of the event.

The listener keeps its own connection (autocommit, outside the store's pool). On each notification it calls
``on_change(seq)`` with the new entry's number; when the connection breaks it calls ``on_lost(reason)`` at
once, then tries again every ``retry_s`` seconds and, once back, calls ``on_back()`` (the desk then reads
what it missed). Callbacks run on the listener's thread: a window hands them to its own thread.

The listener never dies while the desk is open: a payload that is not the trigger's (anyone may ``NOTIFY`` the
channel) is skipped, and a callback or a server answer that fails in any other way is reported through
``on_lost`` (the banner says it) before the listener connects again. Only the entry's number is taken from a
payload: the desk re-reads the entries itself, with its own rights."""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable

import psycopg

from arbiter_desk.store.server import ServerLocation, quoted


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
        self.encrypted: bool | None = None
        """Whether the listener's connection is TLS (None before it first connected)."""

    def start(self, timeout_s: float = 10.0) -> bool:
        """Start listening; True once the first ``LISTEN`` is in place (changes from then on are seen)."""
        self._thread.start()
        return self._listening.wait(timeout_s)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def _connect(self) -> psycopg.Connection[tuple[object, ...]]:
        location = self._location
        parameters = location.libpq_parameters()
        parameters["application_name"] = (parameters["application_name"] + " listener")[:63]
        connection = psycopg.connect(
            host=location.host,
            port=location.port,
            dbname=location.database,
            user=location.user or None,
            password=location.password or None,
            autocommit=True,
            **parameters,
        )
        try:
            self.encrypted = bool(connection.pgconn.ssl_in_use)
            connection.execute(f"LISTEN {quoted(location.schema)}")
        except BaseException:
            connection.close()
            raise
        return connection

    def _run(self) -> None:
        lost = False
        while not self._stop.is_set():
            try:
                connection = self._connect()
            except Exception as exc:  # whatever failed, the listener tries again
                if not lost:
                    lost = True
                    self._tell(_reason(exc))
                self._stop.wait(self._retry_s)
                continue
            try:
                if lost:
                    lost = False
                    self._on_back()
                self._listening.set()
                self._listen(connection)
            except Exception as exc:  # a broken connection, or a callback that failed
                lost = True
                self._tell(_reason(exc))
                self._stop.wait(self._retry_s)
            finally:
                connection.close()

    def _tell(self, reason: str) -> None:
        with contextlib.suppress(Exception):  # the listener outlives a failing callback: it retries
            self._on_lost(reason)

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
    detail = text[0] if text else type(exc).__name__
    if isinstance(exc, psycopg.Error):
        return f"the venue server cannot be reached ({detail})"
    return f"the changes of the other desks could not be read ({type(exc).__name__}: {detail}); retrying"
