"""Schema 11: players not eligible for a half-point bye (VCL4THP.13 Q175–176).

- ``players.half_bye_barred``: the tournament regulations (or the arbiter) exclude this player from requested
  half-point byes (C.04.2 (2026) art. 3.3 "if the regulations allow"); a request for one is then refused.

Only a column is added, so no parent table is rebuilt (ARCHITECTURE.md, known traps). Written as step 11 on top of
branch fide1's step 10 (the integrator renumbers at merge).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 11
DESCRIPTION = "players not eligible for a half-point bye"


def upgrade(op: Operations) -> None:
    op.add_column("players", sa.Column("half_bye_barred", sa.Boolean, nullable=False, server_default=sa.false()))
