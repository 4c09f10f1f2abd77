"""Qt painting of a printable :class:`Document` on a printer, the print preview or a PDF file.

The same document model and the same layout rules as the PDF renderer (:mod:`arbiter_desk.formats.pdf`), so the
preview shows what the PDF holds: the header lines and the title on every page, tables flowing over pages with their
column titles repeated, the footer ``Page x of y · Arbiter Desk <version>``; columns as wide as their widest cell
(of every table sharing its :class:`ColumnSizing`), spare width to the weighted columns, a smaller type (down to 6
pt) for a table too wide for the page, then cells cut with an ellipsis; a :class:`KeepTogether` group on a new page
when it does not fit in what is left of the page but fits on an empty one. The bundled DejaVu Sans font is used when
it loads.

Layout happens in two passes: the first places every block on its page (so the page count is known), the
second paints the pages. Distances are millimetres converted with the device's resolution.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPen,
)
from PySide6.QtPrintSupport import QPrinter

from arbiter_desk.formats.documents import (
    Align,
    Content,
    Document,
    Heading,
    KeepTogether,
    Legend,
    Note,
    Orientation,
    PaperSize,
    Table,
)
from arbiter_desk.ui.common.wording import shown, t

MARGIN_MM = 12.0
FOOTER_MM = 6.0
"""Room kept at the bottom of the printable area for the footer."""
TABLE_FONT_SIZE = 9.5
MIN_FONT_SIZE = 6.0
CELL_PADDING_MM = 1.2
ROW_FACTOR = 1.55
"""Row height as a multiple of the type size (as in the PDF)."""
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
ZEBRA = QColor(238, 238, 238)
HEADER_FILL = QColor(210, 210, 210)
_ALIGN = {
    Align.LEFT: Qt.AlignmentFlag.AlignLeft,
    Align.CENTER: Qt.AlignmentFlag.AlignHCenter,
    Align.RIGHT: Qt.AlignmentFlag.AlignRight,
}
_MIRRORED = {
    Align.LEFT: Qt.AlignmentFlag.AlignRight,
    Align.CENTER: Qt.AlignmentFlag.AlignHCenter,
    Align.RIGHT: Qt.AlignmentFlag.AlignLeft,
}
"""A right-to-left sheet (``Document.right_to_left``, Arabic) is mirrored as the PDF is: its first column at the
right, each column's alignment mirrored, its lines of text against the right margin."""
_family: str | None = None

Op = Callable[[QPainter], None]
"""One drawing step of a page, at coordinates fixed by the layout pass."""


def font_family() -> str:
    """The family the documents are printed in: the bundled DejaVu Sans (loaded once), else Qt's default."""
    global _family
    if _family is None:
        folder = resources.files("arbiter_desk").joinpath("resources", "fonts")
        families: list[str] = []
        for name in FONT_FILES:
            font_id = QFontDatabase.addApplicationFontFromData(folder.joinpath(name).read_bytes())
            families += QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _family = families[0] if families else QFont().family()
    return _family


def page_layout(document: Document) -> QPageLayout:
    """The document's paper and orientation with the house margins."""
    size = QPageSize(QPageSize.PageSizeId.A4 if document.paper is PaperSize.A4 else QPageSize.PageSizeId.Letter)
    landscape = document.orientation is Orientation.LANDSCAPE
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(size, orientation, margins, QPageLayout.Unit.Millimeter)


def configure_printer(device: QPagedPaintDevice, document: Document) -> None:
    """Set the device's paper, orientation and margins to the document's."""
    device.setPageLayout(page_layout(document))


def paint_document(document: Document, device: QPagedPaintDevice) -> int:
    """Paint every page of ``document`` on ``device`` (as configured: the preview may change the paper);
    returns the number of pages."""
    pages = _Layout(document, device).pages()
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(t("the printer could not be started"))
    try:
        for number, ops in enumerate(pages, start=1):
            if number > 1:
                device.newPage()
            _Page(document, device, painter).frame(number, len(pages))
            for op in ops:
                op(painter)
    finally:
        painter.end()
    return len(pages)


