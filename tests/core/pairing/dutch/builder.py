"""Compact hand-made tournaments and synthetic players for the Dutch tests.

``build(8, rounds=[["1-5 1-0", "6-2 =", "3 U"], ...])``: players 1..n; each round lists games as
``"W-B result"`` (``1-0``, ``0-1``, ``=``, ``+-``, ``-+``) and byes as ``"TPN CODE"`` (U, H, Z, F).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float, dutch_preference
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament

_GAME = {
    "1-0": (ResultCode.WIN, ResultCode.LOSS),
    "0-1": (ResultCode.LOSS, ResultCode.WIN),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "+-": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-+": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
}


def build(
    n: int,
    rounds: Sequence[Sequence[str]] = (),
    total_rounds: int | None = 9,
    initial_colour: Colour = Colour.WHITE,
    accelerations: tuple[Acceleration, ...] = (),
    forbidden: tuple[ForbiddenPairs, ...] = (),
) -> Tournament:
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
    players = tuple(
        Player(PairingNumber(i), f"Player {i:02d}", rating=2800 - 10 * i, rounds=tuple(entries[i]))
        for i in range(1, n + 1)
    )
    return Tournament(
        players=players,
        total_rounds=total_rounds,
        initial_colour=initial_colour,
        accelerations=accelerations,
        forbidden_pairs=forbidden,
    )


def pairs_of(pairing: RoundPairing) -> list[tuple[int, int]]:
    """(white, black) per board, in board order."""
    return [(b.white, b.black) for b in pairing.boards]


def unordered(pairing: RoundPairing) -> set[frozenset[int]]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}


def dp(tpn: int, score: str = "0", history: str = "", topscorer: bool = False) -> DutchPlayer:
    """A synthetic player: ``history`` like ``"WBW"`` (compressed colours)."""
    colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in history)
    return DutchPlayer(
        tpn=PairingNumber(tpn),
        score=Decimal(score),
        history=colours,
        preference=dutch_preference(colours),
        opponents=frozenset(),
        can_get_bye=True,
        unplayed=0,
        float_prev=Float.NONE,
        float_prev2=Float.NONE,
        topscorer=topscorer,
        parity_rank=tpn,
    )
