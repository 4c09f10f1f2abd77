"""What the disk and SQLite say when a write or read fails, in the program's own plain words.

SQLite reports its result codes (``sqlite_errorcode``: READONLY, FULL, IOERR, BUSY, CORRUPT, NOTADB, …);
SQLAlchemy wraps them, the operating system raises ``OSError`` for the files next to the database. Every
one of them becomes a :class:`StorageError` or :class:`DamagedFileError` whose message says what happened
to the change: a transaction that failed was rolled back, so nothing of it was saved.
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy.exc import DBAPIError

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.store.errors import (
    DamagedFileError,
    DiskFullError,
    DiskIOError,
    FileLockedError,
    NotOurFileError,
    ReadOnlyFileError,
    StorageError,
)

SQLITE_PERM, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY = 3, 5, 6, 8
SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_NOTADB = 10, 11, 13, 14, 26
NOTHING_SAVED = "nothing of this change was saved"


def _sqlite_error(exc: BaseException) -> sqlite3.Error | None:
    if isinstance(exc, DBAPIError) and isinstance(exc.orig, sqlite3.Error):
        return exc.orig
    return exc if isinstance(exc, sqlite3.Error) else None


def translate(exc: BaseException, path: Path) -> ArbiterDeskError | None:
    """The program's own error for ``exc`` (None if it is not a storage fault)."""
    error = _sqlite_error(exc)
    if error is not None:
        code = int(getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF
        detail = str(error)
        if code in (SQLITE_READONLY, SQLITE_PERM) or "readonly" in detail:
            return ReadOnlyFileError(f"the tournament file is read-only: {path}; {NOTHING_SAVED}")
        if code == SQLITE_FULL or "disk is full" in detail:
            return DiskFullError(f"the disk is full: {NOTHING_SAVED} ({path})")
        if code in (SQLITE_BUSY, SQLITE_LOCKED) or "locked" in detail:
            return FileLockedError(
                f"the tournament file is locked by another program: {path}; {NOTHING_SAVED}, try again"
            )
        if code == SQLITE_NOTADB:
            return NotOurFileError(f"{path}: not an Arbiter Desk tournament file")
        if code == SQLITE_CORRUPT or "malformed" in detail:
            return DamagedFileError(f"damaged tournament file: {path} ({detail})")
        if code == SQLITE_CANTOPEN:
            return StorageError(f"the tournament file cannot be opened: {path} ({detail})")
        if code == SQLITE_IOERR or "I/O" in detail:
            return DiskIOError(
                f"the disk could not read or write the tournament file (I/O error): {NOTHING_SAVED} ({path})"
            )
        return StorageError(f"the tournament file could not be used: {path} ({detail}); {NOTHING_SAVED}")
    if isinstance(exc, OSError):
        name = exc.filename or path
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return DiskFullError(f"the disk is full: {NOTHING_SAVED} ({name})")
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return ReadOnlyFileError(f"the tournament file or its folder is read-only: {name}; {NOTHING_SAVED}")
        return DiskIOError(f"the disk could not read or write {name} ({exc.strerror or exc}): {NOTHING_SAVED}")
    return None


@contextmanager
def storage_errors(path: Path) -> Iterator[None]:
    """Raise the program's own error for any storage fault inside the block (the cause stays attached)."""
    try:
        yield
    except (DBAPIError, sqlite3.Error, OSError) as exc:
        translated = translate(exc, path)
        if translated is None:
            raise
        raise translated from exc
