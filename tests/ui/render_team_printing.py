"""Renders a team event's printing to PNG under tests/output/ for a look by eye.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_team_printing``. The 9-club event of
``render_team_desk`` (4 rounds, round 2 table 1 forfeited, round 4 partly played): the print dialog of a team
event, page 1 of every team document as the print preview paints it (pairings by match, slips, standings, cross
table, board statistics; the pairings of round 4 with results missing), the dialog and the window's status bar
after a PDF that could not be written, and the Standings tab on its board statistics.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication

from arbiter_desk.formats.documents import Document
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.printing.output import configure_printer, paint_document
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings
from tests.ui.render_round_tabs import OUTPUT, save
from tests.ui.render_team_desk import populated


def preview_png(document: Document, name: str, page: int = 1) -> Path:
    """Page ``page`` of ``document`` as the print preview paints it."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    configure_printer(printer, document)
    widget = QPrintPreviewWidget(printer)
    widget.paintRequested.connect(lambda p: paint_document(document, p))
    landscape = document.orientation.value == "landscape"
    widget.resize(1300, 950) if landscape else widget.resize(950, 1300)
    widget.setViewMode(QPrintPreviewWidget.ViewMode.SinglePageView)
    widget.show()
    widget.updatePreview()
    widget.setZoomMode(QPrintPreviewWidget.ZoomMode.FitInView)
    widget.setCurrentPage(page)
    for _ in range(5):
        QApplication.processEvents()
    path = OUTPUT / f"{name}.png"
    widget.grab().save(str(path))
    widget.close()
    return path


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    OUTPUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        window = MainWindow(DeskSession(), isolated_settings(folder), lambda: folder)
        window.session.attach(populated(folder))
        desk = window.session.require()
        dialog = PrintDialog(window.session, "pairings", 4, window)
        while dialog.is_busy:
            app.processEvents()
            time.sleep(0.01)
        print(save(dialog, "team_print_dialog.png"))
        prompts.save_file = lambda *_args: (folder / "no such folder" / "pairings.pdf", "")  # type: ignore[assignment]
        prompts.warn = lambda *_args: None  # type: ignore[assignment]
        dialog.export_pdf()
        while dialog.output_job.is_busy:
            app.processEvents()
            time.sleep(0.01)
        app.processEvents()
        print(save(dialog, "team_print_dialog_pdf_failed.png"))
        print(save(window, "team_print_failure_status_bar.png", (1280, 400)))
        for kind, number in (("pairings", 2), ("pairings", 4), ("result-slips", 4), ("standings", 3),
                             ("crosstable", 3), ("boards", 3)):  # fmt: skip
            print(preview_png(document_for(desk, kind, number), f"team_print_{kind}_r{number}"))
        window.resize(1280, 760)
        window.show()
        window.show_tab(3)
        tab = window.team_standings_tab
        tab.view_combo.setCurrentIndex(1)
        while tab.is_busy:
            app.processEvents()
            time.sleep(0.01)
        print(save(window, "team_standings_boards_tab.png", (1280, 760)))
        window.session.close()
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
