"""The exact way may stand interchangeable nodes for the players below the next score group when Dirac's
theorem shows they can absorb any floaters ([C4], ``bracket._absorbers``): the same pairing as with them all."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.burstein.bracket import _absorbers, _exact
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer, build_players
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.common.scoregroups import score_groups
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament


@pytest.mark.parametrize("seed", range(4))
def test_absorbers_give_the_same_pairing_as_the_whole_rest(seed: int) -> None:
    rng = random.Random(seed)
    options = GeneratorOptions(players=rng.randint(40, 70), rounds=4, seed=seed, forfeit_rate=0.05, bye_rate=0.05)
    t = replace(generate_tournament(find_system("dubov"), options), total_rounds=9)
    players = build_players(t, 5)
    absent = t.absent_in(5)
    present = [p for p in players.values() if p.tpn not in absent]
    if len(present) % 2:
        present = present[:-1]
    legality = Legality(players, t, 5, {k: p.absolute_colour for k, p in players.items()})
    groups = score_groups(present, lambda p: p.score)
    compressed = 0
    incoming: tuple[BursteinPlayer, ...] = ()
    for g in range(len(groups) - 2):
        order = sorted((*groups[g].members, *incoming), key=lambda p: p.rank)
        following = groups[g + 1].members
        rest = [p for later in groups[g + 2 :] for p in later.members]
        b = _exact(order, following, rest, legality, compress=False)
        if b is None:
            pytest.fail("the field cannot be paired")
        incoming = b.floaters
        if _absorbers(order, following, rest, legality) is None:
            continue
        compressed += 1
        a = _exact(order, following, rest, legality)
        assert a is not None
        assert [(x.tpn, y.tpn) for x, y in a.pairs] == [(x.tpn, y.tpn) for x, y in b.pairs]
        assert a.quality == b.quality and a.placements == b.placements
    assert compressed >= 1
