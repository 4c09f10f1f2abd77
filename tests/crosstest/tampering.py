"""A wrong pairing made on purpose, to show that a checker can fail."""

from __future__ import annotations

ROUND_START = 92
"""Column of round 1's block in record 001 (TRF-2026: 10 columns a round, colour at start + 5)."""


def swap_colours(trf: str, tpn: int, round_no: int) -> str:
    """``trf`` with White and Black exchanged on the board of player ``tpn`` in ``round_no`` (both lines)."""
    lines = trf.splitlines()
    index = {int(line[4:8]): i for i, line in enumerate(lines) if line.startswith("001")}
    start = ROUND_START - 1 + 10 * (round_no - 1)
    line = lines[index[tpn]]
    opponent = int(line[start : start + 4])
    for player in (tpn, opponent):
        row = lines[index[player]]
        colour = {"w": "b", "b": "w"}[row[start + 5]]
        lines[index[player]] = row[: start + 5] + colour + row[start + 6 :]
    return "\n".join(lines) + "\n"
