"""Compact hand-made tournaments and players for the Lim tests.

``build(8, rounds=[["1-5 1-0", "6-2 =", "3 U"], ...])``: players get TPNs 1.. (ratings falling with the TPN
unless given); each round lists games as ``"W-B result"`` (``1-0``, ``0-1``, ``=``, ``+-``, ``-+``) and byes
or absences as ``"TPN CODE"`` (U, H, Z, F). ``forbid`` adds record-260 prohibited pairs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.lim import LimSystem
from arbiter_desk.core.pairing.lim.players import LimPlayer, due_colour
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament

_GAME = {
    "1-0": (ResultCode.WIN, ResultCode.LOSS),
    "0-1": (ResultCode.LOSS, ResultCode.WIN),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "+-": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-+": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
}


def build(
    count: int,
    rounds: Sequence[Sequence[str]] = (),
    total_rounds: int | None = 9,
    initial_colour: Colour = Colour.WHITE,
    forbid: Sequence[Sequence[int]] = (),
    ratings: Sequence[int] | None = None,
) -> Tournament:
    entries: dict[int, list[RoundEntry]] = {i + 1: [] for i in range(count)}
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
    rating = list(ratings) if ratings is not None else [2600 - 10 * i for i in range(count)]
    players = tuple(
        Player(PairingNumber(i + 1), f"Player {i + 1:02d}", rating=rating[i], rounds=tuple(entries[i + 1]))
        for i in range(count)
    )
    forbidden = tuple(ForbiddenPairs(tuple(PairingNumber(t) for t in group)) for group in forbid)
    return Tournament(
        players=players, total_rounds=total_rounds, initial_colour=initial_colour, forbidden_pairs=forbidden
    )


def absent(t: Tournament, round_no: int, code: str, *tpns: int) -> Tournament:
    """Mark players absent from ``round_no`` (H, Z or F)."""
    return t.with_players(
        replace(p, rounds=(*p.rounds, RoundEntry(RoundNo(round_no), None, Colour.NONE, ResultCode(code))))
        if p.tpn in tpns
        else p
        for p in t.players
    )


def pair(t: Tournament, round_no: int | None = None) -> RoundPairing:
    return LimSystem().pair(t, None if round_no is None else RoundNo(round_no))


def boards(pairing: RoundPairing) -> list[tuple[int, int]]:
    """(white, black) per board, in board order."""
    return [(b.white, b.black) for b in pairing.boards]


def pairs(pairing: RoundPairing) -> set[frozenset[int]]:
    """The pairs, colours ignored."""
    return {frozenset((b.white, b.black)) for b in pairing.boards}


def ps(*items: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(i) for i in items}


def lp(tpn: int, score: float = 0, history: str = "", number: int | None = None, floated: bool = False) -> LimPlayer:
    """A synthetic player: ``history`` as played colours, e.g. ``"WBW"``."""
    colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in history)
    return LimPlayer(
        tpn=PairingNumber(tpn),
        rating=2000,
        score=Decimal(str(score)),
        history=colours,
        opponents=frozenset(),
        can_get_bye=True,
        floated_last_round=floated,
        number=tpn if number is None else number,
        due=due_colour(colours),
    )
