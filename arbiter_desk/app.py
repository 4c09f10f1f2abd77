"""Wiring only: the Qt application, the main window and the services behind it."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.ui.common import gc_policy
from arbiter_desk.ui.settings.desk_language import apply_language, register_fonts, starting_language
from arbiter_desk.ui.shell import fault_report
from arbiter_desk.ui.shell.main_window import MainWindow


def run_gui(
    argv: list[str] | None = None,
    tournament: Path | None = None,
    server: str | None = None,
    language: str | None = None,
) -> int:
    """Start the desk (on ``tournament`` if given: ``arbiter-desk FILE.adesk``, a double-click on the file; on
    an event of a venue server with ``server``: ``arbiter-desk --server URL``) in ``language`` (``--lang``; else
    the arbiter's choice, else the system's) and return the exit code of the Qt event loop."""
    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName(PROGRAM_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Arbiter Desk")
    register_fonts()
    apply_language(app, starting_language(QSettings(), language))  # Qt's translators belong to the app
    window = MainWindow()
    gc_policy.enable()  # the modules and the window live as long as the desk: never scanned again
    fault_report.install(window.report_failure, window.venue_link.show_outage)
    window.show()
    window.rating_updates.start_daily_offers()  # Q135: once a day, checked in the background
    if tournament is not None:
        window.commands.open_path(tournament)
    elif server is not None:
        window.commands.connect_url(server)
    return int(app.exec())
