"""What kind of round robin a tournament is: its field, one or two cycles, and the order of the first cycle's
last two rounds — read from the TRF-2026 record ``192`` code (ETT26) and the number of rounds.

ETT26 names round robins ``FIDE_ROUNDROBIN`` / ``FIDE_DOUBLEROUNDROBIN`` (the FIDE Berger tables; for a double
round robin the last two rounds of the first cycle exchanged, as C.05 recommends), ``BERGER_ROUNDROBIN`` /
``BERGER_DOUBLEROUNDROBIN`` (the Berger tables played as printed, no exchange) and ``CUSTOM_ROUNDROBIN``
(pairings made by hand). So the code carries the arbiter's choice of checklist Q98–99 in the file itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.round_robin.berger import table_size
from arbiter_desk.core.tournament import Tournament

FIDE_SINGLE = "FIDE_ROUNDROBIN"
FIDE_DOUBLE = "FIDE_DOUBLEROUNDROBIN"
BERGER_SINGLE = "BERGER_ROUNDROBIN"
BERGER_DOUBLE = "BERGER_DOUBLEROUNDROBIN"
CUSTOM = "CUSTOM_ROUNDROBIN"

CODES = (FIDE_SINGLE, FIDE_DOUBLE, BERGER_SINGLE, BERGER_DOUBLE, CUSTOM)
"""Every record 192 code of an individual round robin; the first is written for a new single round robin."""


@dataclass(frozen=True, slots=True)
class RoundRobinPlan:
    """A round robin: ``players`` numbered 1 … players, ``cycles`` (1 or 2), and whether the last two rounds
    of the first cycle are exchanged (C.05; only meaningful with two cycles)."""

    players: int
    cycles: int = 1
    swap_last_two: bool = False

    @property
    def rounds_per_cycle(self) -> int:
        return table_size(self.players) - 1

    @property
    def rounds(self) -> int:
        return self.cycles * self.rounds_per_cycle

    @property
    def type_code(self) -> str:
        """The record 192 code that says this plan."""
        if self.cycles == 1:
            return FIDE_SINGLE
        return FIDE_DOUBLE if self.swap_last_two else BERGER_DOUBLE


def type_code(cycles: int, swap_last_two: bool) -> str:
    """The record 192 code of a round robin of ``cycles`` cycles (any field)."""
    return RoundRobinPlan(2, cycles, swap_last_two).type_code


def is_round_robin_code(code: str) -> bool:
    return code.strip().upper() in CODES


def plan_of(tournament: Tournament) -> RoundRobinPlan:
    """The round robin ``tournament`` is: its players (pairing numbers 1 … n, C.05: drawn or set before round
    1), two cycles when the code says ``DOUBLE`` or more rounds are announced than one cycle has, the exchange
    of the first cycle's last two rounds unless the code is ``BERGER_DOUBLEROUNDROBIN``."""
    numbers = sorted(p.tpn for p in tournament.players)
    if numbers != list(range(1, len(numbers) + 1)):
        raise InvalidInputError(
            "a round robin needs the pairing numbers 1 to n without gaps (C.05 Annex 1); found "
            + ", ".join(str(n) for n in numbers[:12])
            + (" …" if len(numbers) > 12 else "")
        )
    players = len(numbers)
    per_cycle = table_size(players) - 1
    code = tournament.info.type_code.strip().upper()
    if "DOUBLE" in code:
        cycles = 2
    elif code in CODES:
        cycles = 1
    else:
        cycles = 2 if tournament.total_rounds is not None and tournament.total_rounds > per_cycle else 1
    return RoundRobinPlan(players, cycles, swap_last_two=cycles == 2 and code != BERGER_DOUBLE)
