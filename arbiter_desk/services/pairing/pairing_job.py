"""Pair round as one use case (C.04.2 art. 3): read the tournament, run the engine, store the draft.

``PairRound(desk.rounds, repair).run()`` does the three steps and returns the ``Changes`` of the stored draft; the
desk's ``pair_next_round`` / ``repair_draft`` (the command line, the tests) run it at once, the window runs
it in a background job and only shows the outcome. Each step opens its own connection from the store's
pool, so any one thread may run it: the snapshot is read in a read transaction that never blocks the desk's
commands, the engine works on that frozen snapshot, and the draft is stored in one transaction that is
refused if the journal moved meanwhile (the arbiter went on working: pair again).

Cancel: the engines are not interruptible as a whole, but the pairing kit offers a checkpoint before each
matching (``core.pairing.matching.cancellation``), where a cancelled run stops; whatever the engine does,
a cancelled run never stores its draft. ``cancel`` answers False once the draft is being stored (too late:
the round will appear), so the caller always knows which way it went.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from arbiter_desk.core.errors import ArbiterDeskError, NoValidPairingError
from arbiter_desk.core.pairing import RoundPairing, find_system
from arbiter_desk.core.pairing.matching.cancellation import stop_when
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import SystemFactory
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.pairing.pairing_request import PairingDesk, PairingRequest

__all__ = ["PairRound", "PairingCancelledError", "SystemFactory", "compute_pairing", "find_system"]

Progress = Callable[[int, int], bool]
"""``progress(done, total)`` of the three steps; False asks the run to stop (a background job's report)."""


class PairingCancelledError(ArbiterDeskError):
    """The pairing was cancelled before its draft was stored: nothing changed."""


def compute_pairing(request: PairingRequest, systems: SystemFactory = find_system) -> RoundPairing:
    """The engine's pairing of ``request.round`` from ``request.snapshot`` (thread-safe: pure core)."""
    return systems(request.system).pair(request.snapshot, request.round)


class PairRound:
    """Pair the next round (``repair``: the draft round again) and store it as the draft, once.

    ``by_hand``: the arbiter asked to pair the round by hand because the engine found no legal round-pairing
    (C.04.3 art. 1.9.3, C.04.4.1 art. 1.9.3: the Chief Arbiter decides; VCL4THP.13 Q63). The engine runs again
    (the evidence is its own refusal, never the caller's word) and, if it still finds no pairing, an empty
    draft is stored for the manual-pairing phase; if it does find one, that pairing is stored as usual.
    No system of the desk offers a partial round-pairing, so the draft starts empty."""

    STEPS = 3

    def __init__(
        self, desk: PairingDesk, repair: bool = False, systems: SystemFactory | None = None, by_hand: bool = False
    ) -> None:
        self.desk = desk
        self.repair = repair
        self.by_hand = by_hand
        self.systems = desk.systems if systems is None else systems
        self.request: PairingRequest | None = None
        """What is being paired, once read (for a progress label)."""
        self._lock = threading.Lock()
        self._cancelled = False
        self._storing = False

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> bool:
        """Stop the run: True if its draft will not be stored; False if it is already being stored."""
        with self._lock:
            if self._storing:
                return False
            self._cancelled = True
            return True

    def _check(self) -> None:
        if self._cancelled:
            raise PairingCancelledError(tr("the pairing was cancelled: nothing was stored"))

    def _claim(self) -> None:
        """Inside the storing transaction: from here on a cancel comes too late (or the run stops here)."""
        with self._lock:
            self._check()
            self._storing = True

    def run(self, progress: Progress | None = None) -> Changes:
        """Read → pair → store; raises ``PairingCancelledError`` if cancelled before storing, the services'
        refusals (round state, journal moved) and the engine's (no valid pairing) as they are."""

        def step(done: int) -> None:
            if progress is not None and not progress(done, self.STEPS):
                self.cancel()
            self._check()

        step(0)
        request = self.request = self.desk.pairing_request(self.repair)
        step(1)
        try:
            with stop_when(self._check):
                pairing = compute_pairing(request, self.systems)
        except NoValidPairingError as exc:
            if not self.by_hand:
                raise
            step(2)
            changes = self.desk.store_empty_draft(request, str(exc), claim=self._claim)
        else:
            step(2)
            changes = self.desk.store_pairing(request, pairing, claim=self._claim)
        if progress is not None:
            progress(self.STEPS, self.STEPS)
        return changes
