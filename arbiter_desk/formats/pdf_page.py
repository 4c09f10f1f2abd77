"""The page frame of a PDF sheet: fpdf2 with the document's header (its lines, the title, a watermark) and footer
on every page, the bundled fonts, and each text shaped and set in the sheet's direction (``formats.pdf`` sets the
document's blocks on it)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import XPos, YPos

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.formats.documents.model import Block, Document, Orientation
from arbiter_desk.formats.pdf_fonts import (
    FALLBACK_FAMILY,
    FONT_FAMILY,
    font_paths,
    has_right_to_left,
    needs_shaping,
    pdf_text,
)

MARGIN_MM = 12.0
CELL_PADDING_MM = 1.2


class DocumentPdf(FPDF):
    """fpdf2 with the document's header and footer on every page; ``pages``, when known, is printed in the footer
    instead of fpdf2's page-count alias."""

    def __init__(
        self, document: Document, write_block: Callable[[DocumentPdf, Block], None], pages: int | None = None
    ) -> None:
        landscape = document.orientation is Orientation.LANDSCAPE
        width, height = document.paper.size_mm
        super().__init__(orientation="L" if landscape else "P", unit="mm", format=(width, height))
        self.document = document
        self.write_block = write_block
        """How a block of the document is set on the pages (``formats.pdf``: headings, notes, tables, legends)."""
        self.known_pages = pages
        self.right_to_left = document.right_to_left
        self.line_align = "R" if document.right_to_left else "L"
        """Where a line of text (header, title, heading, note) is set: against the margin the sheet reads from."""
        self.set_margins(MARGIN_MM, MARGIN_MM, MARGIN_MM)
        self.c_margin = CELL_PADDING_MM
        self.set_auto_page_break(True, margin=MARGIN_MM + 6)
        self.alias_nb_pages("{nb}")
        self._shaping: str | None = None
        """The direction text shaping is switched on with; None: off."""
        self.top = float(self.t_margin)
        """Where the content of a page starts, below the header."""
        self.natural_widths: dict[tuple[int, float], tuple[float, ...]] = {}
        """Column widths of the shared sizings (by identity; the document keeps them alive) and type size."""

    def produce(self, creation_date: datetime | None) -> bytes:
        """The PDF of the document (see :func:`render_pdf`)."""
        self._lay_out(creation_date)
        return bytes(self.output())

    def page_count(self, creation_date: datetime | None) -> int:
        """How many pages the document takes (a dry pass: nothing is output)."""
        self._lay_out(creation_date)
        return int(self.page)

    def _lay_out(self, creation_date: datetime | None) -> None:
        with font_paths() as paths:
            for style, path in paths.items():
                if style == FALLBACK_FAMILY:
                    self.add_font(FALLBACK_FAMILY, "", path)
                else:
                    self.add_font(FONT_FAMILY, style, path)
            self.set_fallback_fonts([FALLBACK_FAMILY], exact_match=False)
            self.set_creation_date(creation_date or datetime.now(UTC))
            self.set_title(self.document.title)
            self.set_creator(f"{PROGRAM_NAME} {__version__}")
            self.set_producer(f"{PROGRAM_NAME} {__version__}")
            self.add_page()
            for block in self.document.blocks:
                self.write_block(self, block)

    @property
    def content_width(self) -> float:
        return float(self.w - self.l_margin - self.r_margin)

    @property
    def bottom(self) -> float:
        return float(self.page_break_trigger)

    def header(self) -> None:
        lines = self.document.header_lines
        for index, line in enumerate(lines):
            self.set_font(FONT_FAMILY, "B" if index == 0 else "", 12 if index == 0 else 9)
            height = 5.5 if index == 0 else 4.2
            self.cell(
                self.content_width,
                height,
                self.shaped(line),
                align=self.line_align,
                new_x=XPos.LMARGIN,
                new_y=YPos.NEXT,
            )
        self.set_font(FONT_FAMILY, "B", 13)
        title = self.shaped(self.document.title)
        self.cell(self.content_width, 8, title, align=self.line_align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        if self.document.watermark:
            self._watermark(self.document.watermark)
        self.set_draw_color(0, 0, 0)
        self.set_line_width(0.3)
        self.line(self.l_margin, self.get_y(), self.w - self.r_margin, self.get_y())
        self.ln(2.5)
        self.top = float(self.get_y())

    def _watermark(self, text: str) -> None:
        """``text`` large, light grey and diagonal across the page, drawn before the content (behind it)."""
        x, y = self.get_x(), self.get_y()
        self.set_font(FONT_FAMILY, "B", 96)
        self.set_text_color(225, 225, 225)
        width = self.get_string_width(self.shaped(text))
        with self.rotation(35, self.w / 2, self.h / 2):
            self.text(self.w / 2 - width / 2, self.h / 2 + 12, self.shaped(text))
        self.set_text_color(0, 0, 0)
        self.set_xy(x, y)

    def footer(self) -> None:
        self.set_y(-(MARGIN_MM + 2))
        self.set_font(FONT_FAMILY, "", 8)
        if self.known_pages is not None:
            self.cell(
                self.content_width,
                4,
                self.shaped(self.document.footer_text(self.page_no(), self.known_pages)),
                align="C",
            )
            return
        text = self.document.footer_text(self.page_no(), "{nb}")
        self.shaped("")  # never shaped: a shaped "{nb}" is no longer replaced by the page count (fpdf2 #1090)
        self.cell(self.content_width, 4, text, align="C")

    def shaped(self, text: str) -> str:
        """``text``, with text shaping switched on for it if it needs it and off otherwise. On a left-to-right
        sheet shaped text is laid out as a left-to-right line (:func:`pdf_text`); on a right-to-left sheet a text
        with right-to-left letters is a right-to-left paragraph of the bidirectional algorithm (its isolates kept:
        fpdf2 resolves them), and any other text one left-to-right run."""
        wanted = needs_shaping(text)
        direction = None
        if wanted:
            direction = "rtl" if self.right_to_left and has_right_to_left(text) else "ltr"
        if direction != self._shaping:
            self.set_text_shaping(wanted, direction=direction)
            self._shaping = direction
        if direction == "ltr":
            return pdf_text(text)
        return text
