"""Schema versions: new files at the current version, old files backed up then upgraded, newer files refused."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from arbiter_desk.core.rating_lists import RateOfPlay, TieOrder
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store import SchemaTooNewError, TournamentFileError, TournamentStore
from arbiter_desk.store.database import file_version, make_engine, open_database
from arbiter_desk.store.migrations import CURRENT_VERSION, run_steps
from arbiter_desk.store.models import Base
from arbiter_desk.store.records import AccelerationMethod


def _schema_1_file(path: Path) -> Path:
    """A file exactly as the first release wrote it, with a player, a round and a board."""
    engine = make_engine(path, foreign_keys=False)
    run_steps(engine, 0, 1)
    engine.dispose()
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO settings VALUES (1, 'Open', 'Rome', 'ITA', '2026/01/02', '2026/01/05', 'Swiss', 'Ann Arbiter',"
            " '[]', '90+30', '[]', '', '', '', '', 5, 'dubov', '2026', '{}', 'w', 7, '[]', '[]', '[]', '[]', '[]')"
        )
        db.execute("INSERT INTO players VALUES (1, 1, 'Alpha', 'm', 'GM', 2600, 'ITA', 100, '', 1, NULL)")
        db.execute("INSERT INTO players VALUES (2, 2, 'Beta', 'w', '', 2400, 'FRA', NULL, '', 1, NULL)")
        db.execute("INSERT INTO rounds VALUES (1, 'complete')")
        db.execute("INSERT INTO boards VALUES (1, 1, 1, 1, 2, '1', '0', 0, 1)")
    return path


def test_new_file_is_at_the_current_version(tmp_path: Path) -> None:
    store = TournamentStore.create(tmp_path / "new.adesk")
    store.close()
    assert file_version(tmp_path / "new.adesk") == CURRENT_VERSION


def test_schema_1_file_is_backed_up_then_upgraded(tmp_path: Path) -> None:
    path = _schema_1_file(tmp_path / "old.adesk")
    engine = open_database(path)
    engine.dispose()
    assert file_version(path) == CURRENT_VERSION
    backup = tmp_path / "old.schema1.bak.adesk"
    assert file_version(backup) == 1
    store = TournamentStore.open(path)
    with store.read() as reader:
        settings = reader.settings()
        assert settings.info.name == "Open" and settings.total_rounds == 5
        assert settings.late_entry_result is ResultCode.ZERO_BYE  # schema 2 column, default
        assert settings.acceleration is AccelerationMethod.NONE and settings.baku_last_ga is None  # schema 4
        assert [p.name for p in reader.players()] == ["Alpha", "Beta"]
        # schema 10: a standard event with the default list sequence, alphabetical ties, the check on; the
        # players' official FIDE ratings rank them (no national, typed or tournament rating, no source yet)
        assert (settings.event_rate, settings.rating_lists, settings.tie_order) == (
            RateOfPlay.STANDARD,
            (),
            TieOrder.ALPHABETICAL,
        )
        assert settings.rating_check
        alpha = reader.players()[0]
        assert (alpha.national_rating, alpha.manual_rating, alpha.tournament_rating, alpha.rating_source) == (
            0,
            None,
            None,
            "",
        )
        assert alpha.rating_for_pairing == 2600
        (board,) = reader.boards()
        assert board.white_result is ResultCode.WIN
        assert board.games == 1 and board.game_codes(2) == (None, None) and board.has_result  # schema 7
        assert reader.rounds()[0].explanation_json is None
        assert reader.overrides() == []
    store.close()


def test_upgraded_file_matches_the_models_exactly(tmp_path: Path) -> None:
    path = _schema_1_file(tmp_path / "old.adesk")
    open_database(path).dispose()
    engine = make_engine(path)
    with engine.connect() as connection:
        diffs = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert diffs == []


def test_newer_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "future.adesk"
    TournamentStore.create(path).close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 99")
    before = path.read_bytes()
    with pytest.raises(SchemaTooNewError, match="newer Arbiter Desk"):
        TournamentStore.open(path)
    assert path.read_bytes() == before


def test_foreign_files_are_refused(tmp_path: Path) -> None:
    text = tmp_path / "notes.adesk"
    text.write_text("not a database at all, just some words " * 50)
    with pytest.raises(TournamentFileError, match="not"):
        TournamentStore.open(text)
    with pytest.raises(TournamentFileError, match="no such"):
        TournamentStore.open(tmp_path / "missing.adesk")
    empty = tmp_path / "empty.adesk"
    sqlite3.connect(empty).close()
    with pytest.raises(TournamentFileError):
        TournamentStore.open(empty)


def test_schema_6_gives_stored_explanations_their_numbering(tmp_path: Path) -> None:
    """An explanation keeps the TPN → player numbering in force when the file is upgraded."""
    import json

    path = _schema_1_file(tmp_path / "old.adesk")
    engine = make_engine(path, foreign_keys=False)
    run_steps(engine, 1, 2)
    engine.dispose()
    body = json.dumps({"system": "Dubov", "round": 1, "bye": None, "brackets": [], "boards": [], "notes": []})
    with sqlite3.connect(path) as db:
        db.execute("UPDATE rounds SET explanation = ? WHERE number = 1", (body,))
        db.execute("UPDATE players SET tpn = 2 WHERE id = 1")
        db.execute("UPDATE players SET tpn = 1 WHERE id = 2")
    open_database(path).dispose()
    with sqlite3.connect(path) as db:
        (stored,) = db.execute("SELECT explanation FROM rounds WHERE number = 1").fetchone()
    assert json.loads(stored)["numbering"] == {"1": 2, "2": 1}
