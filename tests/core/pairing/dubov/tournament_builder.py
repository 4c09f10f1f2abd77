"""Compact hand-made tournaments for the Dubov tests: the shared builder (``tests/core/pairing/compact.py``)
with the ratings listed.

``build([2400, 2300, ...], rounds=[["1-5 1-0", "6-2 =", "3 U"], ...])``: players get TPNs 1.. in the
order given; rounds as in ``compact.build``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament
from tests.core.pairing import compact


def build(
    ratings: Sequence[int],
    rounds: Sequence[Sequence[str]] = (),
    total_rounds: int | None = 9,
    initial_colour: Colour = Colour.WHITE,
) -> Tournament:
    """The shared compact builder with the players' ratings given in TPN order."""
    return compact.build(len(ratings), rounds, total_rounds, initial_colour, ratings=ratings)


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
