"""The one step of a round robin, for the checker: the Berger table gives every pairing and colour (C.05
Annex 1), so a file's round that differs departs from the table."""

from __future__ import annotations

from arbiter_desk.core.pairing.common.round_quality import Pairing


def departure(round_no: int, file: Pairing, engine: Pairing) -> str:
    """The rule line of a round that differs from the engine's."""
    what = "colours" if set(file.white) == set(engine.white) and file.bye == engine.bye else "pairings"
    return f"rule: not the round the rules produce: the {what} of round {round_no} of the Berger table (C.05 Annex 1)"
