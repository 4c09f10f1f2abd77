"""The main window: composes the start page, the tournament tabs, menus and the status bar.

Actions and shortcuts are declared in ``actions``; each tab builds and refreshes itself from the session.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QTabWidget, QWidget

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.ui.session import DeskSession
from arbiter_desk.ui.start_page import StartPage
from arbiter_desk.ui.tabs.late_entries import LateEntriesTab
from arbiter_desk.ui.tabs.pairing import PairingTab
from arbiter_desk.ui.tabs.registration import RegistrationTab
from arbiter_desk.ui.tabs.results import ResultsTab
from arbiter_desk.ui.tabs.standings import StandingsTab


class MainWindow(QMainWindow):
    """Top-level window of Arbiter Desk."""

    def __init__(self, session: DeskSession | None = None) -> None:
        super().__init__()
        self.session = session or DeskSession(self)
        self.setWindowTitle(PROGRAM_NAME)
        self.resize(1200, 780)
        self.start_page = StartPage(self.session, self)
        self.tabs = QTabWidget(self)
        self.registration_tab = RegistrationTab(self.session, self.tabs)
        self.late_entries_tab = LateEntriesTab(self.session, self.tabs)
        self.pairing_tab = PairingTab(self.session, self.tabs)
        self.results_tab = ResultsTab(self.session, self.tabs)
        self.standings_tab = StandingsTab(self.session, self.tabs)
        for tab in self.tab_pages():
            self.tabs.addTab(tab, getattr(tab, "title", ""))
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self.session.opened.connect(self._on_opened)
        self.session.closed.connect(self._on_closed)
        self.session.changed.connect(self._update_status)
        self.session.failed.connect(self._show_failure)
        self._update_status()

    def tab_pages(self) -> list[QWidget]:
        return [self.registration_tab, self.late_entries_tab, self.pairing_tab, self.results_tab, self.standings_tab]

    def _on_opened(self) -> None:
        self.stack.setCurrentWidget(self.tabs)
        self._update_status()

    def _on_closed(self) -> None:
        self.stack.setCurrentWidget(self.start_page)
        self._update_status()

    def _update_status(self, *_: object) -> None:
        if not self.session.is_open:
            self.setWindowTitle(PROGRAM_NAME)
            self.statusBar().showMessage(f"{PROGRAM_NAME} {__version__} — no tournament open")
            return
        desk = self.session.require()
        settings = desk.settings()
        rounds = desk.rounds()
        state = f"round {rounds[-1].number} {rounds[-1].state.value}" if rounds else "registration"
        total = settings.total_rounds or "?"
        self.setWindowTitle(f"{settings.info.name or desk.path.stem} — {PROGRAM_NAME}")
        self.statusBar().showMessage(f"{desk.path}  ·  {len(rounds)} of {total} rounds  ·  {state}")

    def _show_failure(self, message: str) -> None:
        QMessageBox.warning(self, PROGRAM_NAME, message)