def print_to_pdf_file(document: Document, path: Path) -> int:
    """Paint ``document`` into a PDF file through ``QPrinter`` (what the preview shows); returns the pages."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setDocName(shown(document.title))
    configure_printer(printer, document)
    return paint_document(document, printer)


class _Page:
    """Sizes of the device's printable area, fonts, and the header and footer every page carries."""

    def __init__(self, document: Document, device: QPagedPaintDevice, painter: QPainter | None = None) -> None:
        self.document = document
        self.device = device
        self.painter = painter
        self.dpi = float(device.logicalDpiY())
        self.width = float(device.width())
        self.height = float(device.height())
        self.bottom = self.height - self.mm(FOOTER_MM)
        self.line_align = Qt.AlignmentFlag.AlignRight if document.right_to_left else Qt.AlignmentFlag.AlignLeft
        """Where a line of text (header, heading, note, legend title) is set: the margin the sheet reads from."""

    def mm(self, value: float) -> float:
        return value * self.dpi / 25.4

    def font(self, size: float, bold: bool = False) -> QFont:
        font = QFont(font_family())
        font.setPointSizeF(size)
        font.setBold(bold)
        return font

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)

    def header_parts(self) -> list[tuple[str, QFont, float]]:
        """Each header line with its font and line height, then the title."""
        parts = [
            (line, self.font(12 if i == 0 else 9, bold=i == 0), self.mm(5.5 if i == 0 else 4.2))
            for i, line in enumerate(self.document.header_lines)
        ]
        parts.append((self.document.title, self.font(13, bold=True), self.mm(8)))
        return parts

    def header_height(self) -> float:
        return sum(height for _, _, height in self.header_parts()) + self.mm(2.5)

    def frame(self, page: int, pages: int) -> None:
        """Paint the header (lines, title, rule) and the footer of one page."""
        painter = self.painter
        assert painter is not None
        y = 0.0
        for text, font, height in self.header_parts():
            painter.setFont(font)
            shown = self.metrics(font).elidedText(text, Qt.TextElideMode.ElideRight, self.width)
            painter.drawText(QRectF(0, y, self.width, height), self.line_align | Qt.AlignmentFlag.AlignVCenter, shown)
            y += height
        if self.document.watermark:  # behind the content: painted before it, as the PDF does
            painter.save()
            painter.setPen(QColor(225, 225, 225))
            painter.setFont(self.font(96, bold=True))
            painter.translate(self.width / 2, self.height / 2)
            painter.rotate(-35)
            box = QRectF(-self.width, -self.mm(20), 2 * self.width, self.mm(40))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.document.watermark)
            painter.restore()
        painter.setPen(QPen(QColor(0, 0, 0), self.mm(0.3)))
        painter.drawLine(QRectF(0, y, self.width, 0).topLeft(), QRectF(0, y, self.width, 0).topRight())
        painter.setFont(self.font(8))
        footer = QRectF(0, self.height - self.mm(4), self.width, self.mm(4))
        painter.drawText(footer, Qt.AlignmentFlag.AlignCenter, self.document.footer_text(page, pages))


