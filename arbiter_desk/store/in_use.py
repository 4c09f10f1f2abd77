"""The in-use marker: one desk writes a tournament file, a second one is asked, and a desk that lost the file
learns it before its next write.

Beside ``name.adesk`` (links resolved) lies ``.name.adesk.in-use`` while a desk has the file open: it names the
computer, the process, the user, since when and a random token of the desk (``store.holder``), and the
process holds an operating-system lock on it (``flock``). The lock dies with the process, so a marker left by
a crash on this computer is recognised as stale and replaced silently; a marker of another computer (a shared
folder) cannot be checked, so the arbiter chooses: read-only or take over. A desk of this computer that holds
the lock is alive: the prompt says so.

The marker is found from any name of the file, by any user of this computer, whatever its ``TMPDIR``: a
pointer keyed on the file's device and inode in one shared folder names the holder and the name its SQLite
opened, and the holder keeps a lock file there under an ``flock`` for the session (``store.shared_lock``).
A second name of the file (symlink or hard link, in any folder) gets the same prompt, and opens the file
under the holder's name (``database_name``: SQLite's write-ahead log lies beside the name), so a take-over
rewrites the holder's own marker. Markers are never written in place nor read through a link.

Take over writes a new marker naming the new desk; before each write the old desk compares the file's device
and inode with those it opened and reads the marker (one ``stat``, one small read: ``Marker.lost``): a file
replaced or removed, or a marker naming another desk, and it refuses the write and turns read-only.
Within one process the same file may be opened more than once (the marker is counted, not written twice),
unless the second opening takes it over.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from arbiter_desk.store import shared_lock
from arbiter_desk.store.errors import FileInUseError, UnsafeMarkerError
from arbiter_desk.store.holder import (
    Holder,
    UnsafeMarker,
    open_marker,
    read_holder,
    read_marker,
    same_file,
    try_lock,
    write_marker,
)

Identity = tuple[int, int]
"""A file's device and inode: one for all its names."""

MARKER_SUFFIX = ".in-use"


@dataclass(eq=False, slots=True)
class Marker:
    """The marker a desk wrote for a tournament file it opened, and what it checks before each write."""

    tournament: Path
    """The tournament file as the desk opened it (its name, as the desk keeps using it)."""
    database: Path
    """The name SQLite opens (``database_name``); the marker lies beside it."""
    path: Path
    identity: Identity
    holder: Holder
    handles: list[tuple[Path, int]] = field(default_factory=list)
    """The markers written (their descriptors stay open and locked while the file is in use)."""
    users: int = 1
    claim: shared_lock.Claim | None = None
    """This desk's lock in the shared folder (None where that folder cannot be used)."""

    def lost(self) -> str | None:
        """None while this desk still holds the file; else what happened, in plain words."""
        current = identity_of(self.tournament)
        if current is None:
            return "the tournament file was removed or renamed while it was open here"
        if current != self.identity:
            return "the tournament file was replaced by another file while it was open here"
        try:
            holder = read_marker(self.path)
        except (UnsafeMarker, OSError):
            return "its in-use marker was replaced by something else"
        if holder is None:
            return "its in-use marker was removed (another desk took the file over, and may have closed it)"
        if holder.token != self.holder.token:
            return f"taken over by {holder.who()} at {holder.clock()}"
        pointed = self._pointed()
        if pointed is not None and pointed.holder.token != self.holder.token:
            return f"taken over by {pointed.holder.who()} at {pointed.holder.clock()}"
        return None

    def _pointed(self) -> shared_lock.Pointed | None:
        folder = shared_lock.lock_folder() if self.claim is not None else None
        if folder is None:
            return None
        with contextlib.suppress(OSError, UnsafeMarker):
            return shared_lock.read_pointer(folder, self.identity)
        return None

    def taken_over(self) -> bool:
        """Whether the marker or the shared pointer now names another desk, whatever happened to the file's name."""
        try:
            holder = read_marker(self.path)
        except (UnsafeMarker, OSError):
            holder = None
        if holder is not None and holder.token != self.holder.token:
            return True
        pointed = self._pointed()
        return pointed is not None and pointed.holder.token != self.holder.token


