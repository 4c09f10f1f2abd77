"""Schema 19: the language of the event's printed sheets.

``settings.sheet_language``: the ISO 639-1 code of the language the pairing lists, standings and the other sheets
are printed in (``language.LANGUAGES``), English by default; the TRF stays language-independent. Only a column is
added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 19
DESCRIPTION = "The language of the event's printed sheets"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("sheet_language", sa.Text, nullable=False, server_default="en"))
