"""Chess960 starting positions (FIDE Laws of Chess, Guidelines II, Chess960 rules, art. II.1-II.2).

The 960 positions are numbered 0-959 in the usual (Scharnagl) numbering, 518 being the standard position: the
number's remainders place the light-squared bishop, the dark-squared bishop, the queen, the two knights, and the
remaining three squares take rook, king, rook (the king between the rooks, II.1.2). A position is written as
White's back rank from a to h (``RNBQKBNR``); Black mirrors it (II.1.1).

The position of a round is drawn by lot with a seed the arbiter can show and repeat (the same seed and round draw
the same number on any machine: a SHA-256 digest, not Python's ``random``), or entered by the arbiter.
"""

from __future__ import annotations

import hashlib

POSITIONS = 960
STANDARD = 518
"""The standard starting position ``RNBQKBNR`` (II.1: one of the 960)."""

_KNIGHTS = ((0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4))
"""The two knights' places among the five squares left after the bishops and the queen, in numbering order."""


def position(number: int) -> str:
    """White's back rank (files a-h) of position ``number`` (0-959)."""
    if not 0 <= number < POSITIONS:
        raise ValueError(f"a Chess960 position number is 0 to 959, not {number}")
    rank: list[str | None] = [None] * 8
    rest, light = divmod(number, 4)
    rank[2 * light + 1] = "B"
    rest, dark = divmod(rest, 4)
    rank[2 * dark] = "B"
    rest, queen = divmod(rest, 6)
    rank[[i for i, piece in enumerate(rank) if piece is None][queen]] = "Q"
    free = [i for i, piece in enumerate(rank) if piece is None]
    for k in _KNIGHTS[rest]:
        rank[free[k]] = "N"
    for i, piece in zip((i for i, p in enumerate(rank) if p is None), "RKR", strict=True):
        rank[i] = piece
    return "".join(p for p in rank if p is not None)


_NUMBERS = {position(n): n for n in range(POSITIONS)}


def number_of(back_rank: str) -> int:
    """The number of a back rank written as eight letters (``RNBQKBNR``, case-insensitive); a clear message
    naming what is wrong when it is no Chess960 position (II.1.2: bishops on squares of opposite colours, the
    king between the rooks)."""
    text = back_rank.strip().upper()
    if len(text) != 8 or sorted(text) != sorted("RNBQKBNR"):
        raise ValueError(f"{back_rank!r}: a back rank is eight letters with K, Q, two R, two B and two N")
    found = _NUMBERS.get(text)
    if found is None:
        raise ValueError(
            f"{back_rank!r} is no Chess960 position: the bishops must stand on squares of opposite colours and "
            "the king between the rooks (Laws of Chess, Guidelines II.1.2)"
        )
    return found


def parse(text: str) -> int:
    """A position as the arbiter types it: its number (0-959) or its back rank."""
    value = text.strip()
    if value.isdecimal():
        return _checked(int(value))
    return number_of(value)


def _checked(number: int) -> int:
    position(number)
    return number


def draw(seed: int, round_no: int, board: int | None = None) -> int:
    """The position drawn by lot for ``round_no`` (and ``board`` when each board draws its own) from ``seed``:
    the same arguments always draw the same number."""
    key = f"chess960:{seed}:{round_no}" + ("" if board is None else f":{board}")
    digest = hashlib.sha256(key.encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % POSITIONS
