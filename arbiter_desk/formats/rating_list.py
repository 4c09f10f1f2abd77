"""FIDE rating list files, read as a stream: the fixed-width ``players_list_foa.txt`` and its XML variant.

FIDE publishes the combined list (standard, rapid, blitz) every month as a zipped text file whose first line
names the columns::

    ID Number      Name                    Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng ...

Column positions are taken from that header line (a column runs from the first letter of its title to the
first letter of the next one), never hard-coded, so older single-list files (``Tit WTit OTit FOA JAN25 Gms
K Bday Flag``) read too; unknown columns are ignored and missing ones left empty. The XML variant
(``players_list_xml_foa.xml``) is ``<playerslist><player><fideid>…</fideid><name>…</name><country>…``.

Both readers are generators over ~1.9 million lines: iterate a :class:`RatingListReader` for the entries;
lines that cannot be read are skipped and kept in ``reader.problems`` with their line numbers. Numbers are
read with bounds: ASCII digits only, a FIDE id of 1 to 99,999,999,999 (the TRF's 11 columns), ratings of 0
to 3500, a year of at most 4 digits; anything else is a line problem.

A list that is cut or damaged is refused whole (``list_files.ListRefusedError``, naming the line and why):
XML that does not close or stops on an error, a file whose last line has no line end (an interrupted
download), a damaged ZIP. Only a list read to its end replaces the previous one.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, fields
from enum import StrEnum
from pathlib import Path
from typing import TypeVar
from xml.parsers import expat

from arbiter_desk.core.names import SearchKeys
from arbiter_desk.formats.list_columns import FIELDS as _FIELDS
from arbiter_desk.formats.list_columns import txt_columns as txt_columns  # imported from here by the tests
from arbiter_desk.formats.list_files import ListRefusedError, decoded_lines, open_list_file, text_chunks
from arbiter_desk.formats.list_files import first_lines as first_lines  # imported from here by the services
from arbiter_desk.formats.list_numbers import ID_DIGITS, MAX_RATING, YEAR_DIGITS, bounded_number


@dataclass(frozen=True, slots=True)
class RatingListEntry:
    """One player of the FIDE list. Ratings are None when the player has none in that rate of play."""

    fide_id: int
    name: str
    federation: str = ""
    sex: str = ""
    title: str = ""
    women_title: str = ""
    other_titles: str = ""
    standard: int | None = None
    rapid: int | None = None
    blitz: int | None = None
    birth_year: int | None = None
    flag: str = ""
    """FIDE's flag column: ``i`` inactive, ``w`` woman, ``wi`` both."""
    national_id: str = ""
    """A national list's own id of the player (``formats.national_list``); empty in FIDE's lists."""


@dataclass(frozen=True, slots=True)
class ListProblem:
    """A line that could not be read (or a file-level problem at line 1): where, what, and the text."""

    line: int
    message: str
    text: str = ""

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


class ListFormat(StrEnum):
    TXT = "txt"
    XML = "xml"


_NUMBERS = ("standard", "rapid", "blitz", "birth_year")
_ENTRY_FIELDS = tuple(f.name for f in fields(RatingListEntry) if f.name != "national_id")
"""The fields a list gives, in :class:`RatingListEntry`'s order (the fast readers build entries by position)."""
ROW_FIELDS = (*_ENTRY_FIELDS, "search_name", "national_id")
"""A row's values (:meth:`RatingListReader.rows`), as ``store.rating_list_db.import_rows`` stores them."""
EntryValues = tuple[int, str, str, str, str, str, str, int | None, int | None, int | None, int | None, str]
"""The values of a :class:`RatingListEntry`, in its field order."""
ListRow = tuple[int, str, str, str, str, str, str, int | None, int | None, int | None, int | None, str, str, str]
"""One player as a plain tuple in ``ROW_FIELDS`` order, ready for ``executemany``."""
_T = TypeVar("_T")
_NOTHING = slice(0, 0)


