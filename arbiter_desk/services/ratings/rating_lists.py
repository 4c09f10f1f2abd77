"""The local rating lists: FIDE's standard, rapid and blitz lists and national lists (checklist Q116–122, Q134).

Every list is a SQLite file of its own in the user's data folder (``store.rating_list_db``), imported offline from
a file the arbiter brings, streamed and indexed:

- ``fide_ratings.sqlite``: FIDE's combined list (``players_list``: standard, rapid and blitz in one file);
- ``fide_standard.sqlite``, ``fide_rapid.sqlite``, ``fide_blitz.sqlite``: FIDE's single lists
  (``standard_rating_list`` …, whose rating column is titled with the month, e.g. ``NOV26``);
- ``national_<NAME>.sqlite``: a national list read from CSV through a column mapping (``formats.national_list``).

A FIDE rating of one rate comes from the newest list holding that rate (a single list wins over the combined
one of the same month). Each list keeps its date (the first of its month) so that a rating keeps its source
(Q134) and the consistency check can tell a list older than the event (Q141).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import FIDE, ListedRatings, ListRef, RateOfPlay, SequenceOutcome, resolve
from arbiter_desk.core.text import tr
from arbiter_desk.formats.national_list import NationalListReader
from arbiter_desk.formats.rating_list import ListProblem, RatingListEntry, RatingListReader, first_lines
from arbiter_desk.services.ratings.rating_list import RatingListImport, default_db_path
from arbiter_desk.store import rating_list_db
from arbiter_desk.store.rating_list_db import RatingListInfo

COMBINED = "combined"
"""The rate of FIDE's list of all three rates."""

_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
_MONTH_TITLE = re.compile(r"(?<![A-Z])(" + "|".join(_MONTHS) + r")(\d{2})(?!\d)")
_NATIONAL_NAME = re.compile(r"[A-Za-z0-9]{2,12}")


def default_folder() -> Path:
    """The folder of the local lists (that of the FIDE list the desk always had)."""
    return default_db_path().parent


def list_path(folder: Path, name: str, rate: str) -> Path:
    """The file of list ``name`` (``fide`` or a national list's) and ``rate`` (``combined`` or a rate)."""
    if name == FIDE:
        return folder / ("fide_ratings.sqlite" if rate == COMBINED else f"fide_{RateOfPlay(rate).value}.sqlite")
    return folder / f"national_{national_name(name)}.sqlite"


def national_name(text: str) -> str:
    """A national list's name as stored (2–12 letters or digits, upper case), or a clear error."""
    name = text.strip().upper()
    if not _NATIONAL_NAME.fullmatch(name) or name == FIDE.upper():
        raise InvalidInputError(
            tr("national list name {text}: 2 to 12 letters or digits (e.g. GER, ENG), not FIDE", text=repr(text))
        )
    return name


def month_of(text: str) -> date | None:
    """The month a FIDE file names (``NOV26`` in a single list's header, or in a file name): its first day."""
    found = _MONTH_TITLE.search(text.upper())
    if found is None:
        return None
    return date(2000 + int(found.group(2)), _MONTHS.index(found.group(1)) + 1, 1)


def sniff_fide_file(path: Path) -> tuple[str, date | None]:
    """(rate, month) of a FIDE download as far as its name and first line tell: ``combined`` when it has the
    three rating columns, a rate when its name says so (``rapid_rating_list.txt``), else ``""`` (ask)."""
    upper = "".join(first_lines(path, 40)).upper()
    if "RRTNG" in upper or "RAPID_RATING" in upper:
        return COMBINED, month_of(Path(path).name)
    lowered = Path(path).name.lower()
    rate = next((r.value for r in RateOfPlay if r.value in lowered), "")
    return rate, month_of(upper) or month_of(Path(path).name)


