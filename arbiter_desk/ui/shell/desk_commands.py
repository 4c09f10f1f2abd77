"""What the File menu (and the start page) does: new, open, recent, import, demo; export (TRF, standings CSV),
print and PDF come from ``ui.export_commands``, the Tournament menu's commands from ``ui.tournament_commands``,
the Recent list from ``ui.recent_files``.

Questions to the user go through ``prompts`` (tests replace them); new files go to the data folder under a
name not yet taken, so nothing is overwritten silently. Recent files are a UI preference kept in ``QSettings``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.integrity import IntegrityEvent
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import Confirmed
from arbiter_desk.formats.trf.file_system import SystemNotNamedError
from arbiter_desk.language import active
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.event.demo import DEMO_NAME, free_tournament_path, open_demo
from arbiter_desk.services.event.desk import Desk, default_tournament_path
from arbiter_desk.services.event.errors import FileInUseError, ServerLoginError
from arbiter_desk.services.fide_mode.mode import created_outside_fide_mode
from arbiter_desk.services.files.locations import FILE_SUFFIX
from arbiter_desk.services.registration.player_import import CSV_COLUMNS_HINT, read_players
from arbiter_desk.services.venue.server_setup import ServerLocation, parse_location
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.confirmation_loop import ask_with_warnings
from arbiter_desk.ui.common.plain_text import isolated_path
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, shown_error, t
from arbiter_desk.ui.registration.player_import_dialog import PlayerImportDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.settings.system_choice import HISTORICAL_SYSTEMS, PAIRING_SYSTEMS
from arbiter_desk.ui.shell.export_commands import ExportCommands
from arbiter_desk.ui.shell.recent_files import RecentFiles, round_state_text
from arbiter_desk.ui.venue.desk_name import desk_name
from arbiter_desk.ui.venue.venue_link import venue_text
from arbiter_desk.ui.venue.venue_server_dialog import VenueServerDialog


def tournament_filter() -> str:
    """The file dialogs' filter of tournament files (its description in the arbiter's language)."""
    return t("Tournament files ({patterns})", patterns="*" + FILE_SUFFIX)


OPEN_IN_BACKGROUND_FROM = 1_000_000
"""Files of this many bytes (about 700 players and more) are opened off the GUI thread: opening checks every
board (0.1 s at 1,000 players, 0.5 s at 5,000)."""
LAST_SYSTEM_KEY = "new/system"
DEFAULT_NEW_SYSTEM = "dutch"
"""A new tournament starts with the system the last one used, else the Dutch system: the common case."""


def all_files() -> str:
    """The file dialogs' last filter: every file."""
    return t("All files ({patterns})", patterns="*")


@dataclass(frozen=True, slots=True)
class _SystemAsked:
    """The import found no pairing system in ``trf``: ask the arbiter, then import again."""

    trf: Path


