"""The engine against the brute-force literal reference (``reference.py``) on small generated tournaments,
regular and irregular (forfeits, H/Z byes, withdrawals, late entries): every round the same pairs, colours
and bye (C.04.2 art. 1.4: different programs must arrive at identical pairings).
"""

from __future__ import annotations

import pytest

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.lim import LimSystem

from .reference import reference_pairing


def _options(seed: int) -> GeneratorOptions:
    irregular = 0.08 if seed % 2 else 0.0
    players = 6 + seed % 7
    return GeneratorOptions(
        players=players,
        rounds=min(players - 1, 4 + seed % 4),
        seed=seed,
        forfeit_rate=irregular,
        bye_rate=irregular,
        withdrawal_rate=irregular,
        late_entry_rate=irregular,
        draw_rate=0.1 + 0.05 * (seed % 5),
    )


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40))
def test_engine_equals_reference(seed: int) -> None:
    system = LimSystem()
    t = generate_tournament(system, _options(seed))
    for rnd in range(1, t.last_paired_round() + 1):
        before = snapshot_before(t, rnd)
        pairing = system.pair(before, RoundNo(rnd))
        expected, bye = reference_pairing(before, RoundNo(rnd))
        assert {(b.white, b.black) for b in pairing.boards} == expected, f"round {rnd}"
        assert pairing.bye == bye, f"round {rnd}"
