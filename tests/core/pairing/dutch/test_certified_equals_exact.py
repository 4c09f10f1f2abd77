"""The certified shortcut of ``dutch.certified`` (C.04.3 (2026) art. 2.3–2.4 bounds reached by the first
transposition of the original S1/S2, art. 4.2.2, 4.3.2) gives every bracket it takes exactly the result of the
exact path (the matchings of ``bracket.pair_bracket``): same pairs, downfloaters, explanations and optimum; and
whole rounds pair as ``DutchSystem(narrow=False)``, the last round included (brackets with a topscorer
too: [C10], [C11], art. 1.8, 2.4.5–2.4.6). Generated rounds of 8–160 players, with absences, forfeits,
withdrawals, late entries, prohibited pairs and acceleration; round 2 of a bigger open is included, where the
top bracket is large and homogeneous.

Set ``DUTCH_CERTIFIED_SEEDS=first:last`` for a long run.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.pairing.dutch import system as dutch_system
from arbiter_desk.core.pairing.dutch.bracket import BracketResult, pair_bracket
from arbiter_desk.core.pairing.dutch.criteria import BracketFrame
from arbiter_desk.core.pairing.dutch.round_graph import RoundGraph
from arbiter_desk.core.pairing.dutch.state import DutchPlayer
from arbiter_desk.core.tournament import Tournament

from .play import add_absences, record, start


def _seeds() -> list[int]:
    spec = os.environ.get("DUTCH_CERTIFIED_SEEDS", "")
    if spec:
        first, last = (int(x) for x in spec.split(":"))
        return list(range(first, last))
    return list(range(16))


def _rounds(seed: int) -> Iterator[Tournament]:
    rng = random.Random(seed)
    n = rng.choice([rng.randint(8, 30), rng.randint(30, 80), rng.randint(80, 160)])
    rounds = rng.randint(3, 8)
    irregular = seed % 4 != 0
    t = start(n, rounds, rng, accelerate=irregular and rng.random() < 0.3, prohibit=irregular and rng.random() < 0.3)
    for _ in range(rounds):
        rate = rng.choice([0.0, 0.05, 0.15]) if irregular else 0.0
        before = add_absences(t, t.round_to_pair(), rng, rate)
        try:
            pairing = DutchSystem(narrow=False).pair(before)
        except NoValidPairingError:
            return
        yield before
        t = record(before, pairing, rng, rng.choice([0.0, 0.05, 0.1]) if irregular else 0.0)


@pytest.fixture(scope="module")
def used() -> Counter[str]:
    """How often the certificate answered and how often it refused, over every seed of the module."""
    return Counter()


@pytest.mark.parametrize("seed", _seeds())
def test_certified_brackets_equal_exact(seed: int, monkeypatch: pytest.MonkeyPatch, used: Counter[str]) -> None:
    original = dutch_system.DutchSystem._certified

    def checked(
        self: DutchSystem,
        graph: RoundGraph,
        remaining: list[DutchPlayer],
        frame: BracketFrame,
        nodes: int,
        order: list[int],
        bad: list[set[int]],
    ) -> BracketResult | None:
        found = original(self, graph, remaining, frame, nodes, order, bad)
        used["certified" if found is not None else "refused"] += 1
        if found is not None:
            used[f"certified with {len(found.floaters)} downfloaters"] += 1
            used["certified with MDPs" if found.s1 else "certified homogeneous"] += 1
            if frame.bye is not None and not frame.next_group:
                used["certified with the PAB"] += 1
            if frame.last_round:
                used["certified in the last round"] += 1
                if any(remaining[i].topscorer for i in frame.members):
                    used["certified with a topscorer"] += 1
            legal, make_oracle = self._matching(graph, remaining, frame, nodes, bad)
            exact = pair_bracket(frame, order, legal, nodes, explain=True, make_oracle=make_oracle, assignment=True)
            assert found == exact, f"seed {seed}, bracket {frame.score}"
        return found

    compared = 0
    for tournament in _rounds(seed):
        with monkeypatch.context() as patch:
            patch.setattr(dutch_system.DutchSystem, "_certified", checked)
            pairing = DutchSystem().pair(tournament)
        assert pairing == DutchSystem(narrow=False).pair(tournament), f"seed {seed}, round {pairing.round}"
        compared += 1
    assert compared >= 1


def test_certificate_taken_and_refused(used: Counter[str]) -> None:
    """The comparison above saw the shortcut taken (with and without a downfloater) and refused (runs after it)."""
    if not used:
        pytest.skip("run with the comparison above")
    assert used["certified"] > 0 and used["refused"] > 0, used
    assert used["certified with 0 downfloaters"] > 0 and used["certified with 1 downfloaters"] > 0, used
    assert used["certified with MDPs"] > 0 and used["certified homogeneous"] > 0, used
    # The last round's brackets without a topscorer have the other rounds' levels (C.04.3 art. 1.8, [C10]).
    assert used["certified in the last round"] > 0, used
    # Brackets with a topscorer: [C10], [C11] reached by a candidate without a colour fault (art. 1.8, 2.4.5-6).
    assert used["certified with a topscorer"] > 0, used
