"""Imports the FIDE rating list in a worker thread, with progress and cancel, so the window stays responsive.

The job (a ``BackgroundJob``) only calls ``services.rating_list.import_rating_list`` (its own SQLite file, a
temporary file renamed into place); progress (players read) and the outcome come back to the main thread
through queued signals. Cancel makes the service's progress callback answer False: the import stops at the
next batch and the previous list stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from arbiter_desk.services.ratings.rating_list import RatingListImport, import_rating_list
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.wording import t


class RatingListWorker(QObject):
    """One import at a time: ``progressed(players)``, then ``finished(RatingListImport)`` or ``failed(message)``."""

    progressed = Signal(int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = BackgroundJob(self, crash_text=t("the import failed"))
        self.job.progressed.connect(lambda done, _total: self.progressed.emit(done))
        self.job.finished.connect(self.finished)
        self.job.failed.connect(self.failed)

    @property
    def is_busy(self) -> bool:
        return self.job.is_busy

    def start(self, source: Path, db_path: Path | None = None) -> bool:
        """Import ``source`` into ``db_path`` (default: the user's list) in a new thread; False if busy."""

        def work(report: Report) -> RatingListImport:
            return import_rating_list(source, db_path, lambda players: report(players, 0))

        return self.job.start(work)

    def start_work(self, work: Callable[[Callable[[int], bool]], RatingListImport]) -> bool:
        """Run another list import (a FIDE single list, a national list: ``services.rating_lists``) the same
        way: ``work(progress)`` with the progress callback that reports and cancels; False if busy."""
        return self.job.start(lambda report: work(lambda players: report(players, 0)))

    def cancel(self) -> None:
        """Ask the import to stop at its next progress report (the previous list is kept)."""
        self.job.cancel()

    def cancel_and_wait(self, milliseconds: int = 30000) -> None:
        """Cancel and block until the thread has ended (when the application quits)."""
        self.job.cancel_and_wait(milliseconds)
