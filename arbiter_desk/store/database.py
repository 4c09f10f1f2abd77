"""Tournament files: create, open (upgrading old schemas after a backup), refuse newer, foreign and damaged ones.

Every connection runs with ``PRAGMA foreign_keys=ON``, ``journal_mode=WAL`` and ``synchronous=FULL``,
so a commit that returned is on disk; transactions start with ``BEGIN IMMEDIATE`` (SQLAlchemy's
recipe for pysqlite), so a whole action is one atomic write.

All or nothing: a new file is built under a temporary name in the target folder and linked into
place only when complete, so a failed or killed creation never leaves a half file under the wanted name; a
migration backup is written the same way. A file is first inspected through a read-only connection
(``PRAGMA application_id``, ``user_version``, the tables, ``quick_check``): a foreign, damaged or unknown
file is refused before anything (WAL switch, backup, upgrade) could touch it.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.pool import NullPool, QueuePool

from arbiter_desk.store import trust
from arbiter_desk.store.errors import (
    DamagedFileError,
    NotOurFileError,
    ReadOnlyFileError,
    SchemaTooNewError,
    TournamentFileError,
)
from arbiter_desk.store.faults import storage_errors
from arbiter_desk.store.file_names import FILE_SUFFIX
from arbiter_desk.store.migrations import CURRENT_VERSION, run_steps
from arbiter_desk.store.models import Base
from arbiter_desk.store.temporaries import remove_database_files, remove_stale_temporaries, temporary_path

APPLICATION_ID = int.from_bytes(b"ADsk", "big")
"""``PRAGMA application_id`` of every tournament file (stamped since schema 5, see migration v0005)."""

STAMPED_SINCE = 5
"""Files of an older schema may carry application id 0; they are recognised by their tables."""

FIRST_TABLES = frozenset({"settings", "players", "rounds", "boards", "pairing_byes", "absences", "journal"})
"""The tables of schema 1: every tournament file has at least these."""

READ_ONLY_OPTION = "arbiter_desk_reads_only"
WAIT_OPTION = "arbiter_desk_lock_wait_ms"
"""How long a transaction waits for another program's lock on the file before it fails (``FileLockedError``)."""
DEFAULT_LOCK_WAIT_MS = 5000
"""Execution option of a transaction that only reads: it begins deferred (a WAL reader never blocks a writer,
so a worker thread reading the whole tournament never makes a keystroke's command wait)."""


def make_engine(path: Path, *, foreign_keys: bool = True, read_only: bool = False, create: bool = True) -> Engine:
    """An engine on ``path`` with the durability pragmas; ``foreign_keys=False`` only for migrations.

    One connection is kept open between actions (opening one and setting its pragmas cost more than a
    keystroke's whole transaction); it may be used by one thread at a time, e.g. a background import that
    hands the file to the main thread (hence ``check_same_thread=False``); ``close`` disposes of it.

    ``read_only`` opens the file with SQLite's ``mode=ro`` (``immutable=1`` where even the WAL index cannot be
    made, as in a read-only folder): nothing is ever written, not even the journal mode. Without ``create`` (an
    opened file) no missing file is made: a connection opened later under the name of a file renamed or
    removed meanwhile must fail, not make an empty file there."""
    if read_only:
        uri = _read_only_uri(Path(path))
        engine = create_engine("sqlite://", poolclass=NullPool, creator=lambda: sqlite3.connect(uri, uri=True))
    else:
        mode = "rwc" if create else "rw"
        writable = f"{Path(path).absolute().as_uri()}?mode={mode}"
        engine = create_engine(
            "sqlite://",
            poolclass=QueuePool,
            pool_size=1,
            max_overflow=4,
            creator=lambda: sqlite3.connect(writable, uri=True, check_same_thread=False),
        )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA foreign_keys = {'ON' if foreign_keys else 'OFF'}")
        cursor.execute("PRAGMA busy_timeout = 5000")
        if not read_only:
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        options = connection.get_execution_options()
        deferred = read_only or options.get(READ_ONLY_OPTION, False)
        connection.exec_driver_sql(f"PRAGMA busy_timeout = {int(options.get(WAIT_OPTION, DEFAULT_LOCK_WAIT_MS))}")
        connection.exec_driver_sql("BEGIN" if deferred else "BEGIN IMMEDIATE")

    return engine


def _read_only_uri(path: Path) -> str:
    uri = f"{path.resolve().as_uri()}?mode=ro"
    try:
        db = sqlite3.connect(uri, uri=True)
        try:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            db.close()
    except sqlite3.OperationalError:
        return f"{path.resolve().as_uri()}?immutable=1"
    except UnicodeDecodeError as exc:  # SQLite's own message quotes the broken schema text
        raise unreadable_schema(path) from exc
    return uri


