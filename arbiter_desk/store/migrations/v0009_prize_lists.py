"""Schema 9: prize lists.

- ``settings.prize_categories``: the event's prize categories as JSON (``core.prize_lists.PrizeCategory``: name,
  kind, range or value), defined once per event;
- ``players.club``: a player's club, which a club prize list selects on (TRF 001 has no column for it: it stays in
  the tournament file).

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 9
DESCRIPTION = "prize categories and players' clubs"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("prize_categories", sa.Text, nullable=False, server_default="[]"))
    op.add_column("players", sa.Column("club", sa.String, nullable=False, server_default=""))
