"""Column-exact TRF lines for tests, built by column arithmetic independent of the writer under test."""

from __future__ import annotations

from collections.abc import Sequence


def at(line: str, column: int, text: str) -> str:
    """``line`` with ``text`` written from 1-based ``column`` (padding with blanks)."""
    line = line.ljust(column - 1 + len(text))
    return line[: column - 1] + text + line[column - 1 + len(text) :]


def player_line(
    tpn: int | str,
    name: str = "",
    *,
    sex: str = "",
    title: str = "",
    rating: str = "",
    federation: str = "",
    fide_id: str = "",
    born: str = "",
    points: str = "",
    rank: str = "",
    blocks: Sequence[str] = (),
) -> str:
    """A 001 line: ``blocks`` are the 8-character round blocks (``"   2 w 1"``), ``""`` for a blank one."""
    line = "001"
    line = at(line, 5, str(tpn).rjust(4))
    line = at(line, 10, sex)
    line = at(line, 11, title.rjust(3))
    line = at(line, 15, name)
    line = at(line, 49, rating.rjust(4))
    line = at(line, 54, federation)
    line = at(line, 58, fide_id.rjust(11))
    line = at(line, 70, born)
    line = at(line, 81, points.rjust(4))
    line = at(line, 86, rank.rjust(4))
    for index, block in enumerate(blocks):
        line = at(line, 92 + 10 * index, block.ljust(8))
    return line.rstrip()


def block(opponent: int, colour: str, result: str) -> str:
    """One round block: opponent (0 = none) in 4 columns, colour, result."""
    return f"{opponent:04d} {colour} {result}" if opponent == 0 else f"{opponent:4d} {colour} {result}"


def dates_line(dates: Sequence[str]) -> str:
    """Record 132 with the round dates at 92, 102, …"""
    line = "132"
    for index, date in enumerate(dates):
        line = at(line, 92 + 10 * index, date)
    return line


def trf(*lines: str) -> str:
    return "\n".join(lines) + "\n"