class _Layout(_Page):
    """The layout pass: places every block, breaking pages where the next piece does not fit."""

    def __init__(self, document: Document, device: QPagedPaintDevice) -> None:
        super().__init__(document, device)
        self.top = self.header_height()
        self._pages: list[list[Op]] = [[]]
        self.y = self.top
        self._natural_widths: dict[tuple[int, float], tuple[float, ...]] = {}
        """Column widths of the shared sizings (by identity; the document keeps them alive) and type size."""

    def pages(self) -> list[list[Op]]:
        for block in self.document.blocks:
            if isinstance(block, KeepTogether):
                self._keep_together(block)
            else:
                self._content(block)
        return self._pages

    def _content(self, block: Content) -> None:
        if isinstance(block, Table):
            self._table(block)
        elif isinstance(block, Heading):
            self._heading(block)
        elif isinstance(block, Note):
            self._note(block)
        else:
            self._legend(block)

    def _keep_together(self, group: KeepTogether) -> None:
        """Lay the group out here; if it ran onto another page, take that back and lay it out on a new page,
        unless it is too tall for a page (then it flows from here after all)."""
        pages, ops, y = len(self._pages), len(self._pages[-1]), self.y

        def lay_out(fresh_page: bool) -> bool:
            del self._pages[pages:]
            del self._pages[-1][ops:]
            self.y = y
            if fresh_page:
                self.new_page()
            for block in group.blocks:
                self._content(block)
            return len(self._pages) == pages + fresh_page

        if not lay_out(False) and y > self.top and not lay_out(True):
            lay_out(False)

    def new_page(self) -> None:
        self._pages.append([])
        self.y = self.top

    def ensure(self, height: float) -> None:
        """Start a new page unless ``height`` still fits on this one (an empty page always takes it)."""
        if self.y + height > self.bottom and self.y > self.top:
            self.new_page()

    def text(self, rect: QRectF, flags: Qt.AlignmentFlag, text: str, font: QFont) -> None:
        def op(painter: QPainter) -> None:
            painter.setFont(font)
            painter.setPen(QColor(0, 0, 0))
            painter.drawText(rect, flags, text)

        self._pages[-1].append(op)

    def fill(self, rect: QRectF, colour: QColor) -> None:
        self._pages[-1].append(lambda painter: painter.fillRect(rect, colour))

    def row_height(self, size: float) -> float:
        return size * self.dpi / 72 * ROW_FACTOR

    def _heading(self, heading: Heading) -> None:
        size = 12.0 if heading.level <= 1 else 10.5
        height = size * self.dpi / 72 * 1.6
        self.ensure(self.mm(2) + height + 3 * self.row_height(TABLE_FONT_SIZE))
        self.y += self.mm(2)
        self.text(
            QRectF(0, self.y, self.width, height),
            self.line_align | Qt.AlignmentFlag.AlignVCenter,
            heading.text,
            self.font(size, True),
        )
        self.y += height

    def _wrapped(self, x: float, text: str, font: QFont, width: float | None = None) -> None:
        """A paragraph wrapped to ``width`` (default: the rest of the line) from ``x``, on the next page if it does
        not fit here."""
        width = self.width - x if width is None else width
        wrap = self.line_align | Qt.AlignmentFlag(Qt.TextFlag.TextWordWrap.value)
        height = self.metrics(font).boundingRect(QRectF(0, 0, width, 1e6), wrap, text).height()
        self.ensure(height)
        self.text(QRectF(x, self.y, width, height), wrap, text, font)
        self.y += height

    def _note(self, note: Note) -> None:
        self.y += self.mm(1.5)
        self._wrapped(0, note.text, self.font(9))

    def _legend(self, legend: Legend) -> None:
        line = self.mm(4.4)
        self.ensure(self.mm(3) + line * min(len(legend.entries) + 2, 5))
        self.y += self.mm(3)
        self.text(QRectF(0, self.y, self.width, self.mm(5.5)), self.line_align | Qt.AlignmentFlag.AlignVCenter,
                  legend.title, self.font(9.5, True))  # fmt: skip
        self.y += self.mm(5.5)
        bold, plain = self.font(8.5, True), self.font(8.5)
        code_width = max((self.metrics(bold).horizontalAdvance(c) for c, _ in legend.entries), default=0.0)
        code_width += self.mm(4)
        for code, meaning in legend.entries:
            self.ensure(line)
            if self.document.right_to_left:  # the code at the right, its meaning to the left of it
                right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                self.text(QRectF(self.width - code_width, self.y, code_width, line), right, code, bold)
                self._wrapped(0, meaning, plain, self.width - code_width)
                continue
            self.text(QRectF(0, self.y, code_width, line), Qt.AlignmentFlag.AlignVCenter, code, bold)
            self._wrapped(code_width, meaning, plain)

    def _table(self, table: Table) -> None:
        size, widths = self._columns(table)
        height = self.row_height(size)
        self.ensure(2 * height)
        self._row(table, table.header, widths, size, bold=True, fill=HEADER_FILL)
        for index, row in enumerate(table.rows):
            if self.y + height > self.bottom:
                self.new_page()
                self._row(table, table.header, widths, size, bold=True, fill=HEADER_FILL)
            self._row(table, row, widths, size, bold=index in table.emphasis, fill=ZEBRA if index % 2 else None)
        self.y += self.mm(1.5)

    def _row(
        self, table: Table, cells: Sequence[str], widths: Sequence[float], size: float, *, bold: bool,
        fill: QColor | None,
    ) -> None:  # fmt: skip
        height = self.row_height(size)
        if fill is not None:
            self.fill(QRectF(0, self.y, sum(widths), height), fill)
        font = self.font(size, bold)
        metrics = self.metrics(font)
        pad = self.mm(CELL_PADDING_MM)
        x = 0.0
        placed = list(zip(cells, widths, table.columns, strict=True))
        mirrored = self.document.right_to_left
        if mirrored:
            placed.reverse()
        for text, width, column in placed:
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(width - 2 * pad, 0.0))
            flags = (_MIRRORED if mirrored else _ALIGN)[column.align] | Qt.AlignmentFlag.AlignVCenter
            self.text(QRectF(x + pad, self.y, max(width - 2 * pad, 0.0), height), flags, shown, font)
            x += width
        self.y += height

    def _natural(self, table: Table, size: float) -> list[float]:
        """Each column's width for its widest title or cell; measured once per shared sizing and size."""
        sizing = table.column_sizing()
        key = (id(sizing), size)
        if table.sizing is not None and key in self._natural_widths:
            return list(self._natural_widths[key])
        bold, plain = self.metrics(self.font(size, True)), self.metrics(self.font(size))
        extra = 2 * self.mm(CELL_PADDING_MM) + self.mm(0.3)
        widths = []
        for titles, cells in zip(sizing.titles, sizing.cells, strict=True):
            widest = max([*(bold.horizontalAdvance(t) for t in titles), *(plain.horizontalAdvance(t) for t in cells)])
            widths.append(widest + extra)
        if table.sizing is not None:
            self._natural_widths[key] = tuple(widths)
        return widths

    def _columns(self, table: Table) -> tuple[float, list[float]]:
        """The type size and each column's width (see the module docstring)."""
        size = TABLE_FONT_SIZE
        natural = self._natural(table, size)
        extra = (2 * self.mm(CELL_PADDING_MM) + self.mm(0.3)) * len(natural)
        if sum(natural) > self.width:
            room, text_width = self.width - extra, sum(natural) - extra
            size = max(MIN_FONT_SIZE, TABLE_FONT_SIZE * room / text_width) if room > 0 else MIN_FONT_SIZE
            natural = self._natural(table, size)
        weights = [column.weight for column in table.columns]
        spare = self.width - sum(natural)
        if spare >= 0:
            if sum(weights) > 0:
                natural = [w + spare * weight / sum(weights) for w, weight in zip(natural, weights, strict=True)]
            return size, natural
        flexible = [i for i, weight in enumerate(weights) if weight > 0] or list(range(len(natural)))
        share = sum(natural[i] for i in flexible)
        for i in flexible:
            natural[i] = max(natural[i] + spare * natural[i] / share, 4 * self.mm(CELL_PADDING_MM))
        return size, natural


def page_count(document: Document) -> int:
    """How many pages ``document`` takes on its own paper (a layout pass only, nothing is printed)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    configure_printer(printer, document)
    return len(_Layout(document, printer).pages())
