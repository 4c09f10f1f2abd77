"""The local FIDE rating list: a SQLite file of its own (not a tournament file) to look players up offline.

Built in one go from a stream of rating-list entries (:mod:`arbiter_desk.formats.rating_list` reads FIDE's
files): rows go into a temporary file next to the target in one transaction with ``executemany`` in batches,
the indexes are made at the end, and the file is renamed into place — so a cancelled or failed import leaves
the previous database exactly as it was. The reads (``rating_list_search``: by FIDE id, by the start of a name,
by national id; what a list holds) are named here too, so a caller reads and builds lists through one module.
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
from arbiter_desk.store.rating_list_search import PLAYER_COLUMNS
from arbiter_desk.store.rating_list_search import ListCandidate as ListCandidate
from arbiter_desk.store.rating_list_search import RatedPlayer as RatedPlayer
from arbiter_desk.store.rating_list_search import RatingListInfo as RatingListInfo
from arbiter_desk.store.rating_list_search import Ratings as Ratings
from arbiter_desk.store.rating_list_search import candidates_by_name as candidates_by_name
from arbiter_desk.store.rating_list_search import lookup as lookup
from arbiter_desk.store.rating_list_search import rating_list_info as rating_list_info
from arbiter_desk.store.rating_list_search import ratings_by_ids as ratings_by_ids
from arbiter_desk.store.rating_list_search import ratings_by_national_ids as ratings_by_national_ids
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
class ImportOutcome:
    """How an import went: players stored, duplicate ids skipped (the first one kept), cancelled or not."""

    players: int
    duplicates: int
    cancelled: bool


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


ROW_COLUMNS = (*PLAYER_COLUMNS, "search_name", "national_id")
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
