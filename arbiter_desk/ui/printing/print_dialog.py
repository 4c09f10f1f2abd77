"""File → Print: choose a document of the open tournament, its round and the paper, then preview, print or
export it as PDF.

Documents: pairings by board or alphabetical (a published round or the current draft), standings and cross
table after a round, the player list by starting rank or by name. A team event (C.04.6) lists its own: pairings
by match with boards, result slips per match, team standings, team cross table, per-board statistics. The
documents come from the services (``services.documents``), each made by ``print_documents``; the preview and
the printer are painted by ``ui.printing`` from the same model the PDF export writes, so what the arbiter
previews is what the PDF holds.
Modal windows (preview, system print dialog, file dialog) are opened through ``prompts``.

Making a document of a big event takes a while (the standings' tie-breaks, a cross table of thousands, the
page count's layout pass), so the rounds a document can show, the document and its page count are made in a
``BackgroundJob``: the dialog stays live, shows "Preparing …" meanwhile, and Preview…, Print… and
Export PDF… act on the document once it is made. A choice changed meanwhile makes the newest one again.

A document that cannot be made, a PDF that cannot be written and a print that fails are told in plain words
in the dialog (or a message box) and repeated in the window's status bar (``DeskSession.reported``), where
they stay after the dialog is closed.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from pathlib import Path

from PySide6.QtCore import Signal
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

from arbiter_desk.core.text import tr
from arbiter_desk.formats.documents import Document, Orientation, PaperSize, PrintOptions
from arbiter_desk.language import say
from arbiter_desk.services.documents.sheets import (
    DOCUMENT_KINDS,
    PAIRING_KINDS,
    ROUNDLESS_KINDS,
    TEAM_DOCUMENT_KINDS,
    RoundChoice,
    document_kinds,
    write_pdf,
)
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t, t_n
from arbiter_desk.ui.printing.output import configure_printer, font_family, paint_document
from arbiter_desk.ui.printing.print_documents import (
    DOCUMENT_LABELS,
    TEAM_DOCUMENT_LABELS,
    DocumentRequest,
    MadeDocument,
    make_document,
)
from arbiter_desk.ui.printing.print_extras import PrintExtras
from arbiter_desk.ui.printing.sheet_language import chosen_code, sheet_language_combo

PDF_FILTER = tr("PDF files (*.pdf)")
INTERNAL_ERROR = tr("an internal error (please report it)")
"""What a job's unexpected exception is called after "could not be made" / "Printing failed"."""
_ORIENTATIONS = ((tr("As the document prefers"), None), (tr("Portrait"), Orientation.PORTRAIT),
                 (tr("Landscape"), Orientation.LANDSCAPE))  # fmt: skip
