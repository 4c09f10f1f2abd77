"""One helper for every long job of the desk (issue 15): pairing, the FIDE rating list, TRF import, standings.

``BackgroundJob.start(work)`` runs ``work(report)`` in a worker thread; ``report(done, total)`` sends progress
to the main thread and answers False once Cancel was asked, so the job can stop at its next step. The result
(or a readable message) comes back to the main thread through queued signals. A job must not touch the
window or a connection the main thread uses: it gets frozen data in, and gives frozen data (or a new
tournament file of its own) back.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from arbiter_desk.core.errors import ArbiterDeskError

Report = Callable[[int, int], bool]
"""``report(done, total)`` (total 0: unknown); False means the job was cancelled and should stop."""

Work = Callable[[Report], Any]


class _Runner(QObject):
    """Lives in the worker thread; runs one job and reports."""

    progressed = Signal(int, int)
    done = Signal(object)
    refused = Signal(str)

    def __init__(self, work: Work, cancel: threading.Event, crash_text: str) -> None:
        super().__init__()
        self._work = work
        self._cancel = cancel
        self._crash_text = crash_text

    def _report(self, done: int, total: int) -> bool:
        self.progressed.emit(done, total)
        return not self._cancel.is_set()

    @Slot()
    def run(self) -> None:
        try:
            outcome = self._work(self._report)
        except (ArbiterDeskError, OSError, ValueError) as exc:
            self.refused.emit(str(exc))
        except Exception as exc:  # a bug in the job must not kill the thread silently
            self.refused.emit(f"{self._crash_text}: {exc!r}")
        else:
            self.done.emit(outcome)


class BackgroundJob(QObject):
    """One job at a time: ``progressed(done, total)``, then ``finished(result)`` or ``failed(message)``."""

    started = Signal()
    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, crash_text: str = "the job failed") -> None:
        super().__init__(parent)
        self.crash_text = crash_text
        self._thread: QThread | None = None
        self._runner: _Runner | None = None
        self._cancel = threading.Event()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel_and_wait)  # never destroy a running thread on exit

    @property
    def is_busy(self) -> bool:
        return self._thread is not None

    def start(self, work: Work) -> bool:
        """Run ``work(report)`` in a new thread; False if a job is already running."""
        if self._thread is not None:
            return False
        self._cancel.clear()
        thread = QThread(self)
        runner = _Runner(work, self._cancel, self.crash_text)
        runner.moveToThread(thread)
        thread.started.connect(runner.run)
        runner.progressed.connect(self._on_progress)
        runner.done.connect(self._on_done)
        runner.refused.connect(self._on_refused)
        self._thread, self._runner = thread, runner
        self.started.emit()
        thread.start()
        return True

    def cancel(self) -> None:
        """Ask the job to stop at its next progress report."""
        self._cancel.set()

    def wait(self, milliseconds: int = 30000) -> None:
        """Block until the thread has ended."""
        if self._thread is not None:
            self._thread.wait(milliseconds)

    def cancel_and_wait(self, milliseconds: int = 30000) -> None:
        self.cancel()
        self.wait(milliseconds)

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progressed.emit(done, total)  # on the main thread, in order with finished / failed

    @Slot(object)
    def _on_done(self, outcome: object) -> None:
        self._stop()
        self.finished.emit(outcome)

    @Slot(str)
    def _on_refused(self, message: str) -> None:
        self._stop()
        self.failed.emit(message)

    def _stop(self) -> None:
        thread, runner = self._thread, self._runner
        self._thread = self._runner = None
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        del runner  # its thread has ended: Python frees it here, on the main thread
