"""What each role of a venue server may do, as data: the grants, row-level policies and round-state rules the
database enforces (``store.server_guard``) and the role matrix test walks are both made from this table.

- **chief** (C.04.2 art. 4: the chief arbiter decides the pairings and publishes them): every row of every table;
  the only one to publish, unpublish and reopen rounds (``TRANSITIONS``), and to change a player's rating or
  pairing number (the ranking the pairings follow, C.04.2 art. 2.2).
- **deputy**: results of every round (corrections of earlier rounds, checklist Q112), late entries, withdrawals,
  requested byes (C.04.2 art. 3.2–3.3): rows of ``players`` (but not their ratings, pairing numbers or an
  expulsion) and ``absences``, the result columns, and the integrity events of the settings (``fide_events``).
- **results** (the results desk): the result columns of the boards of the round in play only
  (``core.round_in_play``: the lowest published round with a missing result).
- **viewer**: reads.
- **publication** (the players' pages' login): reads the event as a viewer does, and may only insert
  pending proposals of the round in play into ``proposals`` (players' result proposals; ``store.proposals``).
  It reads none of the proposals and writes nothing else. The desks read the proposals and mark them confirmed or
  rejected (``state``); an arbiter's confirmation is an ordinary result.

A round's state follows its results for the deputy and the results desk (published ⇄ complete, and only as the
boards say); every other change of state is the chief's. Nobody writes the journal: the server does
(``store.server_guard``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.store.models import JOURNALED_TABLES, Base


class Op(StrEnum):
    SELECT = "SELECT"
    INSERT = "INSERT"
    UPDATE = "UPDATE"
    DELETE = "DELETE"


class Scope(StrEnum):
    EVERY_ROW = "every row"
    ROUND_IN_PLAY = "the round in play"
    NEW_PROPOSAL = "a pending proposal of the round in play"


@dataclass(frozen=True, slots=True)
class Grant:
    """A role's rights on one table: whole-row operations, the columns it may update, and which rows."""

    table: str
    ops: frozenset[Op]
    update: tuple[str, ...] = ()
    scope: Scope = Scope.EVERY_ROW


ROLE_KEYS = ("chief", "deputy", "results", "viewer", "publication")
"""The names arbiters type (``--role deputy``), highest first."""

RESULT_COLUMNS = ("white_result", "black_result", "white_result2", "black_result2", "adjourned")
TEAM_RESULT_COLUMNS = ("first_result", "second_result")
READABLE = (*JOURNALED_TABLES, "journal", "journal_meta", "schema_version")
"""What every role reads: the event, its journal (who did what, per desk) and its schema version."""

RATING_COLUMNS = (
    "rating",
    "national_rating",
    "manual_rating",
    "tournament_rating",
    "pairing_rating",
    "rating_source",
    "round_ratings",
    "fide_id",
)
DEPUTY_PLAYER_COLUMNS = tuple(
    c.name for c in Base.metadata.tables["players"].columns if c.name not in ("id", "tpn", "expelled", *RATING_COLUMNS)
)
"""A player's columns a deputy may change: the data of an entry and a withdrawal, not the ranking."""

_ALL = frozenset(Op)
_READ = frozenset({Op.SELECT})


def _columns(table: str) -> tuple[str, ...]:
    return tuple(c.name for c in Base.metadata.tables[table].columns)


def _reads(*except_: str) -> tuple[Grant, ...]:
    return tuple(Grant(t, _READ) for t in READABLE if t not in except_)


_SETTLE_PROPOSALS = Grant("proposals", _READ | {Op.UPDATE}, ("state",))
"""A desk that enters results confirms or rejects the players' proposals."""

ROLE_TABLE: dict[str, tuple[Grant, ...]] = {
    "chief": (
        *(Grant(t, _ALL, _columns(t)) for t in JOURNALED_TABLES),
        *_reads(*JOURNALED_TABLES),
        _SETTLE_PROPOSALS,
    ),
    "deputy": (
        Grant("players", _ALL, DEPUTY_PLAYER_COLUMNS),
        Grant("absences", _ALL, _columns("absences")),
        Grant("boards", _READ | {Op.UPDATE}, RESULT_COLUMNS),
        Grant("team_games", _READ | {Op.UPDATE}, TEAM_RESULT_COLUMNS),
        Grant("rounds", _READ | {Op.UPDATE}, ("state",)),
        Grant("settings", _READ | {Op.UPDATE}, ("fide_events",)),
        *_reads("players", "absences", "boards", "team_games", "rounds", "settings"),
        _SETTLE_PROPOSALS,
    ),
    "results": (
        Grant("boards", _READ | {Op.UPDATE}, RESULT_COLUMNS, Scope.ROUND_IN_PLAY),
        Grant("team_games", _READ | {Op.UPDATE}, TEAM_RESULT_COLUMNS, Scope.ROUND_IN_PLAY),
        Grant("rounds", _READ | {Op.UPDATE}, ("state",)),
        *_reads("boards", "team_games", "rounds"),
        _SETTLE_PROPOSALS,
    ),
    "viewer": (*_reads(), Grant("proposals", _READ)),
    "publication": (*_reads(), Grant("proposals", frozenset({Op.INSERT}), scope=Scope.NEW_PROPOSAL)),
}

STATES = ("draft", "published", "complete")
TRANSITIONS: dict[str, frozenset[tuple[str, str]]] = {
    "chief": frozenset((a, b) for a in STATES for b in STATES if a != b),
    "deputy": frozenset({("published", "complete"), ("complete", "published")}),
    "results": frozenset({("published", "complete"), ("complete", "published")}),
    "viewer": frozenset(),
    "publication": frozenset(),
}
"""The round-state changes each role may make; for all but the chief the new state must also be what the boards
say (complete exactly when every board has its result)."""

WRITERS = tuple(role for role in ROLE_KEYS if any(g.ops - _READ for g in ROLE_TABLE[role]))
DESKS = tuple(role for role in WRITERS if role != "publication")
"""The writers that are arbiters' desks: they describe their actions for the journal and take the write lock
(the pages' login only adds proposals, which the journal does not keep)."""


def grant_of(role: str, table: str) -> Grant | None:
    return next((g for g in ROLE_TABLE[role] if g.table == table), None)
