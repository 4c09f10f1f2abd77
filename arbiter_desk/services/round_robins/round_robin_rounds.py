"""A round robin's number of rounds follows from its field (C.05 Annex 1): every player meets every other once per
cycle, so an even field of *n* plays *n* − 1 rounds, an odd field *n* rounds (the Berger table of *n* + 1, one
player meeting the dummy each round), and a double round robin twice as many.

Before round 1 the desk keeps ``total_rounds`` equal to that number whenever the field or the plan changes (a
registration, a removal, the settings), and says so in the journal. Once round 1 is paired the field is the
schedule being played: nobody can enter any more (refused in plain words), and a player who leaves withdraws
(their remaining games are then not played, C.07 and the tournament regulations decide how they count).
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.counting import plural
from arbiter_desk.core.pairing.round_robin.plan import RoundRobinPlan
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.state import ROUND_ROBIN, TournamentState
from arbiter_desk.store import Writer
from arbiter_desk.store.records import SettingsRecord


def cycles_of(settings: SettingsRecord) -> int:
    """Two cycles when record 192 says a double round robin, else one."""
    return 2 if "DOUBLE" in settings.info.type_code.upper() else 1


def rounds_for(players: int, cycles: int) -> int:
    """*n* − 1 rounds for an even field of *n*, *n* for an odd one, times the cycles (C.05 Annex 1)."""
    return RoundRobinPlan(players, cycles).rounds if players >= 2 else 0


def rounds_explained(players: int, cycles: int) -> str:
    """``7 players: 7 rounds (an odd field meets the dummy in turn; C.05 Annex 1)``."""
    rounds = rounds_for(players, cycles)
    why = "an odd field: each player has one round off" if players % 2 else "an even field: n − 1 rounds per cycle"
    double = ", twice through (double round robin)" if cycles == 2 else ""
    return f"round robin of {players} players: {plural(rounds, 'round')} ({why}{double}; C.05 Annex 1)"


def fit_rounds(writer: Writer) -> str:
    """Before round 1 of a round robin, set ``total_rounds`` to what the field needs; the journal note ("" when
    nothing changed, not a round robin, round 1 paired or fewer than two players)."""
    settings = writer.reader.settings()
    if settings.pairing_system != ROUND_ROBIN or writer.reader.rounds():
        return ""
    players = len(writer.reader.players())
    if players < 2:
        return ""
    cycles = cycles_of(settings)
    wanted = rounds_for(players, cycles)
    if settings.total_rounds == wanted:
        return ""
    writer.save_settings(replace(settings, total_rounds=wanted))
    return rounds_explained(players, cycles).replace("−", "-")


def fitted_settings(state: TournamentState, settings: SettingsRecord) -> SettingsRecord:
    """The settings as saved: before round 1 of a round robin with a field, the rounds the field needs."""
    if settings.pairing_system != ROUND_ROBIN or state.has_started or len(state.players) < 2:
        return settings
    return replace(settings, total_rounds=rounds_for(len(state.players), cycles_of(settings)))


def refuse_entry_after_start(state: TournamentState) -> None:
    """After round 1 of a round robin nobody can enter: the Berger table was laid out for the field."""
    if state.settings.pairing_system == ROUND_ROBIN and state.has_started:
        raise RoundStateError(
            tr(
                "A round robin's field is fixed once round 1 is paired: every player meets every other by the Berger "
                "table laid out for the players registered then (C.05 Annex 1), so nobody can enter now."
            )
        )


def refuse_withdrawal_before_start(state: TournamentState, name: str, start: int) -> None:
    """Before round 1 a round robin's player who leaves is removed, not withdrawn: the Berger table numbers only
    those who play (C.05 Annex 1)."""
    if state.settings.pairing_system == ROUND_ROBIN and start <= 1 and not state.has_started:
        raise RoundStateError(
            tr(
                "{name} has not played yet: remove them from the list instead (Registration → Remove), so that the "
                "round robin is laid out for those who play (C.05 Annex 1).",
                name=name,
            )
        )


def refuse_round_robin_renumbering(state: TournamentState) -> None:
    """Once round 1 of a round robin is paired its numbers are the schedule being played (C.05 Annex 1): an
    exchange or regeneration would give players the rows of others, so it is refused."""
    if state.settings.pairing_system == ROUND_ROBIN and state.has_started:
        raise RoundStateError(
            tr(
                "Round 1 is paired: the pairing numbers of a round robin are its schedule (C.05 Annex 1), so they "
                "are neither exchanged nor regenerated any more."
            )
        )
