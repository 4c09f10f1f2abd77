"""The procedure steps of the 1992 Swiss system based on rating, for the checker to name the first one a file's
round departs from (the 1992 text, sections A, C, D, E)."""

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
    bye="the bye (1992 text, A5; the lowest score bracket, C13–C14)",
    floaters="the players moved down (1992 text, C1, C6, C9–C14; floats B5–B6)",
    bracket="the pairing of S1 against S2 (1992 text, C4–C8, transpositions and exchanges D)",
    colours="the colour allocation (1992 text, E)",
)


def departure(snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
    """The rule line of a legal round that differs from the engine's."""
    return first_departing_step(STEPS, individual_view(snapshot, round_no, FloatRule()), file, engine)
