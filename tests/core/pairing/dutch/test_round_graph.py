"""Who may not meet whom (C.04.3 (2026) art. 2.1 [C1], [C3], prohibited pairs) is built without testing every
pair; it must equal the pair-by-pair test ``may_meet`` on generated rounds (forfeits, byes, acceleration,
prohibited pairs, topscorers in the last round)."""

from __future__ import annotations

import random

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.pairing.dutch.round_graph import illegal_pairs, may_meet
from arbiter_desk.core.pairing.dutch.state import build_players

from .play import add_absences, record, start


@pytest.mark.parametrize("seed", range(6))
def test_illegal_pairs_equal_may_meet(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(12, 40)
    rounds = rng.randint(4, 7)
    t = start(n, rounds, rng, accelerate=seed % 2 == 0, prohibit=True)
    engine = DutchSystem(explain=False)
    checked = 0
    for _ in range(rounds):
        before = add_absences(t, t.round_to_pair(), rng, 0.1)
        rnd = before.round_to_pair()
        absent = before.absent_in(rnd)
        players = [p for p in build_players(before, rnd).values() if p.tpn not in absent]
        bad = illegal_pairs(before, rnd, players)
        for a in players:
            for b in players:
                if a.tpn != b.tpn:
                    assert (b.tpn in bad[a.tpn]) == (not may_meet(a, b, before, rnd))
                    checked += 1
        try:
            pairing = engine.pair(before)
        except NoValidPairingError:
            break
        t = record(before, pairing, rng, 0.1)
    assert checked
