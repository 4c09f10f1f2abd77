"""CI size: the independent oracles (``oracle/``, built from the 1997 and 2018 texts and
readings E1-E34 only) re-pair every round of generated events (6-24 players, half of them irregular: forfeits,
H/F/Z byes, withdrawals, late entries) exactly as the engine does -- boards, colours, board order and the bye.

The big run is ``tests/benchmarks/sweep_dubov_editions.py --sweep N``.
"""

from __future__ import annotations

import pytest

from .oracle.compare import Tally, sweep


def _report(tally: Tally) -> str:
    lines = [f"{len(tally.disagreements)} of {tally.rounds} rounds differ: {dict(tally.by_kind())}"]
    for d in tally.disagreements[:5]:
        lines.append(f"{d.options} round {d.round_no} ({d.kind}):\n  engine {d.engine}\n  oracle {d.oracle}")
    return "\n".join(lines)


@pytest.mark.parametrize("start", [0, 25])
def test_1997_engine_agrees_with_the_oracle_round_by_round(start: int) -> None:
    """1997 art. 2-8 (readings E1-E34) on 25 events each; the sweep covers 7.1-7.4, 6.3, 6.4 and 8.2."""
    tally = sweep("1997", 25, seed=1, start=start)
    assert tally.rounds > 120
    assert tally.irregular_rounds > 40
    assert {"7.1", "7.2", "7.3", "7.4", "6.3", "6.4 choice", "8.2"} <= set(tally.paths)
    assert not tally.disagreements, _report(tally)


def test_2018_engine_agrees_with_the_oracle_round_by_round() -> None:
    """2018 B.0-E.4 = 2026 (E32) with its own C.2 (E14), on events of up to 16 players."""
    tally = sweep("2018", 8, seed=1, max_players=16)
    assert tally.rounds > 40
    assert not tally.disagreements, _report(tally)