_SHEET_ORIENTATIONS = {Orientation.PORTRAIT: tr("portrait"), Orientation.LANDSCAPE: tr("landscape")}


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

    ready = Signal()
    """The chosen document is made (or it was refused: the summary says why)."""
    pdf_written = Signal(object)
    """Export PDF… has written this path."""
    printed = Signal(int)
    """Print… has painted this many pages on the printer."""

    def __init__(
        self, session: DeskSession, kind: str = "pairings", round_no: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(t("Print"))
        self.kind_combo = QComboBox(self)
        kinds = document_kinds(session.require()) if session.is_open else DOCUMENT_KINDS
        every = TEAM_DOCUMENT_LABELS if kinds == TEAM_DOCUMENT_KINDS else DOCUMENT_LABELS
        self.labels = {key: shown(every[key]) for key in kinds}
        """The labels of the documents the open tournament offers (a team event has its own; prize lists only
        once the event has prize categories)."""
        for key, label in self.labels.items():
            self.kind_combo.addItem(label, key)
        self.round_label = QLabel(t("&Round"), self)
        self.round_combo = QComboBox(self)
        self.round_combo.setMinimumContentsLength(18)
        self.round_label.setBuddy(self.round_combo)
        self.paper_combo = QComboBox(self)
        self.paper_combo.addItem(t("A4 (210 × 297 mm)"), PaperSize.A4)
        self.paper_combo.addItem(t("US Letter (8.5 × 11 in)"), PaperSize.LETTER)
        self.orientation_combo = QComboBox(self)
        for words, orientation in _ORIENTATIONS:
            self.orientation_combo.addItem(shown(words), orientation)
        event_language = session.require().settings.current().sheet_language if session.is_open else "en"
        self.language_combo = sheet_language_combo(event_language, self)  # the event's, changeable for this print
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(40)
        form = QFormLayout()
        form.addRow(t("&Document"), self.kind_combo)
        form.addRow(self.round_label, self.round_combo)
        form.addRow(t("P&aper"), self.paper_combo)
        form.addRow(t("&Orientation"), self.orientation_combo)
        form.addRow(t("&Language of the sheet"), self.language_combo)
        self.extras = PrintExtras(session, self)
        self.extras.add_rows(form)
        self.preview_button = QPushButton(t("Pre&view…"), self)
        self.print_button = QPushButton(t("&Print…"), self)
        self.pdf_button = QPushButton(t("Export PD&F…"), self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(t("Close"))
        self._round_labels: dict[int, str] = {}
        """The rounds listed, as the services name them in English (a draft's ends with "(draft)")."""
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
        self.job = BackgroundJob(self, crash_text=shown(INTERNAL_ERROR))
        self.job.finished.connect(self._on_made)
        self.job.failed.connect(self._on_refused)
        self.output_job = BackgroundJob(self, crash_text=shown(INTERNAL_ERROR))
        """Print… and Export PDF…, one at a time."""
        self.output_job.finished.connect(self._output_done)
        self.output_job.failed.connect(self._output_failed)
        self._output_failure = tr("Printing failed: {problem}")
        self._wanted: DocumentRequest | None = None
        self._made: MadeDocument | None = None
        font_family()  # the fonts are loaded here, on the GUI thread, before a job measures text with them
        self.kind_combo.currentIndexChanged.connect(self._fill_rounds)
        for combo in (self.round_combo, self.paper_combo, self.orientation_combo, self.extras.player_combo):
            combo.currentIndexChanged.connect(self._update)
        self.extras.rating_columns.toggled.connect(self._update)
        self.extras.tpn_order.toggled.connect(self._update)
        self.language_combo.currentIndexChanged.connect(self._update)
        self.choose(kind, round_no)

    def choose(self, kind: str, round_no: int | None = None) -> None:
        """Show document ``kind`` of ``round_no`` (None: the newest round it can show); made in the background
        (``ready`` when done)."""
        self.kind_combo.blockSignals(True)
        self.kind_combo.setCurrentIndex(max(self.kind_combo.findData(kind), 0))
        self.kind_combo.blockSignals(False)
        self.extras.show_for(self.kind())
        self._ask(with_rounds=True, round_no=round_no)

    @property
    def is_busy(self) -> bool:
        """The chosen document is still being made."""
        return self._wanted is not None

    def kind(self) -> str:
        return str(self.kind_combo.currentData())

    def round_no(self) -> int | None:
        data = self.round_combo.currentData()
        return None if data is None else int(data)

    def options(self) -> PrintOptions:
        orientation = self.orientation_combo.currentData()
        options = PrintOptions(
            paper=PaperSize(self.paper_combo.currentData()),
            orientation=None if orientation is None else Orientation(orientation),
            language=chosen_code(self.language_combo),
        )
        return self.extras.apply(options, self.kind())

    def _fill_rounds(self, *_: object) -> None:
        self.extras.show_for(self.kind())
        self._ask(with_rounds=True, round_no=None)

    def _update(self, *_: object) -> None:
        self._ask(with_rounds=False, round_no=self.round_no())

    def _ask(self, with_rounds: bool, round_no: int | None) -> None:
        """Ask the job for the chosen document (the buttons wait for it)."""
        self._made = None
        for button in (self.preview_button, self.print_button, self.pdf_button):
            button.setEnabled(False)
        if not self.session.is_open:
            self._wanted = None
            return
        self._wanted = DocumentRequest(self.kind(), round_no, self.options(), with_rounds)
        self.summary.setText(t("Preparing “{document}”…", document=self.labels[self.kind()]))
        self._start()

    def _start(self) -> None:
        request, desk = self._wanted, self.session.desk
        if self.job.is_busy or request is None or desk is None:
            return  # a finishing job starts the newest request

        def work(_report: Report) -> MadeDocument:
            return make_document(desk, request)

        self.job.start(work)

    def _on_made(self, made: MadeDocument) -> None:
        if made.request != self._wanted:
            self._start()
            return
        self._wanted = None
        if made.choices is not None:
            self._show_rounds(made.choices, made.round_no)
        self._made = made if made.document is not None else None
        if made.document is None:
            message = shown(made.message)
            message = message[:1].upper() + message[1:]
            self.summary.setText(f"<p>{escape(message)}</p>" if made.round_no is not None else message)
            if made.round_no is not None:  # refused, not merely waiting for a round
                self._report(
                    t(
                        "“{document}” could not be made: {problem}",
                        document=self.labels[made.request.kind],
                        problem=shown(made.message),
                    )
                )
        else:
            document = made.document
            paper = t("A4") if document.paper is PaperSize.A4 else t("Letter")
            orientation = shown(_SHEET_ORIENTATIONS.get(document.orientation, document.orientation.value))
            sheets = t_n(
                "{count} page, {paper} {orientation}",
                "{count} pages, {paper} {orientation}",
                made.pages,
                paper=paper,
                orientation=orientation,
            )
            chosen = self._round_labels.get(self.round_no() or 0, "")
            draft = self.kind() in PAIRING_KINDS and chosen.endswith("(draft)")
            warning = t("A draft: publish it before posting these pairings.")
            warning_html = f"<br><span style='color:#8a5a00'>{escape(warning)}</span>"
            title = shown(document.title)
            self.summary.setText(f"<b>{escape(title)}</b><br>{escape(sheets)}{warning_html if draft else ''}")
        for button in (self.preview_button, self.print_button, self.pdf_button):
            button.setEnabled(made.document is not None)
        self.ready.emit()

    def _on_refused(self, message: str) -> None:
        self._wanted = None
        text = t("“{document}” could not be made: {problem}", document=self.labels[self.kind()], problem=message)
        self.summary.setText(f"<p>{escape(text)}</p>")
        self._report(text)
        self.ready.emit()

    def _report(self, message: str) -> None:
        """A failure the dialog shows in place, repeated in the window's status bar (stays after closing)."""
        if self.session.is_open:
            self.session.reported.emit(message)

    def _show_rounds(self, choices: tuple[RoundChoice, ...], number: int | None) -> None:
        kind = self.kind()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        self._round_labels = {}
        for choice in choices:
            self.round_combo.addItem(shown(choice.label), choice.number)
            self._round_labels[choice.number] = (
                choice.label if isinstance(choice.label, str) else say(choice.label, "en")
            )
        if kind in ROUNDLESS_KINDS:
            self.round_combo.addItem(t("(not needed: every player)"))
        found = -1 if number is None else self.round_combo.findData(number)
        self.round_combo.setCurrentIndex(found if found >= 0 else self.round_combo.count() - 1)
        self.round_combo.blockSignals(False)
        self.round_label.setText(t("&Round") if kind in PAIRING_KINDS else t("After &round"))
        self.round_combo.setEnabled(kind not in ROUNDLESS_KINDS and bool(choices))

    def document(self) -> Document | None:
        """The chosen document once made (None while it is being made, or when it cannot be made: the summary
        says why)."""
        made = self._made
        return None if made is None or self._wanted is not None else made.document

    def _printer(self, document: Document) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(shown(document.title))
        configure_printer(printer, document)
        return printer

    def make_preview(self) -> DocumentPreviewDialog | None:
        """The print preview of the chosen document (the caller shows it)."""
        document = self.document()
        if document is None:
            return None
        preview = DocumentPreviewDialog(self._printer(document), self)
        preview.setWindowTitle(t("Preview — {document}", document=shown(document.title)))
        preview.paintRequested.connect(lambda printer: paint_document(document, printer))
        preview.resize(900, 1000)
        return preview

    def preview(self) -> bool:
        preview = self.make_preview()
        return preview is not None and prompts.run_dialog(preview)

    def print_document(self) -> bool:
        """The system print dialog, then the document painted on the chosen printer in the background
        (``printed`` when done; QPainter may paint on a QPrinter outside the GUI thread)."""
        document = self.document()
        if document is None or self.output_job.is_busy:
            return False
        printer = self._printer(document)
        if not prompts.run_dialog(QPrintDialog(printer, self)):
            return False

        def work(_report: Report) -> int:
            return paint_document(document, printer)  # the closure keeps the printer alive while it paints

        self.print_button.setText(t("Printing…"))
        self._output_failure = tr("Printing failed: {problem}")
        self.output_job.start(work)
        return True

    def suggested_pdf_path(self) -> Path:
        desk = self.session.require()
        round_part = "" if self.kind() in ROUNDLESS_KINDS or self.round_no() is None else f"-r{self.round_no()}"
        return desk.path.parent / f"{desk.path.stem}-{self.kind()}{round_part}.pdf"

    def export_pdf(self) -> Path | None:
        """Ask where, then write the PDF in the background (through a temporary file); the path it is being
        written to (``pdf_written`` when done) or None."""
        document = self.document()
        if document is None or self.output_job.is_busy:
            return None
        chosen = prompts.save_file(self, t("Export PDF"), self.suggested_pdf_path(), shown(PDF_FILTER))
        if chosen is None:
            return None
        path = chosen[0] if chosen[0].suffix.lower() == ".pdf" else chosen[0].with_name(chosen[0].name + ".pdf")

        protect = (self.session.require().path,)

        def work(_report: Report) -> tuple[Path, int]:
            return path, write_pdf(document, path, protect)

        self.pdf_button.setText(t("Writing PDF…"))
        self._output_failure = tr("Export PDF failed: {problem}")
        self.output_job.start(work)
        return path

    def _output_done(self, outcome: tuple[Path, int] | int) -> None:
        self._output_buttons()
        if isinstance(outcome, tuple):  # the PDF's own pages: its layout may break elsewhere than the preview
            path, pages = outcome
            written = t_n(
                "Written to {path} ({count} page)", "Written to {path} ({count} pages)", pages, path=str(path)
            )
            self.summary.setText(f"{self.summary.text()}<br>{escape(written)}")
            self.pdf_written.emit(path)
        else:
            self.printed.emit(outcome)

    def _output_failed(self, message: str) -> None:
        self._output_buttons()
        text = shown(replace(self._output_failure, args=(("problem", message),)))
        self.summary.setText(f"{self.summary.text()}<br><span style='color:#a00000'>{escape(text)}</span>")
        self._report(text)
        prompts.warn(self, text)

    def _output_buttons(self) -> None:
        self.print_button.setText(t("&Print…"))
        self.pdf_button.setText(t("Export PD&F…"))
