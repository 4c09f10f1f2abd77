"""Schema 12: rating lists, list sequence and tournament ratings (FIDE checklist Q116–146).

- ``settings.event_rate``: the rate of play of the event (standard, rapid, blitz) that picks the default list
  sequence (Q123);
- ``settings.rating_lists``: the edited list sequence as JSON keys (``core.rating_lists.ListRef.key``); empty
  means the default of the event's rate (Q124–126);
- ``settings.tie_order``: what ranks players of equal rating and title (C.04.2 art. 2.2.3, Q146);
- ``settings.rating_check``: whether the consistency check runs after a list import (Q138–140);
- ``players.national_rating``, ``players.manual_rating``: the official national rating and the rating the arbiter
  typed, beside the official FIDE ``rating`` (Q116, Q130–132);
- ``players.tournament_rating``: the rating that ranks the player, made by the method of record 172 (Q145), None
  while it is the FIDE rating;
- ``players.rating_source``: the list (and its date) the official rating came from, ``typed`` when hand-entered
  (Q134).

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 12
DESCRIPTION = "rating lists, list sequence and tournament ratings"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("event_rate", sa.String, nullable=False, server_default="standard"))
    op.add_column("settings", sa.Column("rating_lists", sa.Text, nullable=False, server_default="[]"))
    op.add_column("settings", sa.Column("tie_order", sa.String, nullable=False, server_default="alphabetical"))
    op.add_column("settings", sa.Column("rating_check", sa.Boolean, nullable=False, server_default="1"))
    op.add_column("players", sa.Column("national_rating", sa.Integer, nullable=False, server_default="0"))
    op.add_column("players", sa.Column("manual_rating", sa.Integer, nullable=True))
    op.add_column("players", sa.Column("tournament_rating", sa.Integer, nullable=True))
    op.add_column("players", sa.Column("rating_source", sa.String, nullable=False, server_default=""))
