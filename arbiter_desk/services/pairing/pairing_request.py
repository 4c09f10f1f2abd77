"""What pairing a round needs from the desk (C.04.2 art. 3): the request read at a journal position, and the
desk's round commands the pair-round use case calls, so the use case and those commands each import this
module and never each other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services.event.base import SystemFactory
from arbiter_desk.services.event.data import Changes


@dataclass(frozen=True, slots=True)
class PairingRequest:
    """What a worker thread needs to pair a round away from the desk's transaction, and the journal position
    it was read at (the pairing is stored only if nothing changed meanwhile)."""

    round: RoundNo
    system: str
    snapshot: Tournament
    journal_seq: int
    replaces_draft: bool


class PairingDesk(Protocol):
    """The desk's round commands as the pair-round use case sees them: read a request, store its outcome."""

    @property
    def systems(self) -> SystemFactory:
        """How this desk finds a pairing system by name."""
        ...

    def pairing_request(self, repair: bool = False) -> PairingRequest:
        """The next round to pair (``repair``: the draft round again), checked and ready for the engine."""
        ...

    def store_pairing(
        self, request: PairingRequest, pairing: RoundPairing, claim: Callable[[], None] | None = None
    ) -> Changes:
        """Store the engine's ``pairing`` of ``request`` as the draft of its round."""
        ...

    def store_empty_draft(
        self, request: PairingRequest, engine_message: str, claim: Callable[[], None] | None = None
    ) -> Changes:
        """Store an empty draft of ``request.round`` to be paired by hand."""
        ...
