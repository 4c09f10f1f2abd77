"""National rating lists as CSV files, read through a column mapping the arbiter confirms (checklist Q117).

National federations publish their lists in many shapes; the arbiter maps the file's columns (the header row)
to the fields the desk knows. The name and at least one rating are needed; the FIDE id lets the list be matched
with registered players, else the national id. The delimiter (``,`` ``;`` or tab) is found from the header;
the text is UTF-8 (with or without BOM) or else Latin-1. Rows that cannot be read (a number out of bounds, a
field longer than ``MAX_FIELD_CHARS``, a broken quote) are skipped and kept as problems naming the line and
the field; a file whose last row is cut short (fewer cells than the header and no line end) is refused whole,
and so is a header of more than ``MAX_COLUMNS`` columns.
"""

from __future__ import annotations

import codecs
import csv
import io
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.formats.list_files import MAX_LINE_BYTES, MAX_LIST_BYTES, ListRefusedError
from arbiter_desk.formats.list_numbers import bounded_number
from arbiter_desk.formats.rating_list import ListProblem, RatingListEntry

MAX_COLUMNS = 200
"""The most columns a national list's header may have (the mapping dialog offers each in ten lists)."""
MAX_FIELD_CHARS = 1000
"""The longest cell read; a longer one makes its row a problem."""

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


class MappingError(InvalidInputError):
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
    """The first lines of the file's text (what the mapping dialog needs: the header), each read with a bound:
    a longer line is refused (:class:`ListRefusedError`), so a 2 GB header never reaches memory."""
    head: list[str] = []
    with Path(path).open("rb") as handle:
        for number in range(1, lines + 1):
            raw = handle.readline(MAX_LINE_BYTES + 1)
            if len(raw) > MAX_LINE_BYTES:
                raise ListRefusedError(
                    Path(path).name, number, f"a line longer than any rating list's ({MAX_LINE_BYTES:,} bytes at most)"
                )
            if not raw:
                break
            head.append(raw.decode("utf-8-sig") if _is_utf8(raw) else raw.decode("latin-1"))
    return "".join(head)


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _dialect(header: str) -> type[csv.Dialect] | csv.Dialect:
    try:
        return csv.Sniffer().sniff(header, ",;\t")
    except csv.Error:
        return csv.excel


def header_of(text: str) -> list[str]:
    """The column titles of the first row; more than ``MAX_COLUMNS`` refuse the file."""
    first = text.splitlines()[0] if text.strip() else ""
    if first.count(",") + first.count(";") + first.count("\t") >= 3 * MAX_COLUMNS:
        raise ListRefusedError("the list", 1, f"a header of more than {MAX_COLUMNS} columns is no rating list")
    try:
        cells = next(csv.reader([first], _dialect(first)), [])
    except csv.Error as exc:
        raise ListRefusedError("the list", 1, f"the header cannot be read ({exc})") from None
    if len(cells) > MAX_COLUMNS:
        raise ListRefusedError(
            "the list", 1, f"a header of {len(cells):,} columns is no rating list ({MAX_COLUMNS} at most)"
        )
    return [cell.strip()[:MAX_FIELD_CHARS] for cell in cells]


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
            size = self.text.stat().st_size
            if size > MAX_LIST_BYTES:
                raise ListRefusedError(self.text.name, 0, f"{size:,} bytes, more than any rating list")
            with self.text.open(encoding=encoding_of(self.text), newline="") as handle:
                yield from self._rows(handle)
        else:
            yield from self._rows(io.StringIO(self.text, newline=""))

    def _rows(self, handle: io.TextIOBase | IO[str]) -> Iterator[RatingListEntry]:
        first = handle.readline(MAX_LINE_BYTES + 1)
        if not first:
            self.problems.append(ListProblem(1, "the file is empty"))
            return
        name = self.text.name if isinstance(self.text, Path) else "the list"
        headers = header_of(first)
        check_mapping(self.mapping, headers)
        where = {fld: headers.index(title) for fld, title in self.mapping.items() if title}
        ended = [True]
        rows = csv.reader(self._bounded(handle, ended), _dialect(first.rstrip("\r\n")))
        while True:
            try:
                row = next(rows)
            except StopIteration:
                break
            except csv.Error as exc:
                self.problems.append(ListProblem(rows.line_num + 1, f"the row cannot be read ({exc})"))
                continue
            number = rows.line_num + 1
            if not any(cell.strip() for cell in row):
                continue
            if not ended[0] and len(row) < len(headers):
                raise ListRefusedError(name, number, "the last row is cut short (no line end): the file is cut")
            if any(len(cell) > MAX_FIELD_CHARS for cell in row):
                self.problems.append(ListProblem(number, f"a cell longer than {MAX_FIELD_CHARS:,} characters"))
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
            number = bounded_number(raw, fld, named=False) if raw.strip("0") else None
            if isinstance(number, str):
                return self._problem(line, f"{FIELDS[fld]}: {number}")
            numbers[fld] = number
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

    def _bounded(self, handle: io.TextIOBase | IO[str], ended: list[bool]) -> Iterator[str]:
        """The rows' lines, each read with a bound: a longer one is read past in pieces and reported (its row
        skipped); ``ended[0]`` tells whether the line last read had its line end (a cut file's last has none)."""
        number = 1
        while True:
            number += 1
            line = handle.readline(MAX_LINE_BYTES + 1)
            if not line:
                return
            if len(line) > MAX_LINE_BYTES and not line.endswith(("\n", "\r")):
                while (rest := handle.readline(MAX_LINE_BYTES)) and not rest.endswith(("\n", "\r")):
                    pass
                self._problem(number, f"a line longer than {MAX_LINE_BYTES:,} characters (skipped)")
                line = "\n"
            ended[0] = line.endswith(("\n", "\r"))
            yield line
