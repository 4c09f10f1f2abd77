"""The FIDE Berger tables (Handbook C.05, Annex 1) and the schedule of a single or double round robin.

For ``n`` players (``n`` even; an odd field plays with a dummy numbered ``n + 1``, whose opponent has the
round off) the table has ``n - 1`` rounds of ``n / 2`` boards. Player ``n`` stays in place; in round ``r`` the
player ``p`` with ``2p ≡ r + 1 (mod n - 1)`` meets ``n`` on board 1 (``n`` has Black in odd rounds, White in
even rounds), and board ``k + 1`` is ``p + k`` (White) against ``p - k`` (Black), numbers taken in
``1 … n - 1`` modulo ``n - 1``. This is the table as the Handbook prints it (round 1: 1–n, 2–(n−1), …;
round 2: n–(n/2+1), …), checked against FIDE's own Gacrux ``berger`` tables in the tests.

A double round robin plays the table twice, the second cycle with the colours reversed. For an even field
C.05 recommends exchanging the last two rounds of the first cycle, so that nobody has the same colour three
times running at the turn of the cycles; ``swap_last_two`` does that (the second cycle keeps the table's
order).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.errors import InvalidInputError

MAX_PLAYERS = 9999
"""A TRF starting rank has four digits."""


@dataclass(frozen=True, slots=True)
class BergerBoard:
    """One board of a Berger round: ``white`` against ``black`` (numbers of the table; ``bye`` when the
    opponent is the dummy of an odd field, who is then ``black`` or ``white``)."""

    board: int
    white: int
    black: int


def table_size(players: int) -> int:
    """The table used for ``players``: the next even number (the dummy completes an odd field)."""
    if not 2 <= players <= MAX_PLAYERS:
        raise InvalidInputError(f"a round robin needs 2 to {MAX_PLAYERS} players, not {players}")
    return players + players % 2


def berger_round(players: int, round_no: int) -> tuple[BergerBoard, ...]:
    """Round ``round_no`` (1 … n − 1) of the Berger table for ``players``, board 1 first."""
    n = table_size(players)
    if not 1 <= round_no <= n - 1:
        raise InvalidInputError(f"the Berger table for {players} players has rounds 1 to {n - 1}, not {round_no}")
    m = n - 1

    def wrap(value: int) -> int:
        return (value - 1) % m + 1

    fixed_opponent = next(p for p in range(1, n) if (2 * p - round_no - 1) % m == 0)
    first = BergerBoard(1, fixed_opponent, n) if round_no % 2 == 1 else BergerBoard(1, n, fixed_opponent)
    rest = (BergerBoard(k + 1, wrap(fixed_opponent + k), wrap(fixed_opponent - k)) for k in range(1, n // 2))
    return (first, *rest)


def berger_table(players: int) -> tuple[tuple[BergerBoard, ...], ...]:
    """Every round of the Berger table for ``players``."""
    n = table_size(players)
    return tuple(berger_round(players, r) for r in range(1, n))


def schedule(players: int, cycles: int = 1, swap_last_two: bool = False) -> tuple[tuple[BergerBoard, ...], ...]:
    """The rounds of a round robin of ``cycles`` cycles (1 or 2): the table, then (double) the table again with
    the colours reversed; ``swap_last_two`` exchanges the last two rounds of the first cycle (C.05, for an
    even field of a double round robin)."""
    if cycles not in (1, 2):
        raise InvalidInputError(f"a round robin has one or two cycles, not {cycles}")
    table = list(berger_table(players))
    first = list(table)
    if swap_last_two and cycles == 2 and len(first) >= 2:
        first[-2], first[-1] = first[-1], first[-2]
    if cycles == 1:
        return tuple(first)
    second = [tuple(BergerBoard(b.board, b.black, b.white) for b in boards) for boards in table]
    return (*first, *second)
