"""The free pairing checker (C.04.2 art. 1.4) agrees with the engine on everything the generator played:
200 tournaments of 8-40 players, regular and irregular (requested byes, forfeits, withdrawals, late entries).
"""

import random

import pytest

from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.core.pairing.dubov import DubovSystem
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament


def _options(seed: int) -> GeneratorOptions:
    rng = random.Random(seed)
    irregular = seed % 2 == 1
    return GeneratorOptions(
        players=rng.randint(8, 40),
        rounds=rng.randint(5, 9),
        seed=seed,
        forfeit_rate=0.05 if irregular else 0.0,
        bye_rate=0.05 if irregular else 0.0,
        withdrawal_rate=0.1 if irregular else 0.0,
        late_entry_rate=0.1 if irregular else 0.0,
    )


@pytest.mark.parametrize("block", range(10))
def test_checker_is_clean_on_generated_tournaments(block: int) -> None:
    system = DubovSystem()
    for seed in range(block * 20, block * 20 + 20):
        tournament = generate_tournament(system, _options(seed))
        report = check_tournament(tournament, system)
        assert report.is_clean, f"seed {seed}:\n{report.to_text()}"
        assert tournament.last_paired_round() >= 1