def import_fide_list(
    path: Path,
    rate: str,
    list_date: date,
    folder: Path | None = None,
    progress: Callable[[int], bool] | None = None,
    *,
    allow_smaller: bool = False,
) -> RatingListImport:
    """Import a FIDE list file (TXT, XML or its ZIP): ``combined`` (three rates) or a single list of ``rate``.

    A single list's rating column (the month's) lands in the rate named; a combined file imported as a single
    list is refused (its rapid and blitz columns would be lost). The previous list of that kind stays until the
    new one is complete (``rating_list_db.import_entries``): a cut or damaged file is refused whole, and so is
    a list far smaller than the previous one unless ``allow_smaller``.
    """
    target = list_path(folder or default_folder(), FIDE, rate)
    kind, _month = sniff_fide_file(path)
    if rate != COMBINED and kind == COMBINED:
        raise InvalidInputError(
            tr("{name} is FIDE's combined list (standard, rapid, blitz): import it as such", name=Path(path).name)
        )
    reader = RatingListReader(path)
    meta = {"list_date": list_date.isoformat(), "rate": rate, "list_name": FIDE}
    rows = reader.rows()
    first = next(rows, None)
    if first is None:
        return RatingListImport(0, 0, tuple(reader.problems), cancelled=True, db_path=target)
    outcome = rating_list_db.import_rows(
        itertools.chain((first,), rows),
        target,
        progress,
        source=Path(path).name,
        meta=meta,
        single_rate=rate,
        allow_smaller=allow_smaller,
    )
    return RatingListImport(outcome.players, outcome.duplicates, tuple(reader.problems), outcome.cancelled, target)


def import_national_list(
    path: Path,
    name: str,
    mapping: Mapping[str, str],
    list_date: date,
    folder: Path | None = None,
    progress: Callable[[int], bool] | None = None,
    *,
    allow_smaller: bool = False,
) -> RatingListImport:
    """Import a national list from CSV with the column ``mapping`` (field → column title) the arbiter confirmed;
    refused whole like a FIDE list when cut, or far smaller than the previous list of that name."""
    list_name = national_name(name)
    target = list_path(folder or default_folder(), list_name, COMBINED)
    reader = NationalListReader(Path(path), mapping)
    meta = {"list_date": list_date.isoformat(), "rate": COMBINED, "list_name": list_name}
    return _store(iter(reader), reader.problems, target, progress, Path(path).name, meta, allow_smaller=allow_smaller)


def _store(
    entries: Iterable[RatingListEntry],
    problems: list[ListProblem],
    target: Path,
    progress: Callable[[int], bool] | None,
    source: str,
    meta: dict[str, str],
    single_rate: str = "",
    allow_smaller: bool = False,
) -> RatingListImport:
    iterator = iter(entries)
    first = next(iterator, None)
    if first is None:
        return RatingListImport(0, 0, tuple(problems), cancelled=True, db_path=target)

    def everything() -> Iterable[RatingListEntry]:
        yield first
        yield from iterator

    outcome = rating_list_db.import_entries(
        everything(), target, progress, source=source, meta=meta, single_rate=single_rate, allow_smaller=allow_smaller
    )
    return RatingListImport(
        outcome.players,
        outcome.duplicates,
        tuple(problems),
        outcome.cancelled,
        target,
    )


@dataclass(frozen=True, slots=True)
class InstalledList:
    """A local list: its name (``fide`` or national), rate (``combined`` or a rate), file and what it holds."""

    name: str
    rate: str
    path: Path
    info: RatingListInfo

    @property
    def list_date(self) -> date | None:
        try:
            return date.fromisoformat(self.info.list_date)
        except ValueError:
            return None

    @property
    def label(self) -> str:
        owner = "FIDE" if self.name == FIDE else f"National ({self.name})"
        when = self.info.list_date or "date unknown"
        return f"{owner} {self.rate}: {self.info.players:,} players, list of {when}, from {self.info.source}"


def installed_lists(folder: Path | None = None) -> list[InstalledList]:
    """Every local list, FIDE's first (combined, standard, rapid, blitz), then national ones by name."""
    where = folder or default_folder()
    found: list[InstalledList] = []
    candidates = [(FIDE, COMBINED), *((FIDE, r.value) for r in RateOfPlay)]
    candidates += sorted((p.stem.removeprefix("national_"), COMBINED) for p in where.glob("national_*.sqlite"))
    for name, rate in candidates:
        path = list_path(where, name, rate)
        info = rating_list_db.rating_list_info(path)
        if info is not None:
            found.append(InstalledList(name, rate, path, info))
    return found


def fide_list_per_rate(lists: Iterable[InstalledList]) -> dict[RateOfPlay, InstalledList]:
    """The local FIDE list each rate is read from: the newest holding it (a single list before the combined
    one of the same month)."""
    fide = [item for item in lists if item.name == FIDE]
    chosen: dict[RateOfPlay, InstalledList] = {}
    for rate in RateOfPlay:
        holders = [i for i in fide if i.rate in (COMBINED, rate.value)]
        if holders:
            chosen[rate] = max(holders, key=lambda i: (i.info.list_date, i.rate != COMBINED))
    return chosen


