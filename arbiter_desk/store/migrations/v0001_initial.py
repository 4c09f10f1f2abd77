"""Schema 1, the first tournament file format: settings, players, rounds, boards, byes, absences, journal.

Frozen: this is what the first release wrote, whatever the models say today.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic.operations import Operations

VERSION = 1
DESCRIPTION = "initial schema"


def upgrade(op: Operations) -> None:
    op.create_table(
        "settings",
        sa.Column("id", sa.Integer, primary_key=True),
        *(
            sa.Column(name, sa.String, nullable=False)
            for name in (
                "name",
                "city",
                "federation",
                "start_date",
                "end_date",
                "tournament_type",
                "chief_arbiter",
            )
        ),
        sa.Column("deputy_arbiters", sa.Text, nullable=False),
        sa.Column("time_control", sa.String, nullable=False),
        sa.Column("round_dates", sa.Text, nullable=False),
        *(
            sa.Column(name, sa.String, nullable=False)
            for name in ("type_code", "time_control_code", "starting_rank_method", "pairing_program")
        ),
        sa.Column("total_rounds", sa.Integer, nullable=True),
        sa.Column("pairing_system", sa.String, nullable=False),
        sa.Column("rules_edition", sa.String, nullable=False),
        sa.Column("point_system", sa.Text, nullable=False),
        sa.Column("initial_colour", sa.String, nullable=False),
        sa.Column("lots_seed", sa.Integer, nullable=True),
        *(
            sa.Column(name, sa.Text, nullable=False)
            for name in ("tiebreaks", "standings_tiebreaks", "accelerations", "forbidden_pairs", "comments")
        ),
        sa.PrimaryKeyConstraint("id", name="pk_settings"),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("tpn", sa.Integer, nullable=False),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("sex", sa.String, nullable=False),
        sa.Column("title", sa.String, nullable=False),
        sa.Column("rating", sa.Integer, nullable=False),
        sa.Column("federation", sa.String, nullable=False),
        sa.Column("fide_id", sa.Integer, nullable=True),
        sa.Column("birth_date", sa.String, nullable=False),
        sa.Column("entry_round", sa.Integer, nullable=False),
        sa.Column("withdrawal_round", sa.Integer, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_players"),
        sa.UniqueConstraint("fide_id", name="uq_players_fide_id"),
    )
    op.create_index("ix_players_tpn", "players", ["tpn"])
    op.create_table(
        "rounds",
        sa.Column("number", sa.Integer, nullable=False, autoincrement=False),
        sa.Column("state", sa.String, nullable=False),
        sa.PrimaryKeyConstraint("number", name="pk_rounds"),
    )
    op.create_table(
        "boards",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("round_no", sa.Integer, nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("white_id", sa.Integer, nullable=False),
        sa.Column("black_id", sa.Integer, nullable=False),
        sa.Column("white_result", sa.String, nullable=True),
        sa.Column("black_result", sa.String, nullable=True),
        sa.Column("adjourned", sa.Boolean, nullable=False),
        sa.Column("has_colours", sa.Boolean, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_boards"),
        sa.ForeignKeyConstraint(["round_no"], ["rounds.number"], name="fk_boards_round_no_rounds"),
        sa.ForeignKeyConstraint(["white_id"], ["players.id"], name="fk_boards_white_id_players"),
        sa.ForeignKeyConstraint(["black_id"], ["players.id"], name="fk_boards_black_id_players"),
        sa.UniqueConstraint("round_no", "number", name="uq_boards_round_no"),
    )
    for column in ("round_no", "white_id", "black_id"):
        op.create_index(f"ix_boards_{column}", "boards", [column])
    op.create_table(
        "pairing_byes",
        sa.Column("round_no", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("round_no", "player_id", name="pk_pairing_byes"),
        sa.ForeignKeyConstraint(["round_no"], ["rounds.number"], name="fk_pairing_byes_round_no_rounds"),
        sa.ForeignKeyConstraint(["player_id"], ["players.id"], name="fk_pairing_byes_player_id_players"),
    )
    op.create_table(
        "absences",
        sa.Column("player_id", sa.Integer, nullable=False),
        sa.Column("round_no", sa.Integer, nullable=False, autoincrement=False),
        sa.Column("result", sa.String, nullable=False),
        sa.PrimaryKeyConstraint("player_id", "round_no", name="pk_absences"),
        sa.ForeignKeyConstraint(["player_id"], ["players.id"], name="fk_absences_player_id_players"),
    )
    op.create_table(
        "journal",
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("at", sa.String, nullable=False),
        sa.Column("who", sa.String, nullable=False),
        sa.Column("action", sa.String, nullable=False),
        sa.Column("label", sa.String, nullable=False),
        sa.Column("why", sa.Text, nullable=False),
        sa.Column("changes", sa.Text, nullable=False),
        sa.Column("target_seq", sa.Integer, nullable=True),
        sa.Column("undoable", sa.Boolean, nullable=False),
        sa.PrimaryKeyConstraint("seq", name="pk_journal"),
    )
