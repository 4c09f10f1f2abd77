"""The tables of a tournament file as SQLAlchemy 2.x typed models (current schema version).

Rows never leave ``store/``: the repository turns them into the frozen records of ``store.records``.
Lists and small structures (deputy arbiters, tie-breaks, point values, accelerations) are kept as JSON text
in the single settings row; everything the desk queries or joins on has a column of its own.
"""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, MetaData, String, Text, UniqueConstraint, false
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
"""Constraint names that migrations can refer to (ARCHITECTURE.md, Storage)."""


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class SettingsRow(Base):
    """The tournament's rules and descriptive data: exactly one row, id 1 (TRF records 012–132, 162–260)."""

    __tablename__ = "settings"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String, default="")
    city: Mapped[str] = mapped_column(String, default="")
    federation: Mapped[str] = mapped_column(String, default="")
    start_date: Mapped[str] = mapped_column(String, default="")
    end_date: Mapped[str] = mapped_column(String, default="")
    tournament_type: Mapped[str] = mapped_column(String, default="")
    chief_arbiter: Mapped[str] = mapped_column(String, default="")
    deputy_arbiters: Mapped[str] = mapped_column(Text, default="[]")
    time_control: Mapped[str] = mapped_column(String, default="")
    round_dates: Mapped[str] = mapped_column(Text, default="[]")
    type_code: Mapped[str] = mapped_column(String, default="")
    time_control_code: Mapped[str] = mapped_column(String, default="")
    starting_rank_method: Mapped[str] = mapped_column(String, default="")
    pairing_program: Mapped[str] = mapped_column(String, default="")
    total_rounds: Mapped[int | None] = mapped_column(Integer)
    pairing_system: Mapped[str] = mapped_column(String, default="dubov")
    rules_edition: Mapped[str] = mapped_column(String, default="2026")
    point_system: Mapped[str] = mapped_column(Text, default="{}")
    initial_colour: Mapped[str] = mapped_column(String, default="w")
    lots_seed: Mapped[int | None] = mapped_column(Integer)
    tiebreaks: Mapped[str] = mapped_column(Text, default="[]")
    standings_tiebreaks: Mapped[str] = mapped_column(Text, default="[]")
    accelerations: Mapped[str] = mapped_column(Text, default="[]")
    forbidden_pairs: Mapped[str] = mapped_column(Text, default="[]")
    comments: Mapped[str] = mapped_column(Text, default="[]")
    late_entry_result: Mapped[str] = mapped_column(String, default="Z", server_default="Z")
    """Schema 2: the result late entries score for the rounds they missed (C.04.2 art. 2.4; Z = zero)."""
    acceleration: Mapped[str] = mapped_column(String, default="none", server_default="none")
    """Schema 4: the acceleration method (C.04.7): ``none`` or ``baku``."""
    baku_last_ga: Mapped[int | None] = mapped_column(Integer)
    """Schema 4: the player id of the last GA participant, fixed when round 1 is published (C.04.7 art. 1.3.2)."""
    team_rules: Mapped[str] = mapped_column(Text, default="", server_default="")
    """Schema 8: the team rules as JSON (``store.team_convert``); empty for an individual tournament."""
    prize_categories: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    """Schema 9: the prize categories as JSON (``core.prize_lists.PrizeCategory``)."""
    fide_mode_left_round: Mapped[int | None] = mapped_column(Integer)
    """Schema 10: NULL in FIDE mode; the round FIDE mode was left in (0: before round 1), for ever (Q45)."""
    fide_mode_left_reason: Mapped[str] = mapped_column(Text, default="", server_default="")
    fide_events: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    """Schema 10: the configuration events written as ``###`` lines (``core.integrity.IntegrityEvent``)."""
    event_rate: Mapped[str] = mapped_column(String, default="standard", server_default="standard")
    """Schema 12: the event's rate of play, which picks the default rating-list sequence (checklist Q123)."""
    rating_lists: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    """Schema 12: the edited rating-list sequence as JSON keys; empty = the default of the rate (Q124–126)."""
    tie_order: Mapped[str] = mapped_column(String, default="alphabetical", server_default="alphabetical")
    """Schema 12: the order of equal rating and title (C.04.2 art. 2.2.3; checklist Q146)."""
    rating_check: Mapped[bool] = mapped_column(Boolean, default=True, server_default="1")
    """Schema 12: the consistency check runs after a list import (checklist Q138–140)."""
    tpn_exchanges: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    """Schema 14: the arbiter's TPN exchanges as JSON ``[first, second, [rating, title, rating, title]]``."""
    tie_decisions: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    """Schema 15: ties decided by hand or by values entered, as their ``###`` comment texts (Q205, Q207)."""
    long_event: Mapped[bool | None] = mapped_column(Boolean)
    """Schema 15: the event lasts over 30 days (Q210); None while not said (suggested from the round dates)."""
    round_ratings: Mapped[str] = mapped_column(String, default="first rating", server_default="first rating")
    """Schema 15: the ratings rating tie-breaks use in an event over 30 days (Q214–216)."""
    lots_for_ties: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """Schema 15: ties left after the list are drawn by lot (Q204, Q206)."""
    unrated_tiebreak_rating: Mapped[int | None] = mapped_column(Integer)
    """Schema 15: the rating unrated players count with in rating tie-breaks; None: left out (Q208–209)."""
    norm_settings: Mapped[str] = mapped_column(Text, default="", server_default="")
    """Schema 16: the inputs of title norms as JSON (``core.norms.settings.NormSettings``; B.01 1.1.3, 1.4.3)."""
    chess960: Mapped[str] = mapped_column(Text, default="", server_default="")
    """Schema 17: a Chess960 event's setting as JSON (``core.chess960.Chess960``); empty: not Chess960."""
    player_proposals: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """Schema 18: players may propose their board's result on the players' pages."""
    proposal_secret: Mapped[str] = mapped_column(Text, default="", server_default="")
    """Schema 18: the secret of the result slips' board codes (hex; ``core.board_codes``)."""
    sheet_language: Mapped[str] = mapped_column(Text, default="en", server_default="en")
    """Schema 19: the language the event's sheets are printed in (ISO 639-1 code; ``language.LANGUAGES``)."""


