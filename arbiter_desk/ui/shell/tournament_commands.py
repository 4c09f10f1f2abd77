"""What the Tournament menu does to the open tournament: settings (a journaled command; a new arbiter name
reopens the file under it), prohibited pairs (TRF-2026 260), prize categories, and the import of the FIDE rating
list; and the arbiter at this desk, who is journaled as the author of commands. ``DeskCommands`` adds the File
menu and sets the session, window and settings declared here."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QWidget

from arbiter_desk.publication.launch import PagesProcess, PagesSource
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.services.standings.prize_lists import PrizeCategory
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.fide_mode.fide_mode_view import leave_fide_mode
from arbiter_desk.ui.pairing.prohibited_pairs_dialog import ProhibitedPairsDialog
from arbiter_desk.ui.printing.publish_pages_dialog import PublishPagesDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.standings.prize_categories_dialog import PrizeCategoriesDialog

ARBITER_KEY = "desk/arbiter"


class TournamentCommands(QObject):
    """The Tournament menu's commands on the open tournament, and the arbiter at this desk."""

    session: DeskSession
    window: QWidget
    settings: QSettings

    @property
    def arbiter(self) -> str:
        """The arbiter at this desk (a preference of this computer), journaled as the author of commands."""
        return str(self.settings.value(ARBITER_KEY, "") or "")

    def _arbiter_or_none(self) -> str | None:
        return self.arbiter or None

    def edit_settings(self) -> bool:
        """Tournament → Settings: one journaled command; a new arbiter name reopens the file under that name."""
        desk = self.session.require()
        original = desk.settings.current()
        published = any(r.state is not RoundState.DRAFT for r in desk.rounds.all())
        field = len(desk.players.all())
        dialog = SettingsDialog(original, self.arbiter, self.window, acceleration_locked=published, field=field)
        if not prompts.run_dialog(dialog) or dialog.accepted_settings is None:
            return False
        new_settings = dialog.accepted_settings
        if new_settings != original and (
            self.session.run_confirmed(
                self.window,
                lambda d, confirmed: d.settings.update_settings(new_settings, original, confirmed),
                lambda: leave_fide_mode(self.session, self.window),
            )
            is None
        ):
            return False
        if dialog.arbiter_name() != self.arbiter:
            self._remember_arbiter(dialog.arbiter_name())
            path = desk.path
            self.session.open_with(lambda: Desk.open(path, arbiter=self._arbiter_or_none()))
        return True

    def edit_prohibited_pairs(self) -> ProhibitedPairsDialog:
        """Tournament → Prohibited pairs: groups kept apart, stored on OK in one command (TRF-2026 260)."""
        desk = self.session.require()

        shown = desk.rounds.prohibited_groups()

        def submit(groups: list[ProhibitedGroup]) -> str | None:
            return self.session.run_inline_confirmed(
                self.window,
                lambda d, confirmed: d.rounds.set_prohibited_groups(groups, seen=shown, confirmed=confirmed),
                lambda: leave_fide_mode(self.session, self.window),
            )

        state = desk.state()
        dialog = ProhibitedPairsDialog(submit, state.players, shown, state.settings.total_rounds, self.window)
        prompts.run_dialog(dialog)
        return dialog

    def edit_prize_categories(self) -> PrizeCategoriesDialog:
        """Tournament → Prize categories: the event's prize lists, stored on OK in one command."""
        shown = self.session.query(lambda d: d.standings.prize_categories())

        def submit(categories: list[PrizeCategory]) -> str | None:
            return self.session.run_inline(lambda d: d.standings.set_prize_categories(categories, shown))

        dialog = PrizeCategoriesDialog(submit, shown, self.window)
        prompts.run_dialog(dialog)
        return dialog

    @property
    def pages_process(self) -> PagesProcess:
        """The players' pages' server this desk started (one at a time; stopped when the desk exits)."""
        found: PagesProcess | None = getattr(self, "_pages_process", None)
        if found is None:
            found = PagesProcess()
            self._pages_process = found
        return found

    def publish_pages(self) -> PublishPagesDialog:
        """Tournament → Publish on the venue network…: the pages' server of the open event, its address and QR."""
        desk = self.session.require()
        server = desk.server
        if server is None:
            source = PagesSource(file=desk.path)
        else:
            source = PagesSource(server_url=server.url(), password=server.password)
        individual = not desk.teams.is_team_event()
        dialog = PublishPagesDialog(
            source,
            self.pages_process,
            self.window,
            proposals=desk.settings.current().player_proposals,
            set_proposals=(
                (lambda on: self.session.run(lambda d: d.results.set_player_proposals(on)) is not None)
                if individual
                else None
            ),
        )
        prompts.run_dialog(dialog)
        return dialog

    def _remember_arbiter(self, name: str) -> None:
        self.settings.setValue(ARBITER_KEY, name)
