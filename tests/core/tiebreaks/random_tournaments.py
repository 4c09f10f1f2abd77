"""A hypothesis strategy for random Swiss-like tournaments with forfeits, byes (H F U Z) and withdrawals.

Pairings are random (rematches allowed: tie-breaks must not care), results random among wins, draws, losses,
forfeits and double forfeits; some players ask for byes, some withdraw (later rounds as ``Z`` or no block).
"""

from __future__ import annotations

from hypothesis import strategies as st

from arbiter_desk.core.tournament import Tournament
from tests.core.tiebreaks.crosstable import make_tournament

RESULTS = ("1", "=", "0", "1", "=", "0", "+", "-", "--")
"""White's result; ``--`` is a double forfeit."""
COUNTER = {"1": "0", "=": "=", "0": "1", "+": "-", "-": "+", "--": "-"}


@st.composite
def tournaments(draw: st.DrawFn, max_players: int = 9, max_rounds: int = 5, rated: bool = True) -> Tournament:
    size = draw(st.integers(2, max_players))
    rounds = draw(st.integers(1, max_rounds))
    tpns = list(range(1, size + 1))
    ratings = {t: draw(st.integers(1400, 2700)) if rated else 0 for t in tpns}
    leaves = {t: draw(st.one_of(st.none(), st.integers(2, rounds + 1))) if draw(st.booleans()) else None for t in tpns}
    silent = draw(st.booleans())  # withdrawn players' rounds: no block (True) or Z (False)
    lines: dict[int, list[str]] = {t: [] for t in tpns}
    for round_no in range(1, rounds + 1):
        present = []
        for t in tpns:
            leave = leaves[t]
            if leave is not None and round_no >= leave:
                lines[t].append("." if silent else "Z")
            elif draw(st.integers(0, 7)) == 0:
                lines[t].append(draw(st.sampled_from(["H", "Z", "F"])))
            else:
                present.append(t)
        order = draw(st.permutations(present))
        if len(order) % 2:
            lines[order[-1]].append("U")
            order = order[:-1]
        for white, black in zip(order[::2], order[1::2], strict=True):
            result = draw(st.sampled_from(RESULTS))
            if result in ("+", "-", "--"):
                lines[white].append(f"{black}-{result[0]}")
                lines[black].append(f"{white}-{COUNTER[result]}")
            else:
                lines[white].append(f"{black}w{result}")
                lines[black].append(f"{white}b{COUNTER[result]}")
    return make_tournament({t: " ".join(line) for t, line in lines.items()}, ratings=ratings)
