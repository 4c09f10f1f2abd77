"""Who holds a tournament file: the content of its in-use marker, and reading and writing a marker safely.

A marker names the computer, the process, the user, since when (UTC) and a random token of the desk. It is
never written in place: a new one is written under a temporary name (``O_EXCL | O_NOFOLLOW``) and renamed over
the old name, so a link planted under the marker's name is replaced, never followed. It is
read without following a link, and only if it is a regular file.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import secrets
import socket
import stat
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the marker's content alone tells
    fcntl = None  # type: ignore[assignment]

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
NONBLOCK = getattr(os, "O_NONBLOCK", 0)
MARKER_BYTES = 4096
"""A marker is a few lines; more is not read (a planted big file costs nothing)."""


class UnsafeMarker(Exception):
    """The marker's name holds something that is not a regular file (a link, a FIFO, a folder)."""


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a marker: computer, process id, since when (UTC, ISO 8601), user, and the desk's token."""

    host: str
    pid: int
    since: str
    user: str = ""
    token: str = ""

    @classmethod
    def parse(cls, text: str) -> Holder | None:
        """The holder a marker names (older markers have three lines: no user, no token)."""
        parts = [p.strip() for p in text.split("\n")]
        if len(parts) < 3 or not parts[1].isdigit():
            return None
        user = parts[3] if len(parts) > 3 else ""
        token = parts[4] if len(parts) > 4 else ""
        return cls(parts[0], int(parts[1]), parts[2], user, token)

    @classmethod
    def me(cls) -> Holder:
        """This process, with a new token (one per desk that opens the file)."""
        try:
            user = getpass.getuser()
        except (OSError, KeyError, ImportError):  # no name for this user id
            user = ""
        now = datetime.now(UTC).isoformat(timespec="seconds")
        return cls(socket.gethostname(), os.getpid(), now, user, secrets.token_hex(8))

    def text(self) -> str:
        return f"{self.host}\n{self.pid}\n{self.since}\n{self.user}\n{self.token}\n"

    def renewed(self) -> Holder:
        return replace(self, since=datetime.now(UTC).isoformat(timespec="seconds"))

    @property
    def is_here(self) -> bool:
        """Whether the holder is a process of this computer."""
        return self.host == socket.gethostname()

    def clock(self) -> str:
        """Since when, as this computer's local time ``HH:MM`` (``YYYY-MM-DD HH:MM`` if not today)."""
        try:
            at = datetime.fromisoformat(self.since).astimezone()
        except ValueError:
            return self.since
        today = datetime.now().astimezone().date()
        return at.strftime("%H:%M" if at.date() == today else "%Y-%m-%d %H:%M")

    def who(self) -> str:
        """``anna on venue-laptop`` (``venue-laptop`` for an older marker without a user)."""
        return f"{self.user} on {self.host}" if self.user else self.host


def process_alive(pid: int) -> bool:
    """Whether a process of this computer has id ``pid`` (a pid reused by another program counts as alive)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def open_marker(path: Path) -> int | None:
    """A read-only descriptor of the marker at ``path`` (links not followed), or None if there is none.

    Raises :class:`UnsafeMarker` when the name holds a link or anything but a regular file."""
    try:
        fd = os.open(path, os.O_RDONLY | NOFOLLOW | NONBLOCK)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if path.is_symlink():
            raise UnsafeMarker(str(path)) from exc
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise UnsafeMarker(str(path))
    return fd


def read_holder(fd: int) -> Holder | None:
    os.lseek(fd, 0, os.SEEK_SET)
    return Holder.parse(os.read(fd, MARKER_BYTES).decode("utf-8", "replace"))


def read_marker(path: Path) -> Holder | None:
    """The holder the marker at ``path`` names (None: no marker, or no holder in it); one open and one read."""
    fd = open_marker(path)
    if fd is None:
        return None
    try:
        return read_holder(fd)
    finally:
        os.close(fd)


def try_lock(fd: int) -> bool:
    """Take the marker's lock (it dies with the process): False when a living process holds it."""
    if fcntl is None:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def write_marker(path: Path, text: str) -> int:
    """Write a new marker under ``path`` (temporary file, locked, renamed into place: a link under that name
    is replaced, never followed); its descriptor, kept open (and locked) while the file is in use."""
    temporary = path.with_name(f"{path.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(temporary, os.O_RDWR | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o644)
    try:
        os.write(fd, text.encode("utf-8"))
        os.fsync(fd)
        try_lock(fd)
        os.replace(temporary, path)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    return fd


def same_file(path: Path, fd: int) -> bool:
    """Whether the name ``path`` (not followed) still leads to the open file ``fd``."""
    try:
        named, held = os.lstat(path), os.fstat(fd)
    except OSError:
        return False
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)
