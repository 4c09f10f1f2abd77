"""Runs the pairing engine in a worker thread so the window stays responsive.

Thread safety: the main thread reads the snapshot (``Desk.pairing_request``); the worker thread only calls
``services.pairing_job.compute_pairing`` on that frozen snapshot (pure core, no SQLite connection); the
outcome comes back to the main thread through a queued signal and is stored there (``Desk.store_pairing``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.pairing import RoundPairing
from arbiter_desk.services.pairing_job import PairingRequest, SystemFactory, compute_pairing, find_system


class _Worker(QObject):
    """Lives in the worker thread; pairs one request and reports."""

    paired = Signal(object, object)
    refused = Signal(str)

    def __init__(self, request: PairingRequest, systems: SystemFactory) -> None:
        super().__init__()
        self._request = request
        self._systems = systems

    @Slot()
    def run(self) -> None:
        try:
            pairing = compute_pairing(self._request, self._systems)
        except ArbiterDeskError as exc:
            self.refused.emit(str(exc))
        except Exception as exc:  # an engine bug must not kill the thread silently
            self.refused.emit(f"the pairing engine failed: {exc!r}")
        else:
            self.paired.emit(self._request, pairing)


class PairingWorker(QObject):
    """Starts one pairing at a time; ``finished(request, pairing)`` or ``failed(message)`` on the main thread."""

    started = Signal()
    finished = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, systems: SystemFactory = find_system) -> None:
        super().__init__(parent)
        self.systems = systems
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait)  # never destroy a running thread on exit

    @property
    def is_busy(self) -> bool:
        return self._thread is not None

    def start(self, request: PairingRequest) -> bool:
        """Pair ``request`` in a new thread; False if a pairing is already running."""
        if self._thread is not None:
            return False
        thread = QThread(self)
        worker = _Worker(request, self.systems)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.paired.connect(self._on_paired)
        worker.refused.connect(self._on_refused)
        self._thread, self._worker = thread, worker
        self.started.emit()
        thread.start()
        return True

    def wait(self, milliseconds: int = 30000) -> None:
        """Block until the thread has ended (used when the window closes)."""
        if self._thread is not None:
            self._thread.wait(milliseconds)

    @Slot(object, object)
    def _on_paired(self, request: PairingRequest, pairing: RoundPairing) -> None:
        self._stop()
        self.finished.emit(request, pairing)

    @Slot(str)
    def _on_refused(self, message: str) -> None:
        self._stop()
        self.failed.emit(message)

    def _stop(self) -> None:
        thread, worker = self._thread, self._worker
        self._thread = self._worker = None
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        del worker  # its thread has ended: Python frees it here, on the main thread