class PlayerRow(Base):
    """A participant (TRF record 001) with TPN, entry round (late entries, art. 2.4) and withdrawal (art. 3.2)."""

    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tpn: Mapped[int] = mapped_column(Integer, index=True)
    name: Mapped[str] = mapped_column(String)
    sex: Mapped[str] = mapped_column(String, default="")
    title: Mapped[str] = mapped_column(String, default="")
    rating: Mapped[int] = mapped_column(Integer, default=0)
    federation: Mapped[str] = mapped_column(String, default="")
    fide_id: Mapped[int | None] = mapped_column(Integer, unique=True)
    birth_date: Mapped[str] = mapped_column(String, default="")
    entry_round: Mapped[int] = mapped_column(Integer, default=1)
    withdrawal_round: Mapped[int | None] = mapped_column(Integer)
    """The first round the player no longer takes part in; None while in the tournament."""
    pairing_rating: Mapped[int | None] = mapped_column(Integer)
    """Schema 3: the provisional rating for pairing of an unrated player (C.04.4.1 art. 1.1.2)."""
    withdrawal_reason: Mapped[str] = mapped_column(String, default="", server_default="")
    """Schema 3: why the player withdrew (C.04.2 art. 3.2)."""
    club: Mapped[str] = mapped_column(String, default="", server_default="")
    """Schema 9: the player's club (prize lists; not in TRF 001)."""
    half_bye_barred: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """Schema 11: not eligible for a requested half-point bye (C.04.2 art. 3.3; checklist Q175–176)."""
    national_rating: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    """Schema 12: the official national rating (0: none; checklist Q116)."""
    manual_rating: Mapped[int | None] = mapped_column(Integer)
    """Schema 12: a rating the arbiter typed for the tournament (methods HBFN, OTHER; Q130–132)."""
    tournament_rating: Mapped[int | None] = mapped_column(Integer)
    """Schema 12: the rating that ranks the player (record 172 method, Q145); None: the FIDE rating."""
    rating_source: Mapped[str] = mapped_column(String, default="", server_default="")
    """Schema 12: the list (and date) the official rating came from, ``typed`` when hand-entered (Q134)."""
    national_id: Mapped[str] = mapped_column(String, default="", server_default="")
    """Schema 14: the player's id in the national lists (checklist Q117: a national list matches by it)."""
    expelled: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """Schema 15: expelled (not only withdrawn) from ``withdrawal_round`` on; left out of the standings (Q197–198)."""
    round_ratings: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    """Schema 15: later ratings, each from a round on, as JSON ``[[from_round, rating], …]`` (Q212–213)."""


