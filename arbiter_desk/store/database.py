"""Tournament files: create, open (upgrading old schemas after a backup), refuse newer ones.

Every connection runs with ``PRAGMA foreign_keys=ON``, ``journal_mode=WAL`` and ``synchronous=FULL``,
so a commit that returned is on disk; transactions start with ``BEGIN IMMEDIATE`` (SQLAlchemy's
recipe for pysqlite), so a whole action is one atomic write.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.pool import QueuePool

from arbiter_desk.store.errors import SchemaTooNewError, TournamentFileError
from arbiter_desk.store.migrations import CURRENT_VERSION, run_steps
from arbiter_desk.store.models import Base

FILE_SUFFIX = ".adesk"
"""The extension of a tournament file."""


def make_engine(path: Path, *, foreign_keys: bool = True) -> Engine:
    """An engine on ``path`` with the durability pragmas; ``foreign_keys=False`` only for migrations.

    One connection is kept open between actions (opening one and setting its pragmas cost more than a
    keystroke's whole transaction); it may be used by one thread at a time, e.g. a background import that
    hands the file to the main thread (hence ``check_same_thread=False``); ``close`` disposes of it.
    """
    engine = create_engine(
        f"sqlite:///{Path(path)}",
        poolclass=QueuePool,
        pool_size=1,
        max_overflow=4,
        connect_args={"check_same_thread": False},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA foreign_keys = {'ON' if foreign_keys else 'OFF'}")
        cursor.execute("PRAGMA busy_timeout = 5000")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def create_database(path: Path) -> Engine:
    """Create a new tournament file at the current schema version; refuses to overwrite a file."""
    path = Path(path)
    if path.exists():
        raise TournamentFileError(f"{path}: a file with this name already exists")
    if not path.parent.exists():
        raise TournamentFileError(f"{path.parent}: no such folder")
    engine = make_engine(path)
    with engine.begin() as connection:
        Base.metadata.create_all(connection)
        connection.execute(text(f"PRAGMA user_version = {CURRENT_VERSION}"))
    return engine


def file_version(path: Path) -> int:
    """The schema version written in a tournament file (0: not a tournament file); opened read-only, so a
    foreign or newer file is never touched."""
    try:
        db = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
        try:
            return int(db.execute("PRAGMA user_version").fetchone()[0])
        finally:
            db.close()
    except sqlite3.DatabaseError as exc:
        raise TournamentFileError(f"{path}: not a tournament file ({exc})") from exc


def open_database(path: Path) -> Engine:
    """Open a tournament file, upgrading an older schema after writing a backup next to it.

    Raises ``SchemaTooNewError`` for a file written by a newer program and ``TournamentFileError``
    for a missing, damaged or foreign file.
    """
    path = Path(path)
    if not path.is_file():
        raise TournamentFileError(f"{path}: no such tournament file")
    version = file_version(path)
    if version == 0:
        raise TournamentFileError(f"{path}: not an Arbiter Desk tournament file")
    if version > CURRENT_VERSION:
        raise SchemaTooNewError(
            f"{path}: written by a newer Arbiter Desk (file schema {version}, this program knows up to "
            f"{CURRENT_VERSION}); update the program to open it"
        )
    if version < CURRENT_VERSION:
        backup_file(path, version)
        migration_engine = make_engine(path, foreign_keys=False)
        try:
            run_steps(migration_engine, version)
        finally:
            migration_engine.dispose()
    engine = make_engine(path)
    status = integrity_check(engine)
    if status != "ok":
        engine.dispose()
        raise TournamentFileError(f"{path}: damaged file ({status})")
    return engine


def backup_path(path: Path, version: int) -> Path:
    """``name.adesk`` at schema 1 is backed up as ``name.schema1.bak.adesk`` (numbered if that exists)."""
    candidate = path.with_name(f"{path.stem}.schema{version}.bak{FILE_SUFFIX}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}.schema{version}.bak{n}{FILE_SUFFIX}")
        n += 1
    return candidate


def backup_file(path: Path, version: int) -> Path:
    """A consistent copy of the database (SQLite online backup, WAL included) before an upgrade."""
    target = backup_path(path, version)
    source = sqlite3.connect(path)
    try:
        destination = sqlite3.connect(target)
        try:
            source.backup(destination)
        finally:
            destination.close()
    finally:
        source.close()
    return target


def integrity_check(engine: Engine) -> str:
    """``PRAGMA integrity_check``: "ok" or the first problem found."""
    with engine.connect() as connection:
        return str(connection.exec_driver_sql("PRAGMA integrity_check").scalar_one())
