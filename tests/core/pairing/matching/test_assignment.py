"""The first maximum-weight assignment from dual prices equals the literal search over every permutation."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from arbiter_desk.core.pairing.matching.assignment import (
    NotOptimalError,
    dual_prices,
    first_best_assignment,
    heaviest_assignment,
)


def _literal(weight: list[dict[int, int]]) -> tuple[int, list[int]] | None:
    """(best weight, first best assignment in order) by trying every permutation in lexicographic order."""
    n = len(weight)
    best: tuple[int, list[int]] | None = None
    for perm in permutations(range(n)):
        if all(j in weight[i] for i, j in enumerate(perm)):
            total = sum(weight[i][j] for i, j in enumerate(perm))
            if best is None or total > best[0]:
                best = (total, list(perm))
    return best


def _random_problem(rng: random.Random) -> list[dict[int, int]]:
    n = rng.randint(1, 7)
    values = rng.choice([[0, 1], [0, 1, 2], list(range(-5, 6)), [2**70, 2**70 + 1, 3 * 2**69]])
    density = rng.choice([0.5, 0.8, 1.0])
    return [{j: rng.choice(values) for j in range(n) if rng.random() < density} for _ in range(n)]


@pytest.mark.parametrize("seed", range(300))
def test_first_best_assignment_equals_literal_search(seed: int) -> None:
    rng = random.Random(seed)
    weight = _random_problem(rng)
    expected = _literal(weight)
    if expected is None:
        return
    best, first = expected
    # Start from an arbitrary optimal assignment: the last permutation reaching the optimum.
    start = None
    for perm in permutations(range(len(weight))):
        if all(j in weight[i] for i, j in enumerate(perm)) and sum(weight[i][j] for i, j in enumerate(perm)) == best:
            start = list(perm)
    assert start is not None
    assert first_best_assignment(weight, start) == first


@pytest.mark.parametrize("seed", range(300, 500))
def test_heaviest_assignment_has_the_literal_best_weight(seed: int) -> None:
    rng = random.Random(seed)
    weight = _random_problem(rng)
    expected = _literal(weight)
    found = heaviest_assignment(weight)
    if expected is None:
        assert found is None
        return
    assert found is not None and sorted(found) == list(range(len(weight)))
    assert sum(weight[i][j] for i, j in enumerate(found)) == expected[0]


def test_dual_prices_cover_every_pair_and_are_tight_on_the_assignment() -> None:
    weight = [{0: 5, 1: 3, 2: 1}, {0: 4, 1: 4}, {1: 2, 2: 6}]
    mate = [0, 1, 2]
    u, v = dual_prices(weight, mate)
    for i, row in enumerate(weight):
        for j, w in row.items():
            assert u[i] + v[j] >= w
        assert u[i] + v[mate[i]] == row[mate[i]]


def test_an_assignment_that_is_not_best_is_refused() -> None:
    weight = [{0: 1, 1: 5}, {0: 5, 1: 1}]
    with pytest.raises(NotOptimalError):
        first_best_assignment(weight, [0, 1])
