"""A desk connected to a venue server: the other desks' changes reach the views through the same
``changed`` signal as the desk's own commands, and a lost connection is said at once in a banner above the
tabs (the desk keeps nothing half-done: a command that failed was rolled back by the server) until the
server answers again.

An outage is never a message box: a box would take the next result keys the typist presses (and a box opened
while a key is being handled runs a nested event loop in which the tab under it may be rebuilt). The banner
says it, the status line repeats it, and the desk asks the server off the GUI thread every second whether it
answers again. The banner also carries two standing notes: a connection that is not encrypted, and (for the
chief) that no backup of the event is being written.

``services.VenueWatch`` calls back on its listener thread; the signals here carry them to the GUI thread."""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.venue.server_setup import ServerLocation
from arbiter_desk.services.venue.venue_watch import VenueWatch
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.venue.connected_desks import ConnectedDesksDialog

LOST_TEXT = tr(
    "Connection to the venue server lost. Nothing half-done was kept; this desk goes on by itself when the "
    "server answers again."
)
NO_ANSWER_TEXT = tr(
    "The venue server does not answer. Results typed now are not saved (their rows are marked): type them "
    "again when this banner goes."
)
TROUBLE_TEXT = tr("The changes of the other desks cannot be read here (see the status line); this desk tries again.")
BACK_TEXT = tr("Connected to the venue server again.")
NOT_ENCRYPTED_TEXT = tr("Not encrypted")
PROBE_MS = 1000
"""How often the desk asks a silent server whether it answers again (off the GUI thread)."""


def venue_text(server: ServerLocation, role: str) -> str:
    """Where the open event lives, as the status bar and notices say it."""
    where = f"{server.host}/{server.database}"
    if role:
        return t("event {event} on {server} ({role})", event=server.event, server=where, role=role)
    return t("event {event} on {server} (no role)", event=server.event, server=where)


