"""Imports the FIDE rating list in a worker thread, with progress and cancel, so the window stays responsive.

The worker thread only calls ``services.rating_list.import_rating_list`` (its own SQLite file, a temporary
file renamed into place); progress (players read) and the outcome come back to the main thread through
queued signals. Cancel sets a flag the service's progress callback reads: the import stops at the next
batch and the previous list stays as it was.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.services.rating_list import RatingListImport, import_rating_list


class _Job(QObject):
    """Lives in the worker thread; runs one import and reports."""

    progressed = Signal(int)
    done = Signal(object)
    refused = Signal(str)

    def __init__(self, source: Path, db_path: Path | None, cancel: threading.Event) -> None:
        super().__init__()
        self._source = source
        self._db_path = db_path
        self._cancel = cancel

    def _progress(self, players: int) -> bool:
        self.progressed.emit(players)
        return not self._cancel.is_set()

    @Slot()
    def run(self) -> None:
        try:
            outcome = import_rating_list(self._source, self._db_path, self._progress)
        except (ArbiterDeskError, OSError, ValueError) as exc:
            self.refused.emit(str(exc))
        except Exception as exc:  # a reader bug must not kill the thread silently
            self.refused.emit(f"the import failed: {exc!r}")
        else:
            self.done.emit(outcome)


class RatingListWorker(QObject):
    """One import at a time: ``progressed(players)``, then ``finished(RatingListImport)`` or ``failed(message)``."""

    progressed = Signal(int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: QThread | None = None
        self._job: _Job | None = None
        self._cancel = threading.Event()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel_and_wait)

    @property
    def is_busy(self) -> bool:
        return self._thread is not None

    def start(self, source: Path, db_path: Path | None = None) -> bool:
        """Import ``source`` into ``db_path`` (default: the user's list) in a new thread; False if busy."""
        if self._thread is not None:
            return False
        self._cancel.clear()
        thread = QThread(self)
        job = _Job(source, db_path, self._cancel)
        job.moveToThread(thread)
        thread.started.connect(job.run)
        job.progressed.connect(self.progressed)
        job.done.connect(self._on_done)
        job.refused.connect(self._on_refused)
        self._thread, self._job = thread, job
        thread.start()
        return True

    def cancel(self) -> None:
        """Ask the import to stop at its next progress report (the previous list is kept)."""
        self._cancel.set()

    def cancel_and_wait(self, milliseconds: int = 30000) -> None:
        """Cancel and block until the thread has ended (when the application quits)."""
        self.cancel()
        if self._thread is not None:
            self._thread.wait(milliseconds)

    @Slot(object)
    def _on_done(self, outcome: RatingListImport) -> None:
        self._stop()
        self.finished.emit(outcome)

    @Slot(str)
    def _on_refused(self, message: str) -> None:
        self._stop()
        self.failed.emit(message)

    def _stop(self) -> None:
        thread, job = self._thread, self._job
        self._thread = self._job = None
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        del job  # its thread has ended: Python frees it here, on the main thread
