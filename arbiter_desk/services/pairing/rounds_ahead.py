"""Rounds published ahead: a round robin may publish its whole schedule at once (C.05 Annex 1), so rounds after
the round in play may be published and still unplayed.

Such a round is not played: the snapshot the standings, the cross table and the exported TRF are made from
leaves out a round robin's published rounds from the first one at or after the round in play
(``core.round_in_play``) that has no result yet — their boards and rounds off alike — so that nobody, and no other
program reading the TRF, takes it for a played round. A Swiss has at most one unfinished published round, the round
in play itself, which stays in (its pairing-allocated bye counts at once), so nothing of a Swiss is left out.
"""

from __future__ import annotations

from arbiter_desk.core.round_in_play import RoundProgress, round_in_play
from arbiter_desk.services.event.state import ROUND_ROBIN, TournamentState
from arbiter_desk.store.records import RoundState


def progress_of(state: TournamentState) -> tuple[RoundProgress, ...]:
    """Each round's number, whether it is published and how many of its boards wait for a result."""
    waiting: dict[int, int] = {}
    for board in state.boards:
        if not board.has_result:
            waiting[board.round] = waiting.get(board.round, 0) + 1
    return tuple(
        RoundProgress(int(r.number), r.state is not RoundState.DRAFT, waiting.get(int(r.number), 0))
        for r in state.rounds
    )


def rounds_ahead(state: TournamentState) -> frozenset[int]:
    """A round robin's published rounds not played yet: from the first round at or after the round in play that
    has no result (nor adjourned game), every published round. A game played early in a later round waits until
    the rounds before it have begun, since a TRF's round columns are positional and a blank column reads as a
    round without pairing. Empty for a Swiss."""
    if state.settings.pairing_system != ROUND_ROBIN:
        return frozenset()
    in_play = round_in_play(progress_of(state))
    if in_play is None:
        return frozenset()
    started = {int(b.round) for b in state.boards if b.has_any_result or b.adjourned}
    published = sorted(int(r.number) for r in state.rounds if r.state is not RoundState.DRAFT)
    first = next((n for n in published if n >= in_play and n not in started), None)
    return frozenset() if first is None else frozenset(n for n in published if n >= first)
