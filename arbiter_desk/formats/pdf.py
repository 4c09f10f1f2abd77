"""PDF output of a printable :class:`Document` with fpdf2 and the bundled DejaVu Sans fonts.

Every page carries the document header (its lines and the document title) and the footer ``Page x of y · Arbiter
Desk <version>``; tables flow over pages with their column titles repeated. Column widths come from the widest cell
of each column (of every table sharing its :class:`ColumnSizing`); spare width goes to the columns with a weight; a
table too wide for the page is set in a smaller type (down to :data:`MIN_FONT_SIZE`) and only then are cells cut
with an ellipsis. A :class:`KeepTogether` group starts a new page when it does not fit in what is left of the page
but fits on an empty one (its height measured with fpdf2's dry runs).

A right-to-left document (:attr:`Document.right_to_left`, an Arabic sheet) is mirrored: header lines, title,
headings and notes against the right margin, a table's columns from right to left (its first column at the right,
each column's alignment mirrored), a legend's codes at the right. Each text with right-to-left letters is a
right-to-left paragraph ordered by fpdf2's implementation of the Unicode bidirectional algorithm (UAX #9) and shaped
by HarfBuzz, so Arabic words, digits and brackets read in their order; a text without any (a Latin name, a number,
a result) stays one left-to-right run, whole.

The output is deterministic for a given document and ``creation_date``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from fpdf.enums import MethodReturnValue, XPos, YPos

from arbiter_desk.formats.documents.model import (
    Align,
    Block,
    Content,
    Document,
    Heading,
    KeepTogether,
    Legend,
    Note,
    Table,
)
from arbiter_desk.formats.pdf_fonts import (
    FALLBACK_FAMILY,
    FALLBACK_FILE,
    FONT_FAMILY,
    FONT_FILES,
    font_paths,
    needs_shaping,
    pdf_text,
)
from arbiter_desk.formats.pdf_page import CELL_PADDING_MM, DocumentPdf

__all__ = [
    "FALLBACK_FAMILY",
    "FALLBACK_FILE",
    "FONT_FAMILY",
    "FONT_FILES",
    "font_paths",
    "needs_shaping",
    "pdf_page_count",
    "pdf_text",
    "render_pdf",
]

TABLE_FONT_SIZE = 9.5
MIN_FONT_SIZE = 6.0
_PT_TO_MM = 25.4 / 72
_ALIGN = {Align.LEFT: "L", Align.CENTER: "C", Align.RIGHT: "R"}
_MIRRORED = {Align.LEFT: "R", Align.CENTER: "C", Align.RIGHT: "L"}
_SLACK_MM = 0.05
"""Guards the widest cell against rounding: it must never be cut."""
_HEADING_GAP = 2.0
_NOTE_GAP = 1.5
_NOTE_LINE = 4.4
_TABLE_GAP = 1.5
_LEGEND_GAP = 3.0
_LEGEND_TITLE = 5.5
_ZEBRA = (238, 238, 238)
_HEADER_FILL = (210, 210, 210)


def render_pdf(document: Document, *, creation_date: datetime | None = None) -> bytes:
    """The PDF bytes of ``document``; ``creation_date`` fixes the one varying field (default: now).

    Text that needs it is shaped by HarfBuzz (fpdf2's text shaping with uharfbuzz): Arabic letters join and
    right-to-left names (Arabic, Hebrew) read in their order; characters missing from DejaVu come from the
    CJK fallback. Shaping is switched on per text only (:func:`needs_shaping`): it costs about 2.5× the time.
    """
    if document.right_to_left:
        # The page count is known from a first pass: a shaped footer does not get fpdf2's page-count alias
        # replaced in place (fpdf2 #1090), and a right-to-left footer is shaped.
        pages = DocumentPdf(document, _write_block).page_count(creation_date)
        return DocumentPdf(document, _write_block, pages).produce(creation_date)
    return DocumentPdf(document, _write_block).produce(creation_date)


def _write_block(pdf: DocumentPdf, block: Block) -> None:
    if isinstance(block, KeepTogether):
        _keep_together(pdf, block)
    else:
        _write(pdf, block)


_PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def pdf_page_count(data: bytes) -> int:
    """The pages of a PDF :func:`render_pdf` made (its page objects; fpdf2 writes no object streams)."""
    return len(_PAGE_OBJECT.findall(data))


def _write(pdf: DocumentPdf, block: Content) -> None:
    if isinstance(block, Table):
        _TableWriter(pdf, block).write()
    elif isinstance(block, Heading):
        _heading(pdf, block)
    elif isinstance(block, Note):
        _note(pdf, block)
    else:
        _legend(pdf, block)


def _height(pdf: DocumentPdf, block: Content) -> float:
    """How much of the page ``block`` takes when it is not cut by a page break."""
    if isinstance(block, Table):
        return _TableWriter(pdf, block).height * (len(block.rows) + 1) + _TABLE_GAP
    if isinstance(block, Heading):
        return _HEADING_GAP + _heading_size(block)[1]
    if isinstance(block, Note):
        pdf.set_font(FONT_FAMILY, "", 9)
        return _NOTE_GAP + _text_height(pdf, pdf.content_width, block.text)
    width = pdf.content_width - _code_width(pdf, block)
    pdf.set_font(FONT_FAMILY, "", 8.5)
    return _LEGEND_GAP + _LEGEND_TITLE + sum(_text_height(pdf, width, meaning) for _, meaning in block.entries)


def _text_height(pdf: DocumentPdf, width: float, text: str) -> float:
    """The height of ``text`` wrapped to ``width`` in the current font (a dry run: nothing is written)."""
    height = pdf.multi_cell(width, _NOTE_LINE, pdf.shaped(text), dry_run=True, output=MethodReturnValue.HEIGHT)
    assert isinstance(height, int | float)
    return float(height)


def _keep_together(pdf: DocumentPdf, group: KeepTogether) -> None:
    height = sum(_height(pdf, block) for block in group.blocks)
    if pdf.get_y() > pdf.top and pdf.get_y() + height > pdf.bottom and pdf.top + height <= pdf.bottom:
        pdf.add_page()
    for block in group.blocks:
        _write(pdf, block)


def _heading_size(heading: Heading) -> tuple[float, float]:
    """The type size and the line height of a heading."""
    size = 12.0 if heading.level <= 1 else 10.5
    return size, size * _PT_TO_MM * 1.6


def _heading(pdf: DocumentPdf, heading: Heading) -> None:
    size, height = _heading_size(heading)
    if pdf.get_y() + height + 3 * _row_height(TABLE_FONT_SIZE) > pdf.bottom:
        pdf.add_page()  # keep a heading with what follows it
    pdf.ln(_HEADING_GAP)
    pdf.set_font(FONT_FAMILY, "B", size)
    text = pdf.shaped(heading.text)
    pdf.cell(pdf.content_width, height, text, align=pdf.line_align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)


def _note(pdf: DocumentPdf, note: Note) -> None:
    pdf.ln(_NOTE_GAP)
    pdf.set_font(FONT_FAMILY, "", 9)
    text = pdf.shaped(note.text)
    pdf.multi_cell(pdf.content_width, _NOTE_LINE, text, align=pdf.line_align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)


def _code_width(pdf: DocumentPdf, legend: Legend) -> float:
    pdf.set_font(FONT_FAMILY, "B", 8.5)
    return max((pdf.get_string_width(pdf.shaped(code)) for code, _ in legend.entries), default=0.0) + 4


def _legend(pdf: DocumentPdf, legend: Legend) -> None:
    """The codes in bold in a column of their own, their meaning beside them."""
    line = _NOTE_LINE
    if pdf.get_y() + line * min(len(legend.entries) + 2, 5) > pdf.bottom:
        pdf.add_page()
    pdf.ln(_LEGEND_GAP)
    pdf.set_font(FONT_FAMILY, "B", 9.5)
    title = pdf.shaped(legend.title)
    pdf.cell(pdf.content_width, _LEGEND_TITLE, title, align=pdf.line_align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    code_width = _code_width(pdf, legend)
    meaning_width = pdf.content_width - code_width
    for code, meaning in legend.entries:
        if pdf.get_y() + line > pdf.bottom:
            pdf.add_page()
        top = pdf.get_y()
        if pdf.right_to_left:  # the code at the right, its meaning to the left of it
            pdf.set_x(pdf.l_margin + meaning_width)
        pdf.set_font(FONT_FAMILY, "B", 8.5)
        pdf.cell(code_width, line, pdf.shaped(code), align=pdf.line_align)
        if pdf.right_to_left:
            pdf.set_xy(pdf.l_margin, top)
        pdf.set_font(FONT_FAMILY, "", 8.5)
        text = pdf.shaped(meaning)
        pdf.multi_cell(meaning_width, line, text, align=pdf.line_align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)


def _row_height(font_size: float) -> float:
    return font_size * _PT_TO_MM * 1.55


@dataclass(frozen=True, slots=True)
class _Layout:
    font_size: float
    widths: tuple[float, ...]


class _TableWriter:
    """Writes one table: lays out the columns once, then the rows, repeating the titles on each new page."""

    def __init__(self, pdf: DocumentPdf, table: Table) -> None:
        self.pdf = pdf
        self.table = table
        self.layout = self._layout()
        self.height = _row_height(self.layout.font_size)

    def write(self) -> None:
        pdf = self.pdf
        if pdf.get_y() + 2 * self.height > pdf.bottom:
            pdf.add_page()
        self._title_row()
        for index, row in enumerate(self.table.rows):
            if pdf.get_y() + self.height > pdf.bottom:
                pdf.add_page()
                self._title_row()
            self._row(row, bold=index in self.table.emphasis, shaded=index % 2 == 1)
        pdf.ln(_TABLE_GAP)

    def _title_row(self) -> None:
        self.pdf.set_fill_color(*_HEADER_FILL)
        self._row(self.table.header, bold=True, shaded=True, fill=_HEADER_FILL)

    def _row(self, cells: Sequence[str], *, bold: bool, shaded: bool, fill: tuple[int, int, int] = _ZEBRA) -> None:
        pdf = self.pdf
        pdf.set_font(FONT_FAMILY, "B" if bold else "", self.layout.font_size)
        pdf.set_fill_color(*fill)
        pdf.set_x(pdf.l_margin)
        placed = list(zip(cells, self.layout.widths, self.table.columns, strict=True))
        if pdf.right_to_left:  # the first column at the right, each column's alignment mirrored
            placed.reverse()
        for text, width, column in placed:
            fitted = self.pdf.shaped(self._fit(text, width))
            align = _MIRRORED[column.align] if pdf.right_to_left else _ALIGN[column.align]
            pdf.cell(width, self.height, fitted, align=align, fill=shaded)
        pdf.ln(self.height)

    def _fit(self, text: str, width: float) -> str:
        room = width - 2 * CELL_PADDING_MM
        if self.pdf.get_string_width(self.pdf.shaped(text)) <= room:
            return text
        while text and self.pdf.get_string_width(text + "…") > room:
            text = text[:-1]
        return text.rstrip() + "…"

    def _natural(self, font_size: float) -> list[float]:
        """Each column's width for its widest title or cell; measured once per shared sizing and size."""
        pdf = self.pdf
        sizing = self.table.column_sizing()
        key = (id(sizing), font_size)
        if self.table.sizing is not None and key in pdf.natural_widths:
            return list(pdf.natural_widths[key])
        widths = []
        for titles, cells in zip(sizing.titles, sizing.cells, strict=True):
            pdf.set_font(FONT_FAMILY, "B", font_size)
            widest = max((pdf.get_string_width(pdf.shaped(text)) for text in titles), default=0.0)
            pdf.set_font(FONT_FAMILY, "", font_size)
            widest = max([widest, *(pdf.get_string_width(pdf.shaped(text)) for text in cells)])
            widths.append(widest + 2 * CELL_PADDING_MM + _SLACK_MM)
        if self.table.sizing is not None:
            pdf.natural_widths[key] = tuple(widths)
        return widths

    def _layout(self) -> _Layout:
        available = self.pdf.content_width
        natural = self._natural(TABLE_FONT_SIZE)
        size = TABLE_FONT_SIZE
        if sum(natural) > available:
            text_width = sum(natural) - (2 * CELL_PADDING_MM + _SLACK_MM) * len(natural)
            room = available - (2 * CELL_PADDING_MM + _SLACK_MM) * len(natural)
            size = max(MIN_FONT_SIZE, TABLE_FONT_SIZE * room / text_width) if room > 0 else MIN_FONT_SIZE
            natural = self._natural(size)
        weights = [column.weight for column in self.table.columns]
        spare = available - sum(natural)
        total_weight = sum(weights)
        if spare >= 0:
            if total_weight > 0:
                natural = [w + spare * weight / total_weight for w, weight in zip(natural, weights, strict=True)]
            return _Layout(size, tuple(natural))
        # Still too wide at the smallest type: take the excess from the weighted (name) columns.
        flexible = [i for i, weight in enumerate(weights) if weight > 0] or list(range(len(natural)))
        share = sum(natural[i] for i in flexible)
        for i in flexible:
            natural[i] = max(natural[i] + spare * natural[i] / share, 4 * CELL_PADDING_MM)
        return _Layout(size, tuple(natural))
