"""Properties of the Burstein engine over generated tournaments (C.04.4.2 (2026); C.04.2 art. 1.4).

* the quick walk and the exact matching give the same round on larger fields (20–40 players) than the
  literal reference can enumerate;
* the free checker (C.04.2 art. 1.4) re-pairs every round of a few hundred generated tournaments (6–16
  players, irregular: byes, forfeits, withdrawals, late entries, Baku, prohibited pairs) without a difference;
* every pairing respects the absolute criteria [C1]-[C3] and [C2], and the explanation gives each bracket
  member's index and each board's art. 4 step and colour rule.
"""

from __future__ import annotations

import os
import random

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.burstein import seeding_rounds
from arbiter_desk.core.pairing.burstein.players import build_players
from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament

from ..dutch.play import add_absences, record, start
from .play import burstein, facts, rounds_after_seeding


@pytest.mark.parametrize("seed", range(8))
def test_quick_walk_equals_exact_matching_on_larger_fields(seed: int) -> None:
    """Art. 3.2.2 / 4.3 by two methods: the same pairs, colours and PAB."""
    rng = random.Random(1000 + seed)
    total = rng.choice([7, 9])
    t = start(rng.randint(20, 40), total, rng, accelerate=seed % 3 == 1, prohibit=seed % 3 == 2)
    quick, exact = burstein(), burstein(exact=True)
    compared = 0
    for _ in range(total):
        before = add_absences(t, t.round_to_pair(), rng, 0.1)
        try:
            pairing = quick.pair(before)
        except NoValidPairingError:
            break
        if pairing.round > seeding_rounds(total):
            assert facts(pairing) == facts(exact.pair(before)), f"seed {seed}, round {pairing.round}"
            compared += 1
        t = record(before, pairing, rng, 0.05)
    assert compared >= 1


def _tournaments() -> range:
    spec = os.environ.get("BURSTEIN_CHECKER_SEEDS", "")
    if spec:
        first, last = (int(x) for x in spec.split(":"))
        return range(first, last)
    return range(200)


def test_the_checker_is_clean_on_generated_tournaments() -> None:
    """C.04.2 art. 1.4: re-pairing each round from the ones before gives the file's round, on 200 tournaments."""
    system = find_system("burstein")
    rounds = 0
    for seed in _tournaments():
        rng = random.Random(seed)
        options = GeneratorOptions(
            players=rng.randint(6, 16),
            rounds=rng.randint(5, 9),
            seed=seed,
            forfeit_rate=rng.choice([0.0, 0.05]),
            bye_rate=rng.choice([0.0, 0.05, 0.1]),
            withdrawal_rate=rng.choice([0.0, 0.1]),
            late_entry_rate=rng.choice([0.0, 0.1]),
            baku=seed % 5 == 0,
            prohibited_pairs=2 if seed % 7 == 0 else 0,
        )
        t = generate_tournament(system, options)
        report = check_tournament(t, system)
        assert report.is_clean, f"seed {seed}:\n{report.to_text()}"
        rounds += len(report.rounds)
    assert rounds >= 1000


@pytest.mark.parametrize("seed", range(30))
def test_absolute_criteria_and_explanations(seed: int) -> None:
    """[C1] no rematch, [C2] no second PAB / PAB after an unplayed win, [C3] no two equal absolute
    preferences; the explanation names every bracket member's index and every board's art. 4 step."""
    for before, pairing in rounds_after_seeding(seed):
        players = build_players(before, pairing.round)  # type: ignore[attr-defined]
        for board in pairing.boards:  # type: ignore[attr-defined]
            w, b = players[board.white], players[board.black]
            assert b.tpn not in w.opponents and w.tpn not in b.opponents
            assert w.absolute_colour is None or w.absolute_colour is not b.absolute_colour
        bye = pairing.bye  # type: ignore[attr-defined]
        if bye is not None:
            assert players[bye].can_receive_pab
        explanation = pairing.explanation  # type: ignore[attr-defined]
        for bracket in explanation.brackets:
            order = bracket.step("BSN order by index")
            assert order is not None and set(order.players) == set(bracket.members)
            assert all(v.startswith("Bh ") for v in order.values)
        for board in explanation.boards:
            assert "(art. 4.3" in board.placed_by and board.colour_rule.startswith("5.2.")
