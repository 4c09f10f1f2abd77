"""Compact hand-made tournaments for the Dubov tests.

``build([2400, 2300, ...], rounds=[["1-5 1-0", "6-2 =", "3 U"], ...])``: players get TPNs 1.. in the
order given; each round lists games as ``"W-B result"`` (result ``1-0``, ``0-1``, ``=``, ``+-``, ``-+``,
``W``/``L``/``D`` for unrated games won/lost/drawn by White) and byes as ``"TPN CODE"`` (U, H, Z, F).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

_GAME = {
    "1-0": (ResultCode.WIN, ResultCode.LOSS),
    "0-1": (ResultCode.LOSS, ResultCode.WIN),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "+-": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-+": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    "W": (ResultCode.WIN_UNRATED, ResultCode.LOSS_UNRATED),
    "L": (ResultCode.LOSS_UNRATED, ResultCode.WIN_UNRATED),
    "D": (ResultCode.DRAW_UNRATED, ResultCode.DRAW_UNRATED),
}


def build(
    ratings: Sequence[int],
    rounds: Sequence[Sequence[str]] = (),
    total_rounds: int | None = 9,
    initial_colour: Colour = Colour.WHITE,
) -> Tournament:
    entries: dict[int, list[RoundEntry]] = {i + 1: [] for i in range(len(ratings))}
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
        Player(PairingNumber(i + 1), f"Player {i + 1:02d}", rating=rating, rounds=tuple(entries[i + 1]))
        for i, rating in enumerate(ratings)
    )
    return Tournament(players=players, total_rounds=total_rounds, initial_colour=initial_colour)


def with_absent(t: Tournament, round_no: int, code: str, *tpns: int) -> Tournament:
    """Mark players absent from ``round_no`` with a requested bye (H, Z or F)."""
    return t.with_players(
        replace(p, rounds=(*p.rounds, RoundEntry(RoundNo(round_no), None, Colour.NONE, ResultCode(code))))
        if p.tpn in tpns
        else p
        for p in t.players
    )


def pairs_of(pairing: object) -> list[tuple[int, int]]:
    """(white, black) per board, in board order."""
    from arbiter_desk.core.pairing.api import RoundPairing

    assert isinstance(pairing, RoundPairing)
    return [(b.white, b.black) for b in pairing.boards]
