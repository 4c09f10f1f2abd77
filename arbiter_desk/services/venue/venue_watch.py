"""A desk on a venue server sees the other desks' changes within a second: the store's
listener says a journal entry was committed, the desk reads the entries it has not seen yet (never the whole
event) and hands each one's ``Changes`` to the same per-change refresh its own commands feed.

Callbacks run on the listener's thread; the window passes them to its own thread (a Qt signal). Nothing here
may end the listener: an entry that cannot be read is reported (``on_trouble``) and read again with the next
notification, and once ``stop`` was called no callback is made any more (the window may be gone)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.store.server_connection import ANSWER_WAIT_S, answer_wait
from arbiter_desk.store.server_listener import ChangeListener

READ_WAIT_S = 10.0
"""How long the listener's reading of new entries waits for the server's answer (off the GUI thread)."""


class VenueWatch:
    """Watches the event of ``desk`` (which must be on a venue server) until ``stop``."""

    def __init__(
        self,
        desk: Desk,
        on_changes: Callable[[Changes], None],
        on_lost: Callable[[str], None] = lambda _reason: None,
        on_back: Callable[[], None] = lambda: None,
        on_trouble: Callable[[str], None] | None = None,
    ) -> None:
        location = desk.server
        if location is None:
            raise ValueError(tr("only an event on a venue server is watched"))
        self._desk = desk
        self._on_changes, self._on_lost_callback, self._on_back_callback = on_changes, on_lost, on_back
        self._on_trouble = on_trouble or on_lost
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._seen = desk.last_seq()
        self._listener = ChangeListener(location, self._changed, self._lost, self._back)

    def start(self) -> bool:
        return self._listener.start()

    def stop(self) -> None:
        """No callback after this returns, even from a listener thread that ends later."""
        self._stopped.set()
        self._listener.stop()

    @property
    def encrypted(self) -> bool | None:
        """Whether the connection to the server is TLS (None: not known yet)."""
        return self._listener.encrypted

    def answers(self, wait_s: float = ANSWER_WAIT_S) -> bool:
        """Whether the server answers a small read within ``wait_s`` (call off the GUI thread)."""
        try:
            with answer_wait(wait_s):
                self._desk.last_seq()
        except Exception:  # any failure is "does not answer": the caller asks again later
            return False
        return True

    def _changed(self, seq: int) -> None:
        with self._lock:
            if self._stopped.is_set() or seq <= self._seen:
                return  # stopped, or already read (this desk's own action, or read with an earlier notification)
            self._catch_up()

    def _catch_up(self) -> None:
        try:
            with answer_wait(READ_WAIT_S):
                fresh = self._desk.changes_after(self._seen)
        except ArbiterDeskError as exc:
            self._tell(self._on_lost_callback, str(exc))
            return
        except Exception as exc:  # a bad row must not end the listener: it is said, and read again
            self._tell(
                self._on_trouble,
                f"the changes of the other desks could not be read ({type(exc).__name__}: {exc}); this desk "
                "shows the event as it last read it and tries again with the next change",
            )
            return
        for changes in fresh:
            self._seen = max(self._seen, changes.seq or 0)
            if not self._stopped.is_set():
                self._on_changes(changes)

    def _tell(self, callback: Callable[[str], None], reason: str) -> None:
        if not self._stopped.is_set():
            callback(reason)

    def _lost(self, reason: str) -> None:
        self._tell(self._on_lost_callback, reason)

    def _back(self) -> None:
        if self._stopped.is_set():
            return
        self._on_back_callback()
        with self._lock:
            self._catch_up()  # what the other desks did while this one could not hear them
