"""Schema 4: the acceleration method (C.04.7) and the last GA participant of the Baku method.

- ``settings.acceleration``: ``none`` or ``baku`` (``none`` for every older file);
- ``settings.baku_last_ga``: the player id of the last GA participant, fixed when round 1 is published
  (C.04.7 art. 1.3.2); empty until then.

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 4
DESCRIPTION = "acceleration method, last GA participant"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("acceleration", sa.String, nullable=False, server_default="none"))
    op.add_column("settings", sa.Column("baku_last_ga", sa.Integer, nullable=True))