def unreadable_schema(path: Path) -> DamagedFileError:
    """A file whose table definitions are not text (bytes flipped in ``sqlite_master``): SQLite's message, which
    quotes them, cannot even be decoded."""
    return DamagedFileError(
        f"damaged tournament file: {path} (its table definitions are not readable text); nothing was changed — "
        "open a backup copy"
    )


def is_writable(path: Path) -> bool:
    """Whether the file and its folder (WAL and in-use marker live beside it) can be written."""
    path = Path(path)
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def create_database(path: Path, fill: Callable[[Engine], None] | None = None) -> None:
    """Create a new tournament file at the current schema version, filled by ``fill`` (one or more committed
    transactions on a temporary file); the file appears under ``path`` only when complete. Refuses to
    overwrite a file."""
    path = Path(path)
    if path.exists():
        raise TournamentFileError(f"{path}: a file with this name already exists")
    if not path.parent.is_dir():
        raise TournamentFileError(f"{path.parent}: no such folder")
    if not os.access(path.parent, os.W_OK):
        raise ReadOnlyFileError(f"the folder is read-only: {path.parent}; nothing was created")
    with storage_errors(path):
        remove_stale_temporaries(path.parent)
        temporary = temporary_path(path)
        remove_database_files(temporary)
        try:
            engine = make_engine(temporary)
            try:
                with engine.begin() as connection:
                    Base.metadata.create_all(connection)
                    connection.execute(text(f"PRAGMA user_version = {CURRENT_VERSION}"))
                    connection.execute(text(f"PRAGMA application_id = {APPLICATION_ID}"))
                if fill is not None:
                    fill(engine)
            finally:
                engine.dispose()
            _self_contained(temporary)
            _fsync(temporary)
            os.link(temporary, path)  # unlike rename, never replaces a file that appeared meanwhile
            fsync_folder(path.parent)
        except FileExistsError:
            raise TournamentFileError(f"{path}: a file with this name already exists") from None
        finally:
            remove_database_files(temporary)


def _self_contained(path: Path) -> None:
    """Move everything the WAL holds into the file itself and check it, before it may take its name: closing
    the last connection checkpoints silently, and on a full disk that checkpoint fails without a word."""
    db = sqlite3.connect(path)
    try:
        mode = db.execute("PRAGMA journal_mode = DELETE").fetchone()[0]
        status = db.execute("PRAGMA quick_check").fetchone()[0]
    finally:
        db.close()
    if str(mode).lower() != "delete" or Path(f"{path}-wal").exists():
        raise sqlite3.OperationalError("the new file could not be completed (database or disk is full)")
    if status != "ok":
        raise DamagedFileError(f"the new tournament file failed its check ({status}); nothing was created")
    _back_to_wal(path)


def _back_to_wal(path: Path) -> None:
    """The file takes its name in WAL mode already: the first opening under that name then rewrites no header,
    which would go through a rollback journal that a kill at that moment leaves beside the file."""
    db = sqlite3.connect(path)
    try:
        mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    finally:
        db.close()
    if str(mode).lower() != "wal" or Path(f"{path}-wal").exists():
        raise sqlite3.OperationalError("the new file could not be completed (database or disk is full)")


def _fsync(path: Path) -> None:
    with open(path, "rb") as handle:
        os.fsync(handle.fileno())


