"""Schema 2: pairing overrides (C.04.2 art. 4.4), the engine's explanation of each round, late-entry scoring.

- table ``overrides``: every change to a published pairing, its 4.4 article, reason, engine pairing and diff;
- ``rounds.explanation``: the engine's ``RoundExplanation`` as JSON, kept with the published round;
- ``settings.late_entry_result``: what a late entry scores for missed rounds (art. 2.4), ``Z`` unless set.

Only columns and a table are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 2
DESCRIPTION = "overrides, round explanations, late-entry scoring"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("late_entry_result", sa.String, nullable=False, server_default="Z"))
    op.add_column("rounds", sa.Column("explanation", sa.Text, nullable=True))
    op.create_table(
        "overrides",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("round_no", sa.Integer, nullable=False),
        sa.Column("article", sa.String, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("engine_pairing", sa.Text, nullable=False),
        sa.Column("new_pairing", sa.Text, nullable=False),
        sa.Column("diff", sa.Text, nullable=False),
        sa.Column("warnings", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_overrides"),
        sa.ForeignKeyConstraint(["round_no"], ["rounds.number"], name="fk_overrides_round_no_rounds"),
    )
    op.create_index("ix_overrides_round_no", "overrides", ["round_no"])
