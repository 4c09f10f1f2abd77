"""A desk connected to a venue server (issue 36): the other desks' changes reach the views through the same
``changed`` signal as the desk's own commands, and a lost connection is said at once in a banner above the
tabs (the desk keeps nothing half-done: a command that failed was rolled back by the server) until the
server answers again.

``services.VenueWatch`` calls back on its listener thread; the signals here carry them to the GUI thread."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar

from arbiter_desk.services.data import Changes
from arbiter_desk.services.venue import ServerLocation
from arbiter_desk.services.venue_watch import VenueWatch
from arbiter_desk.ui.plain_text import plain
from arbiter_desk.ui.session import DeskSession

LOST_TEXT = (
    "Connection to the venue server lost. Nothing half-done was kept; this desk goes on by itself when the "
    "server answers again."
)
BACK_TEXT = "Connected to the venue server again."


def venue_text(server: ServerLocation, role: str) -> str:
    """Where the open event lives, as the status bar and notices say it."""
    return f"event {server.event} on {server.host}/{server.database} ({role or 'no role'})"


class VenueLink(QObject):
    """Watches the open event while the session holds a desk on a venue server."""

    arrived = Signal(object)
    lost = Signal(str)
    back = Signal()

    def __init__(self, session: DeskSession, window: QMainWindow) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        self.watch: VenueWatch | None = None
        self.banner = QToolBar("Venue server", window)
        self.banner.setObjectName("venue_banner")
        self.banner.setMovable(False)
        self.banner.setFloatable(False)
        self.label = plain(QLabel(window))
        self.label.setObjectName("venue_text")
        self.label.setStyleSheet("QLabel { background: #fde0dc; color: #7a1c10; padding: 6px; font-weight: bold; }")
        self.banner.addWidget(self.label)
        self.banner.setVisible(False)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.banner)
        self.arrived.connect(self._arrive, Qt.ConnectionType.QueuedConnection)
        self.lost.connect(self._show_lost, Qt.ConnectionType.QueuedConnection)
        self.back.connect(self._show_back, Qt.ConnectionType.QueuedConnection)
        session.opened.connect(self._start)
        session.closed.connect(self.stop)

    def _start(self) -> None:
        self.stop()
        desk = self.session.desk
        if desk is None or desk.server is None:
            return
        self.watch = VenueWatch(desk, self.arrived.emit, self.lost.emit, self.back.emit)
        if not self.watch.start():
            self._show_lost("it does not answer")

    def _arrive(self, changes: Changes) -> None:
        """Another desk's change, unless this desk closed the event while it was on its way (queued)."""
        if self.watch is not None and self.session.is_open:
            self.session.announce(changes)

    def stop(self) -> None:
        if self.watch is not None:
            self.watch.stop()
            self.watch = None
        self.banner.setVisible(False)

    def _show_lost(self, reason: str) -> None:
        self.label.setText(LOST_TEXT)
        self.label.setToolTip(reason)
        self.banner.setVisible(True)
        self.window.statusBar().showMessage(f"{reason[:1].upper()}{reason[1:]}")

    def _show_back(self) -> None:
        self.banner.setVisible(False)
        self.window.statusBar().showMessage(BACK_TEXT, 10_000)
        self.session.announce(Changes.everything("the venue server answers again"))
