"""What the Dutch system optimises, for the checker to name the criterion a file's round loses on (C.04.3 art.
2.3–2.4, in priority order).

Not measured: [C8] (the following bracket, art. 2.4.3: it needs the pairing process itself) and [C10]/[C11]
(topscorers, last round only: a colour beyond the C.04.1 limits is named by the basic-rules line first).
"""

from __future__ import annotations

from arbiter_desk.core.pairing.common.floats import Float, FloatRule
from arbiter_desk.core.pairing.common.round_quality import (
    Criterion,
    Pairing,
    colour_misses,
    downfloater_scores,
    first_criterion_lost,
    floater_differences,
    floaters_by_group,
    individual_view,
    pab_score,
    pab_unplayed,
    repeated_floats,
)
from arbiter_desk.core.tournament import Tournament

D, U = Float.DOWN, Float.UP

CRITERIA = (
    Criterion("[C5]", "C.04.3 art. 2.3.1", "minimise the score of the PAB assignee", pab_score),
    Criterion(
        "[C6]",
        "C.04.3 art. 2.4.1",
        "minimise the number of downfloaters, score group by score group from the top",
        floaters_by_group(with_bye=True),
        by_group=True,
    ),
    Criterion("[C7]", "C.04.3 art. 2.4.2", "minimise the scores of the downfloaters", downfloater_scores),
    Criterion("[C9]", "C.04.3 art. 2.4.4", "minimise the unplayed games of the PAB assignee", pab_unplayed),
    Criterion(
        "[C12]",
        "C.04.3 art. 2.4.7",
        "minimise the players who do not get their colour preference",
        colour_misses(strong_only=False),
    ),
    Criterion(
        "[C13]",
        "C.04.3 art. 2.4.8",
        "minimise the players who do not get their strong colour preference",
        colour_misses(strong_only=True),
    ),
    Criterion(
        "[C14]",
        "C.04.3 art. 2.4.9",
        "minimise the downfloaters who received a downfloat the previous round",
        repeated_floats(D, D, 1),
    ),
    Criterion(
        "[C15]",
        "C.04.3 art. 2.4.10",
        "minimise the MDP opponents who received an upfloat the previous round",
        repeated_floats(U, U, 1),
    ),
    Criterion(
        "[C16]",
        "C.04.3 art. 2.4.11",
        "minimise the downfloaters who received a downfloat two rounds before",
        repeated_floats(D, D, 2),
    ),
    Criterion(
        "[C17]",
        "C.04.3 art. 2.4.12",
        "minimise the MDP opponents who received an upfloat two rounds before",
        repeated_floats(U, U, 2),
    ),
    Criterion(
        "[C18]",
        "C.04.3 art. 2.4.13",
        "minimise the score differences of MDPs who downfloated the previous round",
        floater_differences(D, 1),
    ),
    Criterion(
        "[C19]",
        "C.04.3 art. 2.4.14",
        "minimise the score differences of MDP opponents who upfloated the previous round",
        floater_differences(U, 1),
    ),
    Criterion(
        "[C20]",
        "C.04.3 art. 2.4.15",
        "minimise the score differences of MDPs who downfloated two rounds before",
        floater_differences(D, 2),
    ),
    Criterion(
        "[C21]",
        "C.04.3 art. 2.4.16",
        "minimise the score differences of MDP opponents who upfloated two rounds before",
        floater_differences(U, 2),
    ),
)
"""The quality criteria the checker measures, highest priority first."""


def departure(snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
    """The rule line of a legal round that differs from the engine's (art. 1.4 floats: C.04.3 art. 1.4)."""
    view = individual_view(snapshot, round_no, FloatRule())
    return first_criterion_lost(
        CRITERIA,
        view,
        file,
        engine,
        colours="C.04.3 art. 5",
        order="C.04.3 art. 3.8.1 and 4, the sequence of candidates",
    )
