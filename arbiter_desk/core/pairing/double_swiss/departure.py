"""What the Double-Swiss system optimises, for the checker to name the criterion a file's round loses on
(C.04.5 art. 2.3, in priority order; the PAB is assigned first, art. 3.4).

Not measured: [C6] (the following scoregroup, art. 2.3.3: it needs the pairing process itself). A round is
read at the column of its game 1 (2r−1, double-swiss-trf.md D1); floats are those of the previous round's game 1.
"""

from __future__ import annotations

from arbiter_desk.core.pairing.common.floats import Float, FloatRule
from arbiter_desk.core.pairing.common.round_quality import (
    Criterion,
    Pairing,
    first_criterion_lost,
    floaters_by_group,
    individual_view,
    repeated_floats,
    score_differences,
)
from arbiter_desk.core.pairing.double_swiss.matches import game_column
from arbiter_desk.core.tournament import Tournament

CRITERIA = (
    Criterion(
        "[C4]",
        "C.04.5 art. 2.3.1",
        "minimise the number of upfloaters, score group by score group from the top",
        floaters_by_group(with_bye=False),
        by_group=True,
    ),
    Criterion(
        "[C5]",
        "C.04.5 art. 2.3.2",
        "minimise the score differences in the pairs involving upfloaters",
        score_differences,
    ),
    Criterion(
        "[C7]",
        "C.04.5 art. 2.3.4",
        "minimise the upfloaters who were floaters in the previous round",
        repeated_floats(Float.UP, None, 1),
        skipped_when_rounds_left=0,
    ),
    Criterion(
        "[C8]",
        "C.04.5 art. 2.3.5",
        "minimise the upfloaters' opponents who were floaters in the previous round",
        repeated_floats(Float.DOWN, None, 1, with_bye=False),
        skipped_when_rounds_left=0,
    ),
)
"""The quality criteria the checker measures, highest priority first."""


def departure(snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
    """The rule line of a legal round that differs from the engine's."""
    if file.bye != engine.bye:
        return (
            "rule: legal by the basic rules (C.04.1) but not the pairing the rules produce: the pairing-allocated "
            "bye goes by C.04.5 art. 3.4"
        )
    view = individual_view(snapshot, round_no, FloatRule(), column=game_column(round_no), columns_per_round=2)
    return first_criterion_lost(
        CRITERIA, view, file, engine, colours="C.04.5 art. 4", order="C.04.5 art. 3.5–3.6, the first set in order"
    )
