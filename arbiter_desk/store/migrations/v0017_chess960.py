"""Schema 17: Chess960 events (FIDE Laws of Chess, Guidelines II; checklist Q222).

``settings.chess960``: one JSON text (``core.chess960.Chess960``): the seed of the lot, one position per round or
per board, and the positions the arbiter entered instead of the lot's. Empty means not a Chess960 event. Only a
column is added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 17
DESCRIPTION = "Chess960: the lot's seed, one position per round or per board, positions entered"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("chess960", sa.Text, nullable=False, server_default=""))
