"""Schema 13: FIDE mode, part B (issue 31; VCL4THP.13 section 12).

- ``players.expelled``: the participant was expelled (a disciplinary decision, distinct from a withdrawal): not
  paired from ``withdrawal_round`` on, like a withdrawal (C.04.2 art. 3.2), and left out of the standings
  (checklist Q197–198);
- ``settings.tie_decisions``: ties decided by hand (Q205) or by values computed outside the program, e.g. a
  play-off (Q207), as a JSON list of their ``###`` comment texts (``core.tie_decisions``).

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps). Written as step 13 on top of
step 12 (the integrator renumbers at merge).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 13
DESCRIPTION = "FIDE mode part B: expelled players, tie decisions"


def upgrade(op: Operations) -> None:
    op.add_column("players", sa.Column("expelled", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("settings", sa.Column("tie_decisions", sa.Text, nullable=False, server_default="[]"))