_HELD: dict[Identity, Marker] = {}
"""The marker of each file this process holds (by device and inode)."""


def identity_of(path: Path) -> Identity | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def marker_path(tournament: Path) -> Path:
    return Path(tournament).with_name(f".{Path(tournament).name}{MARKER_SUFFIX}")


def database_name(tournament: Path) -> Path:
    """The name under which SQLite must open ``tournament``: links resolved, and for a second hard link of a
    file a desk of this computer holds (or held, and left its marker after a crash), that desk's name.

    SQLite keeps committed changes in a ``-wal`` file beside the *name* it opened: two desks on one file under
    two names would each miss the other's changes, and the later checkpoint would overwrite the earlier one's
    pages (a confirmed result would be lost)."""
    real = Path(tournament).resolve()
    ident = identity_of(real)
    if ident is None:
        return Path(tournament)
    folder = shared_lock.lock_folder()
    pointed = None
    if folder is not None:
        with contextlib.suppress(OSError, UnsafeMarker):
            pointed = shared_lock.read_pointer(folder, ident)
    if pointed is not None and pointed.database is not None and identity_of(pointed.database) == ident:
        return pointed.database
    return real


def acquire(tournament: Path, take_over: bool = False) -> Marker | None:
    """Mark ``tournament`` as in use by a new desk of this process; the marker, or None where none can be
    written (a read-only folder: the file is then opened read-only anyway).

    Raises :class:`FileInUseError` when another living desk holds it, unless ``take_over``, and
    :class:`UnsafeMarkerError` when the marker's name holds a link or anything but a regular file."""
    opened = Path(tournament)
    ident = identity_of(opened)
    if ident is None:
        return None  # no such file: opening it says so
    held = _HELD.get(ident)
    if held is not None and held.lost() is not None:
        del _HELD[ident]  # a desk of this process that lost the file: a new opening must not count on it
        held = None
    if held is not None and not take_over:
        held.users += 1
        return held
    folder = shared_lock.lock_folder()
    if folder is None:
        return _acquire(opened, ident, take_over, None, None)
    try:
        with shared_lock.exclusive(shared_lock.pointer_path(folder, ident)) as fd:
            pointed = shared_lock.read_pointer(folder, ident, fd) if fd is not None else None
            if fd is None:  # another user's pointer this user may not rewrite: it can only be checked
                with contextlib.suppress(OSError, UnsafeMarker):
                    pointed = shared_lock.read_pointer(folder, ident)
            if pointed is not None and pointed.alive and not take_over:
                database = pointed.database if pointed.database is not None else opened.resolve()
                raise _in_use(opened, pointed.holder, None if database == opened.resolve() else database)
            return _acquire(opened, ident, take_over, folder, fd)
    except (OSError, UnsafeMarker):
        return _acquire(opened, ident, take_over, None, None)


def _acquire(opened: Path, ident: Identity, take_over: bool, folder: Path | None, fd: int | None) -> Marker | None:
    """The marker beside the name SQLite opens, and the claim in the shared folder (under its lock ``fd``)."""
    database = database_name(opened)
    path = marker_path(database)
    try:
        found = _holders(path)
    except UnsafeMarker as exc:
        raise UnsafeMarkerError(
            f"{opened}: its in-use marker {path.name} is not a regular file (a link or a device): nothing was "
            "written to it; remove it, or open the tournament read-only"
        ) from exc
    except OSError:
        return None
    if found is not None and found[1] and not take_over:
        raise _in_use(opened, found[0], None if database == opened.resolve() else database)
    me = Holder.me()
    marker = Marker(opened, database, path, ident, me)
    try:
        marker.handles.append((path, write_marker(path, me.text())))
        if folder is not None and fd is not None:
            marker.claim = shared_lock.claim(folder, ident, fd, me, database)
    except (OSError, UnsafeMarker):
        _close(marker)
        return None
    _HELD[ident] = marker
    return marker


