"""Hand-made 1997 players for unit cases: a player is given by what the 1997 text reads (score, R, ARO, played
colours, opponents, transfers), the legality is built from them as the engine builds it."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import Legality1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import Player97, allowed_colours, due_colour
from arbiter_desk.core.pairing.dubov.editions.edition_1997.system import _Run
from arbiter_desk.core.pairing.explain import BracketExplanation
from arbiter_desk.core.results import Colour
from tests.core.pairing import compact


def colours(text: str) -> tuple[Colour, ...]:
    return tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in text if c in "WB")


def player(
    tpn: int,
    score: float = 0,
    rating: int = 2000,
    aro: Fraction | int | str = 0,
    history: str = "",
    met: Iterable[int] = (),
    transfers: int = 0,
    transferred_last_round: bool = False,
    bye_ok: bool = True,
) -> Player97:
    hist = colours(history)
    return Player97(
        tpn=PairingNumber(tpn),
        rating=rating,
        score=Decimal(str(score)),
        history=hist,
        aro=Fraction(aro),
        opponents=frozenset(PairingNumber(t) for t in met),
        due=due_colour(hist),
        allowed=allowed_colours(hist),
        transfers=transfers,
        transferred_last_round=transferred_last_round,
        can_receive_bye=bye_ok,
    )


def symmetric(players: Iterable[Player97]) -> dict[PairingNumber, Player97]:
    """By TPN, with every "met" made mutual."""
    from dataclasses import replace

    by = {p.tpn: p for p in players}
    met = {t: set(p.opponents) for t, p in by.items()}
    for t, p in by.items():
        for o in p.opponents:
            met.setdefault(o, set()).add(t)
    return {t: replace(p, opponents=frozenset(met[t])) for t, p in by.items()}


def legality(players: dict[PairingNumber, Player97], round_no: int = 4) -> Legality1997:
    return Legality1997(players, compact.build(max(players)), round_no)


def run_groups(
    players: Iterable[Player97], total: int = 9, last: bool = False
) -> tuple[list[tuple[int, int]], list[BracketExplanation]]:
    """Pair the score groups of ``players`` (no bye): the (white, black) pairs in the order fixed, the brackets."""
    by = symmetric(players)
    run = _Run(by, legality(by), total, last)
    run.pair_groups(dict(by))
    return [(q.white, q.black) for q in run.pairs], run.brackets


def pairs_set(pairs: Iterable[tuple[int, int]]) -> set[frozenset[int]]:
    return {frozenset(p) for p in pairs}
