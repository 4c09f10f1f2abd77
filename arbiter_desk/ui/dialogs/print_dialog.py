"""File → Print: choose a document of the open tournament, its round and the paper, then preview, print or
export it as PDF.

Documents: pairings by board or alphabetical (a published round or the current draft), standings and cross
table after a round, the player list by starting rank or by name. The documents come from the services
(``services.documents``); the preview and the printer are painted by ``ui.printing`` from the same model
the PDF export writes, so what the arbiter previews is what the PDF holds. Modal windows (preview, system
print dialog, file dialog) are opened through ``prompts``.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.formats.documents import Document, Orientation, PaperSize, PrintOptions
from arbiter_desk.services.documents import PAIRING_KINDS, ROUNDLESS_KINDS, document_for, round_choices, write_pdf
from arbiter_desk.ui import prompts
from arbiter_desk.ui.printing import configure_printer, page_count, paint_document
from arbiter_desk.ui.session import DeskSession

DOCUMENT_LABELS = {
    "pairings": "Pairings by board",
    "pairings-alpha": "Pairings in alphabetical order (notice board)",
    "result-slips": "Result slips (one per board, to sign)",
    "standings": "Standings",
    "crosstable": "Cross table",
    "players": "Player list by starting rank (TPN)",
    "players-alpha": "Player list in alphabetical order",
}
"""Every document kind of ``formats.documents.DOCUMENT_KINDS`` as the dialog lists it."""
PDF_FILTER = "PDF files (*.pdf)"
_ORIENTATIONS = (("As the document prefers", None), ("Portrait", Orientation.PORTRAIT),
                 ("Landscape", Orientation.LANDSCAPE))  # fmt: skip


class DocumentPreviewDialog(QPrintPreviewDialog):
    """A print preview that owns its printer.

    ``QPrintPreviewDialog`` only borrows the ``QPrinter`` it paints on; a printer made for it and then dropped
    is freed by Python while the preview still paints (the program crashed). The dialog keeps it.
    """

    def __init__(self, printer: QPrinter, parent: QWidget | None = None) -> None:
        super().__init__(printer, parent)
        self.document_printer = printer


class PrintDialog(QDialog):
    """Which document, which round, which paper; Preview…, Print… and Export PDF… act on the choice."""

    def __init__(
        self, session: DeskSession, kind: str = "pairings", round_no: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle("Print")
        self.kind_combo = QComboBox(self)
        for key, label in DOCUMENT_LABELS.items():
            self.kind_combo.addItem(label, key)
        self.round_label = QLabel("&Round", self)
        self.round_combo = QComboBox(self)
        self.round_combo.setMinimumContentsLength(18)
        self.round_label.setBuddy(self.round_combo)
        self.paper_combo = QComboBox(self)
        self.paper_combo.addItem("A4 (210 × 297 mm)", PaperSize.A4)
        self.paper_combo.addItem("US Letter (8.5 × 11 in)", PaperSize.LETTER)
        self.orientation_combo = QComboBox(self)
        for label, orientation in _ORIENTATIONS:
            self.orientation_combo.addItem(label, orientation)
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(40)
        form = QFormLayout()
        form.addRow("&Document", self.kind_combo)
        form.addRow(self.round_label, self.round_combo)
        form.addRow("&Paper", self.paper_combo)
        form.addRow("&Orientation", self.orientation_combo)
        self.preview_button = QPushButton("Pre&view…", self)
        self.print_button = QPushButton("&Print…", self)
        self.pdf_button = QPushButton("Export P&DF…", self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for button in (self.preview_button, self.print_button, self.pdf_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.preview_button.clicked.connect(self.preview)
        self.print_button.clicked.connect(self.print_document)
        self.pdf_button.clicked.connect(self.export_pdf)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(480)
        self.kind_combo.currentIndexChanged.connect(self._fill_rounds)
        for combo in (self.round_combo, self.paper_combo, self.orientation_combo):
            combo.currentIndexChanged.connect(self._update)
        self.choose(kind, round_no)

    def choose(self, kind: str, round_no: int | None = None) -> None:
        """Show document ``kind`` of ``round_no`` (None: the newest round it can show)."""
        self.kind_combo.setCurrentIndex(max(self.kind_combo.findData(kind), 0))
        self._fill_rounds()
        if round_no is not None and self.round_combo.findData(round_no) >= 0:
            self.round_combo.setCurrentIndex(self.round_combo.findData(round_no))

    def kind(self) -> str:
        return str(self.kind_combo.currentData())

    def round_no(self) -> int | None:
        data = self.round_combo.currentData()
        return None if data is None else int(data)

    def options(self) -> PrintOptions:
        orientation = self.orientation_combo.currentData()
        return PrintOptions(
            paper=PaperSize(self.paper_combo.currentData()),
            orientation=None if orientation is None else Orientation(orientation),
        )

    def _fill_rounds(self, *_: object) -> None:
        kind = self.kind()
        choices = self.session.query(lambda d: round_choices(d, kind)) if self.session.is_open else ()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for choice in choices:
            self.round_combo.addItem(choice.label, choice.number)
        if kind in ROUNDLESS_KINDS:
            self.round_combo.addItem("(not needed: every player)")
        self.round_combo.setCurrentIndex(self.round_combo.count() - 1)
        self.round_combo.blockSignals(False)
        self.round_label.setText("&Round" if kind in PAIRING_KINDS else "After &round")
        self.round_combo.setEnabled(kind not in ROUNDLESS_KINDS and bool(choices))
        self._update()

    def document(self) -> Document | None:
        """The chosen document, or None (the reason is shown in the dialog)."""
        if not self.session.is_open:
            return None
        kind, round_no, options = self.kind(), self.round_no(), self.options()
        if kind not in ROUNDLESS_KINDS and round_no is None:
            return None
        try:
            document: Document = self.session.query(lambda d: document_for(d, kind, round_no, options))
        except ArbiterDeskError as exc:
            self.summary.setText(f"<p>{escape(str(exc)[:1].upper() + str(exc)[1:])}</p>")
            return None
        return document

    def _update(self, *_: object) -> None:
        document = self.document()
        if document is None:
            if self.kind() not in ROUNDLESS_KINDS and self.round_no() is None:
                waiting = (
                    "No round has been paired yet." if self.kind() in PAIRING_KINDS else "No round has results yet."
                )
                self.summary.setText(waiting)
        else:
            pages = page_count(document)
            paper = "A4" if document.paper is PaperSize.A4 else "Letter"
            sheets = f"{pages} page{'s' if pages != 1 else ''}, {paper} {document.orientation.value}"
            draft = self.kind() in PAIRING_KINDS and self.round_combo.currentText().endswith("(draft)")
            warning = "<br><span style='color:#8a5a00'>A draft: publish it before posting these pairings.</span>"
            self.summary.setText(f"<b>{escape(document.title)}</b><br>{sheets}{warning if draft else ''}")
        for button in (self.preview_button, self.print_button, self.pdf_button):
            button.setEnabled(document is not None)

    def _printer(self, document: Document) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(document.title)
        configure_printer(printer, document)
        return printer

    def make_preview(self) -> DocumentPreviewDialog | None:
        """The print preview of the chosen document (the caller shows it)."""
        document = self.document()
        if document is None:
            return None
        preview = DocumentPreviewDialog(self._printer(document), self)
        preview.setWindowTitle(f"Preview — {document.title}")
        preview.paintRequested.connect(lambda printer: paint_document(document, printer))
        preview.resize(900, 1000)
        return preview

    def preview(self) -> bool:
        preview = self.make_preview()
        return preview is not None and prompts.run_dialog(preview)

    def print_document(self) -> bool:
        """The system print dialog, then the document painted on the chosen printer."""
        document = self.document()
        if document is None:
            return False
        printer = self._printer(document)
        if not prompts.run_dialog(QPrintDialog(printer, self)):
            return False
        try:
            paint_document(document, printer)
        except OSError as exc:
            prompts.warn(self, f"Printing failed: {exc}")
            return False
        return True

    def suggested_pdf_path(self) -> Path:
        desk = self.session.require()
        round_part = "" if self.kind() in ROUNDLESS_KINDS or self.round_no() is None else f"-r{self.round_no()}"
        return desk.path.parent / f"{desk.path.stem}-{self.kind()}{round_part}.pdf"

    def export_pdf(self) -> Path | None:
        """Ask where, then write the PDF (through a temporary file); the path written or None."""
        document = self.document()
        if document is None:
            return None
        chosen = prompts.save_file(self, "Export PDF", self.suggested_pdf_path(), PDF_FILTER)
        if chosen is None:
            return None
        path = chosen[0] if chosen[0].suffix.lower() == ".pdf" else chosen[0].with_name(chosen[0].name + ".pdf")
        try:
            write_pdf(document, path)
        except OSError as exc:
            prompts.warn(self, f"The PDF file could not be written: {exc}")
            return None
        self.summary.setText(f"{self.summary.text()}<br>Written to {escape(str(path))}")
        return path
