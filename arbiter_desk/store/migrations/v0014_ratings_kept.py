"""Schema 14: the arbiter's TPN exchanges and players' national ids (C.04.2 art. 2.3, checklist
Q117, Q147–150).

- ``settings.tpn_exchanges``: the exchanges of pairing numbers the arbiter made, in order, as JSON
  ``[first player id, second player id, [rating, title, rating, title]]``; every re-sorting of the TPNs (a player
  registered or corrected before round 4 is paired) applies them again while the ranking data they were made on
  stands, so that an edit no longer undoes them. A regeneration clears them.
- ``players.national_id``: the player's id in the national lists, so that a national list (whose id column the
  mapping names) finds players without a FIDE id, or with one the national list does not carry (Q117).

Only a column is added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 14
DESCRIPTION = "TPN exchanges kept; national ids of players"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("tpn_exchanges", sa.Text, nullable=False, server_default="[]"))
    op.add_column("players", sa.Column("national_id", sa.String, nullable=False, server_default=""))