@dataclass(frozen=True, slots=True)
class Holdings:
    """What the local lists hold for players by FIDE id: source → FIDE id → ratings; the date of each source's
    list (for FIDE, of the newest list used)."""

    ratings: Mapping[str, Mapping[int, ListedRatings]]
    dates: Mapping[str, str]

    def of(self, fide_id: int) -> dict[str, ListedRatings]:
        return {source: held[fide_id] for source, held in self.ratings.items() if fide_id in held}


def holdings(
    fide_ids: Iterable[int], folder: Path | None = None, national_ids: Mapping[int, str] | None = None
) -> Holdings:
    """The ratings of ``fide_ids`` in every local list: one indexed query per list (and 900 ids).

    ``national_ids`` (key → national id) lets a national list find a player by the id its mapped id column
    holds when the FIDE id does not find him (or he has none: then his key is any negative number, which
    no FIDE list is asked for). The results are keyed alike."""
    ids = [i for i in fide_ids if i > 0]
    by_national = {k: v.strip() for k, v in (national_ids or {}).items() if v.strip()}
    lists = installed_lists(folder)
    ratings: dict[str, dict[int, ListedRatings]] = {}
    dates: dict[str, str] = {}
    per_rate = fide_list_per_rate(lists)
    if per_rate:
        read = {item.path: rating_list_db.ratings_by_ids(item.path, ids) for item in set(per_rate.values())}
        merged: dict[int, ListedRatings] = {}
        for fide_id in ids:
            rows = {rate: read[item.path].get(fide_id) for rate, item in per_rate.items()}
            if any(row is not None for row in rows.values()):
                values = [None if (row := rows.get(r)) is None else row[n] for n, r in enumerate(RateOfPlay)]
                merged[fide_id] = ListedRatings(*values)
        ratings[FIDE] = merged
        dates[FIDE] = max(i.info.list_date for i in per_rate.values())
        dates.update({f"{FIDE}-{rate.value}": item.info.list_date for rate, item in per_rate.items()})
    for item in lists:
        if item.name != FIDE:
            national = rating_list_db.ratings_by_ids(item.path, ids)
            missing = {k: v for k, v in by_national.items() if k not in national}
            if missing:
                found = rating_list_db.ratings_by_national_ids(item.path, missing.values())
                national.update({k: found[v] for k, v in missing.items() if v in found})
            ratings[item.name] = {k: ListedRatings(*v) for k, v in national.items()}
            dates[item.name] = item.info.list_date
    return Holdings(ratings, dates)


def find_by_sequence(
    sequence: Iterable[ListRef],
    fide_id: int | None,
    folder: Path | None = None,
    looked_up: Mapping[str, ListedRatings] | None = None,
    national_id: str = "",
) -> SequenceOutcome:
    """Q127–129 for one player: the main list's rating, else the ratings of the other lists to pick from.
    ``looked_up``: what the list the player was found in holds (a source the folder has no list of);
    ``national_id``: the player's national id, which finds him in a national list without the FIDE id."""
    key = fide_id if fide_id is not None and fide_id > 0 else -1
    held = holdings([key], folder, {key: national_id})
    found = held.of(key)
    for source, ratings in (looked_up or {}).items():
        if source not in held.ratings:
            found[source] = ratings
    return resolve(tuple(sequence), found, held.dates)


@dataclass(frozen=True, slots=True)
class NationalCandidate:
    """A row of a national list with the registered player's name and year of birth, offered to the arbiter."""

    list_name: str
    entry: rating_list_db.ListCandidate

    @property
    def label(self) -> str:
        standard, rapid, blitz = self.entry.ratings
        rates = ", ".join(f"{n} {v}" for n, v in (("standard", standard), ("rapid", rapid), ("blitz", blitz)) if v)
        born = f", born {self.entry.birth_year}" if self.entry.birth_year else ""
        fide = f", FIDE id {self.entry.fide_id}" if self.entry.fide_id else ""
        return f"{self.list_name} {self.entry.national_id}: {self.entry.name}{born}{fide} ({rates or 'unrated'})"


def national_candidates(name: str, birth_year: int | None, folder: Path | None = None) -> list[NationalCandidate]:
    """Rows of every local national list that may be the player with this name (and year of birth): offered
    to the arbiter, who links one (``desk.ratings.set_national_id``) — never matched silently (Q117, Q128–129)."""
    found: list[NationalCandidate] = []
    for item in installed_lists(folder):
        if item.name != FIDE:
            for entry in rating_list_db.candidates_by_name(item.path, name, birth_year):
                if entry.national_id:
                    found.append(NationalCandidate(item.name, entry))
    return found
