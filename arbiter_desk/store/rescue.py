"""Saving what a desk holds when its tournament file was renamed, moved, replaced or removed while open.

SQLite keeps every committed change in the ``-wal`` file beside the *name* it opened, and never checkpoints it
into a file that was renamed or removed meanwhile (it cannot know the new name): the renamed file alone holds
only the state of the last checkpoint, and a desk that reopened it would go on from there and reuse the
journal numbers of the lost changes. The desk's own open connection still sees everything it confirmed, so
when it notices that its file is gone from its name (before its next write, or when it closes), it copies
that whole state (SQLite's online backup) into a new, complete file:

- over the file's new name, if it can be found (the same device and inode, under ``/proc/self/fd`` or in the
  old folder), no desk took it over, and its journal head is still one of this desk's own entries (nobody
  wrote to it since the move) and nobody opened it meanwhile (no ``-wal`` beside its new name);
- otherwise beside it (or beside the old name, if the file is gone) as ``NAME.recovered-YYYYMMDD-HHMMSS.adesk``,
  so that neither the copy nor the other desk's changes are lost.

The new file is built under a hidden temporary name and renamed (or linked) into place only when complete.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.pool import QueuePool

from arbiter_desk.store.database import fsync_folder as _fsync_folder
from arbiter_desk.store.temporaries import remove_database_files, temporary_path

Identity = tuple[int, int]

_HEAD = "SELECT seq, at, action, label, changes FROM journal"


@dataclass(frozen=True, slots=True)
class Rescue:
    """Where a desk's whole state was saved, and whether that is the file's new name or a recovery file."""

    saved_to: Path
    recovery: bool

    def words(self) -> str:
        if self.recovery:
            return f"everything this desk confirmed was saved to the recovery file {self.saved_to}"
        return f"everything this desk confirmed was saved under its new name {self.saved_to}"


def current_name(identity: Identity, old: Path) -> Path | None:
    """The name the file ``identity`` (opened as ``old``) has now, or None if it has none left that can be
    found: this process's open descriptors tell it on Linux, else the old folder is searched."""
    fds = Path("/proc/self/fd")
    with contextlib.suppress(OSError):
        for entry in os.listdir(fds):
            try:
                st = os.stat(fds / entry)
                target = os.readlink(fds / entry)
            except OSError:
                continue
            if (st.st_dev, st.st_ino) == identity and not target.endswith(" (deleted)"):
                found = Path(target)
                if _identity(found) == identity:
                    return found
    with contextlib.suppress(OSError), os.scandir(Path(old).parent) as entries:
        for item in entries:
            with contextlib.suppress(OSError):
                st = item.stat(follow_symlinks=False)
                if (st.st_dev, st.st_ino) == identity:
                    return Path(item.path)
    return None


def _identity(path: Path) -> Identity | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def can_rescue(engine: Engine) -> bool:
    """Whether the engine holds an idle connection opened before the move (a new one would open the old name)."""
    pool = engine.pool
    return isinstance(pool, QueuePool) and pool.checkedin() > 0


def rescue(engine: Engine, old: Path, identity: Identity, *, taken_over: bool) -> Rescue:
    """Save the whole state seen through ``engine``'s open connection (see the module docstring). Raises
    ``OSError`` / ``sqlite3.Error`` when nothing could be saved."""
    now = current_name(identity, old)
    raw = engine.raw_connection()
    try:
        source = raw.driver_connection
        assert isinstance(source, sqlite3.Connection)
        target = now if now is not None and not taken_over and _unchanged(source, now) else None
        folder_of = Path(target if target is not None else (now or old))
        temporary = temporary_path(folder_of)
        remove_database_files(temporary)
        try:
            _copy(source, temporary)
            if target is not None and _identity(target) == identity:
                os.replace(temporary, target)
                _fsync_folder(target.parent)
                return Rescue(target, recovery=False)
            saved = _link_recovery(temporary, folder_of)
            return Rescue(saved, recovery=True)
        finally:
            remove_database_files(temporary)
    finally:
        raw.close()


def _unchanged(source: sqlite3.Connection, now: Path) -> bool:
    """Whether the file under its new name holds only a state this desk has seen: nobody opened it since the
    move (no write-ahead log beside the new name) and its newest journal entry is one of this desk's own."""
    wal = Path(f"{now}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        return False
    try:
        other = sqlite3.connect(f"{now.resolve().as_uri()}?immutable=1", uri=True)
        try:
            head = other.execute(f"{_HEAD} ORDER BY seq DESC LIMIT 1").fetchone()
        finally:
            other.close()
    except sqlite3.Error:
        return False
    if head is None:
        return True
    mine = source.execute(f"{_HEAD} WHERE seq = ?", (head[0],)).fetchone()
    return bool(mine == head)


def _copy(source: sqlite3.Connection, temporary: Path) -> None:
    """A complete, self-contained copy (no ``-wal`` beside it), in WAL mode like every tournament file."""
    destination = sqlite3.connect(temporary)
    try:
        source.backup(destination)
        status = destination.execute("PRAGMA quick_check").fetchone()[0]
        if status != "ok":
            raise sqlite3.DatabaseError(f"the copy failed its check ({status})")
        destination.execute("PRAGMA journal_mode = WAL")
    finally:
        destination.close()
    with open(temporary, "rb") as handle:
        os.fsync(handle.fileno())


def recovery_name(beside: Path, when: datetime | None = None) -> Path:
    """``t.adesk`` → ``t.recovered-20261207-141500.adesk`` (numbered if that exists)."""
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    suffix = beside.suffix or ".adesk"
    candidate = beside.with_name(f"{beside.stem}.recovered-{stamp}{suffix}")
    n = 2
    while candidate.exists():
        candidate = beside.with_name(f"{beside.stem}.recovered-{stamp}-{n}{suffix}")
        n += 1
    return candidate


def _link_recovery(temporary: Path, beside: Path) -> Path:
    while True:
        target = recovery_name(beside)
        try:
            os.link(temporary, target)  # never replaces a file that appeared meanwhile
        except FileExistsError:
            continue
        _fsync_folder(target.parent)
        return target


def remove_orphaned_log(old: Path) -> None:
    """After the desk's last connection closed: the ``-wal`` and ``-shm`` SQLite left under the old name of a
    file that has no file under that name any more (it never checkpoints into a moved file). Everything in
    them was saved by ``rescue``; left there, SQLite would replay them into the next file of that name."""
    if os.path.lexists(old):
        return
    for suffix in ("-wal", "-shm"):
        with contextlib.suppress(OSError):
            Path(f"{old}{suffix}").unlink()
