"""Schema 8: team events (C.04.6 (2026), TRF-2026 team records ``310 320 330 240 300 352 362``).

- ``teams``: the team pairing number (art. 1.1), name, nickname (the federation or club, ``310`` cols 42–46)
  and strength (``310`` cols 48–53);
- ``team_members``: a team's roster in board order, reserves last (``310`` players), one row per player;
- ``team_matches``: the matches of a round (its number = the table), the first team having White on board 1
  (art. 4, ``352``), and the ``330`` code of a match not played (``+-`` / ``-+`` / ``--``, reading T5);
- ``team_games``: one row per board of a match: who played it for each team (the round's line-up, empty for a
  board left unoccupied) and each side's TRF result letter (forfeits ``+`` / ``-``);
- ``team_byes``: the PAB (art. 1.4, ``320``) and the ``240`` byes ``Z`` / ``H`` / ``F`` (a withdrawal is a
  ``Z`` for every remaining round, as the convention writes it);
- ``settings.team_rules``: the team rules as JSON (Type A/B, primary/secondary score, ``352``, ``362``, the PAB
  value, the team tie-breaks); empty for an individual tournament.

Only tables and a column are added, so no parent table is rebuilt (ARCHITECTURE.md, known traps).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 8
DESCRIPTION = "team events (teams, rosters, matches, boards, team byes)"


def upgrade(op: Operations) -> None:
    op.add_column("settings", sa.Column("team_rules", sa.Text, nullable=False, server_default=""))
    op.create_table(
        "teams",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("tpn", sa.Integer, nullable=False, index=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("nickname", sa.String, nullable=False, server_default=""),
        sa.Column("strength", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_table(
        "team_members",
        sa.Column("team_id", sa.Integer, sa.ForeignKey("teams.id"), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
    )
    op.create_table(
        "team_matches",
        sa.Column("round_no", sa.Integer, sa.ForeignKey("rounds.number"), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("first_team_id", sa.Integer, sa.ForeignKey("teams.id"), nullable=False, index=True),
        sa.Column("second_team_id", sa.Integer, sa.ForeignKey("teams.id"), nullable=False, index=True),
        sa.Column("forfeit", sa.String, nullable=False, server_default=""),
    )
    op.create_table(
        "team_games",
        sa.Column("round_no", sa.Integer, sa.ForeignKey("rounds.number"), primary_key=True),
        sa.Column("match_no", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("board", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("first_player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("second_player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("first_result", sa.String, nullable=True),
        sa.Column("second_result", sa.String, nullable=True),
    )
    op.create_table(
        "team_byes",
        sa.Column("round_no", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("team_id", sa.Integer, sa.ForeignKey("teams.id"), primary_key=True),
        sa.Column("kind", sa.String, nullable=False),
    )
