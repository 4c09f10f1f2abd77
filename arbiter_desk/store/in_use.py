"""The in-use marker: one desk writes a tournament file, a second one is asked, and a desk that lost the file
learns it before its next write.

Beside ``name.adesk`` (links resolved) lies ``.name.adesk.in-use`` while a desk has the file open: it names the
computer, the process, the user, since when and a random token of the desk (``store.holder``), and the
process holds an operating-system lock on it (``flock``). The lock dies with the process, so a marker left by
a crash on this computer is recognised as stale and replaced silently; a marker of another computer (a shared
folder) cannot be checked, so the arbiter chooses: read-only or take over. A desk of this computer that holds
the lock is alive: the prompt says so (issue 35 item 1).

Issue 37 item 2: the marker is keyed on the file's device and inode. A pointer from ``(device, inode)`` to the
marker's path, in a private folder of this user (``arbiter-desk-UID`` in the temporary folder), lets a second
name of the file (symlink or hard link, in any folder) find the holder's marker: it gets the same prompt, and
opens the file under the holder's name (``database_name``: SQLite's write-ahead log lies beside the name), so
a take-over rewrites the holder's own marker. Markers are never written in place nor read through a link.

Take over writes a new marker naming the new desk; before each write the old desk compares the file's device
and inode with those it opened and reads the marker (one ``stat``, one small read: ``Marker.lost``): a file
replaced or removed, or a marker naming another desk, and it refuses the write and turns read-only.
Within one process the same file may be opened more than once (the marker is counted, not written twice),
unless the second opening takes it over.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

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
        return None

    def taken_over(self) -> bool:
        """Whether the marker now names another desk (a take-over), whatever happened to the file's name."""
        try:
            holder = read_marker(self.path)
        except (UnsafeMarker, OSError):
            return False
        return holder is not None and holder.token != self.holder.token


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
    pages (a confirmed result was lost so, issue 37 item 2)."""
    real = Path(tournament).resolve()
    ident = identity_of(real)
    if ident is None:
        return Path(tournament)
    pointed = _index_pointer(ident)
    if pointed is not None and _marks(pointed, ident) and pointed.exists():
        return _base(pointed)
    return real


def _base(marker: Path) -> Path:
    return marker.with_name(marker.name[1 : -len(MARKER_SUFFIX)])


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
    if held is not None and not take_over:
        held.users += 1
        return held
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
    except OSError:
        _close(marker)
        return None
    _point_index(ident, path)
    _HELD[ident] = marker
    return marker


def release(marker: Marker | None) -> None:
    """Give the marker back; the last user removes it (only the marker files it wrote, if still there)."""
    if marker is None:
        return
    marker.users -= 1
    if marker.users > 0:
        return
    current = _HELD.get(marker.identity) is marker
    if current:
        del _HELD[marker.identity]
        entry = _index_entry(marker.identity)
        if entry is not None and _index_pointer(marker.identity) == marker.path:
            with contextlib.suppress(OSError):
                entry.unlink()
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


def _marks(marker: Path, ident: Identity) -> bool:
    """Whether ``marker`` is the marker of the file ``ident`` (beside one of its names)."""
    name = marker.name
    if not (name.startswith(".") and name.endswith(MARKER_SUFFIX)):
        return False
    return identity_of(_base(marker)) == ident


def _index_folder() -> Path | None:
    """This user's private folder of pointers (None where it cannot be made or is not this user's own)."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    folder = Path(tempfile.gettempdir()) / f"arbiter-desk-{uid}"
    try:
        with contextlib.suppress(FileExistsError):
            os.mkdir(folder, 0o700)
        st = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode) or (hasattr(os, "getuid") and st.st_uid != uid):
        return None
    return folder


def _index_entry(ident: Identity) -> Path | None:
    folder = _index_folder()
    return None if folder is None else folder / f"{ident[0]}-{ident[1]}{MARKER_SUFFIX}"


def _index_pointer(ident: Identity) -> Path | None:
    entry = _index_entry(ident)
    if entry is None:
        return None
    try:
        fd = open_marker(entry)
    except (UnsafeMarker, OSError):
        return None
    if fd is None:
        return None
    try:
        text = os.read(fd, 4096).decode("utf-8", "replace").strip()
    finally:
        os.close(fd)
    return Path(text) if text else None


def _point_index(ident: Identity, path: Path) -> None:
    entry = _index_entry(ident)
    if entry is None:
        return
    with contextlib.suppress(OSError):
        os.close(write_marker(entry, str(path)))
