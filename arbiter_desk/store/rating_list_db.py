"""The local FIDE rating list: a SQLite file of its own (not a tournament file) to look players up offline.

Built in one go from a stream of rating-list entries (:mod:`arbiter_desk.formats.rating_list` reads FIDE's
files): rows go into a temporary file next to the target in one transaction with ``executemany`` in batches,
the indexes are made at the end, and the file is renamed into place — so a cancelled or failed import leaves
the previous database exactly as it was. Players are found by FIDE id or by the start of their name, ignoring
case and accents (``carlsen, m`` finds ``Carlsen, Magnus``; ``zolc`` finds ``Żółć``).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import islice
from pathlib import Path
from typing import Protocol

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.names import search_key as search_key  # the key names are stored and searched by
from arbiter_desk.core.names import search_variants
from arbiter_desk.store.temporaries import list_temporary, remove_stale_list_temporaries

SCHEMA_VERSION = 2
"""2: ``national_id`` (national lists) and the list's date, rate and name in ``meta``; files of 1 still read."""
BATCH_SIZE = 20_000
"""Rows per ``executemany`` call; ``progress`` is called after each batch."""
SMALLEST_SHARE = 0.5
"""A new list with fewer players than this share of the list it would replace is refused (a cut download)."""
DUPLICATES_ALLOWED = 100
"""Duplicate ids beyond this and beyond a quarter of the rows read refuse the list (a file repeating one line);
a few are skipped and counted, as before."""


class ListImportRefusedError(InvalidInputError):
    """The new list was refused whole (far smaller than the previous one, or full of duplicate ids): the
    previous list of that kind stays as it was."""


_COLUMNS = (
    "fide_id",
    "name",
    "federation",
    "sex",
    "title",
    "women_title",
    "other_titles",
    "standard",
    "rapid",
    "blitz",
    "birth_year",
    "flag",
)
_SCHEMA = """
CREATE TABLE player (
    fide_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    search_name TEXT NOT NULL,
    federation TEXT NOT NULL,
    sex TEXT NOT NULL,
    title TEXT NOT NULL,
    women_title TEXT NOT NULL,
    other_titles TEXT NOT NULL,
    standard INTEGER,
    rapid INTEGER,
    blitz INTEGER,
    birth_year INTEGER,
    flag TEXT NOT NULL,
    national_id TEXT NOT NULL DEFAULT ''
);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
_INDEX = "CREATE INDEX ix_player_search_name ON player (search_name)"
_NATIONAL_INDEX = "CREATE INDEX ix_player_national_id ON player (national_id)"
"""National lists only: players are also found by their national id (older files are scanned instead)."""
_SELECT = f"SELECT {', '.join(_COLUMNS)} FROM player"


class RatingListEntryLike(Protocol):
    """What the import needs of an entry (``formats.rating_list.RatingListEntry`` has it)."""

    @property
    def fide_id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def federation(self) -> str: ...
    @property
    def sex(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def women_title(self) -> str: ...
    @property
    def other_titles(self) -> str: ...
    @property
    def standard(self) -> int | None: ...
    @property
    def rapid(self) -> int | None: ...
    @property
    def blitz(self) -> int | None: ...
    @property
    def birth_year(self) -> int | None: ...
    @property
    def flag(self) -> str: ...


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


@dataclass(frozen=True, slots=True)
class ImportOutcome:
    """How an import went: players stored, duplicate ids skipped (the first one kept), cancelled or not."""

    players: int
    duplicates: int
    cancelled: bool


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


def import_entries(
    entries: Iterable[RatingListEntryLike],
    db_path: Path,
    progress: Callable[[int], bool] | None = None,
    *,
    source: str = "",
    meta: Mapping[str, str] | None = None,
    single_rate: str = "",
    allow_smaller: bool = False,
) -> ImportOutcome:
    """Replace the database at ``db_path`` with ``entries``; ``progress(count)`` returning False cancels.

    After a cancel or an error the previous database (if any) is untouched and no temporary file is left. A
    list with fewer than ``SMALLEST_SHARE`` of the previous list's players is refused unless
    ``allow_smaller`` (:class:`ListImportRefusedError`), and so is one with many duplicate ids.
    ``single_rate`` (``rapid``/``blitz``): a single list of that rate, whose only rating the reader gives as
    ``standard``, is stored in that rate's column.
    """
    rows = (
        (
            e.fide_id,
            e.name,
            e.federation,
            e.sex,
            e.title,
            e.women_title,
            e.other_titles,
            e.standard,
            e.rapid,
            e.blitz,
            e.birth_year,
            e.flag,
            search_key(e.name),
            getattr(e, "national_id", ""),
        )
        for e in entries
    )
    return import_rows(
        rows, db_path, progress, source=source, meta=meta, single_rate=single_rate, allow_smaller=allow_smaller
    )


def import_rows(
    rows: Iterable[Sequence[object]],
    db_path: Path,
    progress: Callable[[int], bool] | None = None,
    *,
    source: str = "",
    meta: Mapping[str, str] | None = None,
    single_rate: str = "",
    allow_smaller: bool = False,
) -> ImportOutcome:
    """:func:`import_entries` of plain rows in ``ROW_COLUMNS`` order (the readers' row path: no object per
    player between the file and ``executemany``; ``search_name`` is :func:`search_key` of ``name``)."""
    db_path = Path(db_path)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_list_temporaries(db_path.parent)  # leftovers of killed imports
    fd, tmp = list_temporary(db_path)
    os.close(fd)
    try:
        outcome = _build(rows, tmp, progress, source, dict(meta or {}), single_rate)
        if outcome.cancelled:
            tmp.unlink(missing_ok=True)
        else:
            if not allow_smaller:
                _refuse_if_much_smaller(db_path, outcome.players, source)
            os.replace(tmp, db_path)
        return outcome
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _refuse_if_much_smaller(db_path: Path, players: int, source: str) -> None:
    previous = rating_list_info(db_path)
    if previous is not None and players < previous.players * SMALLEST_SHARE:
        raise ListImportRefusedError(
            f"{source or 'the new list'}: {players:,} players, far fewer than the {previous.players:,} of the list "
            f"it would replace (a cut download?); nothing was imported, the previous list stays. If the new list "
            f"is right, delete {db_path} and import it again"
        )


Ratings = tuple[int | None, int | None, int | None]

ROW_COLUMNS = (*_COLUMNS, "search_name", "national_id")
"""The order of an imported row's values."""
_SINGLE_RATE = {"rapid": ("rapid", "standard"), "blitz": ("blitz", "standard")}
"""A single rapid or blitz list: the reader gives its only rating (the month's column) as ``standard`` and none
as the list's rate; the insert names the two columns the other way round, so the rows go in unchanged."""


