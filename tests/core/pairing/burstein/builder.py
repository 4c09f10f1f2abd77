"""Hand-made tournaments and synthetic players for the Burstein tests.

``build(6, [["1-2 1-0", "3-4 =", "5 U", "6 Z"], ...], total_rounds=4)``: players 1..n; each round lists games
``"W-B result"`` (``1-0``, ``0-1``, ``=``, ``+-``, ``-+``) and blocks without opponent ``"TPN CODE"``
(U, H, Z, F).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.burstein.index import OppositionIndex
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.colour import colour_preference
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


def bp(
    tpn: int,
    score: str = "0",
    history: str = "",
    buchholz: str = "0",
    sb: str = "0",
    met: Sequence[int] = (),
) -> BursteinPlayer:
    """A synthetic player: ``history`` like ``"WBW"`` (compressed colours)."""
    colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in history)
    return BursteinPlayer(
        tpn=PairingNumber(tpn),
        score=Decimal(score),
        history=colours,
        preference=colour_preference(colours),
        opponents=frozenset(PairingNumber(m) for m in met),
        games_played=len(colours),
        can_receive_pab=True,
        index=OppositionIndex(Decimal(buchholz), Decimal(sb)),
        parity_number=tpn,
    )
