"""Schema 16: the event's inputs for title norms (B.01, effective 1 January 2024).

``settings.norm_settings``: one JSON text (``core.norms.settings.NormSettings``) holding what the games cannot
tell — the event's category and 1.4.3 exception, the host federation (1.4.3 d), the minutes for 60 moves and the
most rounds in a day (1.1.3), whether the titles are those held at the start (0.43) and the rating list month
(1.4.6 a). Empty means nothing said yet: the norms view then says "cannot judge". One column, journaled with
the settings row. Only a column is added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 16
DESCRIPTION = "norm settings: the inputs of title norms the games cannot tell"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("norm_settings", sa.Text, nullable=False, server_default=""))
