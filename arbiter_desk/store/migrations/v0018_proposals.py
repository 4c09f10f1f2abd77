"""Schema 18: players' result proposals (the players' pages).

``settings.player_proposals`` (off by default) and ``settings.proposal_secret`` (the secret the result slips'
board codes are derived with); the table ``proposals``, where a proposal waits for an arbiter. Columns and a new
table only, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 18
DESCRIPTION = "Players' result proposals: the setting, the board codes' secret, the proposals waiting"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("player_proposals", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("settings", sa.Column("proposal_secret", sa.Text, nullable=False, server_default=""))
    op.create_table(
        "proposals",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("round_no", sa.Integer, nullable=False),
        sa.Column("board", sa.Integer, nullable=False),
        sa.Column("result", sa.String, nullable=False),
        sa.Column("address", sa.String, nullable=False, server_default=""),
        sa.Column("received", sa.String, nullable=False),
        sa.Column("state", sa.String, nullable=False, server_default="pending"),
    )
