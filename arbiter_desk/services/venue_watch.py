"""A desk on a venue server sees the other desks' changes within a second (issue 36 item 2): the store's
listener says a journal entry was committed, the desk reads the entries it has not seen yet (never the whole
event) and hands each one's ``Changes`` to the same per-change refresh its own commands feed.

Callbacks run on the listener's thread; the window passes them to its own thread (a Qt signal)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.services.base import DeskBase
from arbiter_desk.services.data import Changes
from arbiter_desk.store.server_listener import ChangeListener


class VenueWatch:
    """Watches the event of ``desk`` (which must be on a venue server) until ``stop``."""

    def __init__(
        self,
        desk: DeskBase,
        on_changes: Callable[[Changes], None],
        on_lost: Callable[[str], None] = lambda _reason: None,
        on_back: Callable[[], None] = lambda: None,
    ) -> None:
        location = desk.server
        if location is None:
            raise ValueError("only an event on a venue server is watched")
        self._desk = desk
        self._on_changes, self._on_lost_callback, self._on_back_callback = on_changes, on_lost, on_back
        self._lock = threading.Lock()
        self._seen = desk.last_seq()
        self._listener = ChangeListener(location, self._changed, self._lost, self._back)

    def start(self) -> bool:
        return self._listener.start()

    def stop(self) -> None:
        self._listener.stop()

    def _changed(self, seq: int) -> None:
        with self._lock:
            if seq <= self._seen:
                return  # already read (this desk's own action, or read with an earlier notification)
            self._catch_up()

    def _catch_up(self) -> None:
        try:
            fresh = self._desk.changes_after(self._seen)
        except ArbiterDeskError as exc:
            self._on_lost_callback(str(exc))
            return
        for changes in fresh:
            self._seen = max(self._seen, changes.seq or 0)
            self._on_changes(changes)

    def _lost(self, reason: str) -> None:
        self._on_lost_callback(reason)

    def _back(self) -> None:
        self._on_back_callback()
        with self._lock:
            self._catch_up()  # what the other desks did while this one could not hear them
