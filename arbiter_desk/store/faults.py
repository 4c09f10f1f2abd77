"""What the disk, SQLite and a venue server (PostgreSQL) say when a write or read fails, in plain words.

SQLite reports its result codes (``sqlite_errorcode``: READONLY, FULL, IOERR, BUSY, CORRUPT, NOTADB, …);
SQLAlchemy wraps them, the operating system raises ``OSError`` for the files next to the database. Every
one of them becomes a :class:`StorageError` or :class:`DamagedFileError` whose message says what happened
to the change: a transaction that failed was rolled back, so nothing of it was saved.
"""

from __future__ import annotations

import errno
import json
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
    RoleRefusedError,
    ServerLoginError,
    ServerNotAnsweringError,
    ServerUnreachableError,
    StorageError,
)
from arbiter_desk.store.server_connection import NoAnswerError

SQLITE_PERM, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY = 3, 5, 6, 8
SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_NOTADB = 10, 11, 13, 14, 26
NOTHING_SAVED = "nothing of this change was saved"


def _sqlite_error(exc: BaseException) -> sqlite3.Error | None:
    if isinstance(exc, DBAPIError) and isinstance(exc.orig, sqlite3.Error):
        return exc.orig
    return exc if isinstance(exc, sqlite3.Error) else None


ROLE_NAMES = {
    "adesk_chief": "chief arbiter",
    "adesk_deputy": "deputy arbiter",
    "adesk_results": "results desk",
    "adesk_viewer": "viewer",
    "adesk_publication": "players' pages",
}
"""The venue server's group roles (``store.server_roles``) in plain words."""


def translate_server(exc: BaseException, where: Path | str, role: str = "") -> ArbiterDeskError | None:
    """The program's own error for a venue server's (PostgreSQL's) error, by its SQLSTATE."""
    if not isinstance(exc, DBAPIError) or isinstance(exc.orig, sqlite3.Error):
        return None
    state = str(getattr(exc.orig, "sqlstate", "") or "")
    detail = str(exc.orig).strip().splitlines()[0] if str(exc.orig).strip() else type(exc.orig).__name__
    refused = login_refusal(str(exc.orig), where)
    if refused is not None:
        return refused
    if isinstance(exc.orig, NoAnswerError):
        return ServerNotAnsweringError(
            f"{detail}: this change was not confirmed; type it again once the server answers ({where})"
        )
    if state == "42501":
        named = ROLE_NAMES.get(role, role) or "this user"
        return RoleRefusedError(
            f"the venue server refused this: the role {named} may not do it ({detail}); {NOTHING_SAVED}", role
        )
    if state in ("55P03", "40P01", "40001"):
        return FileLockedError(f"another desk is saving to the event {where}; {NOTHING_SAVED}, try again")
    if state == "53100":
        return DiskFullError(f"the venue server's disk is full: {NOTHING_SAVED} ({where})")
    if exc.connection_invalidated or state.startswith(("08", "57P")) or not state:
        return ServerUnreachableError(
            f"the venue server cannot be reached ({detail}): {NOTHING_SAVED}; the desk goes on when it answers "
            f"again ({where})"
        )
    return StorageError(f"the venue server could not do this: {detail}; {NOTHING_SAVED} ({where})")


LOGIN_REFUSALS = (
    ("password authentication failed", "password", "wrong password for this user (or no such user)"),
    ("no password supplied", "no-password", "the server asks for a password and none was given"),
    ("certificate verify failed", "certificate",
     "the server's certificate is not signed by the CA given (sslrootcert): this may not be the venue's server, "
     "so the desk did not log in"),
    ("does not match host name", "certificate",
     "the server's certificate is for another host name than the one in the address: this may not be the "
     "venue's server, so the desk did not log in"),
    ("root certificate file", "certificate", "the CA certificate file given (sslrootcert) cannot be read"),
    ("server does not support SSL", "tls", "the server does not offer encryption (TLS), which this address requires"),
)  # fmt: skip
"""libpq's words for a refused login (it gives no SQLSTATE before the session starts) and what the desk says."""


def login_refusal(detail: str, where: Path | str) -> ArbiterDeskError | None:
    """The plain words for a connection the server (or the desk's TLS check) refused, else None."""
    lowered = detail.lower()
    for words, reason, said in LOGIN_REFUSALS:
        if words in lowered:
            return ServerLoginError(f"the venue server refused the connection: {said} ({where})", reason)
    return None


def translate(exc: BaseException, path: Path | str, role: str = "") -> ArbiterDeskError | None:
    """The program's own error for ``exc`` (None if it is not a storage fault)."""
    server = translate_server(exc, path, role)
    if server is not None:
        return server
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
def storage_errors(path: Path | str, role: str = "") -> Iterator[None]:
    """Raise the program's own error for any storage fault inside the block (the cause stays attached);
    ``role``: the venue-server role of the desk, named when the server refuses an action."""
    try:
        yield
    except (DBAPIError, sqlite3.Error, OSError) as exc:
        translated = translate(exc, path, role)
        if translated is None:
            raise
        raise translated from exc


def plain_fault(exc: BaseException) -> str:
    """What a stored value that does not decode means to an arbiter, without the decoder's jargon (a JSON
    parser's "Expecting value: line 1 column 1" said nothing to him)."""
    if isinstance(exc, json.JSONDecodeError):
        return "a stored list of values is broken text"
    if isinstance(exc, UnicodeDecodeError):
        return "a stored text is not readable"
    if isinstance(exc, KeyError | IndexError):
        return "a stored value names something the file does not hold"
    if isinstance(exc, RecursionError):
        return "a stored value is nested without end"
    if isinstance(exc, ValueError):
        return str(exc)[:200]  # the checks' own words (a change of unknown table …)
    return "a stored value is not of its kind"
