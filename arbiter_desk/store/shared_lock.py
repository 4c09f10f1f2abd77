"""The in-use lock every desk of this computer finds, whatever name of the file it opened and whoever it runs as.

A file's names (hard links in any folder, symlinks) share one device and inode; every user's desk, whatever
its ``TMPDIR``, looks in one folder of this computer (``/var/tmp/arbiter-desk-locks``, world-writable with
the sticky bit, as ``/tmp`` is) for ``DEV-INO.lock``. That *pointer* names the desk that holds the file (the
holder's lines of ``store.holder``, and the name its SQLite opened, whose write-ahead log a second desk must
share). Beside it, each desk holds ``DEV-INO.TOKEN.lock`` open with an ``flock`` for as long as it has the
file: the lock dies with the process, so a pointer whose desk's lock is free is a crash's leftover.

The pointer is read and rewritten only under its own short ``flock`` (check and claim are one step: of two
desks opening at once through two names, one is told the other holds the file). Taking over rewrites the
pointer; the desk it named reads the pointer before each write and stops. Never an extra descriptor on the
SQLite file itself (closing one would drop SQLite's own POSIX locks) and never ``locking_mode=EXCLUSIVE``:
read-only readers of the same file stay allowed. A file on a shared folder used by another computer is
covered by the marker beside the file (``store.in_use``), which names the computer.
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from arbiter_desk.store.holder import MARKER_BYTES, NOFOLLOW, NONBLOCK, Holder, UnsafeMarker, same_file

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: only the marker beside the file tells
    fcntl = None  # type: ignore[assignment]

Identity = tuple[int, int]

LOCK_FOLDER = Path("/var/tmp/arbiter-desk-locks")
"""One folder for every user and every ``TMPDIR`` of this computer (whatever is left there after a crash or a
reboot is a free lock, hence stale, and is swept or reused)."""

POINTER_WAIT_S = 5.0
"""How long a desk waits for another desk's check-and-claim of the same file (a few milliseconds each)."""


@dataclass(frozen=True, slots=True)
class Pointed:
    """What the pointer of a file says: its holder, the name that holder's SQLite opened, and if it lives."""

    holder: Holder
    database: Path | None
    alive: bool


@dataclass(slots=True)
class Claim:
    """This desk's claim: the pointer's path and the descriptor of its own held lock file."""

    pointer: Path
    own: Path
    fd: int


def lock_folder() -> Path | None:
    """The shared folder (made on first use), or None where there is none to trust (no ``flock``, a link, a
    folder others may write without the sticky bit)."""
    if fcntl is None:
        return None
    folder = LOCK_FOLDER
    try:
        if not os.path.lexists(folder):
            with contextlib.suppress(FileExistsError):
                os.mkdir(folder, 0o700)
                os.chmod(folder, 0o1777)  # the umask must not take the other users' right to lock away
        st = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode):
        return None
    shared = st.st_mode & 0o1777 == 0o1777
    return folder if shared or st.st_uid == os.getuid() else None


def pointer_path(folder: Path, identity: Identity) -> Path:
    return folder / f"{identity[0]}-{identity[1]}.lock"


def _own_path(folder: Path, identity: Identity, token: str) -> Path:
    return folder / f"{identity[0]}-{identity[1]}.{token}.lock"


def _open_regular(path: Path, flags: int, mode: int = 0o666) -> int:
    fd = os.open(path, flags | NOFOLLOW | NONBLOCK, mode)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise UnsafeMarker(str(path))
    return fd


@contextlib.contextmanager
def exclusive(pointer: Path) -> Iterator[int | None]:
    """The pointer opened and ``flock``-ed for one check-and-claim (its descriptor; None when it can only be
    read, not written: another user's pointer that lost its write permission)."""
    assert fcntl is not None
    deadline = time.monotonic() + POINTER_WAIT_S
    while True:
        writable = True
        try:
            fd = _open_regular(pointer, os.O_RDWR | os.O_CREAT)
            with contextlib.suppress(OSError):
                os.fchmod(fd, 0o666)
        except PermissionError:
            writable = False
            fd = _open_regular(pointer, os.O_RDONLY)
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.01)
            if same_file(pointer, fd):  # not unlinked by its last holder meanwhile
                try:
                    yield fd if writable else None
                finally:
                    if os.fstat(fd).st_size == 0:  # names nobody: gone while still locked
                        with contextlib.suppress(OSError):
                            pointer.unlink()
                return
        finally:
            os.close(fd)


