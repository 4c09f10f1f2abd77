"""The main window: composes the start page, the tournament tabs, the menus and the status bar.

Actions and shortcuts are declared in ``actions``; what the File and Tournament menus do lives in
``desk_commands``; what the window says about the open desk (title, status bar, banners) in ``window_status``;
each tab builds and refreshes itself from the session. Only window state and UI
preferences (recent files, the arbiter at this desk) go to ``QSettings``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QStackedWidget, QTabWidget, QWidget

from arbiter_desk import PROGRAM_NAME
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.files.locations import default_folder
from arbiter_desk.services.venue.desk_roles import DeskRights
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.plain_text import tooltip
from arbiter_desk.ui.common.read_only import ReadOnlyGuard, read_only_banner
from arbiter_desk.ui.common.role_limits import RoleGuard
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.fide_mode.fide_mode_view import leave_fide_mode
from arbiter_desk.ui.guide.guide_help import GuideHelp
from arbiter_desk.ui.guide.help_dialogs import ShortcutsDialog, about_text
from arbiter_desk.ui.pairing.chess960_dialog import edit_chess960
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.pairing.rounds_check import RoundsCheckCommand
from arbiter_desk.ui.ratings.rating_commands import RatingMenuCommands
from arbiter_desk.ui.ratings.rating_updates import RatingUpdates
from arbiter_desk.ui.registration.late_entries import LateEntriesTab
from arbiter_desk.ui.registration.registration import RegistrationTab
from arbiter_desk.ui.results.proposal_desk import ProposalDesk
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.round_robins.round_robin_commands import RoundRobinMenuCommands
from arbiter_desk.ui.settings.language_dialog import choose_desk_language
from arbiter_desk.ui.shell.actions import DeskActions
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from arbiter_desk.ui.shell.menus import MENU_TITLES, MENUS, TAB_ACTIONS
from arbiter_desk.ui.shell.start_page import StartPage
from arbiter_desk.ui.shell.window_status import WindowStatus
from arbiter_desk.ui.standings.long_event_dialog import edit_long_event
from arbiter_desk.ui.standings.standings import StandingsTab
from arbiter_desk.ui.teams.team_results import TeamResultsTab
from arbiter_desk.ui.teams.team_rounds import TeamPairingTab
from arbiter_desk.ui.teams.teams import TeamsTab, TeamStandingsTab
from arbiter_desk.ui.venue.venue_backup import VenueBackup
from arbiter_desk.ui.venue.venue_link import VenueLink

GEOMETRY_KEY = "window/geometry"
HELD_CHECK_MS = 5_000
"""How often the window checks that its desk still holds the file (one stat and one small read), so that the
banner shows a take-over before the arbiter types the next result; every write checks again anyway."""


class MainWindow(WindowStatus):
    """Top-level window of Arbiter Desk."""

    def __init__(
        self,
        session: DeskSession | None = None,
        settings: QSettings | None = None,
        data_folder: Callable[[], Path] = default_folder,
    ) -> None:
        super().__init__()
        self.session = session or DeskSession(self)
        self.settings = settings if settings is not None else QSettings()
        self.setWindowTitle(PROGRAM_NAME)
        self.resize(1200, 780)
        self._shown_steps: tuple[int | None, int | None] = (None, None)
        """The journal entries Undo and Redo name now (never another desk's action unseen)."""
        self.desk_actions = DeskActions(self)
        self.commands = DeskCommands(self.session, self, self.settings, data_folder)
        self.rating_commands = RatingMenuCommands(self.session, self)
        self.rating_updates = RatingUpdates(
            self.session, self, self.settings, after_update=self.rating_commands.check_ratings
        )
        self.round_robin_commands = RoundRobinMenuCommands(self.session, self)
        self.rounds_check = RoundsCheckCommand(lambda: self.session.desk, self)
        self.rounds_check.failed.connect(self.session.failed)
        self.guide_help = GuideHelp(self)
        self.start_page = StartPage(self.session, self.desk_actions, self.commands.open_path, self)
        self.tabs = QTabWidget(self)
        self.registration_tab = RegistrationTab(self.session, self.tabs)
        self.late_entries_tab = LateEntriesTab(self.session, self.tabs)
        self.pairing_tab = PairingTab(self.session, self.tabs)
        self.results_tab = ResultsTab(self.session, self.tabs)
        self.standings_tab = StandingsTab(self.session, self.tabs)
        self.teams_tab = TeamsTab(self.session, self.tabs)
        self.team_pairing_tab = TeamPairingTab(self.session, self.tabs)
        self.team_results_tab = TeamResultsTab(self.session, self.tabs)
        self.team_standings_tab = TeamStandingsTab(self.session, self.tabs)
        self.team_mode = False
        """A team event (C.04.6) is open: the team tabs stand in for the individual ones."""
        for tab in self.all_tab_pages():
            self.tabs.addTab(tab, getattr(tab, "title", ""))
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self.read_only_bar = read_only_banner(self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.read_only_bar)
        self.read_only_guard = ReadOnlyGuard(self.all_tab_pages(), self)
        self.role_guard = RoleGuard(self.all_tab_pages(), self)
        self.venue_link = VenueLink(self.session, self)
        self.proposal_desk = ProposalDesk(self.session, self.results_tab, self)
        self.venue_backup = VenueBackup(self.session, self.venue_link, self.settings, self)
        self.recent_menu = QMenu(t("Open &recent"), self)
        self._build_menus()
        self._connect_actions()
        self.commands.recent.changed.connect(self._show_recent)
        self.commands.notice.connect(lambda text: self.statusBar().showMessage(text, 30_000))
        self.state_label = QLabel(self)
        self.state_label.setObjectName("round_state")
        self.statusBar().addPermanentWidget(self.state_label)
        self.fide_label = QLabel(self)
        self.fide_label.setObjectName("fide_mode")
        self.statusBar().addPermanentWidget(self.fide_label)
        self.session.opened.connect(self._on_opened)
        self.session.closed.connect(self._on_closed)
        self.session.changed.connect(self._on_changed)
        self.session.failed.connect(self._show_failure)
        self.session.reported.connect(self._show_reported)
        self.status_text = ""
        self.held_timer = QTimer(self)
        self.held_timer.setInterval(HELD_CHECK_MS)
        self.held_timer.timeout.connect(self.check_held)
        self.held_timer.start()
        self._show_recent()
        self._on_closed()
        geometry = self.settings.value(GEOMETRY_KEY)
        if geometry is not None:
            self.restoreGeometry(geometry)

    def individual_tab_pages(self) -> list[QWidget]:
        return [self.registration_tab, self.late_entries_tab, self.pairing_tab, self.results_tab, self.standings_tab]

    def team_tab_pages(self) -> list[QWidget]:
        return [self.teams_tab, self.team_pairing_tab, self.team_results_tab, self.team_standings_tab]

    def all_tab_pages(self) -> list[QWidget]:
        return self.individual_tab_pages() + self.team_tab_pages()

    def tab_pages(self) -> list[QWidget]:
        """The tabs of the open tournament's kind, in order (Ctrl+1 … picks among them)."""
        return self.team_tab_pages() if self.team_mode else self.individual_tab_pages()

    def _show_kind(self, teams: bool) -> None:
        self.team_mode = teams
        for tab in self.all_tab_pages():
            self.tabs.setTabVisible(self.tabs.indexOf(tab), tab in self.tab_pages())

    def _on_results_tab(self, act: Callable[[], bool]) -> None:
        """A players' proposal key: it acts on the Results tab's selected board (brought to the front)."""
        if self.team_mode:
            self.statusBar().showMessage(t("Players' proposals are for individual events."), 5000)
            return
        if self.tabs.currentWidget() is not self.results_tab:
            self.tabs.setCurrentWidget(self.results_tab)
            self.results_tab.setFocus()
            return
        act()

    def show_tab(self, index: int) -> None:
        """Bring a tab to the front with the keyboard focus in its table (View menu, Ctrl+1 … Ctrl+5)."""
        pages = self.tab_pages()
        if index >= len(pages):
            return
        self.tabs.setCurrentWidget(pages[index])
        self.tabs.currentWidget().setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menus: dict[str, QMenu] = {}
        for title, items in MENUS:
            menu = bar.addMenu(shown(MENU_TITLES[title]))
            menu.setToolTipsVisible(True)
            self.menus[title] = menu
            for item in items:
                if item == "-":
                    menu.addSeparator()
                elif item == "@recent":
                    menu.addMenu(self.recent_menu)
                else:
                    menu.addAction(self.desk_actions[item])

    def _connect_actions(self) -> None:
        a, c = self.desk_actions, self.commands
        for key, slot in (
            ("new", c.new_tournament),
            ("open", c.open_tournament),
            ("connect_server", c.connect_server),
            ("venue_backups", self.venue_backup.open_dialog),
            ("connected_desks", self.venue_link.show_connected_desks),
            ("import_trf", c.import_trf),
            ("import_players", c.import_players),
            ("open_demo", c.open_demo),
            ("export_trf", c.export_trf),
            ("export_csv", c.export_standings_csv),
            ("print", self.print_from_tab),
            ("export_pdf", c.export_pdf),
            ("settings", c.edit_settings),
            ("prohibited_pairs", c.edit_prohibited_pairs),
            ("prize_categories", c.edit_prize_categories),
            ("publish_pages", c.publish_pages),
            ("long_event", lambda: edit_long_event(self.session, self)),
            ("chess960", lambda: edit_chess960(self.session, self)),
            ("leave_fide_mode", lambda: leave_fide_mode(self.session, self)),
            ("import_any_list", self.rating_commands.import_rating_list),
            ("update_lists", self.rating_updates.update_rating_lists),
            ("rating_settings", self.rating_commands.edit_rating_settings),
            ("tournament_ratings", self.rating_commands.edit_tournament_ratings),
            ("check_ratings", self.rating_commands.check_ratings),
            ("national_ids", self.rating_commands.find_national_ids),
            ("regenerate_tpns", self.rating_commands.regenerate_tpns),
            ("exchange_tpns", self.rating_commands.exchange_tpns),
            ("round_robin_numbers", self.round_robin_commands.draw_or_set_numbers),
            ("publish_all_rounds", self.round_robin_commands.publish_all_rounds),
            ("check_rounds", self.rounds_check.run),
            ("confirm_proposal", lambda: self._on_results_tab(self.proposal_desk.confirm)),
            ("reject_proposal", lambda: self._on_results_tab(self.proposal_desk.reject)),
            ("close", self.session.close),
            ("quit", self.close),
            ("undo", lambda: self.session.undo(self._shown_steps[0])),
            ("redo", lambda: self.session.redo(self._shown_steps[1])),
            ("guide", self.guide_help.open_for_focus),
            ("shortcuts", lambda: prompts.run_dialog(ShortcutsDialog(self))),
            ("language", self.choose_language),
            ("about", lambda: prompts.inform(self, t("About {program}", program=PROGRAM_NAME), about_text())),
        ):
            a[key].triggered.connect(lambda _checked=False, slot=slot: slot())
        for index, key in enumerate(TAB_ACTIONS):
            a[key].triggered.connect(lambda _checked=False, i=index: self.show_tab(i))
        tab = self.pairing_tab
        for key, button in (
            ("pair_round", tab.pair_button),
            ("publish_round", tab.publish_button),
            ("override_pairing", tab.override_button),
        ):
            a[key].triggered.connect(lambda _checked=False, b=button: self.press_round_button(b))

    def press_round_button(self, button: QPushButton) -> None:
        """Pair / Publish / Override from the menu or a shortcut: the pairing tab's button, or why it is off."""
        if self.team_mode:
            team = self.team_pairing_tab
            button = {
                self.pairing_tab.pair_button: team.pair_button,
                self.pairing_tab.override_button: team.override_button,
            }.get(button, team.publish_button)
            self.show_tab(self.tab_pages().index(team))
        else:
            self.show_tab(self.tab_pages().index(self.pairing_tab))
        if button.isEnabled():
            button.click()
        else:
            why = button.toolTip() if button.toolTip() else t("not available now")
            self.statusBar().showMessage(t("{button}: {why}", button=button.text().replace("&", ""), why=why), 10_000)

    def _show_recent(self) -> None:
        paths = self.commands.recent.paths()
        self.recent_menu.clear()
        for number, path in enumerate(paths, start=1):
            shown = self.commands.recent.description(path) or path.name
            action = self.recent_menu.addAction(f"&{number} {shown.replace('&', '&&')}")
            action.setToolTip(tooltip(str(path)))
            action.triggered.connect(lambda _checked=False, p=path: self.commands.open_path(p))
        if paths:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(t("Clear the list"), self.commands.recent.clear)
        self.recent_menu.setEnabled(bool(paths))
        self.start_page.set_recent(paths, {p: self.commands.recent.description(p) for p in paths})

    def _on_opened(self) -> None:
        self._show_kind(bool(self.session.query(lambda d: d.teams.is_team_event())))
        self.tabs.setCurrentWidget(self.landing_tab())  # first: only the landing tab loads when shown
        self.stack.setCurrentWidget(self.tabs)
        self.tabs.currentWidget().setFocus(Qt.FocusReason.OtherFocusReason)  # its keys work at once (Insert, …)
        self.desk_actions.set_tournament_open(True)
        self._show_read_only(self.session.require().is_read_only)
        self._show_rights(self.session.require().rights)
        self._refresh()

    def landing_tab(self) -> QWidget:
        """Where an opened tournament lands: the current round's work (registration before round 1, the draft
        to review, the results to enter, the next round to pair, the final standings)."""
        rounds = self.session.query(lambda d: d.rounds.all()) if self.session.is_open else []
        registration, pairing, results, standings = (
            (self.teams_tab, self.team_pairing_tab, self.team_results_tab, self.team_standings_tab)
            if self.team_mode
            else (self.registration_tab, self.pairing_tab, self.results_tab, self.standings_tab)
        )
        if not rounds:
            return registration
        last = rounds[-1]
        if last.state is RoundState.PUBLISHED:
            return results
        total = self.session.query(lambda d: d.settings.current().total_rounds)
        if last.state is RoundState.COMPLETE and total is not None and last.number >= total:
            return standings
        return pairing

    def _on_closed(self) -> None:
        self._show_kind(False)
        self.stack.setCurrentWidget(self.start_page)
        self.desk_actions.set_tournament_open(False)
        self._show_read_only(False)
        self._show_rights(DeskRights())
        self._refresh()

    def print_from_tab(self) -> None:
        """File → Print (Ctrl+P) on what the tab shows: the standings after its round from the Standings tab, the
        pairings of the shown round from the pairing and results tabs, the player list from Registration."""
        tab = self.tabs.currentWidget()
        kind, round_no = "pairings", None
        if tab is self.standings_tab:
            kind, round_no = "standings", self.standings_tab.shown_round()
        elif tab in (self.pairing_tab, self.results_tab):
            round_no = tab.shown_round()
        elif tab is self.registration_tab:
            kind = "players"
        self.commands.print_documents(kind, round_no)

    def choose_language(self) -> None:
        """View → Language…: kept for the next start (the window is never half-translated while it runs)."""
        chosen = choose_desk_language(self.settings, self)
        if chosen is not None:
            self.statusBar().showMessage(
                t("The desk speaks {language} from its next start.", language=chosen.own_name), 30_000
            )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.session.close()
        super().closeEvent(event)
