"""What a tab shows, read off the GUI thread for a big event (the GUI thread is never blocked
longer than 100 ms; reading a round of 2,500 boards from the file takes half a second).

``PageLoader.load(read, show)`` calls ``show(read(desk))``: at once for a small event (the tab is filled
before ``load`` returns, as the tests and a fast typist expect), in a ``BackgroundJob`` from
``BACKGROUND_FROM`` players. ``read`` runs on the desk's own pooled connection in the worker thread, as the
pairing and standings jobs do; ``show`` runs on the GUI thread. Only the newest request is shown: a load asked
while another runs waits for it and then reads again, and ``forget`` drops what is under way (the file was
closed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.session import DeskSession

BACKGROUND_FROM = 1000
"""From this many players a tab's page is read in the background (at 1,000 about 0.1 s at once)."""

Read = Callable[[Desk], Any]
Show = Callable[[Any], None]


PAGE_NOT_READ = tr("The page could not be read")
"""What a failed read says unless its tab says what it reads (a whole sentence, never built from pieces)."""


class PageLoader(QObject):
    """Reads one tab's page, the newest request winning; ``loaded`` once a background read is shown."""

    loaded = Signal()

    def __init__(self, session: DeskSession, parent: QObject | None = None, failure: Text = PAGE_NOT_READ) -> None:
        super().__init__(parent)
        self.session = session
        self.job = BackgroundJob(self, crash_text=failure)
        self.job.finished.connect(self._on_read)
        self.job.failed.connect(self._on_failed)
        self._generation = 0
        self._wanted: tuple[int, Read, Show] | None = None
        self._running = 0
        session.closed.connect(self.forget)

    @property
    def is_loading(self) -> bool:
        """A background read is under way for the newest request."""
        return self._wanted is not None

    def in_background(self) -> bool:
        """Whether a load now would read in the background (a big event)."""
        return self.session.is_open and self.session.query(lambda d: d.players.count()) >= BACKGROUND_FROM

    def load(self, read: Read, show: Show) -> None:
        self._generation += 1
        if not self.in_background():
            self._wanted = None
            desk = self.session.desk
            show(None if desk is None else self.session.query(read))
            return
        self._wanted = (self._generation, read, show)
        self._start()

    def forget(self) -> None:
        """Drop the request under way: nothing it reads is shown."""
        self._generation += 1
        self._wanted = None

    def _start(self) -> None:
        desk, wanted = self.session.desk, self._wanted
        if self.job.is_busy or wanted is None or desk is None:
            return  # a finishing read starts the newest one
        generation, read, _show = wanted
        self._running = generation

        def work(_report: Report) -> tuple[int, Any]:
            return generation, read(desk)

        self.job.start(work)

    def _on_read(self, outcome: tuple[int, Any]) -> None:
        generation, value = outcome
        wanted = self._wanted
        if wanted is None:
            return
        if wanted[0] != generation:
            self._start()
            return
        self._wanted = None
        wanted[2](value)
        self.loaded.emit()

    def _on_failed(self, message: str) -> None:
        wanted = self._wanted
        if wanted is None:
            return
        if wanted[0] != self._running:
            self._start()
            return
        self._wanted = None
        self.session.reported.emit(message)
