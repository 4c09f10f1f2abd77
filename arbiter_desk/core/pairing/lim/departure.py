"""The procedure steps of the Lim system, for the checker to name the first one a file's round departs from
(C.04.4.3 (2026))."""

from __future__ import annotations

from arbiter_desk.core.pairing.common.floats import FloatRule
from arbiter_desk.core.pairing.common.round_quality import (
    Pairing,
    ProcedureSteps,
    first_departing_step,
    individual_view,
)
from arbiter_desk.core.tournament import Tournament

STEPS = ProcedureSteps(
    bye="the pairing-allocated bye (C.04.4.3 art. 1)",
    floaters="the floater selection (C.04.4.3 art. 2.3 and 3)",
    bracket="the pairing of the score group (C.04.4.3 art. 2.4–2.6, exchanges art. 4)",
    colours="the colour allocation (C.04.4.3 art. 5)",
)


def departure(snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
    """The rule line of a legal round that differs from the engine's."""
    return first_departing_step(STEPS, individual_view(snapshot, round_no, FloatRule()), file, engine)
