"""What the Burstein system optimises, for the checker to name the criterion a file's round loses on (C.04.4.2
art. 2.3, in priority order; the PAB is assigned first, art. 3.1).

Not measured: [C7] (the following bracket, art. 2.3.3: it needs the pairing process itself).
"""

from __future__ import annotations

from arbiter_desk.core.pairing.common.floats import FloatRule
from arbiter_desk.core.pairing.common.round_quality import (
    Criterion,
    Pairing,
    colour_misses,
    downfloater_scores,
    first_criterion_lost,
    floaters_by_group,
    individual_view,
)
from arbiter_desk.core.tournament import Tournament

CRITERIA = (
    Criterion(
        "[C5]",
        "C.04.4.2 art. 2.3.1",
        "maximise the number of pairs, score group by score group from the top",
        floaters_by_group(with_bye=False),
        by_group=True,
    ),
    Criterion("[C6]", "C.04.4.2 art. 2.3.2", "minimise the scores of the outgoing floaters", downfloater_scores),
    Criterion(
        "[C8]",
        "C.04.4.2 art. 2.3.4",
        "minimise the players who do not get their colour preference",
        colour_misses(strong_only=False),
    ),
)
"""The quality criteria the checker measures, highest priority first."""


def departure(snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
    """The rule line of a legal round that differs from the engine's."""
    if file.bye != engine.bye:
        return (
            "rule: legal by the basic rules (C.04.1) but not the pairing the rules produce: the pairing-allocated "
            "bye goes by C.04.4.2 art. 3.1 (lowest score, most games, lowest ranking)"
        )
    view = individual_view(snapshot, round_no, FloatRule())
    return first_criterion_lost(
        CRITERIA, view, file, engine, colours="C.04.4.2 art. 5", order="C.04.4.2 art. 3.2 and 4, the order of pairings"
    )