def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (errors ignored: not every file system allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def inspect_file(path: Path) -> int:
    """The schema version of a tournament file, checked through a read-only connection (nothing is written).

    Raises ``NotOurFileError`` for a file that is not ours, ``DamagedFileError`` for a broken one and
    ``SchemaTooNewError`` for one written by a newer program."""
    path = Path(path)
    if not path.is_file():
        raise TournamentFileError(f"{path}: no such tournament file")
    not_ours = NotOurFileError(f"{path}: not an Arbiter Desk tournament file")
    made = [p for p in (Path(f"{path}-wal"), Path(f"{path}-shm")) if not p.exists()]
    try:
        return _inspect(path, not_ours)
    finally:
        _remove_empty_wal(path, made)


def _remove_empty_wal(path: Path, made: list[Path]) -> None:
    """A read-only look at a WAL-mode file makes an empty ``-wal`` and a ``-shm`` beside it; they hold nothing
    and are removed again, so that a refused file leaves no trace."""
    wal = Path(f"{path}-wal")
    if wal in made and wal.exists() and wal.stat().st_size > 0:
        return
    for extra in made:
        extra.unlink(missing_ok=True)


def _inspect(path: Path, not_ours: NotOurFileError) -> int:
    try:
        db = sqlite3.connect(_read_only_uri(path), uri=True)
        try:
            application_id = int(db.execute("PRAGMA application_id").fetchone()[0])
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            ours = application_id == APPLICATION_ID or (
                application_id == 0 and 0 < version < STAMPED_SINCE and tables >= FIRST_TABLES
            )
            if not ours or version <= 0:
                raise not_ours
            if version > CURRENT_VERSION:
                raise SchemaTooNewError(
                    f"{path}: written by a newer Arbiter Desk (file schema {version}, this program knows up to "
                    f"{CURRENT_VERSION}); update the program to open it"
                )
            wanted = set(Base.metadata.tables) if version == CURRENT_VERSION else FIRST_TABLES
            missing = sorted(wanted - tables)
            if missing:
                raise DamagedFileError(f"damaged tournament file: {path} (missing tables: {', '.join(missing)})")
            status = str(db.execute("PRAGMA quick_check").fetchone()[0])
            if status != "ok":
                raise DamagedFileError(f"damaged tournament file: {path} ({status})")
            _check_trust(db, path, version, stamped=application_id == APPLICATION_ID)
        finally:
            db.close()
    except sqlite3.DatabaseError as exc:
        if "not a database" in str(exc) or "file is encrypted" in str(exc):
            raise not_ours from exc
        raise DamagedFileError(f"damaged tournament file: {path} ({exc})") from exc
    except UnicodeDecodeError as exc:
        raise unreadable_schema(path) from exc
    return version


def _check_trust(db: sqlite3.Connection, path: Path, version: int, *, stamped: bool) -> None:
    """Structure (no trigger, view or virtual table; the columns of schema ``version``) and, at the current
    version, every row's types and references (``store.trust``). A file without our application id whose
    structure is not ours is a foreign file that only borrows our old table names."""
    try:
        trust.check_structure(db, version)
    except trust.UntrustedFileError as exc:
        if not stamped:
            raise NotOurFileError(f"{path}: not an Arbiter Desk tournament file ({exc})") from exc
        raise DamagedFileError(f"damaged tournament file: {path} ({exc})") from exc
    if version == CURRENT_VERSION:
        try:
            trust.check_rows(db)
        except trust.UntrustedFileError as exc:
            raise DamagedFileError(f"damaged tournament file: {path} ({exc})") from exc


def file_version(path: Path) -> int:
    """The schema version written in a file (0 for a file that is no SQLite database); never writes."""
    try:
        db = sqlite3.connect(_read_only_uri(Path(path)), uri=True)
        try:
            return int(db.execute("PRAGMA user_version").fetchone()[0])
        finally:
            db.close()
    except sqlite3.DatabaseError as exc:
        raise NotOurFileError(f"{path}: not an Arbiter Desk tournament file ({exc})") from exc
    except UnicodeDecodeError as exc:
        raise unreadable_schema(Path(path)) from exc


def open_database(path: Path, *, read_only: bool = False) -> Engine:
    """Open a tournament file, upgrading an older schema after writing a backup next to it.

    Raises ``SchemaTooNewError`` for a file written by a newer program, ``NotOurFileError`` /
    ``DamagedFileError`` for a foreign or damaged one (none of them is modified) and ``TournamentFileError``
    for a missing one. ``read_only`` opens without ever writing (an older schema cannot be opened so)."""
    path = Path(path)
    version = inspect_file(path)
    if read_only:
        if version < CURRENT_VERSION:
            raise TournamentFileError(
                f"{path}: schema {version} must be upgraded before it can be used, which needs a writable file"
            )
        return make_engine(path, read_only=True)
    with storage_errors(path):
        if version < CURRENT_VERSION:
            backup_file(path, version)
            migration_engine = make_engine(path, foreign_keys=False, create=False)
            try:
                run_steps(migration_engine, version)
            finally:
                migration_engine.dispose()
            inspect_file(path)  # the rows, now at the current schema
        return make_engine(path, create=False)


def backup_path(path: Path, version: int) -> Path:
    """``name.adesk`` at schema 1 is backed up as ``name.schema1.bak.adesk`` (numbered if that exists)."""
    candidate = path.with_name(f"{path.stem}.schema{version}.bak{FILE_SUFFIX}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}.schema{version}.bak{n}{FILE_SUFFIX}")
        n += 1
    return candidate


def backup_file(path: Path, version: int) -> Path:
    """A consistent copy of the database (SQLite online backup, WAL included) before an upgrade, written
    under a temporary name and linked into place when complete."""
    target = backup_path(path, version)
    remove_stale_temporaries(target.parent)
    temporary = temporary_path(target)
    remove_database_files(temporary)
    try:
        source = sqlite3.connect(path)
        try:
            destination = sqlite3.connect(temporary)
            try:
                source.backup(destination)
            finally:
                destination.close()
        finally:
            source.close()
        _fsync(temporary)
        os.link(temporary, target)
        fsync_folder(target.parent)
    finally:
        remove_database_files(temporary)
    return target


def integrity_check(engine: Engine) -> str:
    """``PRAGMA integrity_check``: "ok" or the first problem found (a venue server checks its own pages)."""
    if engine.dialect.name != "sqlite":
        return "ok"
    with engine.connect() as connection:
        return str(connection.exec_driver_sql("PRAGMA integrity_check").scalar_one())
