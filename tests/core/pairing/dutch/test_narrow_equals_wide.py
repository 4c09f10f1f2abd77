"""The narrow bracket matching (``dutch.narrow``: the bracket and sinks, completion and [C8] certified below it)
pairs every round exactly as the wide one over all players still to pair (C.04.3 (2026) art. 2.2.1 [C4],
2.4.3 [C8]): same pairs, colours, PAB and explanations, on generated rounds of 7–120 players with absences
(H/Z), withdrawals, late entries, forfeits, prohibited pairs (record 260) and acceleration (record 250).

The default run plays a few dozen tournaments (a few hundred rounds); set ``DUTCH_NARROW_SEEDS=first:last``
for a long run.
"""

from __future__ import annotations

import os
import random

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.dutch import DutchSystem

from .play import add_absences, record, start


def _seeds() -> list[int]:
    spec = os.environ.get("DUTCH_NARROW_SEEDS", "")
    if spec:
        first, last = (int(x) for x in spec.split(":"))
        return list(range(first, last))
    return list(range(40))


def play_and_compare(seed: int) -> int:
    """Rounds compared; raises AssertionError on the first difference."""
    rng = random.Random(seed)
    n = rng.choice([rng.randint(7, 20), rng.randint(20, 60), rng.randint(60, 120)])
    rounds = rng.randint(5, 11)
    t = start(n, rounds, rng, accelerate=rng.random() < 0.3, prohibit=rng.random() < 0.3)
    fast, wide = DutchSystem(), DutchSystem(narrow=False)
    compared = 0
    for _ in range(rounds):
        before = add_absences(t, t.round_to_pair(), rng, rng.choice([0.0, 0.05, 0.15]))
        try:
            pairing = fast.pair(before)
        except NoValidPairingError:
            with pytest.raises(NoValidPairingError):
                wide.pair(before)
            break
        assert pairing == wide.pair(before), f"seed {seed}, round {pairing.round}, {n} players"
        compared += 1
        t = record(before, pairing, rng, rng.choice([0.0, 0.05, 0.1]))
    return compared


@pytest.mark.parametrize("seed", _seeds())
def test_narrow_matching_equals_wide(seed: int) -> None:
    assert play_and_compare(seed) >= 1
