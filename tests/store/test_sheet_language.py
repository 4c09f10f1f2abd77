"""The language of the event's printed sheets (schema 19): kept in the settings, English in a file made
before it existed, refused by the trust check when it is not a language the desk speaks."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from arbiter_desk.store import TournamentStore
from arbiter_desk.store.database import file_version, make_engine
from arbiter_desk.store.domains import DOMAINS
from arbiter_desk.store.migrations import CURRENT_VERSION, run_steps
from arbiter_desk.store.records import SettingsRecord
from tests.store.test_migrations import _schema_1_file


def test_the_sheet_language_is_kept_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "open.adesk"
    store = TournamentStore.create(path)
    assert SettingsRecord().sheet_language == "en"
    with store.command("sheet language") as (writer, _outcome):
        writer.save_settings(replace(SettingsRecord(), sheet_language="ar"))
    store.close()
    store = TournamentStore.open(path)
    with store.read() as reader:
        assert reader.settings().sheet_language == "ar"
    store.close()


def test_a_schema_18_file_is_upgraded_to_english_sheets(tmp_path: Path) -> None:
    path = _schema_1_file(tmp_path / "old.adesk")
    engine = make_engine(path, foreign_keys=False)
    run_steps(engine, 1, 18)
    engine.dispose()
    with sqlite3.connect(path) as db:
        columns = {row[1] for row in db.execute("PRAGMA table_info(settings)")}
    assert "sheet_language" not in columns and file_version(path) == 18
    store = TournamentStore.open(path)
    with store.read() as reader:
        settings = reader.settings()
    store.close()
    assert file_version(path) == CURRENT_VERSION >= 19
    assert settings.sheet_language == "en" and settings.info.name == "Open"


def test_the_trust_check_knows_the_desks_languages() -> None:
    (domain,) = [d for d in DOMAINS if (d.table, d.column) == ("settings", "sheet_language")]
    assert set(domain.values) == {"en", "fr", "es", "de", "ru", "it", "ar"}
