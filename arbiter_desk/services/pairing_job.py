"""Pairing a round away from the desk's transaction, e.g. in a worker thread.

``Desk.pairing_request`` reads the snapshot (main thread, SQLite); :func:`compute_pairing` only runs the pure
engine on that frozen snapshot — it touches no file and no connection, so any thread may call it; the result
goes back to ``Desk.store_pairing`` on the main thread, which refuses it if the tournament changed meanwhile.
"""

from __future__ import annotations

from arbiter_desk.core.pairing import RoundPairing, find_system
from arbiter_desk.services.base import SystemFactory
from arbiter_desk.services.rounds import PairingRequest

__all__ = ["PairingRequest", "SystemFactory", "compute_pairing", "find_system"]


def compute_pairing(request: PairingRequest, systems: SystemFactory = find_system) -> RoundPairing:
    """The engine's pairing of ``request.round`` from ``request.snapshot`` (thread-safe: pure core)."""
    return systems(request.system).pair(request.snapshot, request.round)
