"""The reference on random tournaments: every round it produces passes the independent legality checker."""

from __future__ import annotations

import pytest

from arbiter_desk.core.pairing.checker import check_tournament, snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament

from .cases import cross_check_cases
from .reference import ReferenceDubov
from .reference.legality import legality_problems


@pytest.mark.parametrize("options", cross_check_cases(), ids=lambda o: f"seed{o.seed}-{o.players}p{o.rounds}r")
def test_reference_rounds_are_legal_and_reproducible(options: GeneratorOptions) -> None:
    system = ReferenceDubov()
    t = generate_tournament(system, options)
    assert t.last_paired_round() >= 2
    for rnd in range(1, t.last_paired_round() + 1):
        snapshot = snapshot_before(t, rnd)
        assert legality_problems(snapshot, system.pair(snapshot)) == []
    assert check_tournament(t, system).is_clean
