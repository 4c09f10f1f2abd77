"""Schema versions of the tournament file and the runner that upgrades old files (Alembic operations).

The version is SQLite's ``PRAGMA user_version`` in a file, the one-row table ``schema_version`` in an event
on a venue server (PostgreSQL). Each step is a module with ``VERSION`` and
``upgrade(op)``; a file at version *n* is upgraded by running the steps after *n* in one transaction,
with foreign keys switched off outside it and ``PRAGMA foreign_key_check`` before the commit.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from alembic.operations import Operations
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Connection, Engine, text

from arbiter_desk.store.errors import TournamentFileError
from arbiter_desk.store.migrations import (
    v0001_initial,
    v0002_overrides,
    v0003_desk_second_pass,
    v0004_acceleration,
    v0005_application_id,
    v0006_explanation_numbering,
    v0007_two_game_boards,
    v0008_teams,
    v0009_prize_lists,
    v0010_fide_mode,
    v0011_half_bye_eligibility,
    v0012_ratings,
    v0013_rating_corrections,
    v0014_ratings_kept,
    v0015_fide_mode_part_b,
    v0016_norm_settings,
    v0017_chess960,
    v0018_proposals,
    v0019_sheet_language,
)

STEPS: tuple[ModuleType, ...] = (
    v0001_initial,
    v0002_overrides,
    v0003_desk_second_pass,
    v0004_acceleration,
    v0005_application_id,
    v0006_explanation_numbering,
    v0007_two_game_boards,
    v0008_teams,
    v0009_prize_lists,
    v0010_fide_mode,
    v0011_half_bye_eligibility,
    v0012_ratings,
    v0013_rating_corrections,
    v0014_ratings_kept,
    v0015_fide_mode_part_b,
    v0016_norm_settings,
    v0017_chess960,
    v0018_proposals,
    v0019_sheet_language,
)
CURRENT_VERSION: int = STEPS[-1].VERSION


VERSION_TABLE = "schema_version"
"""The table holding a venue-server event's schema version (one row)."""


def on_sqlite(connection: Connection) -> bool:
    return connection.dialect.name == "sqlite"


def read_version(connection: Connection) -> int:
    if on_sqlite(connection):
        return int(connection.exec_driver_sql("PRAGMA user_version").scalar_one())
    return int(connection.execute(text(f"SELECT version FROM {VERSION_TABLE}")).scalar_one())


def write_version(connection: Connection, version: int) -> None:
    if on_sqlite(connection):
        connection.execute(text(f"PRAGMA user_version = {int(version)}"))
        return
    connection.execute(text(f"CREATE TABLE IF NOT EXISTS {VERSION_TABLE} (version integer NOT NULL)"))
    connection.execute(text(f"DELETE FROM {VERSION_TABLE}"))
    connection.execute(text(f"INSERT INTO {VERSION_TABLE} (version) VALUES (:v)"), {"v": int(version)})


def run_steps(engine: Engine, from_version: int, to_version: int = CURRENT_VERSION) -> None:
    """Upgrade a database from ``from_version`` to ``to_version`` in one transaction.

    On a file, ``engine`` must have been made with foreign keys off (``PRAGMA foreign_keys`` is ignored inside
    a transaction); the foreign keys are checked explicitly before the commit. On a venue server the foreign
    keys are checked by the server at every statement.
    """
    with engine.begin() as connection:
        context = MigrationContext.configure(connection)
        op = Operations(context)
        for step in STEPS:
            if from_version < step.VERSION <= to_version:
                upgrade: Callable[[Operations], None] = step.upgrade
                upgrade(op)
        if on_sqlite(connection):
            problems = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
            if problems:
                raise TournamentFileError(f"upgrade left broken references: {problems[:5]}")
        write_version(connection, to_version)
