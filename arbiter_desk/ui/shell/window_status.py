"""What the main window says about the open desk: its title and status bar (file, round and its state, FIDE
mode), Undo and Redo named from the journal, the read-only banner, what a venue role may not use, and the
failures of actions (status bar and message box).
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QToolBar

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.state import ROUND_ROBIN
from arbiter_desk.services.venue.desk_roles import DeskRights
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.plain_text import isolated_path
from arbiter_desk.ui.common.read_only import ReadOnlyGuard, banner_text
from arbiter_desk.ui.common.role_limits import RoleGuard
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.fide_mode.fide_mode_view import show_fide_mode
from arbiter_desk.ui.shell.actions import DeskActions
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from arbiter_desk.ui.shell.menus import ROUND_ROBIN_MENU
from arbiter_desk.ui.shell.recent_files import state_word
from arbiter_desk.ui.venue.venue_link import venue_text


class WindowStatus(QMainWindow):
    """The main window's account of the open desk; ``MainWindow`` builds the parts named here."""

    session: DeskSession
    desk_actions: DeskActions
    commands: DeskCommands
    menus: dict[str, QMenu]
    state_label: QLabel
    fide_label: QLabel
    status_text: str
    _shown_steps: tuple[int | None, int | None]
    read_only_bar: QToolBar
    read_only_guard: ReadOnlyGuard
    role_guard: RoleGuard

    @property
    def is_read_only(self) -> bool:
        return self.read_only_guard.active

    def _show_read_only(self, read_only: bool) -> None:
        """Banner above the tabs, editing buttons and actions off (a read-only file)."""
        self.read_only_guard.set_active(read_only)
        self.read_only_bar.setVisible(read_only)
        if read_only:
            label = self.read_only_bar.findChild(QLabel, "read_only_text")
            if label is not None:
                desk = self.session.require()
                label.setText(
                    banner_text(desk.path, desk.lost_reason)
                    if desk.server is None
                    else t(
                        "Read-only: your role on the venue server ({role}) only reads the event {event}. "
                        "Printing and export still work.",
                        role=desk.role,
                        event=desk.server.event,
                    )
                )
        self.desk_actions.set_read_only(read_only)

    def _show_rights(self, rights: DeskRights) -> None:
        """What the desk's role on a venue server may not use is greyed, naming the role."""
        self.role_guard.set_rights(rights)
        self.desk_actions.set_rights(rights)

    def check_held(self) -> None:
        """Whether the open desk still holds its file (timer, and after any refusal): if another desk took it
        over, or it was replaced or removed, the window turns read-only with a banner saying so."""
        desk = self.session.desk
        if desk is None or self.is_read_only or self.session.calls.waiting:
            return  # (a desk waiting for the venue server asks again at the next tick)
        desk.check_held()
        if desk.is_read_only:
            self._show_read_only(True)
            self._refresh()

    def _on_changed(self, changes: Changes) -> None:
        self._refresh()
        if changes.warnings:
            self.statusBar().showMessage(
                t("Warning: {warnings}", warnings="; ".join(shown(w) for w in changes.warnings)), 20_000
            )

    def _refresh(self) -> None:
        """Undo/redo texts from the journal, window title and the status bar (file, round and its state)."""
        marker = show_fide_mode(self.fide_label, self.session)
        round_robin_menu = self.menus[ROUND_ROBIN_MENU].menuAction()
        if not self.session.is_open:
            round_robin_menu.setVisible(False)
            self.setWindowTitle(PROGRAM_NAME)
            self.status_text = t("{program} {version} — no tournament open", program=PROGRAM_NAME, version=__version__)
            self.state_label.setText(self.status_text)
            return
        desk = self.session.require()
        status = desk.journal.status()
        round_robin_menu.setVisible(status.pairing_system == ROUND_ROBIN)
        self._shown_steps = (status.undo_seq, status.redo_seq)  # what Undo / Redo name: all they may take back
        if desk.is_read_only:
            self.desk_actions.set_undo_redo(None, None)
        else:
            self.desk_actions.set_undo_redo(status.undo_said, status.redo_said)
        total = status.total_rounds or "?"
        last = status.last_round
        state = (
            t("round {number} of {total}: {state}", number=last.number, total=total, state=state_word(last.state))
            if last
            else t("registration")
        )
        if last is not None and status.in_play is not None and status.in_play < last.number:  # published ahead
            state = t(
                "round {in_play} of {total} in play, {number} published",
                in_play=status.in_play,
                total=total,
                number=last.number,
            )
        name = status.name or desk.path.stem
        self.setWindowTitle(f"{f'[{marker}] ' if marker else ''}{name} — {PROGRAM_NAME}")
        where = isolated_path(desk.path if desk.server is None else venue_text(desk.server, desk.role))
        self.status_text = f"{where}  ·  {state}"
        if desk.server is None:
            self.commands.recent.describe(desk.path, f"{name} — {state}")
        self.state_label.setText(self.status_text)  # a permanent widget: menu hints never hide the round state

    def _show_failure(self, message: str) -> None:
        """A refused or failed action: in the status bar (stays until the next message) and a message box."""
        text = message[:1].upper() + message[1:]
        self.check_held()
        self.statusBar().showMessage(text)
        prompts.warn(self, text)

    def _show_reported(self, message: str) -> None:
        """A failure a dialog or tab shows in place: repeated in the status bar, where it stays after the dialog."""
        self.check_held()
        self.statusBar().showMessage(message[:1].upper() + message[1:])

    def report_failure(self, message: str) -> None:
        """For the central hook (``ui.fault_report``): any error that escaped a slot is shown, never only logged."""
        self._show_failure(message)