class RatingListReader:
    """Entries of a rating list file or of its lines, read lazily; ``problems`` fills as it goes.

    ``source`` is a path (a ``.txt``, ``.xml`` or a FIDE ``.zip`` holding one) or an iterable of text lines.
    The format is found from the first non-blank character (``<`` is XML) unless ``fmt`` is given.
    ``lines_read`` tells how far the reading has come (for a progress display).
    """

    def __init__(self, source: Path | str | Iterable[str], fmt: ListFormat | None = None) -> None:
        self.source = source
        self.fmt = fmt
        self.problems: list[ListProblem] = []
        self.lines_read = 0
        self._name = Path(source).name if isinstance(source, str | Path) else "the list"
        self._from_file = isinstance(source, str | Path)

    def __iter__(self) -> Iterator[RatingListEntry]:
        return self._stream(_entry_of, _same_entry)

    def rows(self) -> Iterator[ListRow]:
        """The players as plain rows (``ROW_FIELDS``), no entry object each: the import's path for a full list.

        Lines that cannot be read go to ``problems`` exactly as when iterating the entries."""
        keys = SearchKeys()
        return self._stream(_row_builder(keys), lambda entry: _row_of_entry(entry, keys))

    def _stream(
        self, build: Callable[[list[str]], _T | None], convert: Callable[[RatingListEntry], _T]
    ) -> Iterator[_T]:
        if isinstance(self.source, str | Path):
            with open_list_file(Path(self.source)) as handle:
                yield from self._read(decoded_lines(handle), build, convert)
        else:
            yield from self._read(iter(self.source), build, convert)

    def _read(
        self, lines: Iterator[str], build: Callable[[list[str]], _T | None], convert: Callable[[RatingListEntry], _T]
    ) -> Iterator[_T]:
        first = ""
        skipped = 0
        for first in lines:
            if first.strip():
                break
            skipped += 1
        else:
            self.problems.append(ListProblem(1, "the file is empty"))
            return
        fmt = self.fmt or (ListFormat.XML if first.lstrip().startswith("<") else ListFormat.TXT)
        self.lines_read = skipped
        if fmt is ListFormat.XML:
            yield from self._read_xml(first, lines, build, convert)
        else:
            yield from self._read_txt(first, lines, skipped + 1, build, convert)

    # --- fixed-width text -------------------------------------------------------------------------------

    def _read_txt(
        self,
        header: str,
        lines: Iterator[str],
        header_line: int,
        build: Callable[[list[str]], _T | None],
        convert: Callable[[RatingListEntry], _T],
    ) -> Iterator[_T]:
        columns = txt_columns(header)
        if "fide_id" not in columns or "name" not in columns:
            self.problems.append(ListProblem(header_line, "no 'ID Number' and 'Name' columns in the header", header))
            return
        # One slice per entry field in the entry's order; a missing column is the empty slice, so every line
        # is cut the same way without a test per field, all twelve in one C-level call.
        cuts = tuple(slice(*columns[field]) if field in columns else _NOTHING for field in _ENTRY_FIELDS)
        cut = operator.itemgetter(*cuts)
        strip = str.strip
        number = header_line
        line = header
        for number, line in enumerate(lines, start=header_line + 1):
            v = list(map(strip, cut(line)))
            built = build(v)
            if built is not None:
                yield built
            elif line.strip():
                values = {field: line[where].strip() for field, where in zip(_ENTRY_FIELDS, cuts, strict=True)}
                slow = self._entry(values, number, line)  # says what is wrong with the line
                if slow is not None:
                    yield convert(slow)
            if number & 0x3FFF == 0:
                self.lines_read = number
        self.lines_read = number
        if self._from_file and line.strip() and not line.endswith(("\n", "\r")):
            raise ListRefusedError(
                self._name, number, "the last line has no line end: the file is cut (an interrupted download?)"
            )

    # --- XML ----------------------------------------------------------------------------------------------

    def _read_xml(
        self,
        first: str,
        lines: Iterator[str],
        build: Callable[[list[str]], _T | None],
        convert: Callable[[RatingListEntry], _T],
    ) -> Iterator[_T]:
        parser = expat.ParserCreate("utf-8")
        parser.buffer_text = True
        ready: list[_T] = []
        state: dict[str, str] = {}
        text: list[str] = []
        clear = text.clear
        player_line = [0]
        field_of: dict[str, str | None] = {}

        def start(name: str, _attrs: dict[str, str]) -> None:
            if name == "player":
                state.clear()
                player_line[0] = parser.CurrentLineNumber
            clear()

        def end(name: str) -> None:
            if name != "player":
                state[name] = "".join(text).strip()
                clear()
                return
            clear()
            values = {}
            for tag, value in state.items():
                field = field_of.get(tag, "") if tag in field_of else _remember(field_of, tag)
                if field:
                    values[field] = value
            v = [values.get(field, "") for field in _ENTRY_FIELDS]
            built = build(v)
            if built is not None:
                ready.append(built)
                return
            entry = self._entry(values, player_line[0], "")  # says what is wrong with the player
            if entry is not None:
                ready.append(convert(entry))

        def refuse_entities(*_args: object) -> None:
            raise ValueError("entity declarations are not allowed in a rating list")

        parser.StartElementHandler = start
        parser.EndElementHandler = end
        parser.CharacterDataHandler = text.append
        parser.EntityDeclHandler = refuse_entities
        try:
            for chunk in text_chunks(first, lines):
                parser.Parse(chunk.encode("utf-8"), False)
                self.lines_read = parser.CurrentLineNumber
                yield from ready
                ready.clear()
            parser.Parse(b"", True)
            yield from ready
        except expat.ExpatError as exc:
            cut = " (the list is cut: an interrupted download?)" if exc.code in _UNCLOSED else ""
            raise ListRefusedError(
                self._name, exc.lineno, f"XML error: {expat.ErrorString(exc.code)}{cut}; the whole list is refused"
            ) from None
        except ValueError as exc:
            raise ListRefusedError(self._name, parser.CurrentLineNumber, str(exc)) from None

    # --- one player ---------------------------------------------------------------------------------------

    def _entry(self, values: dict[str, str], line: int, text: str) -> RatingListEntry | None:
        fide_id = bounded_number(values.get("fide_id", ""), "fide_id")
        if fide_id is None:
            fide_id = f"FIDE id {values.get('fide_id', '')!r} is not a number"
        if isinstance(fide_id, str):
            return self._problem(line, fide_id, text)
        name = values.get("name", "")
        if not name:
            return self._problem(line, "the name is empty", text)
        numbers: dict[str, int | None] = {}
        for field in _NUMBERS:
            number = bounded_number(values.get(field, ""), field)
            if isinstance(number, str):
                return self._problem(line, number, text)
            numbers[field] = number
        return RatingListEntry(
            fide_id=fide_id,
            name=name,
            federation=values.get("federation", ""),
            sex=values.get("sex", ""),
            title=values.get("title", ""),
            women_title=values.get("women_title", ""),
            other_titles=values.get("other_titles", ""),
            flag=values.get("flag", ""),
            standard=numbers["standard"],
            rapid=numbers["rapid"],
            blitz=numbers["blitz"],
            birth_year=numbers["birth_year"],
        )

    def _problem(self, line: int, message: str, text: str) -> RatingListEntry | None:
        """Keep the problem; returns None, the entry that a bad line gives."""
        self.problems.append(ListProblem(line, message, text.rstrip("\r\n")[:200]))
        return None