def read_pointer(folder: Path, identity: Identity, fd: int | None = None) -> Pointed | None:
    """The pointer of ``identity`` (None: none, or empty): read through ``fd`` when given, else opened."""
    pointer = pointer_path(folder, identity)
    own = fd is None
    if own:
        try:
            fd = _open_regular(pointer, os.O_RDONLY)
        except (FileNotFoundError, UnsafeMarker):
            return None
    assert fd is not None
    try:
        text = os.pread(fd, MARKER_BYTES, 0).decode("utf-8", "replace")
    finally:
        if own:
            os.close(fd)
    holder = Holder.parse(text)
    if holder is None or not holder.token:
        return None
    lines = text.split("\n")
    database = Path(lines[5]) if len(lines) > 5 and lines[5].strip() else None
    return Pointed(holder, database, _alive(_own_path(folder, identity, holder.token)))


def _alive(own: Path) -> bool:
    """Whether a process holds the lock file ``own`` (a probe: closing the descriptor gives the lock back)."""
    assert fcntl is not None
    try:
        fd = _open_regular(own, os.O_RDONLY)
    except (OSError, UnsafeMarker):
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def claim(folder: Path, identity: Identity, fd: int, holder: Holder, database: Path) -> Claim:
    """Under the pointer's lock (``fd``): take this desk's own lock file and name the desk in the pointer. The
    lock files of crashed desks of this file are removed on the way."""
    assert fcntl is not None
    _sweep(folder, identity, holder.token)
    sweep_folder(folder)
    own = _own_path(folder, identity, holder.token)
    mine = _open_regular(own, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        fcntl.flock(mine, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{holder.text()}{database}\n".encode(), 0)
        os.fsync(fd)
    except BaseException:
        os.close(mine)
        with contextlib.suppress(OSError):
            own.unlink()
        raise
    return Claim(pointer_path(folder, identity), own, mine)


def _sweep(folder: Path, identity: Identity, token: str) -> None:
    prefix = f"{identity[0]}-{identity[1]}."
    with contextlib.suppress(OSError):
        for name in os.listdir(folder):
            if name.startswith(prefix) and name.endswith(".lock") and name.count(".") == 2 and token not in name:
                leftover = folder / name
                if not _alive(leftover):
                    with contextlib.suppress(OSError):
                        leftover.unlink()


SWEEP_AGE = 60.0
"""Seconds after which a free lock file of another file is a crash's leftover (a desk locks its own at once)."""
SWEEP_LIMIT = 64
"""At most this many leftovers of other files are looked at per opening (the folder is swept in passes)."""


def sweep_folder(folder: Path, now: float | None = None) -> list[Path]:
    """Remove leftovers of crashed desks of any file: free lock files older than ``SWEEP_AGE``, and pointers
    naming no living desk (removed under their own lock, as ``exclusive`` expects). Never raises."""
    assert fcntl is not None
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        names = sorted(os.listdir(folder))[:SWEEP_LIMIT]
    except OSError:
        return removed
    for name in names:
        path = folder / name
        with contextlib.suppress(OSError, UnsafeMarker):
            if name.count(".") == 2 and name.endswith(".lock"):
                if now - os.lstat(path).st_mtime > SWEEP_AGE and not _alive(path):
                    path.unlink()
                    removed.append(path)
            elif name.count(".") == 1 and name.endswith(".lock"):
                dev, _, ino = name.removesuffix(".lock").partition("-")
                if dev.isdigit() and ino.isdigit() and _drop_stale_pointer(folder, (int(dev), int(ino)), path):
                    removed.append(path)
    return removed


def _drop_stale_pointer(folder: Path, identity: Identity, pointer: Path) -> bool:
    assert fcntl is not None
    fd = _open_regular(pointer, os.O_RDONLY)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False  # a desk is claiming it now
        pointed = read_pointer(folder, identity, fd)
        if (pointed is not None and pointed.alive) or not same_file(pointer, fd):
            return False
        pointer.unlink()
        return True
    finally:
        os.close(fd)


def unclaim(folder: Path, identity: Identity, taken: Claim, token: str) -> None:
    """Give the claim back: the pointer is emptied (and removed) if it still names this desk; its own lock file
    is removed and closed."""
    with contextlib.suppress(OSError, UnsafeMarker), exclusive(taken.pointer) as fd:
        if fd is not None:
            pointed = read_pointer(folder, identity, fd)
            if pointed is not None and pointed.holder.token == token:
                os.ftruncate(fd, 0)  # and removed on leaving (another user's, in the sticky folder, stays empty)
    with contextlib.suppress(OSError):
        if same_file(taken.own, taken.fd):
            taken.own.unlink()
    os.close(taken.fd)
