"""What the Team Swiss system optimises, for the checker to name the criterion a file's round loses on
(C.04.6 art. 2.3, in priority order; the PAB is assigned first, art. 3.4).

Not measured: [C6] (the following scoregroup, art. 2.3.3: it needs the pairing process itself). [C9] counts
only under Type B preferences (a Type A preference is never strong, art. 1.7.1).
"""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.floats import Float
from arbiter_desk.core.pairing.common.round_quality import (
    Criterion,
    Pairing,
    RoundView,
    Seat,
    colour_misses,
    first_criterion_lost,
    floaters_by_group,
    repeated_floats,
    score_differences,
)
from arbiter_desk.core.pairing.team.state import Strength, build_states
from arbiter_desk.core.teams import TeamTournament

CRITERIA = (
    Criterion(
        "[C4]",
        "C.04.6 art. 2.3.1",
        "minimise the number of upfloaters, score group by score group from the top",
        floaters_by_group(with_bye=False),
        by_group=True,
    ),
    Criterion(
        "[C5]",
        "C.04.6 art. 2.3.2",
        "minimise the score differences in the pairs involving upfloaters",
        score_differences,
    ),
    Criterion(
        "[C7]",
        "C.04.6 art. 2.3.4",
        "minimise the upfloaters that were floaters in the previous round",
        repeated_floats(Float.UP, None, 1),
        skipped_when_rounds_left=1,
    ),
    Criterion(
        "[C8]",
        "C.04.6 art. 2.3.5",
        "minimise the teams whose colour preference is not fulfilled",
        colour_misses(strong_only=False),
    ),
    Criterion(
        "[C9]",
        "C.04.6 art. 2.3.6",
        "minimise the teams whose strong colour preference is not fulfilled (Type B)",
        colour_misses(strong_only=True),
    ),
    Criterion(
        "[C10]",
        "C.04.6 art. 2.3.7",
        "minimise the upfloaters' opponents that were floaters in the previous round",
        repeated_floats(Float.DOWN, None, 1, with_bye=False),
        skipped_when_rounds_left=1,
    ),
)
"""The quality criteria the checker measures, highest priority first."""


def team_view(event: TeamTournament, round_no: int) -> RoundView:
    """The teams to pair in ``round_no`` as the criteria see them (``state.build_states``)."""
    seats = {
        PairingNumber(s.tpn): Seat(
            score=s.score,
            preference=s.preference.colour,
            strong=s.preference.strength is Strength.STRONG,
            float_1=Float.UP if s.floated_last_round else Float.NONE,
        )
        for s in build_states(event, round_no).values()
    }
    total = event.rules.total_rounds
    return RoundView(seats, None if total is None else max(total - round_no, 0))


def departure(event: TeamTournament, round_no: int, file: Pairing, engine: Pairing) -> str:
    """The rule line of a round that differs from the engine's: a rematch first ([C1]), then the PAB, then the
    first quality criterion lost."""
    states = build_states(event, round_no)
    for pair in sorted(set(file.white) - set(engine.white), key=sorted):
        low, high = sorted(pair)
        if low in states and high in states[low].opponents:
            return f"rule broken: {low}-{high} is a rematch (C.04.6 art. 2.1.1 [C1])"
    if file.bye != engine.bye:
        return "rule: not the pairing the rules produce: the pairing-allocated bye goes by C.04.6 art. 3.4"
    return first_criterion_lost(
        CRITERIA,
        team_view(event, round_no),
        file,
        engine,
        colours="C.04.6 art. 4",
        order="C.04.6 art. 3.5–3.6, the first set in order",
    )
