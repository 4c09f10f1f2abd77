"""Schema versions of the tournament file and the runner that upgrades old files (Alembic operations).

The version is SQLite's ``PRAGMA user_version``. Each step is a module with ``VERSION`` and
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
    v0013_fide_mode_part_b,
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
    v0013_fide_mode_part_b,
)
CURRENT_VERSION: int = STEPS[-1].VERSION


def read_version(connection: Connection) -> int:
    return int(connection.exec_driver_sql("PRAGMA user_version").scalar_one())


def run_steps(engine: Engine, from_version: int, to_version: int = CURRENT_VERSION) -> None:
    """Upgrade a database from ``from_version`` to ``to_version`` in one transaction.

    ``engine`` must have been made with foreign keys off (``PRAGMA foreign_keys`` is ignored inside a
    transaction); the foreign keys are checked explicitly before the commit.
    """
    with engine.begin() as connection:
        context = MigrationContext.configure(connection)
        op = Operations(context)
        for step in STEPS:
            if from_version < step.VERSION <= to_version:
                upgrade: Callable[[Operations], None] = step.upgrade
                upgrade(op)
        problems = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
        if problems:
            raise TournamentFileError(f"upgrade left broken references: {problems[:5]}")
        connection.execute(text(f"PRAGMA user_version = {int(to_version)}"))
