"""Schema 13: corrections valid for the rating report only (C.04.2 (2026) art. 4.3; VCL4THP.13 Q192–193).

- table ``rating_corrections``: a result corrected for submission to rating evaluation only — notified after the
  end of the next round, so the standings and pairings keep the result as it stood — with the game (round, White,
  Black), the corrected TRF letters and the arbiter's reason. Kept apart from ``boards``, which pairings and
  standings read.

Only a table is added, so no parent table is rebuilt (ARCHITECTURE.md, known traps). Written as step 13 on top
of step 12 (the integrator renumbers at merge).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 13
DESCRIPTION = "rating-report-only corrections"


def upgrade(op: Operations) -> None:
    op.create_table(
        "rating_corrections",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("round_no", sa.Integer, nullable=False),
        sa.Column("white_id", sa.Integer, nullable=False),
        sa.Column("black_id", sa.Integer, nullable=False),
        sa.Column("white_result", sa.String, nullable=False),
        sa.Column("black_result", sa.String, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_rating_corrections"),
        sa.ForeignKeyConstraint(["white_id"], ["players.id"], name="fk_rating_corrections_white_id_players"),
        sa.ForeignKeyConstraint(["black_id"], ["players.id"], name="fk_rating_corrections_black_id_players"),
    )
