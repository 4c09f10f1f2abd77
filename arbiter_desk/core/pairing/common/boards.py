"""A round's boards for the systems that publish by C.04.2 (2026) art. 3.6 (Dubov C.04.4.1, Burstein C.04.4.2,
Double-Swiss C.04.5 reading D15): each pair with how it was placed and coloured, in art. 3.6 order.

With an even number to pair (no PAB to give, C.04.1 art. 3) every participant must be pairable under the
absolute criteria before any bracket is paired; otherwise the round has no valid pairing and the Chief Arbiter
decides (C.04.4.1 / C.04.4.2 art. 1.9.3): :func:`require_all_pairable`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.common.order import board_order
from arbiter_desk.core.pairing.explain import BoardExplanation


@dataclass(frozen=True, slots=True)
class PlacedPair:
    """One pair of the round: colours given, the score of the bracket it was paired in, how and why."""

    white: PairingNumber
    black: PairingNumber
    bracket_score: Decimal
    placed_by: str
    colour_rule: str
    colour_reason: str
    floats: tuple[str, ...]


def explained_boards(pairs: Sequence[PlacedPair], score: Callable[[int], Decimal]) -> Iterator[BoardExplanation]:
    """The pairs as boards in C.04.2 art. 3.6 order (``score`` ranks a participant); numbered by the caller."""
    for q in board_order(pairs, lambda q: (q.white, q.black), score):
        yield BoardExplanation(
            board=0,
            white=q.white,
            black=q.black,
            bracket_score=q.bracket_score,
            placed_by=q.placed_by,
            colour_rule=q.colour_rule,
            colour_reason=q.colour_reason,
            floats=q.floats,
        )


def require_all_pairable(legality: Legality, tpns: Sequence[PairingNumber], rnd: int, criteria: str) -> None:
    """Art. 1.9.3: raise when ``tpns`` cannot all be paired respecting ``criteria`` (the system's words for its
    absolute criteria), naming who is left without an opponent at best.
    """
    if legality.can_complete(tpns):
        return
    stuck = legality.unpaired_in_best_attempt(tpns)
    raise NoValidPairingError(
        f"round {rnd}: the players cannot all be paired respecting {criteria} (art. 1.9.3); "
        f"at best these remain without an opponent: {', '.join(map(str, stuck))}",
        stuck,
    )