class RoundRow(Base):
    """A round: draft → published → complete; the engine's explanation as JSON (schema 2)."""

    __tablename__ = "rounds"

    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    state: Mapped[str] = mapped_column(String)
    explanation: Mapped[str | None] = mapped_column(Text)


class BoardRow(Base):
    """One pairing of a round; results are TRF letters per side (forfeits ``+``/``-``), None while pending."""

    __tablename__ = "boards"
    __table_args__ = (UniqueConstraint("round_no", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_no: Mapped[int] = mapped_column(ForeignKey("rounds.number"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    white_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    black_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    white_result: Mapped[str | None] = mapped_column(String)
    black_result: Mapped[str | None] = mapped_column(String)
    adjourned: Mapped[bool] = mapped_column(Boolean, default=False)
    has_colours: Mapped[bool] = mapped_column(Boolean, default=True)
    """False only for imported unplayed pairings whose file gave no colours."""
    games: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    """Schema 7: 2 for a two-game match (Double-Swiss, C.04.5): White and Black are the game-1 colours."""
    white_result2: Mapped[str | None] = mapped_column(String)
    """Schema 7: game 2 of a match, the board's White's letter (they play Black in it, art. 4.4)."""
    black_result2: Mapped[str | None] = mapped_column(String)


class PairingByeRow(Base):
    """The pairing-allocated bye of a round (C.04.1 art. 4)."""

    __tablename__ = "pairing_byes"

    round_no: Mapped[int] = mapped_column(ForeignKey("rounds.number"), primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), primary_key=True)


class AbsenceRow(Base):
    """A round a player is not paired in (C.04.2 art. 3.3): requested byes H / F / Z and recorded absences."""

    __tablename__ = "absences"

    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), primary_key=True)
    round_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    result: Mapped[str] = mapped_column(String)


class OverrideRow(Base):
    """Schema 2: a change to a published pairing (C.04.2 art. 4.4) with the engine's pairing and the diff."""

    __tablename__ = "overrides"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_no: Mapped[int] = mapped_column(ForeignKey("rounds.number"), index=True)
    article: Mapped[str] = mapped_column(String)
    reason: Mapped[str] = mapped_column(Text)
    engine_pairing: Mapped[str] = mapped_column(Text)
    new_pairing: Mapped[str] = mapped_column(Text)
    diff: Mapped[str] = mapped_column(Text)
    warnings: Mapped[str] = mapped_column(Text, default="[]")


class JournalRow(Base):
    """One action, append-only: when (UTC), who, what, why, and the before/after of every row it changed."""

    __tablename__ = "journal"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[str] = mapped_column(String)
    who: Mapped[str] = mapped_column(String, default="")
    action: Mapped[str] = mapped_column(String)
    label: Mapped[str] = mapped_column(String)
    why: Mapped[str] = mapped_column(Text, default="")
    changes: Mapped[str] = mapped_column(Text)
    target_seq: Mapped[int | None] = mapped_column(Integer)
    """For ``undo`` / ``redo`` entries: the action undone or redone."""
    undoable: Mapped[bool] = mapped_column(Boolean, default=True)


class TeamRow(Base):
    """Schema 8: a team (C.04.6 art. 1.1; TRF 310): pairing number, name, nickname (federation/club), strength."""

    __tablename__ = "teams"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tpn: Mapped[int] = mapped_column(Integer, index=True)
    name: Mapped[str] = mapped_column(String)
    nickname: Mapped[str] = mapped_column(String, default="", server_default="")
    strength: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


class TeamMemberRow(Base):
    """Schema 8: a player of a team's roster at ``position`` (board order, reserves last; TRF 310)."""

    __tablename__ = "team_members"

    team_id: Mapped[int] = mapped_column(ForeignKey("teams.id"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"))


class TeamMatchRow(Base):
    """Schema 8: a match of a round; the first team has White on board 1; ``forfeit`` the TRF 330 code."""

    __tablename__ = "team_matches"

    round_no: Mapped[int] = mapped_column(ForeignKey("rounds.number"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    first_team_id: Mapped[int] = mapped_column(ForeignKey("teams.id"), index=True)
    second_team_id: Mapped[int] = mapped_column(ForeignKey("teams.id"), index=True)
    forfeit: Mapped[str] = mapped_column(String, default="", server_default="")


class TeamGameRow(Base):
    """Schema 8: one board of a match: each team's player (None = unoccupied) and TRF result letter."""

    __tablename__ = "team_games"

    round_no: Mapped[int] = mapped_column(ForeignKey("rounds.number"), primary_key=True)
    match_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    board: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    first_player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"))
    second_player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"))
    first_result: Mapped[str | None] = mapped_column(String)
    second_result: Mapped[str | None] = mapped_column(String)


class TeamByeRow(Base):
    """Schema 8: the PAB of a team (``pab``, TRF 320) or a 240 bye ``Z`` / ``H`` / ``F`` in a round."""

    __tablename__ = "team_byes"

    round_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    team_id: Mapped[int] = mapped_column(ForeignKey("teams.id"), primary_key=True)
    kind: Mapped[str] = mapped_column(String)


class RatingCorrectionRow(Base):
    """Schema 13: a result corrected for the rating report only (C.04.2 art. 4.3), apart from the boards."""

    __tablename__ = "rating_corrections"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_no: Mapped[int] = mapped_column(Integer)
    white_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    black_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    white_result: Mapped[str] = mapped_column(String)
    black_result: Mapped[str] = mapped_column(String)
    reason: Mapped[str] = mapped_column(Text)


class ProposalRow(Base):
    """Schema 18: a result a player proposed on the players' pages, waiting for an arbiter. Not journaled: a
    proposal changes nothing of the event (the arbiter's confirmation is the ordinary, journaled result command),
    and players' posts must never sit on the arbiter's undo stack."""

    __tablename__ = "proposals"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_no: Mapped[int] = mapped_column(Integer)
    board: Mapped[int] = mapped_column(Integer)
    result: Mapped[str] = mapped_column(String)
    """``1-0``, ``½-½`` or ``0-1``."""
    address: Mapped[str] = mapped_column(String, default="")
    """The client address it came from (the log of the pages)."""
    received: Mapped[str] = mapped_column(String)
    state: Mapped[str] = mapped_column(String, default="pending", server_default="pending")
    """``pending`` until an arbiter confirms or rejects it (or enters the board's result otherwise)."""


JOURNALED_TABLES = (
    "settings",
    "players",
    "rounds",
    "boards",
    "pairing_byes",
    "absences",
    "overrides",
    "teams",
    "team_members",
    "team_matches",
    "team_games",
    "team_byes",
    "rating_corrections",
)
"""Tables whose changes the journal records, parents first (the order inserts must follow)."""
