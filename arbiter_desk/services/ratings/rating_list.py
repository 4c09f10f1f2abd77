"""Use cases of the offline FIDE rating list: import the monthly file, look players up, say what is loaded.

The GUI calls these (from a worker thread for the import, which reports progress and can be cancelled);
the database is ``fide_ratings.sqlite`` in the user's data folder unless a path is given.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

from arbiter_desk.formats.rating_list import ListProblem, RatingListReader
from arbiter_desk.store import rating_list_db
from arbiter_desk.store.rating_list_db import RatedPlayer, RatingListInfo

__all__ = [
    "DB_FILE_NAME",
    "RatedPlayer",
    "RatingListImport",
    "RatingListInfo",
    "default_db_path",
    "import_rating_list",
    "lookup",
    "rating_list_info",
]

DB_FILE_NAME = "fide_ratings.sqlite"


def default_db_path() -> Path:
    """``<user data folder>/ArbiterDesk/fide_ratings.sqlite`` (platformdirs, as the tournament files)."""
    return Path(user_data_dir("ArbiterDesk", appauthor=False)) / DB_FILE_NAME


@dataclass(frozen=True, slots=True)
class RatingListImport:
    """The outcome of an import: players stored, duplicate ids skipped, the lines that could not be read."""

    players: int
    duplicates: int
    problems: tuple[ListProblem, ...]
    cancelled: bool
    db_path: Path


def import_rating_list(
    path_or_lines: Path | str | Iterable[str],
    db_path: Path | None = None,
    progress: Callable[[int], bool] | None = None,
    *,
    allow_smaller: bool = False,
) -> RatingListImport:
    """Read a FIDE list (TXT, XML or the downloaded ZIP; or its lines) into the local database.

    ``progress`` gets the number of players read so far and returns False to cancel; then the database stays
    as it was. Unreadable lines do not stop the import: they come back as ``problems`` with line numbers. A
    file without any readable player does not replace the database either, nor does a cut or damaged file
    (refused whole, ``ListRefusedError``) or one far smaller than the list it would replace (unless
    ``allow_smaller``).
    """
    target = default_db_path() if db_path is None else Path(db_path)
    reader = RatingListReader(path_or_lines)
    source = str(path_or_lines) if isinstance(path_or_lines, str | Path) else "(lines)"
    rows = reader.rows()
    first = next(rows, None)
    if first is None:
        return RatingListImport(0, 0, tuple(reader.problems), cancelled=True, db_path=target)
    outcome = rating_list_db.import_rows(
        itertools.chain((first,), rows), target, progress, source=Path(source).name, allow_smaller=allow_smaller
    )
    return RatingListImport(outcome.players, outcome.duplicates, tuple(reader.problems), outcome.cancelled, target)


def lookup(query: str, db_path: Path | None = None, limit: int = 20) -> list[RatedPlayer]:
    """Players by FIDE id (all digits) or by the start of the name (``Carlsen, M``, ``carlsen``, ``żółć``)."""
    return rating_list_db.lookup(default_db_path() if db_path is None else db_path, query, limit)


def rating_list_info(db_path: Path | None = None) -> RatingListInfo | None:
    """How many players the local list holds and where they came from; None before the first import."""
    return rating_list_db.rating_list_info(default_db_path() if db_path is None else db_path)