MARKER_TEMP_AGE = 60.0
"""Seconds after which a marker's own temporary (written and renamed in a moment) is a killed desk's leftover."""


def sweep_markers(folder: Path) -> list[Path]:
    """Remove the in-use markers in ``folder`` that name no file any more and whose desk is gone (a killed
    import or desk of this computer left them; a live desk's lock, or another computer's marker, keeps them),
    and the half-written marker temporaries killed desks left. The removed ones; never raises."""
    removed: list[Path] = []
    with contextlib.suppress(OSError):
        for entry in sorted(Path(folder).glob(f".*{MARKER_SUFFIX}*")):
            if entry.name.endswith(MARKER_SUFFIX):
                base = entry.with_name(entry.name[1 : -len(MARKER_SUFFIX)])
                if os.path.lexists(base):
                    continue  # opening that file replaces a stale marker (or asks)
                try:
                    found = _holders(entry)
                except (UnsafeMarker, OSError):
                    continue
                if found is None or found[1] or (found[0] is not None and not found[0].is_here):
                    continue
            elif ".in-use." in entry.name and entry.name.endswith(".tmp"):
                with contextlib.suppress(OSError):
                    if time.time() - entry.lstat().st_mtime < MARKER_TEMP_AGE:
                        continue
            else:
                continue
            with contextlib.suppress(OSError):
                entry.unlink()
                removed.append(entry)
    return removed


def release(marker: Marker | None) -> None:
    """Give the marker back; the last user removes it (only the marker files it wrote, if still there)."""
    if marker is None:
        return
    marker.users -= 1
    if marker.users > 0:
        return
    if _HELD.get(marker.identity) is marker:
        del _HELD[marker.identity]
    _close(marker)


def _close(marker: Marker) -> None:
    """Close the marker's descriptors, removing each marker file that is still the one this desk wrote."""
    for where, fd in marker.handles:
        try:
            if same_file(where, fd):
                where.unlink()
        except OSError:
            pass
        finally:
            os.close(fd)
    marker.handles.clear()
    if marker.claim is not None:
        folder = marker.claim.pointer.parent
        shared_lock.unclaim(folder, marker.identity, marker.claim, marker.holder.token)
        marker.claim = None


def _in_use(opened: Path, holder: Holder | None, elsewhere: Path | None) -> FileInUseError:
    if holder is None:
        return FileInUseError(
            f"{opened}: in use by another program; open it read-only, or take it over if that program is closed",
            "another program",
            "an unknown time",
        )
    under = "" if elsewhere is None else f" under another name ({elsewhere})"
    if holder.is_here:
        message = (
            f"{opened}: in use by a desk open on this computer now{under} ({holder.user or 'a user'}, process "
            f"{holder.pid}, since {holder.clock()}); open it read-only, or take it over: that desk then stops "
            "writing and turns read-only"
        )
    else:
        message = (
            f"{opened}: in use by {holder.who()} since {holder.since}{under}; open it read-only, or take it over "
            "if that desk is closed (if it is still open, it then stops writing and turns read-only)"
        )
    return FileInUseError(message, holder.host, holder.since, here=holder.is_here)


def _holders(path: Path) -> tuple[Holder | None, bool] | None:
    """The holder the marker at ``path`` names and whether it is alive (its lock held, or another computer's,
    which cannot be checked); None without a marker. Raises ``UnsafeMarker`` for a link or non-file."""
    fd = open_marker(path)
    if fd is None:
        return None
    try:
        holder = read_holder(fd)
        locked = not try_lock(fd)  # a probe: closing the descriptor gives the lock back
    finally:
        os.close(fd)
    return holder, locked or (holder is not None and not holder.is_here)
