"""Runs the pairing engine in a worker thread so the window stays responsive (a ``BackgroundJob``).

Thread safety: the main thread reads the snapshot (``Desk.pairing_request``); the worker thread only calls
``services.pairing_job.compute_pairing`` on that frozen snapshot (pure core, no SQLite connection); the
outcome comes back to the main thread through a queued signal and is stored there (``Desk.store_pairing``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from arbiter_desk.core.pairing import RoundPairing
from arbiter_desk.services.pairing_job import PairingRequest, SystemFactory, compute_pairing, find_system
from arbiter_desk.ui.background import BackgroundJob, Report


class PairingWorker(QObject):
    """Starts one pairing at a time; ``finished(request, pairing)`` or ``failed(message)`` on the main thread."""

    started = Signal()
    finished = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, systems: SystemFactory = find_system) -> None:
        super().__init__(parent)
        self.systems = systems
        self.job = BackgroundJob(self, crash_text="the pairing engine failed")
        self.job.started.connect(self.started)
        self.job.failed.connect(self.failed)
        self.job.finished.connect(self._on_done)
        self._request: PairingRequest | None = None

    @property
    def is_busy(self) -> bool:
        return self.job.is_busy

    def start(self, request: PairingRequest) -> bool:
        """Pair ``request`` in a new thread; False if a pairing is already running."""
        if self.job.is_busy:
            return False
        self._request = request
        systems = self.systems

        def work(_report: Report) -> RoundPairing:
            return compute_pairing(request, systems)

        return self.job.start(work)

    def wait(self, milliseconds: int = 30000) -> None:
        """Block until the thread has ended (used when the window closes)."""
        self.job.wait(milliseconds)

    def _on_done(self, pairing: RoundPairing) -> None:
        request, self._request = self._request, None
        self.finished.emit(request, pairing)
