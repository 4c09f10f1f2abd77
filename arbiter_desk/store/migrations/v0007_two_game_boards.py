"""Schema 7: boards of two-game rounds (Double-Swiss, C.04.5 (2026) Preface: every pairing is a two-game match).

- ``boards.games``: 1 for an ordinary board, 2 for a match; every older board is an ordinary one;
- ``boards.white_result2`` / ``boards.black_result2``: the game-2 results of a match, as TRF letters of the
  board's White and Black (who are the game-1 colours: in game 2 the board's White plays Black, art. 4.4);
  empty while game 2 is on, and always empty for an ordinary board.

Only columns are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 7
DESCRIPTION = "two-game boards (Double-Swiss matches)"


def upgrade(op: Operations) -> None:
    op.add_column("boards", sa.Column("games", sa.Integer, nullable=False, server_default="1"))
    op.add_column("boards", sa.Column("white_result2", sa.String, nullable=True))
    op.add_column("boards", sa.Column("black_result2", sa.String, nullable=True))
