"""Schema 10: FIDE mode per tournament and its audited configuration events.

- ``settings.fide_mode_left_round``: NULL while the tournament is in FIDE mode (the default of every event, new,
  imported or older); once left, the round it was left in (0 before round 1 was paired). It never returns to NULL
  (VCL4THP.13 Q45);
- ``settings.fide_mode_left_reason``: the arbiter's reason for leaving;
- ``settings.fide_events``: JSON list of the configuration events written as TRF-2026 ``###`` lines
  (``core.integrity``: leaving FIDE mode, the number of rounds changed after the start, Q44, Q59, Q61).

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 10
DESCRIPTION = "FIDE mode and configuration events"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("fide_mode_left_round", sa.Integer, nullable=True))
    op.add_column("settings", sa.Column("fide_mode_left_reason", sa.Text, nullable=False, server_default=""))
    op.add_column("settings", sa.Column("fide_events", sa.Text, nullable=False, server_default="[]"))
