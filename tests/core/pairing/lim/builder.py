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
from arbiter_desk.core.pairing.explain import BracketExplanation
from arbiter_desk.core.pairing.lim import LimSystem
from arbiter_desk.core.pairing.lim.players import LimPlayer, due_colour
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament
from tests.core.pairing import compact


def build(
    count: int,
    rounds: Sequence[Sequence[str]] = (),
    total_rounds: int | None = 9,
    initial_colour: Colour = Colour.WHITE,
    forbid: Sequence[Sequence[int]] = (),
    ratings: Sequence[int] | None = None,
) -> Tournament:
    forbidden = tuple(ForbiddenPairs(tuple(PairingNumber(t) for t in group)) for group in forbid)
    return compact.build(
        count, rounds, total_rounds, initial_colour, forbidden=forbidden, ratings=ratings, top_rating=2610
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


def notes(bracket: BracketExplanation) -> list[str]:
    """A bracket's steps as Lim words them (one label each)."""
    return [s.label for s in bracket.steps]
