"""The counted irregularities of a generated round (``irregularities``): which players get a requested bye and
which boards a forfeit, a double forfeit or an odd result, from random streams of their own (seed, kind,
round), so that an event without them draws exactly the numbers it drew before they existed.
"""

from __future__ import annotations

import random

from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.generator_options import GeneratorOptions
from arbiter_desk.core.pairing.irregularities import BOARD_KINDS, Kind, round_quotas
from arbiter_desk.core.results import ResultCode

__all__ = ["BYE_CODE", "ODD_RESULTS", "board_specials", "picks"]

ODD_RESULTS = (
    (ResultCode.DRAW, ResultCode.LOSS),
    (ResultCode.LOSS, ResultCode.DRAW),
    (ResultCode.LOSS, ResultCode.LOSS),
)


BYE_CODE = {
    Kind.FULL_BYES: ResultCode.FULL_BYE,
    Kind.HALF_BYES: ResultCode.HALF_BYE,
    Kind.ZERO_BYES: ResultCode.ZERO_BYE,
}


def _stream(options: GeneratorOptions, kind: Kind, round_no: int) -> random.Random:
    """The random numbers of one irregularity in one round, apart from the tournament's own stream."""
    return random.Random(f"{options.seed}:{kind}:{round_no}")


def picks(options: GeneratorOptions, kind: Kind, round_no: int, candidates: list[int]) -> list[int]:
    amounts = options.irregularities.of(kind)
    if not amounts or not candidates:
        return []
    quota = round_quotas(amounts, options.rounds, random.Random(f"{options.seed}:{kind}"))[round_no]
    return quota.pick(candidates, _stream(options, kind, round_no))


def board_specials(options: GeneratorOptions, pairing: RoundPairing) -> dict[int, tuple[ResultCode, ResultCode]]:
    """The boards (by index) that get a counted irregularity this round, with White's and Black's result."""
    special: dict[int, tuple[ResultCode, ResultCode]] = {}
    for kind in BOARD_KINDS:
        free = [i for i in range(len(pairing.boards)) if i not in special]
        stream = _stream(options, kind, -pairing.round)  # which side forfeits, which odd result
        for i in picks(options, kind, pairing.round, free):
            if kind is Kind.FORFEITS:
                white = ResultCode.FORFEIT_WIN if stream.random() < 0.5 else ResultCode.FORFEIT_LOSS
                special[i] = (white, white.counterpart)
            elif kind is Kind.DOUBLE_FORFEITS:
                special[i] = (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
            else:
                special[i] = ODD_RESULTS[stream.randrange(len(ODD_RESULTS))]
    return special
