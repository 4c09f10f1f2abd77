"""The in-use marker: one desk per tournament file, and a second one is told "in use by HOST since TIME".

Beside ``name.adesk`` lies ``.name.adesk.in-use`` while a desk has the file open: it names the computer, the
process and since when, and the process holds an operating-system lock on it (``flock``). The lock dies with
the process, so a marker left by a crash on this computer is recognised as stale and taken over silently; a
marker of another computer (a shared folder) cannot be checked, so the arbiter chooses: read-only or take over.
Within one process the same file may be opened more than once (the marker is counted, not locked twice).
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

from arbiter_desk.store.errors import FileInUseError

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the marker's content alone tells
    fcntl = None  # type: ignore[assignment]

_HELD: dict[Path, tuple[IO[str], int]] = {}
"""Markers this process holds: the open (locked) file and how many stores use it."""


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a marker: computer, process id, since when (UTC, ISO 8601)."""

    host: str
    pid: int
    since: str

    @classmethod
    def parse(cls, text: str) -> Holder | None:
        parts = text.split("\n")
        if len(parts) < 3 or not parts[1].strip().isdigit():
            return None
        return cls(parts[0].strip(), int(parts[1]), parts[2].strip())

    @classmethod
    def me(cls) -> Holder:
        return cls(socket.gethostname(), os.getpid(), datetime.now(UTC).isoformat(timespec="seconds"))

    def text(self) -> str:
        return f"{self.host}\n{self.pid}\n{self.since}\n"


def marker_path(tournament: Path) -> Path:
    return Path(tournament).with_name(f".{Path(tournament).name}.in-use")


def _lock(handle: IO[str]) -> bool:
    if fcntl is None:
        return True
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def acquire(tournament: Path, take_over: bool = False) -> Path | None:
    """Mark ``tournament`` as in use by this process; the marker's path, or None where none can be written
    (a read-only folder: the file is then opened read-only anyway).

    Raises :class:`FileInUseError` when another living desk holds it, unless ``take_over``."""
    path = marker_path(tournament).resolve()
    if path in _HELD:
        handle, count = _HELD[path]
        _HELD[path] = (handle, count + 1)
        return path
    try:
        handle = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held open while the file is in use
    except OSError:
        return None
    locked = _lock(handle)
    handle.seek(0)
    holder = Holder.parse(handle.read())
    me = Holder.me()
    alive_elsewhere = not locked or (holder is not None and holder.host != me.host)
    if alive_elsewhere and not take_over:
        handle.close()
        who = holder or Holder("another program", 0, "an unknown time")
        raise FileInUseError(
            f"{tournament}: in use by {who.host} since {who.since}; open it read-only, or take it over if that "
            "desk is closed",
            who.host,
            who.since,
        )
    handle.seek(0)
    handle.truncate()
    handle.write(me.text())
    handle.flush()
    os.fsync(handle.fileno())
    _HELD[path] = (handle, 1)
    return path


def release(path: Path | None) -> None:
    """Give the marker back; the last user removes it (only if it still names this process)."""
    if path is None or path not in _HELD:
        return
    handle, count = _HELD[path]
    if count > 1:
        _HELD[path] = (handle, count - 1)
        return
    del _HELD[path]
    try:
        holder = Holder.parse(path.read_text(encoding="utf-8"))
        if holder is not None and holder.pid == os.getpid() and holder.host == socket.gethostname():
            path.unlink(missing_ok=True)
    except OSError:
        pass
    finally:
        handle.close()
