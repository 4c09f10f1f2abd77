"""Dubov 2018 (C.04.4.1 of the 2018 GA): the independent 2026 reference reading with the 2018 C.2.

E32 (binding): B.0-B.6, C.1-C.10, D.1-D.3 and E.0-E.4 of the 2018 text are word for word the 2026 articles, and
the 2026 readings apply; A.6 rounds ARO as 2026 art. 1.7 does; E8 counts E.0's parity as 2026 reading 21.
E14: C.2 quotes C.04.1.d of 2018 -- "already received a pairing-allocated bye, or already scored a (forfeit)
win due to an opponent not appearing in time": a requested full-point bye ``F`` does not bar the PAB.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament

from ...reference.system import ReferenceDubov, RoundState

_C2_2018 = (ResultCode.PAIRING_BYE, ResultCode.FORFEIT_WIN)


class State2018(RoundState):
    """The 2026 reference's round data with C.2 of 2018 (E14)."""

    def __init__(self, tournament: Tournament, round_no: int) -> None:
        super().__init__(tournament, round_no)
        for tpn, data in list(self.data.items()):  # the same dict the matcher reads
            barred = any(e.result in _C2_2018 for e in tournament.player(tpn).entries_before(round_no))
            self.data[tpn] = replace(data, bye_forbidden=barred)


class Oracle2018(ReferenceDubov):
    name = "dubov-2018-oracle"
    title = "Dubov system (C.04.4.1, 2018), oracle for tests"
    state_class = State2018
