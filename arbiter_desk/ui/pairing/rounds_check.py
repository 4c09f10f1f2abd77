"""Tournament → Check all rounds… (Ctrl+Shift+K): the free checker on the open event, in the background.

The re-pairing grows with the event (one pairing per round), so it runs in a :class:`BackgroundJob` with a
progress dialog and Cancel; the result opens in :class:`RoundsCheckDialog` (an old event imported from
TRF is re-checked under its system and edition in three keystrokes: Ctrl+I … then Ctrl+Shift+K).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.pairing.rounds_check import RoundsCheckResult, rounds_check_request, run_rounds_check
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.wording import shown_error, t
from arbiter_desk.ui.pairing.rounds_check_dialog import RoundsCheckDialog


class RoundsCheckCommand(QObject):
    """Starts the check for the session's desk and shows the result; ``failed`` carries a refusal in words."""

    failed = Signal(str)
    shown = Signal(object)
    """The result dialog, once open (for tests and the status bar)."""

    def __init__(self, desk: Callable[[], Desk | None], window: QWidget) -> None:
        super().__init__(window)
        self._desk = desk
        self.window = window
        self.dialog: RoundsCheckDialog | None = None
        self.job = BackgroundJob(self, crash_text=t("the check failed"))
        self.progress = QProgressDialog(t("Re-pairing every round…"), t("Cancel"), 0, 0, window)
        self.progress.setWindowTitle(t("Check all rounds"))
        self.progress.setWindowModality(Qt.WindowModality.NonModal)
        self.progress.setMinimumDuration(400)
        self.progress.reset()
        self.progress.canceled.connect(self.job.cancel)
        self.job.progressed.connect(self._progressed)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)

    def run(self) -> bool:
        """Start the check; False (with ``failed`` said) if there is nothing to check or a check is running."""
        desk = self._desk()
        if desk is None or self.job.is_busy:
            return False
        try:
            request = rounds_check_request(desk)
        except ArbiterDeskError as exc:
            self.failed.emit(shown_error(exc))
            return False
        self.progress.setRange(0, 0)
        self.progress.setValue(0)

        def work(report: Report) -> RoundsCheckResult | None:
            return run_rounds_check(request, report)

        return self.job.start(work)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _finished(self, result: RoundsCheckResult | None) -> None:
        self.progress.reset()
        if result is None:
            return
        self.dialog = RoundsCheckDialog(result, self.window)
        self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.open()
        self.shown.emit(self.dialog)

    def _failed(self, message: str) -> None:
        self.progress.reset()
        self.failed.emit(message)