def _values_of(v: list[str]) -> EntryValues | None:
    """A list's values in ``_ENTRY_FIELDS`` order, numbers converted, or None when one of them is not readable
    (the slow ``RatingListReader._entry`` then says which). One test covers the four numbers: their
    concatenation is empty or all digits exactly when each of them is."""
    raw_id, name, standard, rapid, blitz, born = v[0], v[1], v[7], v[8], v[9], v[10]
    numbers = standard + rapid + blitz + born
    if not (
        raw_id.isdigit() and raw_id.isascii() and name and (not numbers or (numbers.isdigit() and numbers.isascii()))
    ):
        return None
    if len(raw_id) > ID_DIGITS or max(len(standard), len(rapid), len(blitz), len(born)) > YEAR_DIGITS:
        return None
    fide_id = int(raw_id)
    s, r, b = int(standard) if standard else 0, int(rapid) if rapid else 0, int(blitz) if blitz else 0
    if not fide_id or s > MAX_RATING or r > MAX_RATING or b > MAX_RATING:
        return None
    return (
        fide_id,
        name,
        v[2],
        v[3],
        v[4],
        v[5],
        v[6],
        s or None,
        r or None,
        b or None,
        int(born) or None if born else None,
        v[11],
    )


_UNCLOSED = {
    expat.errors.codes[expat.errors.XML_ERROR_NO_ELEMENTS],
    expat.errors.codes[expat.errors.XML_ERROR_UNCLOSED_TOKEN],
}
"""Expat's errors at the end of a document that does not close."""


def _entry_of(v: list[str]) -> RatingListEntry | None:
    """The entry of a list's values (:func:`_values_of`)."""
    values = _values_of(v)
    return None if values is None else RatingListEntry(*values)


def _row_builder(keys: SearchKeys) -> Callable[[list[str]], ListRow | None]:
    """:func:`_values_of` as a plain row, with the name's search key from ``keys``."""

    def row_of(v: list[str]) -> ListRow | None:
        values = _values_of(v)
        return None if values is None else (*values, keys(values[1]), "")

    return row_of


def _same_entry(entry: RatingListEntry) -> RatingListEntry:
    return entry


def _row_of_entry(e: RatingListEntry, keys: SearchKeys) -> ListRow:
    return (
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
        keys(e.name),
        e.national_id,
    )


def _remember(field_of: dict[str, str | None], tag: str) -> str | None:
    field_of[tag] = field = _FIELDS.get(tag.upper())
    return field


def read_rating_list(source: Path | str | Iterable[str], fmt: ListFormat | None = None) -> RatingListReader:
    """A reader over ``source``; iterate it for the entries, then look at ``problems``."""
    return RatingListReader(source, fmt)
