"""The printable document model: what a page shows, independent of any renderer (PDF, Qt print preview).

A :class:`Document` is a title, header lines repeated at the top of every page (tournament name, round and
date, chief arbiter), a footer template repeated at the bottom (``Page {page} of {pages} · Arbiter Desk
<version>``), the paper and orientation, and a list of blocks — headings, tables and notes — that flow over
as many pages as they need. A table that continues on the next page repeats its column titles there; blocks
grouped in a :class:`KeepTogether` (a result slip) are never cut by a page break. Tables of the same columns
can share one :class:`ColumnSizing` (:func:`share_columns`): they are then laid out alike, column for column.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from arbiter_desk import PROGRAM_NAME, __version__


class Align(StrEnum):
    """Horizontal alignment of a table column."""

    LEFT = "left"
    CENTER = "center"
    RIGHT = "right"


class PaperSize(StrEnum):
    """The two sheet sizes arbiters print on."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size_mm(self) -> tuple[float, float]:
        """Width and height in portrait, millimetres (ISO 216 A4; US Letter 8.5 × 11 in)."""
        return (210.0, 297.0) if self is PaperSize.A4 else (215.9, 279.4)


class Orientation(StrEnum):
    PORTRAIT = "portrait"
    LANDSCAPE = "landscape"


@dataclass(frozen=True, slots=True)
class Column:
    """A table column: its title, how much of the spare width it gets (``weight``) and its alignment.

    A renderer first gives every column the width its widest cell needs; what is left of the line is shared
    in proportion to the weights (0: never wider than needed).
    """

    title: str
    weight: float = 0.0
    align: Align = Align.LEFT

    def __post_init__(self) -> None:
        if self.weight < 0:
            raise ValueError(f"column {self.title!r}: weight must not be negative")


@dataclass(frozen=True, slots=True)
class Heading:
    """A section title inside the document (level 1 or 2)."""

    text: str
    level: int = 1


@dataclass(frozen=True, slots=True)
class Note:
    """A paragraph of text (remarks, a sentence explaining a table)."""

    text: str


@dataclass(frozen=True, slots=True)
class Legend:
    """Codes and what they mean, e.g. ``BH/C1`` → ``Buchholz Cut-1``; printed as a compact list."""

    entries: tuple[tuple[str, str], ...]
    title: str = "Legend"


@dataclass(frozen=True, slots=True)
class ColumnSizing:
    """The texts a renderer measures to size a table's columns: per column, the titles (set in bold) and the
    cells (plain). Tables sharing one sizing get the same type size and the same column widths."""

    titles: tuple[frozenset[str], ...]
    cells: tuple[frozenset[str], ...]


@dataclass(frozen=True, slots=True)
class Table:
    """Rows of text cells under column titles; every row has one cell per column.

    ``emphasis`` holds the indexes of rows to print in bold (e.g. a group title inside the table).
    ``sizing``, when given, sizes the columns instead of the table's own texts (see :func:`share_columns`).
    """

    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    emphasis: frozenset[int] = field(default_factory=frozenset)
    sizing: ColumnSizing | None = None

    def __post_init__(self) -> None:
        width = len(self.columns)
        for index, row in enumerate(self.rows):
            if len(row) != width:
                raise ValueError(f"table row {index + 1} has {len(row)} cells for {width} columns")
        if self.sizing is not None and not len(self.sizing.titles) == len(self.sizing.cells) == width:
            raise ValueError(f"the column sizing does not have {width} columns")

    @property
    def header(self) -> tuple[str, ...]:
        return tuple(column.title for column in self.columns)

    def column_sizing(self) -> ColumnSizing:
        """What sizes the columns: the shared sizing, else the table's own titles and cells."""
        if self.sizing is not None:
            return self.sizing
        return ColumnSizing(
            tuple(frozenset((title,)) for title in self.header),
            tuple(frozenset(row[i] for row in self.rows) for i in range(len(self.columns))),
        )


def share_columns(tables: Sequence[Table]) -> tuple[Table, ...]:
    """The tables (all of the same number of columns) with one sizing measured over all their titles and
    cells, so that every one is laid out alike: a sheet of match tables whose columns line up from one table
    to the next."""
    if not tables:
        return ()
    width = len(tables[0].columns)
    if any(len(t.columns) != width for t in tables):
        raise ValueError(f"tables sharing a column layout must all have {width} columns")
    titles = tuple(frozenset(t.columns[i].title for t in tables) for i in range(width))
    cells = tuple(frozenset(row[i] for t in tables for row in t.rows) for i in range(width))
    sizing = ColumnSizing(titles, cells)
    return tuple(replace(table, sizing=sizing) for table in tables)


Content = Heading | Note | Legend | Table
"""What a page shows: the blocks a renderer draws."""


@dataclass(frozen=True, slots=True)
class KeepTogether:
    """Blocks printed on one page: when they do not fit in what is left of the page but do fit on an empty
    one, a renderer starts a new page before them (a result slip is never cut in two). A group taller than
    a page flows like loose blocks."""

    blocks: tuple[Content, ...]


Block = Content | KeepTogether
"""What a document is made of, in reading order."""

DEFAULT_FOOTER = f"Page {{page}} of {{pages}} · {PROGRAM_NAME} {__version__}"
"""Footer template: ``{page}`` and ``{pages}`` are filled in by the renderer."""


@dataclass(frozen=True, slots=True)
class Document:
    """A printable document: what to print and on which paper; see the module docstring."""

    title: str
    header_lines: tuple[str, ...]
    blocks: tuple[Block, ...]
    paper: PaperSize = PaperSize.A4
    orientation: Orientation = Orientation.PORTRAIT
    footer: str = DEFAULT_FOOTER
    watermark: str = ""
    """Printed large and light across every page, behind the content (``DRAFT`` on a draft's pairings: a draft
    is never posted as the pairing, C.04.2 art. 4.4); empty: none."""
    right_to_left: bool = False
    """The sheet reads from right to left (an Arabic sheet): a renderer mirrors it — the columns of a table from
    right to left (the first column at the right), headings and header lines set against the right margin, each
    line ordered by the Unicode bidirectional algorithm (UAX #9) with a right-to-left base."""

    def footer_text(self, page: int, pages: int | str) -> str:
        """The footer of one page: ``Page 2 of 5 · Arbiter Desk 0.1.0``."""
        return self.footer.format(page=page, pages=pages)

    def contents(self) -> Iterator[Content]:
        """The blocks in reading order, the groups opened."""
        for block in self.blocks:
            if isinstance(block, KeepTogether):
                yield from block.blocks
            else:
                yield block

    def tables(self) -> tuple[Table, ...]:
        return tuple(block for block in self.contents() if isinstance(block, Table))

    def text_lines(self) -> list[str]:
        """Everything the document says as plain text lines (for tests, search and a text export)."""
        lines = [self.title, *self.header_lines]
        for block in self.contents():
            if isinstance(block, Heading | Note):
                lines.append(block.text)
            elif isinstance(block, Legend):
                lines.append(block.title)
                lines.extend(f"{code}  {meaning}" for code, meaning in block.entries)
            else:
                lines.append("  ".join(block.header))
                lines.extend("  ".join(row) for row in block.rows)
        return lines
