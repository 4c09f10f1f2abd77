"""Backups of the event at the chief's desk: File → Venue backups… chooses the folder and how
many backups are kept, and writes one at once; from then on the chief's desk writes one after every round
published (by any desk), off the GUI thread. While the chief's desk writes none (no folder chosen, or the last
one failed) its banner says "No backup", so a dead server never finds the venue without a copy unawares.

The folder and the count are this computer's settings (the chief's laptop); ``arbiter-desk server backup
--watch`` does the same on a machine without a window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.venue.venue_backups import DEFAULT_KEEP, is_publish, write_backup
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.venue.venue_link import VenueLink

FOLDER_KEY = "venue_backup/folder"
KEEP_KEY = "venue_backup/keep"
CHIEF = "chief arbiter"
NO_BACKUP = tr("No backup")


class VenueBackupDialog(QDialog):
    """Venue backups: the folder, how many are kept; Back up now saves the choice and writes one."""

    def __init__(self, folder: str, keep: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Venue backups"))
        self.setMinimumWidth(520)
        intro = QLabel(
            t(
                "After every round published, this desk writes the whole event into a new tournament file in this "
                "folder (choose one on this computer, not on the server). If the server dies, open the newest "
                "backup with File → Open… and go on with a single desk."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.folder = QLineEdit(folder, self)
        browse = QPushButton(t("&Browse…"), self)
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        self.keep = QSpinBox(self)
        self.keep.setRange(1, 999)
        self.keep.setValue(keep)
        self.problem = QLabel("", self)
        self.problem.setWordWrap(True)
        form = QFormLayout()
        folder_label = QLabel(t("&Folder"), self)
        folder_label.setBuddy(self.folder)
        form.addRow(folder_label, row)
        form.addRow(t("&Keep the last"), self.keep)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(t("Back up &now"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        ok.setDefault(True)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.folder.setFocus()

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, t("Folder of the backups"), self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def _accept(self) -> None:
        if not self.folder.text().strip():
            self.problem.setText(t("The folder is needed."))
            self.folder.setFocus()
            return
        self.accept()


class VenueBackup(QObject):
    """Writes the backups of the open venue event and keeps the banner's "No backup" note true."""

    def __init__(self, session: DeskSession, link: VenueLink, settings: QSettings, window: QMainWindow) -> None:
        super().__init__(window)
        self.session, self.link, self.settings, self.window = session, link, settings, window
        self.job = BackgroundJob(self, crash_text=tr("the backup could not be written"))
        self.job.finished.connect(self._written)
        self.job.failed.connect(self._failed)
        self.last: Path | None = None
        session.opened.connect(self._show_state)
        session.changed.connect(self._on_changed)

    @property
    def folder(self) -> str:
        return str(self.settings.value(FOLDER_KEY, "") or "")

    @property
    def keep(self) -> int:
        return int(str(self.settings.value(KEEP_KEY, DEFAULT_KEEP) or DEFAULT_KEEP))

    def _is_chief_on_server(self) -> bool:
        desk = self.session.desk
        return desk is not None and desk.server is not None and desk.role == CHIEF

    def _show_state(self) -> None:
        if self._is_chief_on_server() and not self.folder:
            self.link.set_note(
                "backup",
                shown(NO_BACKUP),
                t(
                    "No backup of the event is being written: choose a folder with File → Venue backups… so that a "
                    "dead server is a one-minute switch to a single desk."
                ),
            )
        else:
            self.link.set_note("backup", "", "")

    def _on_changed(self, changes: Changes) -> None:
        if self._is_chief_on_server() and self.folder and is_publish(changes.label):
            self.back_up()

    def back_up(self) -> bool:
        """Write one backup in the background (False when one is being written or nothing can be)."""
        desk = self.session.desk
        if desk is None or desk.server is None or not self.folder:
            return False
        location, folder, keep = desk.server, Path(self.folder), self.keep

        def work(_report: Report) -> Path:
            return write_backup(location, folder, keep)

        return self.job.start(work)

    def open_dialog(self) -> None:
        """File → Venue backups…"""
        desk = self.session.desk
        if desk is None or desk.server is None:
            prompts.warn(self.window, t("Venue backups are for an event on a venue server; copy a file to back it up."))
            return
        dialog = VenueBackupDialog(self.folder, self.keep, self.window)
        if not prompts.run_dialog(dialog):
            return
        self.settings.setValue(FOLDER_KEY, dialog.folder.text().strip())
        self.settings.setValue(KEEP_KEY, dialog.keep.value())
        self._show_state()
        self.back_up()

    def _written(self, path: object) -> None:
        self.last = Path(str(path))
        self._show_state()
        self.window.statusBar().showMessage(t("Backup written: {path}", path=path), 30_000)

    def _failed(self, message: str) -> None:
        if self._is_chief_on_server():
            self.link.set_note(
                "backup", t("Backup failed"), t("The last backup could not be written: {error}", error=message)
            )
        self.window.statusBar().showMessage(t("No backup written: {error}", error=message))
