"""Tournament → Check all rounds…: re-pair every round of the open event from the rounds before it under its
system (and edition) and compare with what was played (C.04.2 (2026) art. 1.4, the free checker).

The snapshot and the system are taken on the main thread (one read); :func:`run_rounds_check` then re-pairs in
a worker (it grows with the event: one pairing per round), reporting each round done and stopping when told.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import Capability, PairingSystem, find_entry
from arbiter_desk.core.pairing.checker import CheckReport, check_round
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services.event.desk import Desk

Report = Callable[[int, int], bool]
"""``report(done, total)``; False: cancelled."""


@dataclass(frozen=True, slots=True)
class RoundsCheckRequest:
    """What the worker needs: the event as it stands and the system that re-pairs it."""

    title: str
    """The system as the arbiter knows it, e.g. ``Swiss system based on rating (FIDE, 1992)``."""
    historical: bool
    snapshot: Tournament
    system: PairingSystem


@dataclass(frozen=True, slots=True)
class RoundsCheckResult:
    title: str
    historical: bool
    report: CheckReport

    @property
    def summary(self) -> str:
        """One line: every round agrees, or which differ."""
        total = len(self.report.rounds)
        if total == 0:
            return "No round has been paired yet: nothing to check."
        bad = self.report.rounds_with_differences
        if not bad:
            return f"All {total} rounds agree with the {self.title} pairing."
        which = ", ".join(map(str, bad))
        return f"{len(bad)} of {total} rounds differ from the {self.title} pairing (round {which})."


def rounds_check_request(desk: Desk) -> RoundsCheckRequest:
    """The request for the open event; refused, in plain words, for events the desk's checker does not replay."""
    settings = desk.settings.current()
    entry = find_entry(settings.pairing_system)
    if entry.can(Capability.TEAMS) or entry.can(Capability.TWO_GAME_ROUNDS):
        raise InvalidInputError(
            tr(
                "Check all rounds replays events of one game per round between players; a {label} event is checked "
                "from its TRF export with the command line: arbiter-desk check FILE.trf",
                label=entry.label,
            )
        )
    snapshot = desk.snapshot()
    if snapshot.last_paired_round() == 0:  # the checker would report "all 0 rounds agree"
        raise InvalidInputError(tr("No round has been paired yet: there is nothing to check."))
    return RoundsCheckRequest(entry.title, entry.historical, snapshot, desk.pairing_system())


def run_rounds_check(request: RoundsCheckRequest, report: Report) -> RoundsCheckResult | None:
    """Re-pair rounds 1 .. the last paired one; None if cancelled between two rounds."""
    tournament = request.snapshot
    last = tournament.last_paired_round()
    rounds = []
    for round_no in range(1, last + 1):
        if not report(round_no - 1, last):
            return None
        rounds.append(check_round(tournament, request.system, round_no))
    report(last, last)
    return RoundsCheckResult(request.title, request.historical, CheckReport(request.system.name, tuple(rounds)))
