"""The independent oracle (``oracle/``, built from the 1992 text and the R readings only) and the engine
agree on every round of generated events, half of them irregular (forfeits, H/Z/F byes, withdrawals, late
entries); rounds the engine refuses (R20) the oracle refuses too.  The large run is
``tests/benchmarks/sweep_rating_1992.py --sweep N``."""

from __future__ import annotations

import random

from tests.core.pairing.rating_1992.oracle.compare import Tally, compare_calls, event_calls
from tests.core.pairing.rating_1992.oracle.procedure import Oracle
from tests.core.pairing.rating_1992.oracle.trf_state import read


def test_oracle_and_engine_agree_on_generated_events() -> None:
    rng = random.Random(29)
    tally = Tally()
    for i in range(24):
        players = rng.randint(6, 24)
        rounds = rng.randint(3, min(9, players - 1))
        seed = rng.randint(0, 1_000_000)
        compare_calls(event_calls(players, rounds, seed, i % 2 == 1), tally, f"{players} {rounds} {seed} {i % 2}")
    assert tally.rounds >= 100
    assert tally.disagreements == []
    assert tally.gave_up == []


def test_d2_exchange_order_reproduces_the_matrices() -> None:
    """1992 D2 (R11): one player a)-i), two players j)-r) appear in this order (positions 1-8, S1 = 1-4)."""
    order = [([i + 1 for i in s1], [i + 1 for i in s2]) for s1, s2 in Oracle.splits(8, 4)]
    one = [(sorted({1, 2, 3, 4} - set(a)), sorted(set(a) - {1, 2, 3, 4})) for a, _ in order[1:17]]
    text_one = [([4], [5]), ([4], [6]), ([3], [5]), ([4], [7]), ([3], [6]), ([2], [5]), ([3], [7]), ([2], [6])]
    text_one.append(([2], [7]))
    assert [o for o in one if o[0] != [1] and o[1] != [8]] == text_one
    two = [(sorted({1, 2, 3, 4} - set(a)), sorted(set(a) - {1, 2, 3, 4})) for a, _ in order[17:]]
    text_two = [([3, 4], [5, 6]), ([3, 4], [5, 7]), ([2, 4], [5, 6]), ([3, 4], [6, 7]), ([2, 4], [5, 7])]
    text_two += [([2, 3], [5, 6]), ([2, 4], [6, 7]), ([2, 3], [5, 7]), ([2, 3], [6, 7])]
    assert [o for o in two if len(o[0]) == 2 and 1 not in o[0] and 8 not in o[1]] == text_two


def _trf(rows: list[str], rounds: int) -> str:
    head = [f"XXR {rounds}"]
    return "\n".join(head + [f"001 {tpn:4d}" + " " * 83 + blocks for tpn, blocks in enumerate(rows, 1)]) + "\n"


def test_round_one_f4_and_e4() -> None:
    """1992 F4 and E4 (R9): 7 players, white1: 1-4 (1 White), 5-2, 3-6, bye to 7."""
    text = _trf([""] * 7, 5)
    oracle = Oracle(read(text), 1)
    result = oracle.pair()
    assert result is not None
    pairs, bye = result
    assert sorted(oracle.colours(a, b) for a, b in pairs) == [(1, 4), (3, 6), (5, 2)]
    assert bye == 7
