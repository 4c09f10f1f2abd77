"""The shortcuts of ``dutch.remainder`` (C.04.3 (2026) art. 4.3.2: the original S1 and S2 first; art. 4.2.2: the
remainder's first transposition as the first maximum-weight assignment) pair every round exactly as
``text_order``'s matching per decision: same pairs, colours, PAB and explanations, on generated rounds of
12–120 players with absences, forfeits, withdrawals, late entries, prohibited pairs and acceleration.

Set ``DUTCH_REMAINDER_SEEDS=first:last`` for a long run.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterator, Sequence

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.dutch import DutchSystem, bracket
from arbiter_desk.core.pairing.dutch.oracle import OptimumKeeper
from arbiter_desk.core.tournament import Tournament

from .play import add_absences, record, start


def _seeds() -> list[int]:
    spec = os.environ.get("DUTCH_REMAINDER_SEEDS", "")
    if spec:
        first, last = (int(x) for x in spec.split(":"))
        return list(range(first, last))
    return list(range(24))


def _rounds(seed: int) -> Iterator[Tournament]:
    """The rounds of one generated tournament, each before it is paired (played by the default engine)."""
    rng = random.Random(seed)
    n = rng.choice([rng.randint(12, 30), rng.randint(30, 70), rng.randint(70, 120)])
    rounds = rng.randint(5, 9)
    t = start(n, rounds, rng, accelerate=rng.random() < 0.3, prohibit=rng.random() < 0.3)
    for _ in range(rounds):
        before = add_absences(t, t.round_to_pair(), rng, rng.choice([0.0, 0.05, 0.15]))
        try:
            pairing = DutchSystem().pair(before)
        except NoValidPairingError:
            return
        yield before
        t = record(before, pairing, rng, rng.choice([0.0, 0.05, 0.1]))


def _text_order_only(monkeypatch: pytest.MonkeyPatch, tournament: Tournament) -> RoundPairing:
    with monkeypatch.context() as patch:
        patch.setattr(bracket, "original_admits", lambda keeper, remainder, pairs: False)
        patch.setattr(bracket, "first_assignment", lambda keeper, s1, s2: None)
        return DutchSystem().pair(tournament)


@pytest.fixture(scope="module")
def used() -> Counter[str]:
    """How often each shortcut answered, over every seed of the module."""
    return Counter()


@pytest.mark.parametrize("seed", _seeds())
def test_shortcuts_pair_as_text_order(seed: int, monkeypatch: pytest.MonkeyPatch, used: Counter[str]) -> None:
    original_admits, first_assignment = bracket.original_admits, bracket.first_assignment

    def counted_admits(keeper: OptimumKeeper, remainder: Sequence[int], pairs: int) -> bool:
        ok = original_admits(keeper, remainder, pairs)
        used["original S1/S2" if ok else "an exchange"] += 1
        return ok

    def counted_assignment(keeper: OptimumKeeper, s1: Sequence[int], s2: Sequence[int]) -> object:
        found = first_assignment(keeper, s1, s2)
        used["assignment" if found is not None else "text order"] += 1
        if found is not None and len(s2) > len(s1):
            used["assignment with downfloaters"] += 1
        return found

    compared = 0
    for tournament in _rounds(seed):
        expected = _text_order_only(monkeypatch, tournament)
        with monkeypatch.context() as patch:
            patch.setattr(bracket, "original_admits", counted_admits)
            patch.setattr(bracket, "first_assignment", counted_assignment)
            assert DutchSystem().pair(tournament) == expected, f"seed {seed}, round {expected.round}"
        compared += 1
    assert compared >= 1


def test_every_path_was_taken(used: Counter[str]) -> None:
    """The comparison above covers both answers of each shortcut (runs after it, in file order)."""
    if not used:
        pytest.skip("run with the comparison above")
    paths = ("original S1/S2", "an exchange", "assignment", "assignment with downfloaters", "text order")
    assert all(used[k] > 0 for k in paths), used
