"""Storage faults in plain words, all-or-nothing files, only our own files.

Every failed write says what happened and that nothing of the change was saved; a foreign or damaged file is
refused before anything could touch it; a new or imported file appears only when complete.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.errors import (
    DamagedFileError,
    DiskFullError,
    NotOurFileError,
    ReadOnlyFileError,
    SchemaTooNewError,
    StaleRecordError,
)
from arbiter_desk.store.database import APPLICATION_ID, temporary_path
from arbiter_desk.store.errors import DiskIOError, FileLockedError
from arbiter_desk.store.faults import translate
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _desk(path: Path) -> Desk:
    return Desk.create(path, SETTINGS, systems=lambda _name: FakeSystem())


def test_new_file_carries_the_application_id(tmp_path: Path) -> None:
    _desk(tmp_path / "t.adesk").close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.adesk"]
    db = sqlite3.connect(tmp_path / "t.adesk")
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    db.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.adesk"]


def test_read_only_open_refuses_every_command_in_plain_words(tmp_path: Path) -> None:
    path = tmp_path / "t.adesk"
    _desk(path).close()
    before = _digest(path)
    desk = Desk.open(path, systems=lambda _name: FakeSystem(), read_only=True)
    assert desk.is_read_only
    assert desk.settings.current().info.name == "Spring Open"
    with pytest.raises(ReadOnlyFileError, match=r"^the tournament file is open read-only: .*nothing was changed"):
        desk.players.register_player(PlayerData("Late, Lisa", rating=2000))
    with pytest.raises(ReadOnlyFileError):
        desk.journal.undo()
    desk.close()
    assert _digest(path) == before
    assert {p.name for p in tmp_path.iterdir()} <= {"t.adesk", "t.adesk-wal", "t.adesk-shm"}  # SQLite's own


def test_a_file_that_cannot_be_written_opens_read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.adesk"
    _desk(path).close()
    monkeypatch.setattr("arbiter_desk.store.repository.is_writable", lambda _path: False)
    desk = Desk.open(path)
    assert desk.is_read_only
    desk.close()


def test_full_disk_saves_nothing_and_says_so(tmp_path: Path) -> None:
    """SQLITE_FULL (here: the page limit reached) → "the disk is full: nothing of this change was saved"."""
    path = tmp_path / "t.adesk"
    desk = _desk(path)
    desk.players.register_player(PlayerData("First, Fay", rating=2100))

    @event.listens_for(desk._store.engine, "connect")
    def _limit(dbapi_connection: Any, _record: Any) -> None:
        pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    with desk._store.engine.connect() as open_connection:  # the store keeps its connection open between actions
        _limit(open_connection.connection.dbapi_connection, None)
    with pytest.raises(DiskFullError, match=r"^the disk is full: nothing of this change was saved"):
        for n in range(200):
            desk.players.register_player(PlayerData(f"Player {n} " + "x" * 30, rating=1000 + n, fide_id=5000 + n))
    event.remove(desk._store.engine, "connect", _limit)
    names = [p.name for p in desk.players.all()]
    assert names[0] == "First, Fay" and len(names) == len(set(names))
    assert desk._store.integrity() == "ok"
    desk.close()


@pytest.mark.parametrize(
    ("code", "error", "words"),
    [
        (8, ReadOnlyFileError, "the tournament file is read-only"),
        (13, DiskFullError, "the disk is full: nothing of this change was saved"),
        (10, DiskIOError, "(I/O error): nothing of this change was saved"),
        (5, FileLockedError, "locked by another program"),
        (11, DamagedFileError, "damaged tournament file"),
        (26, NotOurFileError, "not an Arbiter Desk tournament file"),
    ],
)
def test_sqlite_result_codes_become_plain_errors(code: int, error: type[Exception], words: str) -> None:
    exc = sqlite3.OperationalError("something failed")
    exc.sqlite_errorcode = code
    translated = translate(exc, Path("t.adesk"))
    assert isinstance(translated, error)
    assert words in str(translated)


def test_disk_full_while_writing_a_file_is_plain_too() -> None:
    translated = translate(OSError(28, "No space left on device", "out.trf"), Path("t.adesk"))
    assert isinstance(translated, DiskFullError)
    assert str(translated) == "the disk is full: nothing of this change was saved (out.trf)"


def _foreign(path: Path) -> Path:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("INSERT INTO notes VALUES (1, 'mine')")
    db.commit()
    db.close()
    return path


@pytest.mark.parametrize(
    "make",
    [
        _foreign,
        lambda p: (p.write_text("012 Spring Open\n001    1\n"), p)[1],
        lambda p: (p.write_bytes(b""), p)[1],
    ],
)
def test_a_foreign_file_is_refused_untouched(tmp_path: Path, make: Any) -> None:
    path = make(tmp_path / "other.adesk")
    before = _digest(path)
    with pytest.raises(NotOurFileError, match=r"not an Arbiter Desk tournament file"):
        Desk.open(path)
    assert _digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.adesk"]  # no WAL, no backup, no marker


def _set_header(path: Path, version: int, application_id: int = APPLICATION_ID) -> None:
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {version}")
    db.execute(f"PRAGMA application_id = {application_id}")
    db.execute("PRAGMA journal_mode = DELETE")
    db.close()


@pytest.mark.parametrize(
    ("version", "application_id", "error"),
    [(-3, APPLICATION_ID, NotOurFileError), (99, APPLICATION_ID, SchemaTooNewError), (5, 0x1234, NotOurFileError)],
)
def test_negative_newer_and_foreign_headers_are_refused_untouched(
    tmp_path: Path, version: int, application_id: int, error: type[Exception]
) -> None:
    path = tmp_path / "t.adesk"
    _desk(path).close()
    _set_header(path, version, application_id)
    before = _digest(path)
    with pytest.raises(error):
        Desk.open(path)
    assert _digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.adesk"]


def test_damaged_files_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.adesk"
    _desk(path).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE settings SET tiebreaks = '[not json'")
    with pytest.raises(DamagedFileError, match=r"^damaged tournament file: "):
        Desk.open(path)
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE overrides")
    with pytest.raises(DamagedFileError, match=r"missing tables: overrides"):
        Desk.open(path)


def test_a_failed_import_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*_args: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr("arbiter_desk.services.event.desk.write_snapshot", fail)
    with pytest.raises(DiskIOError):
        Desk.import_tournament(tmp_path / "t.adesk", Tournament(), system="dubov")
    assert list(tmp_path.iterdir()) == []


def test_a_killed_creations_temporary_is_removed_and_does_not_block_the_name(tmp_path: Path) -> None:
    path = tmp_path / "t.adesk"
    stale = temporary_path(path).with_name(f".t.adesk.999999999{temporary_path(path).suffix}")
    stale.write_bytes(b"half a file")
    _desk(path).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.adesk"]


def test_stale_settings_and_player_edits_are_refused(tmp_path: Path) -> None:
    """Optimistic concurrency: a dialog's edit is checked against the record it was filled from."""
    path = tmp_path / "t.adesk"
    desk = _desk(path)
    other = Desk.open(path)  # a second desk on the same file (same process: the marker is shared)
    desk.players.register_player(PlayerData("Alpha, Ann", rating=2000))
    seen_player = desk.players.all()[0]
    seen_settings = desk.settings.current()
    other.players.edit_player(seen_player.id, PlayerData("Alpha, Anna", rating=2000), based_on=seen_player)
    with pytest.raises(StaleRecordError, match=r"changed meanwhile .*nothing was saved"):
        desk.players.edit_player(seen_player.id, PlayerData("Alpha, Ann", rating=2100), based_on=seen_player)
    other.settings.update_settings(
        seen_settings.__class__(info=seen_settings.info, total_rounds=9), based_on=seen_settings
    )
    with pytest.raises(StaleRecordError, match=r"settings were changed meanwhile"):
        desk.settings.update_settings(seen_settings, based_on=seen_settings)
    assert desk.players.all()[0].name == "Alpha, Anna"
    assert desk.settings.current().total_rounds == 9
    other.close()
    desk.close()


def test_exports_keep_the_users_umask_permissions(tmp_path: Path) -> None:
    """The temporary file behind an atomic write is made with 0600; the export must not be."""
    import os

    from arbiter_desk.formats.files import write_text_atomically

    old = os.umask(0o022)
    try:
        write_text_atomically(tmp_path / "out.trf", "012 x\n")
    finally:
        os.umask(old)
    assert (tmp_path / "out.trf").stat().st_mode & 0o777 == 0o644


def test_a_new_file_takes_its_name_in_wal_mode(tmp_path: Path) -> None:
    """Its first opening then rewrites no header: a kill at that moment leaves no rollback journal beside it."""
    from arbiter_desk.store.database import create_database

    path = tmp_path / "t.adesk"
    create_database(path)  # as it is when it takes its name, before any opening
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.adesk"]
    assert path.read_bytes()[18:20] == b"\x02\x02"  # file format: WAL (SQLite file format, header bytes 18-19)
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
