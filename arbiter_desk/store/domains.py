"""The values every column the desk decodes may hold: one declarative list, read by both the file validator
(``store.trust``, SQLite) and the venue server's table definitions (``store.server_guard``, PostgreSQL ``CHECK``
constraints).

One bad row must never break an event: a result letter ``'banana'``, a round state ``'xyz'``, settings whose
lists are not JSON, a journal entry with a bad date. A file holding one is refused as damaged when opened; on a
venue server the database refuses to store it, whoever writes it (a desk, or a login in ``psql``). NULL always
passes here (whether a column may be NULL is the table's own rule).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.language.languages import LANGUAGES


class Kind(StrEnum):
    ONE_OF = "one of"
    JSON = "JSON"
    JSON_ARRAY = "a JSON list"
    JSON_OR_EMPTY = "JSON or empty"
    TIME = "a date and time"


@dataclass(frozen=True, slots=True)
class Domain:
    """``table.column`` holds a value of ``kind`` (for ``ONE_OF``: one of ``values``)."""

    table: str
    column: str
    kind: Kind
    values: tuple[str | int, ...] = ()

    @property
    def name(self) -> str:
        """The constraint's name on the server (``ck_<table>_<column>``)."""
        return f"adesk_{self.table}_{self.column}"

    def words(self) -> str:
        if self.kind is Kind.ONE_OF:
            return "one of " + ", ".join(repr(v) for v in self.values)
        return str(self.kind)


RESULT_CODES: tuple[str, ...] = tuple(code.value for code in ResultCode)
"""TRF result letters (C.04.2 annex TRF-2016 fields 004): the only texts a result column may hold."""

ROUND_STATES = ("draft", "published", "complete")
"""A round is a draft until the chief publishes it (C.04.2 art. 4.4), complete once every board has a result."""

PROPOSAL_RESULTS = ("1-0", "½-½", "0-1")
"""The results a player may propose on the players' pages (decisive or drawn games only: forfeits and the
rest are the arbiter's)."""

PROPOSAL_STATES = ("pending", "confirmed", "rejected")

_SETTINGS_JSON = (
    "deputy_arbiters",
    "round_dates",
    "point_system",
    "tiebreaks",
    "standings_tiebreaks",
    "accelerations",
    "forbidden_pairs",
    "comments",
    "prize_categories",
    "fide_events",
    "rating_lists",
    "tpn_exchanges",
    "tie_decisions",
)

DOMAINS: tuple[Domain, ...] = (
    Domain("rounds", "state", Kind.ONE_OF, ROUND_STATES),
    Domain("rounds", "explanation", Kind.JSON),
    *(Domain("boards", c, Kind.ONE_OF, RESULT_CODES) for c in ("white_result", "black_result")),
    *(Domain("boards", c, Kind.ONE_OF, RESULT_CODES) for c in ("white_result2", "black_result2")),
    Domain("boards", "games", Kind.ONE_OF, (1, 2)),
    Domain("absences", "result", Kind.ONE_OF, RESULT_CODES),
    Domain("settings", "initial_colour", Kind.ONE_OF, tuple(c.value for c in Colour)),
    Domain("settings", "late_entry_result", Kind.ONE_OF, RESULT_CODES),
    *(Domain("settings", c, Kind.JSON) for c in _SETTINGS_JSON),
    Domain("settings", "team_rules", Kind.JSON_OR_EMPTY),
    Domain("settings", "norm_settings", Kind.JSON_OR_EMPTY),
    Domain("settings", "chess960", Kind.JSON_OR_EMPTY),
    Domain("settings", "sheet_language", Kind.ONE_OF, tuple(spoken.code for spoken in LANGUAGES)),
    Domain("players", "round_ratings", Kind.JSON_ARRAY),
    *(Domain("overrides", c, Kind.JSON) for c in ("engine_pairing", "new_pairing", "diff", "warnings")),
    Domain("team_matches", "forfeit", Kind.ONE_OF, ("", "+-", "-+", "--")),
    *(Domain("team_games", c, Kind.ONE_OF, RESULT_CODES) for c in ("first_result", "second_result")),
    Domain("team_byes", "kind", Kind.ONE_OF, ("pab", "H", "F", "Z")),
    *(Domain("rating_corrections", c, Kind.ONE_OF, RESULT_CODES) for c in ("white_result", "black_result")),
    Domain("proposals", "result", Kind.ONE_OF, PROPOSAL_RESULTS),
    Domain("proposals", "state", Kind.ONE_OF, PROPOSAL_STATES),
    Domain("proposals", "received", Kind.TIME),
    Domain("journal", "at", Kind.TIME),
    Domain("journal", "changes", Kind.JSON_ARRAY),
)


def _listed(values: tuple[str | int, ...]) -> str:
    return ", ".join("'" + v.replace("'", "''") + "'" if isinstance(v, str) else str(v) for v in values)


def sqlite_violation(domain: Domain) -> str:
    """A SQLite condition true for a value outside the domain (NULL is never outside)."""
    return f'"{domain.column}" IS NOT NULL AND ({_sqlite_outside(domain)})'


def _sqlite_outside(domain: Domain) -> str:
    c = f'"{domain.column}"'
    match domain.kind:
        case Kind.ONE_OF:
            return f"{c} NOT IN ({_listed(domain.values)})"
        case Kind.JSON:
            return f"NOT json_valid({c})"
        case Kind.JSON_OR_EMPTY:
            return f"{c} <> '' AND NOT json_valid({c})"
        case Kind.JSON_ARRAY:
            return f"(CASE WHEN json_valid({c}) THEN json_type({c}) ELSE '' END) <> 'array'"
        case Kind.TIME:
            return (
                f"NOT ({c} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9][T ][0-9][0-9]:[0-9][0-9]:[0-9][0-9]*' "
                f"AND datetime(substr({c}, 1, 19)) IS NOT NULL)"
            )


def postgres_check(domain: Domain) -> str:
    """The PostgreSQL ``CHECK`` expression of the domain (the helper functions are ``server_guard``'s)."""
    return f'"{domain.column}" IS NULL OR ({_postgres_inside(domain)})'


def _postgres_inside(domain: Domain) -> str:
    c = f'"{domain.column}"'
    match domain.kind:
        case Kind.ONE_OF:
            return f"{c} IN ({_listed(domain.values)})"
        case Kind.JSON:
            return f"adesk_json_type({c}) IS NOT NULL"
        case Kind.JSON_OR_EMPTY:
            return f"{c} = '' OR adesk_json_type({c}) IS NOT NULL"
        case Kind.JSON_ARRAY:
            return f"coalesce(adesk_json_type({c}), '') = 'array'"
        case Kind.TIME:
            return f"adesk_is_time({c})"
