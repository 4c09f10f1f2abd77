"""Reading the local rating lists (``rating_list_db`` builds them): players found by FIDE id or by the start of
their name, ignoring case and accents (``carlsen, m`` finds ``Carlsen, Magnus``; ``zolc`` finds ``Żółć``), a
list's ratings by FIDE or national id, a national list's rows by name and year of birth, and what a list holds.
Every read opens the file read-only; a missing file finds nobody.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, fields
from pathlib import Path

from arbiter_desk.core.names import search_key, search_variants

__all__ = [
    "PLAYER_COLUMNS",
    "ListCandidate",
    "RatedPlayer",
    "RatingListInfo",
    "Ratings",
    "candidates_by_name",
    "lookup",
    "rating_list_info",
    "ratings_by_ids",
    "ratings_by_national_ids",
]

Ratings = tuple[int | None, int | None, int | None]
"""(standard, rapid, blitz) of one player."""


@dataclass(frozen=True, slots=True)
class RatedPlayer:
    """A player found in the local rating list."""

    fide_id: int
    name: str
    federation: str
    sex: str
    title: str
    women_title: str
    other_titles: str
    standard: int | None
    rapid: int | None
    blitz: int | None
    birth_year: int | None
    flag: str


PLAYER_COLUMNS = tuple(f.name for f in fields(RatedPlayer))
"""The player table's columns a found player is read from, in :class:`RatedPlayer`'s order."""
_SELECT = f"SELECT {', '.join(PLAYER_COLUMNS)} FROM player"


@dataclass(frozen=True, slots=True)
class RatingListInfo:
    """What the database holds: how many players, from which file, imported when (ISO 8601, UTC); the list's
    date (ISO, the first of its month for FIDE), its rate (``standard``/``rapid``/``blitz``, ``combined`` for
    FIDE's list of all three) and its name (``fide`` or a national list's)."""

    players: int
    source: str
    imported_at: str
    list_date: str = ""
    rate: str = ""
    list_name: str = ""


def lookup(db_path: Path, query: str, limit: int = 20) -> list[RatedPlayer]:
    """Players whose FIDE id is ``query`` (all digits) or whose name starts with it (case and accents ignored).

    ``Carlsen, M`` and ``carlsen`` find Carlsen, Magnus; ``Magnus Carlsen`` (no comma) also tries the surname
    first. Sorted by name, then FIDE id. An empty query or a missing database finds nobody.
    """
    text = query.strip()
    if not text or not Path(db_path).exists():
        return []
    with contextlib.closing(_connect_read_only(Path(db_path))) as db:
        if text.isdigit():
            rows = db.execute(f"{_SELECT} WHERE fide_id = ?", (int(text),)).fetchall()
            return [RatedPlayer(*row) for row in rows]
        found: dict[int, RatedPlayer] = {}
        for key in _keys(text):
            sql = f"{_SELECT} WHERE search_name >= ? AND search_name < ? ORDER BY search_name, fide_id LIMIT ?"
            for row in db.execute(sql, (key, key + "\U0010ffff", limit)):
                found.setdefault(row[0], RatedPlayer(*row))
        ordered = sorted(found.values(), key=lambda p: (search_key(p.name), p.fide_id))
        return ordered[:limit]


def _keys(text: str) -> list[str]:
    """The name as typed and as commonly transliterated (``core.names.search_variants``); without a comma, each
    also surname first."""
    keys = []
    for key in search_variants(text):
        keys.append(key)
        words = key.split()
        if "," not in key and len(words) > 1:
            keys.append(f"{words[-1]}, {' '.join(words[:-1])}")
    return keys


def rating_list_info(db_path: Path) -> RatingListInfo | None:
    """What the database at ``db_path`` holds, or None when there is none (or it is not a rating list)."""
    if not Path(db_path).exists():
        return None
    try:
        with contextlib.closing(_connect_read_only(Path(db_path))) as db:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.DatabaseError:
        return None
    return RatingListInfo(
        int(meta.get("players", "0")),
        meta.get("source", ""),
        meta.get("imported_at", ""),
        meta.get("list_date", ""),
        meta.get("rate", ""),
        meta.get("list_name", ""),
    )


_IDS_PER_QUERY = 900
"""Below SQLite's default limit of bound parameters per statement."""


def ratings_by_ids(db_path: Path, fide_ids: Iterable[int]) -> dict[int, tuple[int | None, int | None, int | None]]:
    """(standard, rapid, blitz) of every FIDE id found in the database (the consistency check asks for all
    registered players at once: one indexed query per 900 ids)."""
    wanted = sorted(set(fide_ids))
    if not wanted or not Path(db_path).exists():
        return {}
    found: dict[int, tuple[int | None, int | None, int | None]] = {}
    with contextlib.closing(_connect_read_only(Path(db_path))) as db:
        for start in range(0, len(wanted), _IDS_PER_QUERY):
            chunk = wanted[start : start + _IDS_PER_QUERY]
            marks = ", ".join("?" for _ in chunk)
            sql = f"SELECT fide_id, standard, rapid, blitz FROM player WHERE fide_id IN ({marks})"
            for fide_id, standard, rapid, blitz in db.execute(sql, chunk):
                found[fide_id] = (standard, rapid, blitz)
    return found


def _connect_read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)


def ratings_by_national_ids(db_path: Path, national_ids: Iterable[str]) -> dict[str, Ratings]:
    """(standard, rapid, blitz) of every national id found in a national list (blank ids are never matched)."""
    wanted = sorted({i.strip() for i in national_ids if i.strip()})
    if not wanted or not Path(db_path).exists():
        return {}
    found: dict[str, Ratings] = {}
    with contextlib.closing(_connect_read_only(Path(db_path))) as db:
        for start in range(0, len(wanted), _IDS_PER_QUERY):
            chunk = wanted[start : start + _IDS_PER_QUERY]
            marks = ", ".join("?" for _ in chunk)
            sql = f"SELECT national_id, standard, rapid, blitz FROM player WHERE national_id IN ({marks})"
            for national_id, standard, rapid, blitz in db.execute(sql, chunk):
                found.setdefault(national_id, (standard, rapid, blitz))
    return found


@dataclass(frozen=True, slots=True)
class ListCandidate:
    """A row of a national list that may be a registered player (same name and year of birth), to be offered."""

    national_id: str
    fide_id: int | None
    name: str
    birth_year: int | None
    ratings: Ratings


def candidates_by_name(db_path: Path, name: str, birth_year: int | None, limit: int = 20) -> list[ListCandidate]:
    """The rows of a list whose name is ``name`` (case and accents ignored, ``Surname, Given`` or
    ``Given Surname``) and, when ``birth_year`` is given, born that year or with no year in the list."""
    if not name.strip() or not Path(db_path).exists():
        return []
    sql = (
        "SELECT national_id, fide_id, name, birth_year, standard, rapid, blitz FROM player "
        "WHERE search_name = ? ORDER BY national_id, fide_id LIMIT ?"
    )
    found: dict[tuple[str, int], ListCandidate] = {}
    with contextlib.closing(_connect_read_only(Path(db_path))) as db:
        for key in _keys(name):
            for national_id, fide_id, listed, year, standard, rapid, blitz in db.execute(sql, (key, limit)):
                if birth_year is not None and year is not None and year != birth_year:
                    continue
                known = fide_id if fide_id is not None and fide_id > 0 else None
                found.setdefault(
                    (national_id, fide_id), ListCandidate(national_id, known, listed, year, (standard, rapid, blitz))
                )
    return list(found.values())[:limit]
