"""Schema 15: FIDE mode, part B (VCL4THP.13 section 12).

- ``players.expelled``: the participant was expelled (a disciplinary decision, distinct from a withdrawal): not
  paired from ``withdrawal_round`` on, like a withdrawal (C.04.2 art. 3.2), and left out of the standings
  (checklist Q197–198);
- ``settings.tie_decisions``: ties decided by hand (Q205) or by values computed outside the program, e.g. a
  play-off (Q207), as a JSON list of their ``###`` comment texts (``core.tie_decisions``);
- ``settings.long_event``: the event lasts over 30 days (Q210); NULL while the arbiter has not said (the desk
  then suggests it from the round dates); ``settings.round_ratings``: which rating the rating tie-breaks use there,
  ``first rating`` (the default, Q215) or ``per round`` (Q214, Q216);
- ``players.round_ratings``: the player's later ratings, each from a round on (Q212–213), as JSON
  ``[[from_round, rating], …]``. A column of the player rather than a table of its own: the ratings change with
  the player row, in the same journal entry, and an event over 30 days has a handful per player;
- ``settings.lots_for_ties``: players tied after the whole list are ordered by a drawing of lots seeded from the
  tournament's data (Q204, Q206); ``settings.unrated_tiebreak_rating``: the published rating unrated players count
  with in rating-based tie-breaks, NULL when they are left out (Q208–209; ``core.tiebreak_options``).

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps). Written as step 13 on top of
step 12 (the integrator renumbers at merge).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 15
DESCRIPTION = "FIDE mode part B: expelled players, tie decisions, events over 30 days, tie-break options"


def upgrade(op: Operations) -> None:
    op.add_column("players", sa.Column("expelled", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("settings", sa.Column("tie_decisions", sa.Text, nullable=False, server_default="[]"))
    op.add_column("settings", sa.Column("long_event", sa.Boolean, nullable=True))
    op.add_column("settings", sa.Column("round_ratings", sa.String, nullable=False, server_default="first rating"))
    op.add_column("players", sa.Column("round_ratings", sa.Text, nullable=False, server_default="[]"))
    op.add_column("settings", sa.Column("lots_for_ties", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("settings", sa.Column("unrated_tiebreak_rating", sa.Integer, nullable=True))
