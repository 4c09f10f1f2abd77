"""``arbiter-desk server backup URL DIR --watch``: run on a machine other than the server (the scorer's laptop),
it writes a backup of the event after every round published on any desk, until stopped (Ctrl+C) — so that the
backups live elsewhere than the server that may die."""

from __future__ import annotations

import queue
from pathlib import Path
from typing import TextIO

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.services import Changes, Desk
from arbiter_desk.services.venue.venue_backups import is_publish, write_backup
from arbiter_desk.services.venue.venue_watch import VenueWatch
from arbiter_desk.store.server import ServerLocation


def watch_and_back_up(location: ServerLocation, folder: Path, keep: int, stop_after: int, out: TextIO) -> None:
    """Back up after each publication until ``stop_after`` backups were written (0: until interrupted)."""
    desk = Desk.open(location.url(with_password=True))
    published: queue.Queue[str] = queue.Queue()

    def seen(changes: Changes) -> None:
        if is_publish(changes.label):
            published.put(changes.label)

    def lost(reason: str) -> None:
        print(f"{reason}; backups wait until it answers again", file=out, flush=True)

    watch = VenueWatch(desk, seen, lost)
    watch.start()
    written = 0
    try:
        while not stop_after or written < stop_after:
            try:
                label = published.get(timeout=1.0)
            except queue.Empty:
                continue
            try:
                path = write_backup(location, folder, keep)
            except ArbiterDeskError as exc:
                print(f"no backup after {label}: {exc}; the next publication tries again", file=out, flush=True)
                continue
            written += 1
            print(f"{path}: backup after {label}", file=out, flush=True)
    except KeyboardInterrupt:
        print("stopped: no more backups are written", file=out)
    finally:
        watch.stop()
        desk.close()
