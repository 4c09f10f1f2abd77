"""One helper for every long job of the desk: pairing, the FIDE rating list, TRF import, standings.

``BackgroundJob.start(work)`` runs ``work(report)`` in a worker thread; ``report(done, total)`` sends progress
to the main thread and answers False once Cancel was asked, so the job can stop at its next step. The result
(or a readable message) comes back to the main thread through queued signals. A job must not touch the
window or a connection the main thread uses: it gets frozen data in, and gives frozen data (or a new
tournament file of its own) back.

``abandon()`` is Cancel for a job that cannot stop at once (the pairing engine between its checkpoints): the
job is told to stop, its result or error is dropped whenever it comes, and the helper is free at once for
the next job; the abandoned thread ends on its own and is waited for on exit.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.text import Text, tr
from arbiter_desk.ui.common import gc_policy
from arbiter_desk.ui.common.wording import shown, shown_error

Report = Callable[[int, int], bool]
"""``report(done, total)`` (total 0: unknown); False means the job was cancelled and should stop."""

Work = Callable[[Report], Any]


JOB_FAILED = tr("the job failed")
"""What a job that crashed says unless its owner names it."""


class _Runner(QObject):
    """Lives in the worker thread; runs one job and reports."""

    progressed = Signal(int, int)
    done = Signal(object)
    refused = Signal(str)
    ended = Signal(object)
    """Emitted with the runner itself once the work is over (either way)."""

    def __init__(self, work: Work, cancel: threading.Event, crash_text: Text | str) -> None:
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
            self.refused.emit(shown_error(exc))
        except Exception as exc:  # a bug in the job must not kill the thread silently
            self.refused.emit(shown(tr("{what}: {error}", what=self._crash_text, error=repr(exc))))
        else:
            self.done.emit(outcome)
        finally:
            gc_policy.job_ended()  # here, in the worker: counted even if the job's owner is gone meanwhile
        self.ended.emit(self)


class BackgroundJob(QObject):
    """One job at a time: ``progressed(done, total)``, then ``finished(result)`` or ``failed(message)``."""

    started = Signal()
    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, crash_text: Text | str = JOB_FAILED) -> None:
        super().__init__(parent)
        self.crash_text = crash_text
        self._thread: QThread | None = None
        self._runner: _Runner | None = None
        self._cancel = threading.Event()
        self._abandoned: dict[_Runner, QThread] = {}
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
        runner.ended.connect(self._on_ended)
        self._thread, self._runner = thread, runner
        self.started.emit()
        gc_policy.job_started()
        thread.start()
        return True

    def cancel(self) -> None:
        """Ask the job to stop at its next progress report."""
        self._cancel.set()

    def abandon(self) -> None:
        """Cancel the running job and forget it now: nothing it gives back is emitted, and ``start`` may run the
        next job at once while this one's thread ends on its own."""
        thread, runner = self._thread, self._runner
        if thread is None or runner is None:
            return
        self._cancel.set()
        self._cancel = threading.Event()  # the next job's own flag
        self._thread = self._runner = None
        for signal, slot in ((runner.progressed, self._on_progress), (runner.done, self._on_done),
                             (runner.refused, self._on_refused)):  # fmt: skip
            signal.disconnect(slot)
        self._abandoned[runner] = thread

    def wait(self, milliseconds: int = 30000) -> None:
        """Block until the thread has ended (abandoned ones too). Each thread is told to quit once its work is
        over: the main thread, blocked here, cannot receive the word that it is."""
        for thread in [*self._abandoned.values(), *([self._thread] if self._thread is not None else [])]:
            thread.quit()
            thread.wait(milliseconds)

    def cancel_and_wait(self, milliseconds: int = 30000) -> None:
        self.cancel()
        self.wait(milliseconds)

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progressed.emit(done, total)  # on the main thread, in order with finished / failed

    @Slot(object)
    def _on_done(self, outcome: object) -> None:
        if self._stop():
            self.finished.emit(outcome)
            gc_policy.keep_long_lived()  # the result is taken in: full collections need not scan it again

    @Slot(str)
    def _on_refused(self, message: str) -> None:
        if self._stop():
            self.failed.emit(message)

    @Slot(object)
    def _on_ended(self, runner: _Runner) -> None:
        """An abandoned job is over: its thread is ended and freed here, on the main thread."""
        thread = self._abandoned.pop(runner, None)
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        del runner

    def _stop(self) -> bool:
        """End the current job's thread; False if the signal came from a job abandoned meanwhile (dropped)."""
        if self.sender() is not self._runner:
            return False
        thread, runner = self._thread, self._runner
        self._thread = self._runner = None
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        del runner  # its thread has ended: Python frees it here, on the main thread
        return True
