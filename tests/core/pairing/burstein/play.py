"""Random Burstein tournaments for the tests: 6–16 players, 5–9 rounds, requested byes (H/Z), withdrawals, late
entries, forfeits, prohibited pairs and acceleration, played with the engine (the Dutch seeding rounds through
the registry). The round helpers are the Dutch tests' (``tests/core/pairing/dutch/play.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.api import PairingSystem
from arbiter_desk.core.pairing.burstein import BursteinSystem, seeding_rounds
from arbiter_desk.core.pairing.registry import find_entry
from arbiter_desk.core.tournament import Tournament

from ..dutch.play import add_absences, facts, record, start

__all__ = ["burstein", "facts", "rounds_after_seeding"]


def burstein(exact: bool = False) -> BursteinSystem:
    """The engine with the registry's Dutch system for the seeding rounds (art. 1.6.1)."""
    return BursteinSystem(seeding=find_entry("dutch").factory(), exact=exact)


def rounds_after_seeding(
    seed: int, engine: PairingSystem | None = None, irregular: bool = True
) -> Iterator[tuple[Tournament, object]]:
    """(snapshot before the round, the engine's pairing) for every Burstein round of one random tournament."""
    rng = random.Random(seed)
    n = rng.randint(6, 16)
    total = rng.randint(5, 9)
    system = engine if engine is not None else burstein()
    t = start(n, total, rng, accelerate=irregular and rng.random() < 0.2, prohibit=irregular and rng.random() < 0.2)
    absence = rng.choice([0.0, 0.1, 0.2]) if irregular else 0.0
    forfeits = rng.choice([0.0, 0.05, 0.1]) if irregular else 0.0
    for _ in range(total):
        before = add_absences(t, t.round_to_pair(), rng, absence)
        try:
            pairing = system.pair(before)
        except NoValidPairingError:
            return
        if pairing.round > seeding_rounds(total):
            yield before, pairing
        t = record(before, pairing, rng, forfeits)