class DeskCommands(ExportCommands):
    """The file-level commands, on a session; ``data_folder`` is where new tournament files go.

    ``notice`` tells the window what happened to the files (where a new tournament was saved)."""

    notice = Signal(str)

    def __init__(
        self,
        session: DeskSession,
        window: QWidget,
        settings: QSettings,
        data_folder: Callable[[], Path],
    ) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        self.settings = settings
        self.recent = RecentFiles(settings, self)
        self.data_folder = data_folder
        self.ask_password: Callable[[ServerLocation], str | None] = lambda where: prompts.ask_password(
            window,
            t("Venue server password"),
            t("Password of {user} on {host}:", user=where.user, host=where.host)
            if where.user
            else t("Password of your user on {host}:", host=where.host),
        )
        """Asked when a venue server wants a password and the address gave none (``--server URL``)."""
        self.import_job = BackgroundJob(self, crash_text=tr("the import failed"))
        self._importing = ""
        self._import_events: tuple[IntegrityEvent, ...] = ()
        """The imported rounds the checker found non-compliant (set by the import job, Q54)."""
        self.import_progress = QProgressDialog("", t("Cancel"), 0, 0, window)
        self.import_progress.setWindowTitle(t("Import TRF"))
        self.import_progress.setWindowModality(Qt.WindowModality.NonModal)  # modal, setValue would spin the loop
        self.import_progress.setMinimumDuration(400)
        self.import_progress.reset()
        self.import_progress.canceled.connect(self.import_job.cancel)
        self.import_job.progressed.connect(self._import_progressed)
        self.import_job.finished.connect(self._import_finished)
        self.import_job.failed.connect(self._import_failed)
        self.open_job = BackgroundJob(self, crash_text=tr("the tournament could not be opened"))
        """Opens a big file (its integrity check reads every board) off the GUI thread."""
        self.open_job.finished.connect(self._open_read)
        self.open_job.failed.connect(self.session.failed)

    def _opened(self, opener: Callable[[], Desk]) -> bool:
        if not self.session.open_with(opener):
            return False
        desk = self.session.require()
        if desk.server is None:  # an event on a venue server is reached again by File → Connect…
            self.recent.add(desk.path)
            self.recent.describe(
                desk.path, f"{desk.settings.current().info.name or desk.path.stem} — {round_state_text(desk)}"
            )
        return True

    def connect_server(self) -> bool:
        """File → Connect to a venue server…: the event opened like a file, on the server."""
        dialog = VenueServerDialog(self.settings, self.window)
        if not prompts.run_dialog(dialog) or dialog.location is None:
            return False
        return self.connect_url(dialog.location.url(with_password=True))

    def connect_url(self, url: str) -> bool:
        """``arbiter-desk --server URL`` and the dialog: open the event at ``url`` as this desk (``desk_name``); a
        server that wants a password the address did not give asks for it (never echoed, never remembered)."""
        desk = desk_name(self.settings)

        arbiter = self._arbiter_or_none()

        def open_at(address: str) -> Desk:  # off the GUI thread: the server may not answer
            return self.session.off_gui(lambda: Desk.open(address, arbiter=arbiter, desk=desk))

        def opener() -> Desk:
            try:
                return open_at(url)
            except ServerLoginError as exc:
                if exc.reason != "no-password":
                    raise
                where = parse_location(url)
                password = self.ask_password(where)
                if not password:
                    raise
                return open_at(replace(where, password=password).url(with_password=True))

        return self._saved(self._opened(opener), lambda where: t("Connected to {where}", where=where))

    def new_tournament(self) -> bool:
        """Settings dialog (the last system chosen, else Dutch), then where to save it (the data folder by
        default, made first so that the file dialog opens there), then create it."""
        fresh = SettingsRecord(pairing_system=self._last_system(), sheet_language=active().code)  # sheets as the desk
        dialog = SettingsDialog(fresh, self.arbiter, self.window)
        dialog.setWindowTitle(t("New tournament"))
        if not prompts.run_dialog(dialog) or dialog.accepted_settings is None:
            return False
        settings = dialog.accepted_settings
        confirmed = ask_with_warnings(self.window, lambda given: _creation_confirmed(settings, given))
        if confirmed is None:  # a superseded system's level-4 warning cancelled (Q92): nothing made
            return False
        self._remember_arbiter(dialog.arbiter_name())
        self.settings.setValue(LAST_SYSTEM_KEY, settings.pairing_system)
        folder = self.data_folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.session.failed.emit(
                t("The data folder {folder} could not be made ({error}).", folder=folder, error=exc.strerror or exc)
            )
        suggested = free_tournament_path(settings.info.name, folder)
        chosen = prompts.save_file(self.window, t("Create the tournament file"), suggested, tournament_filter())
        if chosen is None:
            return False
        path = chosen[0] if chosen[0].suffix else chosen[0].with_suffix(FILE_SUFFIX)
        path.parent.mkdir(parents=True, exist_ok=True)
        return self._saved(
            self._opened(lambda: Desk.create(path, settings, arbiter=self._arbiter_or_none(), confirmed=confirmed))
        )

    def _last_system(self) -> str:
        """The system of the last new event, never a superseded text (those are for re-checking old events)."""
        remembered = str(self.settings.value(LAST_SYSTEM_KEY, "") or "")
        offered = {key for key, _label in PAIRING_SYSTEMS}
        return remembered if remembered in offered else DEFAULT_NEW_SYSTEM

    def _saved(self, opened: bool, how: Callable[[str], str] | None = None) -> bool:
        """Say where the tournament just made lives (the data folder unless the arbiter chose another)."""
        if opened:
            desk = self.session.require()
            where = isolated_path(desk.path if desk.server is None else venue_text(desk.server, desk.role))
            self.notice.emit(how(where) if how is not None else t("Created {where}", where=where))
        return opened

    def open_tournament(self) -> bool:
        path = prompts.open_file(self.window, t("Open a tournament"), self.data_folder(), tournament_filter())
        return path is not None and self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open a tournament file (a missing recent file is dropped from the list)."""
        if not Path(path).exists():
            self.recent.remove(path)
            self.session.failed.emit(t("{path} no longer exists.", path=path))
            return False
        if Path(path).stat().st_size >= OPEN_IN_BACKGROUND_FROM:
            return self._open_in_background(Path(path))
        return self._opened(lambda: self._open_asking(Path(path)))

    def _open_in_background(self, path: Path, choice: str | None = None) -> bool:
        """``Desk.open`` in the open job; the tournament is attached when it is done (``session.opened``). A
        file another desk has open comes back here to ask what to do (on the GUI thread), then opens again
        (``choice``: "read_only" or "take_over")."""
        if self.open_job.is_busy:
            return False
        arbiter = self._arbiter_or_none()
        desk = desk_name(self.settings)

        def work(_report: Report) -> tuple[Path, Desk | FileInUseError]:
            try:
                return path, Desk.open(
                    path, arbiter=arbiter, read_only=choice == "read_only", take_over=choice == "take_over", desk=desk
                )
            except FileInUseError as exc:
                if choice is not None:
                    raise
                return path, exc

        return self.open_job.start(work)

    def _open_read(self, outcome: tuple[Path, Desk | FileInUseError]) -> None:
        path, opened = outcome
        if isinstance(opened, FileInUseError):
            choice = prompts.choose_in_use(self.window, str(opened))
            if choice is None:
                self.session.failed.emit(str(opened))
            else:
                self._open_in_background(path, choice)
            return
        self._opened(lambda: opened)

    def _open_asking(self, path: Path) -> Desk:
        """``Desk.open``; when another desk has the file open, ask: read-only, take over, or cancel."""
        try:
            return Desk.open(path, arbiter=self._arbiter_or_none(), desk=desk_name(self.settings))
        except FileInUseError as exc:
            choice = prompts.choose_in_use(self.window, str(exc))
            if choice is None:
                raise
            return Desk.open(
                path, arbiter=self._arbiter_or_none(), read_only=choice == "read_only", take_over=choice == "take_over"
            )

    def import_trf(self) -> bool:
        """Create a new tournament file in the data folder from a TRF file, with all its played rounds.

        The import runs in the background (a 5,000-player file takes seconds) with its progress by round and
        Cancel; the tournament opens when it is done. False if nothing was started."""
        trf = prompts.open_file(
            self.window,
            t("Import a TRF file"),
            Path.home(),
            t("TRF files ({patterns})", patterns="*.trf *.txt") + ";;" + all_files(),
        )
        if trf is None or self.import_job.is_busy:
            return False
        return self._start_import(trf, None)

    def _start_import(self, trf: Path, system: str | None) -> bool:
        """The import job; a file that names no pairing system comes back as :class:`_SystemAsked` (the
        question is asked then, after the file was read: a damaged file is reported first)."""
        folder = self.data_folder()
        folder.mkdir(parents=True, exist_ok=True)
        path = free_tournament_path(trf.stem, folder)
        arbiter = self._arbiter_or_none()
        self._importing = trf.name
        self.import_progress.setLabelText(t("Importing {file}…", file=trf.name))
        self.import_progress.setRange(0, 0)
        self.import_progress.setValue(0)

        def work(report: Report) -> Desk | _SystemAsked:
            try:
                desk = Desk.import_trf(path, trf, arbiter=arbiter, progress=report, system=system)
            except SystemNotNamedError:
                return _SystemAsked(trf)
            self._import_events = desk.imports.check_import()  # Q54: re-pairing every round grows: in the background
            return desk

        return self.import_job.start(work)

    def _ask_system(self, trf: Path) -> None:
        """No silent default for a file that names no system: it would re-pair the rounds by the wrong rules."""
        system = prompts.choose_system(
            self.window,
            t(
                "{file} does not say by which pairing system it was paired (no record 192, no '### System:' line)."
                "\nPairing system of this event:",
                file=trf.name,
            ),
            PAIRING_SYSTEMS + HISTORICAL_SYSTEMS,
        )
        if system is None:
            self.session.reported.emit(t("{file} was not imported: no pairing system chosen.", file=trf.name))
        else:
            self._start_import(trf, system)

    def _import_progressed(self, done: int, total: int) -> None:
        self.import_progress.setRange(0, total)
        self.import_progress.setValue(done)

    def _import_finished(self, desk: Desk | _SystemAsked) -> None:
        self.import_progress.reset()
        if isinstance(desk, _SystemAsked):
            self._ask_system(desk.trf)
            return
        events, self._import_events = self._import_events, ()
        if events and ask_with_warnings(self.window, lambda c: desk.imports.record_import_events(events, c)) is None:
            path = desk.path  # Q55: not confirmed: the import is not kept (the TRF file is unchanged)
            desk.close()
            path.unlink(missing_ok=True)
            self.session.reported.emit(f"The import of {self._importing} was not kept.")
            return
        if desk.rounds.imported_acceleration_warnings() and (
            ask_with_warnings(self.window, lambda c: desk.rounds.keep_imported_acceleration(c)) is None
        ):
            path = desk.path  # Q107-108: a non-Baku acceleration not accepted: the import is not kept
            desk.close()
            path.unlink(missing_ok=True)
            self.session.reported.emit(f"The import of {self._importing} was not kept.")
            return
        self.session.attach(desk)
        self.recent.add(desk.path)
        self._saved(True, lambda where: t("Imported {file} into {where}", file=self._importing, where=where))

    def _import_failed(self, message: str) -> None:
        self.import_progress.reset()
        self.session.failed.emit(message)

    def import_players(self) -> bool:
        """Add the players of a TRF or CSV file to the open tournament (one undoable command), after a preview of
        what was read (the CSV columns are named in the file dialog's title and in the preview)."""
        title = t("Import players (CSV: a header row with Name and any of Rating, FIDE id, Fed, Title, Sex, Born)")
        players_filter = t("Player lists ({patterns})", patterns="*.trf *.txt *.csv") + ";;" + all_files()
        source = prompts.open_file(self.window, title, Path.home(), players_filter)
        if source is None:
            return False
        try:
            players = read_players(source)
        except (OSError, ArbiterDeskError) as exc:
            self.session.failed.emit(
                t("The players could not be read: {error}", error=shown_error(exc)) + "\n\n" + CSV_COLUMNS_HINT
            )
            return False
        if not prompts.run_dialog(PlayerImportDialog(source.name, players, self.window)):
            return False
        changes = self.session.run(lambda d: d.players.register_players(players, source.name))
        if changes is None:
            return False
        self.notice.emit(
            changes.label[:1].upper() + changes.label[1:] + "".join(f"; {shown(w)}" for w in changes.warnings)
        )
        return True

    def open_demo(self) -> bool:
        """The demo (24 players, rounds 1–3 played): the copy in the data folder if there is one (no duplicate
        copies), else the shipped demo imported into a new file there."""
        existing = self.data_folder() / default_tournament_path(DEMO_NAME).name
        if existing.exists():
            return self._saved(
                self.open_path(existing),
                lambda where: t(
                    "Opened the demo copy you already have (delete it for a fresh one): {where}", where=where
                ),
            )
        return self._saved(self._opened(lambda: open_demo(self.data_folder(), arbiter=self._arbiter_or_none())))


def _creation_confirmed(settings: SettingsRecord, confirmed: Confirmed) -> Confirmed:
    """The confirmations creating ``settings`` needs (the superseded system's level-4 warning, Q92), once given."""
    created_outside_fide_mode(settings, confirmed)
    return confirmed
