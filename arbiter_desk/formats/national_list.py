"""National rating lists as CSV files, read through a column mapping the arbiter confirms (checklist Q117).

National federations publish their lists in many shapes; the arbiter maps the file's columns (the header row)
to the fields the desk knows. The name and at least one rating are needed; the FIDE id lets the list be matched
with registered players, else the national id. The delimiter (``,`` ``;`` or tab) is found from the header;
the text is UTF-8 (with or without BOM) or else Latin-1. Rows that cannot be read are skipped and kept as
problems naming the line and the field.
"""

from __future__ import annotations

import codecs
import csv
import io
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from itertools import chain, islice
from pathlib import Path
from typing import IO

from arbiter_desk.formats.rating_list import ListProblem, RatingListEntry

FIELDS: dict[str, str] = {
    "name": "Name (Lastname, Firstname)",
    "national_id": "National id",
    "fide_id": "FIDE id",
    "standard": "Standard rating",
    "rapid": "Rapid rating",
    "blitz": "Blitz rating",
    "federation": "Federation",
    "sex": "Sex",
    "title": "Title",
    "birth_year": "Year of birth",
}
"""The fields a column can be mapped to, with the words the mapping dialog shows."""

RATING_FIELDS = ("standard", "rapid", "blitz")
_GUESSES: dict[str, tuple[str, ...]] = {
    "name": ("name", "player", "spieler", "nom", "nombre"),
    "national_id": ("id", "national id", "nat id", "zps", "code", "member"),
    "fide_id": ("fide id", "fideid", "fide_id", "fide"),
    "standard": ("rating", "standard", "elo", "dwz", "classic"),
    "rapid": ("rapid",),
    "blitz": ("blitz",),
    "federation": ("fed", "federation", "country"),
    "sex": ("sex", "gender"),
    "title": ("title", "tit"),
    "birth_year": ("birth", "born", "b-day", "year of birth", "geburtsjahr"),
}


class MappingError(ValueError):
    """The mapping does not name what the import needs."""


def encoding_of(path: Path) -> str:
    """``utf-8-sig`` when the whole file is valid UTF-8 (a BOM dropped), else ``latin-1``; read in blocks, so a
    list of any size is never held in memory."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    with Path(path).open("rb") as handle:
        try:
            while block := handle.read(1 << 20):
                decoder.decode(block)
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            return "latin-1"
    return "utf-8-sig"


def read_text(path: Path) -> str:
    """The file's text: UTF-8 (a BOM dropped) where valid, else Latin-1."""
    return Path(path).read_text(encoding=encoding_of(path))


def read_head(path: Path, lines: int = 5) -> str:
    """The first lines of the file's text (what the mapping dialog needs: the header)."""
    with Path(path).open(encoding=encoding_of(path), newline="") as handle:
        return "".join(islice(handle, lines))


def _dialect(header: str) -> type[csv.Dialect] | csv.Dialect:
    try:
        return csv.Sniffer().sniff(header, ",;\t")
    except csv.Error:
        return csv.excel


def header_of(text: str) -> list[str]:
    """The column titles of the first row."""
    first = text.splitlines()[0] if text.strip() else ""
    return [cell.strip() for cell in next(csv.reader([first], _dialect(first)), [])]


def guess_mapping(headers: list[str]) -> dict[str, str]:
    """field → column title, guessed from the titles (exact words first); the dialog shows it to be confirmed."""
    mapping: dict[str, str] = {}
    taken: set[str] = set()
    for fld, words in _GUESSES.items():
        for title in headers:
            if title in taken:
                continue
            if title.strip().lower() in words:
                mapping[fld] = title
                taken.add(title)
                break
    return mapping


def check_mapping(mapping: Mapping[str, str], headers: list[str]) -> None:
    """A clear error when the name or every rating is unmapped, or a mapped column is not in the file."""
    if not mapping.get("name"):
        raise MappingError("map a column to the name")
    if not any(mapping.get(f) for f in RATING_FIELDS):
        raise MappingError("map a column to at least one rating (standard, rapid or blitz)")
    for fld, title in mapping.items():
        if title and title not in headers:
            raise MappingError(f"{FIELDS.get(fld, fld)}: the file has no column {title!r}")


@dataclass
class NationalListReader:
    """Entries of a national CSV list under ``mapping``; ``problems`` fills as it goes.

    A player without a FIDE id gets a negative key (minus the line number), never shown as a FIDE id.
    ``text`` is the file's text, or its path: then the file is read row by row (bounded memory).
    """

    text: str | Path
    mapping: Mapping[str, str]
    problems: list[ListProblem] = field(default_factory=list)

    def __iter__(self) -> Iterator[RatingListEntry]:
        if isinstance(self.text, Path):
            with self.text.open(encoding=encoding_of(self.text), newline="") as handle:
                yield from self._rows(handle)
        else:
            yield from self._rows(io.StringIO(self.text, newline=""))

    def _rows(self, handle: io.TextIOBase | IO[str]) -> Iterator[RatingListEntry]:
        first = handle.readline()
        if not first:
            self.problems.append(ListProblem(1, "the file is empty"))
            return
        rows = csv.reader(chain([first], handle), _dialect(first.rstrip("\r\n")))
        headers = [cell.strip() for cell in next(rows, [])]
        check_mapping(self.mapping, headers)
        where = {fld: headers.index(title) for fld, title in self.mapping.items() if title}
        for number, row in enumerate(rows, start=2):
            if not any(cell.strip() for cell in row):
                continue
            entry = self._entry(number, {fld: row[i].strip() if i < len(row) else "" for fld, i in where.items()})
            if entry is not None:
                yield entry

    def _entry(self, line: int, values: dict[str, str]) -> RatingListEntry | None:
        name = values.get("name", "")
        if not name:
            return self._problem(line, "Name: empty")
        numbers: dict[str, int | None] = {}
        for fld in (*RATING_FIELDS, "birth_year", "fide_id"):
            raw = values.get(fld, "")
            if raw and not raw.isdigit():
                return self._problem(line, f"{FIELDS[fld]}: {raw!r} is not a number")
            numbers[fld] = int(raw) if raw and int(raw) > 0 else None
        fide_id = numbers.pop("fide_id")
        return RatingListEntry(
            fide_id=fide_id if fide_id is not None else -line,
            name=name,
            federation=values.get("federation", "").upper(),
            sex=values.get("sex", ""),
            title=values.get("title", ""),
            national_id=values.get("national_id", ""),
            standard=numbers["standard"],
            rapid=numbers["rapid"],
            blitz=numbers["blitz"],
            birth_year=numbers["birth_year"],
        )

    def _problem(self, line: int, message: str) -> RatingListEntry | None:
        self.problems.append(ListProblem(line, message))
        return None
