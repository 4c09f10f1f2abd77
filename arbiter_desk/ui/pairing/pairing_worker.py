"""Runs the "Pair round" use case (``services.pairing_job.PairRound``) in a background job: the window only
starts it and shows the outcome, and stays responsive while the engine works.

Thread safety: the job reads the tournament, runs the engine and stores the draft on connections of its own
(the store's pool; its read never blocks the desk's commands), and the services refuse the draft if the
tournament changed meanwhile. Cancel drops the run at once: the window is free again, the draft is never
stored, and the engine stops at its next checkpoint (or finishes unseen).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from arbiter_desk.core.errors import ArbiterDeskError, NoValidPairingError
from arbiter_desk.services.event.base import SystemFactory
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.pairing.pairing_job import PairRound
from arbiter_desk.services.pairing.round_why import RoundPage, round_page
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.wording import t


class PairingWorker(QObject):
    """Pairs one round at a time; ``finished(job, changes)`` or ``failed(message)`` on the main thread."""

    started = Signal()
    finished = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, systems: SystemFactory | None = None) -> None:
        super().__init__(parent)
        self.systems = systems
        """The pairing systems to use instead of the desk's own (tests slow the engine down)."""
        self.job = BackgroundJob(self, crash_text=t("the pairing engine failed"))
        self.job.started.connect(self.started)
        self.job.failed.connect(self.failed)
        self.job.finished.connect(self._on_done)
        self.pairing: PairRound | None = None
        """The run under way, if any."""
        self.page: tuple[int, RoundPage] | None = None
        """(journal entry, what the pairing tab shows of the round) as the job read it right after storing."""
        self.no_pairing = False
        """The last run failed because the engine found no legal pairing (C.04.3 art. 1.9.3): the tab offers
        to pair the round by hand (VCL4THP.13 Q63)."""
        self.by_hand = False
        """The run under way or last finished was started to pair the round by hand."""

    @property
    def is_busy(self) -> bool:
        return self.job.is_busy

    def start(self, desk: Desk, repair: bool = False, by_hand: bool = False) -> bool:
        """Pair the next round of ``desk`` (``repair``: its draft again; ``by_hand``: an empty draft if the
        engine finds no legal pairing, ``PairRound``) in a new thread, then read what the pairing tab shows of
        it there too (a second of GUI thread at 5,000 players); False if busy."""
        if self.job.is_busy:
            return False
        pairing = PairRound(desk.rounds, repair, self.systems, by_hand=by_hand)
        self.no_pairing = False
        self.by_hand = by_hand

        def work(report: Report) -> tuple[Changes, RoundPage | None]:
            try:
                changes = pairing.run(report)
            except NoValidPairingError:
                self.no_pairing = True
                raise
            request = pairing.request
            try:  # the draft is stored: a failing look at it must not hide that (the tab reads it again)
                return changes, None if request is None else round_page(desk, request.round)
            except ArbiterDeskError:
                return changes, None

        self.pairing = pairing
        return self.job.start(work)

    def cancel(self) -> bool:
        """Cancel the run: True if its draft will never be stored (the worker is free at once); False if it is
        already being stored (it will be shown)."""
        pairing = self.pairing
        if pairing is None or not self.job.is_busy or not pairing.cancel():
            return False
        self.pairing = None
        self.job.abandon()
        return True

    def wait(self, milliseconds: int = 30000) -> None:
        """Block until the threads have ended (used when the window closes)."""
        self.job.wait(milliseconds)

    def _on_done(self, outcome: tuple[Changes, RoundPage | None]) -> None:
        changes, page = outcome
        pairing, self.pairing = self.pairing, None
        self.page = None if page is None or changes.seq is None else (changes.seq, page)
        self.finished.emit(pairing, changes)
