"""The text's order encoded in the weights (art. 4.2.2 positional, art. 4.3.2 cheapest exchange) picks the same
candidate as trying transpositions and exchanges one by one, on fields larger than the literal reference can
handle (14–40 players, absences, forfeits, prohibited pairs, acceleration)."""

from __future__ import annotations

import random

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.dutch import DutchSystem

from .play import add_absences, facts, record, start


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_weighted_order_equals_step_by_step(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(14, 40)
    rounds = rng.randint(4, 8)
    t = start(n, rounds, rng, accelerate=rng.random() < 0.4, prohibit=rng.random() < 0.4)
    fast, slow = DutchSystem(explain=False), DutchSystem(explain=False, step_by_step=True)
    for _ in range(rounds):
        before = add_absences(t, t.round_to_pair(), rng, 0.1)
        try:
            pairing = fast.pair(before)
        except NoValidPairingError:
            return
        assert facts(pairing) == facts(slow.pair(before)), f"seed {seed}, round {pairing.round}"
        t = record(before, pairing, rng, 0.05)
