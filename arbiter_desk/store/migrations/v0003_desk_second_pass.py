"""Schema 3: what an arbiter met running a real event.

- ``players.pairing_rating``: the provisional rating the Chief Arbiter assigns to a player without a rating
  (C.04.4.1 (2026) art. 1.1.2; C.04.2 art. 2.1 "an estimation"); used for pairing only, never as a FIDE rating;
- ``players.withdrawal_reason``: why a participant withdrew (C.04.2 art. 3.2), shown with the withdrawal.

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 3
DESCRIPTION = "provisional rating for pairing, withdrawal reason"


def upgrade(op: Operations) -> None:
    op.add_column("players", sa.Column("pairing_rating", sa.Integer, nullable=True))
    op.add_column("players", sa.Column("withdrawal_reason", sa.String, nullable=False, server_default=""))
