"""The procedure steps of the Dubov system, for the checker to name the first one a file's round departs from
(C.04.4.1 art. 3 (2026); the superseded texts' own sections for 2018 and 1997)."""

from __future__ import annotations

from arbiter_desk.core.pairing.common.floats import DUBOV_FLOATS
from arbiter_desk.core.pairing.common.round_quality import (
    Pairing,
    ProcedureSteps,
    first_departing_step,
    individual_view,
)
from arbiter_desk.core.tournament import Tournament

STEPS = {
    "2026": ProcedureSteps(
        bye="the pairing-allocated bye (C.04.4.1 art. 3.1)",
        floaters="the choice of upfloaters (C.04.4.1 art. 3.2.1–3.2.2, in the order of art. 4.2)",
        bracket="the pairing of G1 against G2 (C.04.4.1 art. 3.2.3–3.2.6, transpositions in the order of art. 4.4)",
        colours="the colour allocation (C.04.4.1 art. 5)",
    ),
    "2018": ProcedureSteps(
        bye="the pairing-allocated bye (Dubov 2018, B, Pairing-Allocated-Bye assignment)",
        floaters="the choice of upfloaters (Dubov 2018, B, Pairing Process for a bracket, in the order of D.1)",
        bracket="the pairing of G1 against G2 (Dubov 2018, B, Pairing Process for a bracket, transpositions D.3)",
        colours="the colour allocation (Dubov 2018, E)",
    ),
    "1997": ProcedureSteps(
        bye="the bye (Dubov 1997, 4)",
        floaters="the transfer of players between score groups (Dubov 1997, 7 and 8)",
        bracket="the standard pairing procedure (Dubov 1997, 6)",
        colours="the colour allocation (Dubov 1997, 3)",
    ),
}
"""The steps of each edition's procedure, by edition."""


def departure(snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing, edition: str = "2026") -> str:
    """The rule line of a legal round that differs from the engine's (floats: Dubov clar. 5)."""
    steps = STEPS.get(edition, STEPS["2026"])
    return first_departing_step(steps, individual_view(snapshot, round_no, DUBOV_FLOATS), file, engine)