class VenueLink(QObject):
    """Watches the open event while the session holds a desk on a venue server."""

    arrived = Signal(object)
    lost = Signal(str)
    back = Signal()
    trouble = Signal(str)
    probed = Signal(bool)

    def __init__(self, session: DeskSession, window: QMainWindow) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        self.watch: VenueWatch | None = None
        self.banner = QToolBar(t("Venue server"), window)
        self.banner.setObjectName("venue_banner")
        self.banner.setMovable(False)
        self.banner.setFloatable(False)
        self.label = plain(QLabel(window))
        self.label.setObjectName("venue_text")
        self.label.setStyleSheet("QLabel { background: #fde0dc; color: #7a1c10; padding: 6px; font-weight: bold; }")
        self.note = plain(QLabel(window))
        self.note.setObjectName("venue_note")
        self.note.setStyleSheet("QLabel { background: #fff1c4; color: #5a4500; padding: 6px; }")
        self.label_action = self.banner.addWidget(self.label)
        self.note_action = self.banner.addWidget(self.note)  # a toolbar's widget is shown through its action
        self.banner.setVisible(False)
        self.notes: dict[str, tuple[str, str]] = {}
        """Standing notes on the banner by key: (short text, what it means)."""
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.banner)
        self.arrived.connect(self._arrive, Qt.ConnectionType.QueuedConnection)
        self.lost.connect(self._show_lost, Qt.ConnectionType.QueuedConnection)
        self.back.connect(self._show_back, Qt.ConnectionType.QueuedConnection)
        self.trouble.connect(self._show_trouble, Qt.ConnectionType.QueuedConnection)
        self.probed.connect(self._on_probed, Qt.ConnectionType.QueuedConnection)
        self.probe_timer = QTimer(self)
        self.probe_timer.setInterval(PROBE_MS)
        self.probe_timer.timeout.connect(self._probe)
        self._probing = False
        self.silent = False
        """The server did not answer a command or read of this desk (until a probe says it answers again)."""
        session.opened.connect(self._start)
        session.closed.connect(self.stop)
        session.unreachable.connect(self.show_outage)
        session.changed.connect(self._on_success)
        self._arrived_meanwhile: list[Changes] = []
        """Other desks' changes that arrived while this desk waited for the server (shown once it is over)."""
        session.calls.idle.connect(self._show_arrived_meanwhile)

    def _start(self) -> None:
        self.stop()
        desk = self.session.desk
        if desk is None or desk.server is None:
            return
        watch = self.session.off_gui(
            lambda: VenueWatch(desk, self.arrived.emit, self.lost.emit, self.back.emit, self.trouble.emit)
        )
        self.watch = watch
        if not self.session.off_gui(watch.start):
            self._show_lost(t("it does not answer"))
        self._show_encryption(desk.server)

    def _show_encryption(self, server: ServerLocation) -> None:
        encrypted = None if self.watch is None else self.watch.encrypted
        if encrypted is False:
            mode = server.option("sslmode", "prefer")
            self.set_note(
                "tls",
                shown(NOT_ENCRYPTED_TEXT),
                t(
                    "The connection to the venue server is not encrypted (sslmode={mode}): anyone on the venue's "
                    "network can read and alter what this desk sends. Ask the chief for the venue's CA certificate "
                    "and connect with sslmode=verify-full.",
                    mode=mode,
                ),
            )
        else:
            self.set_note("tls", "", "")

    def set_note(self, key: str, text: str, meaning: str) -> None:
        """A standing note on the banner (empty ``text`` removes it)."""
        if text:
            self.notes[key] = (text, meaning)
        else:
            self.notes.pop(key, None)
        self.note.setText("  ·  ".join(short for short, _meaning in self.notes.values()))
        self.note.setToolTip("\n\n".join(meaning for _short, meaning in self.notes.values()))
        self._show_banner()

    def _show_banner(self) -> None:
        self.note_action.setVisible(bool(self.notes))
        self.label_action.setVisible(bool(self.label.text()))
        self.banner.setVisible(bool(self.notes) or bool(self.label.text()))

    def show_connected_desks(self) -> None:
        """File → Connected desks…"""
        desk = self.session.desk
        if desk is None or desk.server is None:
            prompts.warn(self.window, t("Connected desks are listed for an event on a venue server only."))
            return
        prompts.run_dialog(ConnectedDesksDialog(desk.server, self.window, self.session.off_gui))

    def _arrive(self, changes: Changes) -> None:
        """Another desk's change, unless this desk closed the event while it was on its way (queued)."""
        if self.watch is not None and self.session.is_open:
            if self.session.calls.waiting:  # the views could not read them now
                self._arrived_meanwhile.append(changes)
                return
            self.session.announce(changes)

    def _show_arrived_meanwhile(self) -> None:
        arrived, self._arrived_meanwhile = self._arrived_meanwhile, []
        for changes in arrived:
            self._arrive(changes)

    def stop(self) -> None:
        if self.watch is not None:
            self.watch.stop()
            self.watch = None
        self.probe_timer.stop()
        self.silent = False
        self._arrived_meanwhile.clear()
        self.label.clear()
        self.notes.clear()
        self.note.clear()
        self.banner.setVisible(False)

    def show_outage(self, message: str) -> None:
        """A command or read of this desk failed for an outage: banner and status line, never a box."""
        self.silent = True
        no_answer = self.session.no_answer or "does not answer" in message
        self.label.setText(shown(NO_ANSWER_TEXT if no_answer else LOST_TEXT))
        self.label.setToolTip(message)
        self._show_banner()
        self.window.statusBar().showMessage(f"{message[:1].upper()}{message[1:]}")
        if self.watch is not None:
            self.probe_timer.start()

    def _probe(self) -> None:
        watch = self.watch
        if self._probing or watch is None:
            return
        self._probing = True

        def ask() -> None:
            answers = watch.answers()
            with contextlib.suppress(RuntimeError):  # the window was closed meanwhile: nobody to tell
                self.probed.emit(answers)

        threading.Thread(target=ask, name="venue probe", daemon=True).start()

    def _on_probed(self, answers: bool) -> None:
        self._probing = False
        if answers and self.silent and self.watch is not None:
            self._show_back()

    def _on_success(self, _changes: object) -> None:
        if self.silent and self.label.text() == shown(NO_ANSWER_TEXT):
            self._clear_outage()

    def _clear_outage(self) -> None:
        self.silent = False
        self.session.no_answer = False
        self.probe_timer.stop()
        self.label.clear()
        self.label.setToolTip("")
        self._show_banner()

    def _show_lost(self, reason: str) -> None:
        self.label.setText(shown(LOST_TEXT))
        self.label.setToolTip(reason)
        self._show_banner()
        self.window.statusBar().showMessage(f"{reason[:1].upper()}{reason[1:]}")

    def _show_trouble(self, reason: str) -> None:
        self.label.setText(shown(TROUBLE_TEXT))
        self.label.setToolTip(reason)
        self._show_banner()
        self.window.statusBar().showMessage(f"{reason[:1].upper()}{reason[1:]}")

    def _show_back(self) -> None:
        self._clear_outage()
        desk = self.session.desk
        if desk is not None and desk.server is not None:
            self._show_encryption(desk.server)
        self.window.statusBar().showMessage(shown(BACK_TEXT), 10_000)
        self._arrive(Changes.everything(t("the venue server answers again")))