def _insert(single_rate: str) -> str:
    swap = dict(zip(_SINGLE_RATE.get(single_rate, ()), reversed(_SINGLE_RATE.get(single_rate, ())), strict=True))
    columns = ", ".join(swap.get(c, c) for c in ROW_COLUMNS)
    return f"INSERT OR IGNORE INTO player ({columns}) VALUES ({', '.join('?' for _ in ROW_COLUMNS)})"


def _build(
    rows: Iterable[Sequence[object]],
    path: Path,
    progress: Callable[[int], bool] | None,
    source: str,
    extra: dict[str, str],
    single_rate: str = "",
) -> ImportOutcome:
    insert = _insert(single_rate)
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("PRAGMA journal_mode = OFF")
        db.execute("PRAGMA synchronous = OFF")
        db.execute("PRAGMA cache_size = -200000")
        db.executescript(_SCHEMA)
        db.execute("BEGIN")
        seen = 0
        stored = 0
        iterator = iter(rows)
        while batch := list(islice(iterator, BATCH_SIZE)):
            stored += db.executemany(insert, batch).rowcount
            seen += len(batch)
            if seen - stored > max(DUPLICATES_ALLOWED, seen // 4):
                db.execute("ROLLBACK")
                raise ListImportRefusedError(
                    f"{source or 'the new list'}: {seen - stored:,} of its first {seen:,} players repeat an id "
                    "already read (a damaged or made-up file); nothing was imported, the previous list stays"
                )
            if progress is not None and not progress(seen):
                db.execute("ROLLBACK")
                return ImportOutcome(stored, seen - stored, cancelled=True)
        db.execute(_INDEX)
        if extra.get("list_name", "fide") != "fide":
            db.execute(_NATIONAL_INDEX)
        meta = {
            **extra,
            "source": source,
            "imported_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "players": stored,
        }
        db.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", [(k, str(v)) for k, v in meta.items()])
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
        db.execute("ANALYZE")
    return ImportOutcome(stored, seen - stored, cancelled=False)


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
