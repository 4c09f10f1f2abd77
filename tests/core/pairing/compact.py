"""Compact hand-made tournaments for every system's tests.

``build(8, rounds=[["1-5 1-0", "6-2 =", "3 U"], ...])``: players 1..n (ratings falling with the TPN unless given);
each round lists games as ``"W-B result"`` (``1-0``, ``0-1``, ``=``, ``+-``, ``-+``, ``--`` for a double forfeit,
``W``/``L``/``D`` for unrated games won/lost/drawn by White) and blocks without an opponent as ``"TPN CODE"``
(U, H, Z, F).
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament

_GAME = {
    "1-0": (ResultCode.WIN, ResultCode.LOSS),
    "0-1": (ResultCode.LOSS, ResultCode.WIN),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "+-": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-+": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    "--": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
    "W": (ResultCode.WIN_UNRATED, ResultCode.LOSS_UNRATED),
    "L": (ResultCode.LOSS_UNRATED, ResultCode.WIN_UNRATED),
    "D": (ResultCode.DRAW_UNRATED, ResultCode.DRAW_UNRATED),
}


def build(
    n: int,
    rounds: Sequence[Sequence[str]] = (),
    total_rounds: int | None = 9,
    initial_colour: Colour = Colour.WHITE,
    accelerations: tuple[Acceleration, ...] = (),
    forbidden: tuple[ForbiddenPairs, ...] = (),
    ratings: Sequence[int] | None = None,
    top_rating: int = 2800,
) -> Tournament:
    """``n`` players rated ``top_rating − 10·(TPN − 1) − 10`` (or ``ratings``) with the given rounds."""
    entries: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n + 1)}
    for r, items in enumerate(rounds, start=1):
        rnd = RoundNo(r)
        for item in items:
            left, code = item.split()
            if "-" in left:
                w_text, b_text = left.split("-")
                w, b = int(w_text), int(b_text)
                rw, rb = _GAME[code]
                entries[w].append(RoundEntry(rnd, PairingNumber(b), Colour.WHITE, rw))
                entries[b].append(RoundEntry(rnd, PairingNumber(w), Colour.BLACK, rb))
            else:
                entries[int(left)].append(RoundEntry(rnd, None, Colour.NONE, ResultCode(code)))
    rating = list(ratings) if ratings is not None else [top_rating - 10 * i for i in range(1, n + 1)]
    players = tuple(
        Player(PairingNumber(i), f"Player {i:02d}", rating=rating[i - 1], rounds=tuple(entries[i]))
        for i in range(1, n + 1)
    )
    return Tournament(
        players=players,
        total_rounds=total_rounds,
        initial_colour=initial_colour,
        accelerations=accelerations,
        forbidden_pairs=forbidden,
    )
