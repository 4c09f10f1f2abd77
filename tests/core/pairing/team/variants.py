"""Generated events, and the engine with one criterion switched off: to show each criterion decides somewhere."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from arbiter_desk.core.pairing.common import top_down, upfloaters
from arbiter_desk.core.pairing.team import system
from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.core.teams import PreferenceType, TeamScore, TeamTournament


def options(seed: int, teams: int | None = None) -> TeamGeneratorOptions:
    """The mix the referee replays: 6–16 teams, Type A and B, MP or GP primary, half irregular."""
    irregular = seed % 2 == 0
    gp = seed % 3 == 0
    return TeamGeneratorOptions(
        teams=teams or 6 + seed % 11,
        rounds=5 + seed % 5,
        boards=4 if seed % 3 else 5,
        seed=seed,
        preference_type=PreferenceType.B if seed % 4 >= 2 else PreferenceType.A,
        primary=TeamScore.GAME_POINTS if gp else TeamScore.MATCH_POINTS,
        secondary=(TeamScore.MATCH_POINTS if gp else TeamScore.GAME_POINTS) if seed % 5 else None,
        forfeit_rate=0.08 if irregular else 0.0,
        match_forfeit_rate=0.08 if irregular else 0.0,
        absence_rate=0.08 if irregular else 0.0,
        withdrawal_rate=0.1 if irregular else 0.0,
    )


def generated(seed: int) -> TeamTournament:
    return generate_team_event(options(seed))


@contextmanager
def without(criterion: str) -> Iterator[None]:
    """The engine with ``criterion`` (C6 … C10) not applied."""
    saved_c6, saved_cost, saved_choose = upfloaters._c6_holds, system.bracket_cost, top_down.choose_upfloaters
    if criterion == "C6":
        upfloaters._c6_holds = lambda *a: True  # type: ignore[assignment]
    elif criterion == "C7":

        def choose(*args, **kwargs):  # type: ignore[no-untyped-def]
            args = (*args[:5], lambda t: False, *args[6:])
            return saved_choose(*args, **kwargs)

        top_down.choose_upfloaters = choose  # type: ignore[assignment]
    else:
        drop = {"C8": 0, "C9": 1, "C10": 2}[criterion]

        def cost(states, ups, kind, last_two, size):  # type: ignore[no-untyped-def]
            full = saved_cost(states, ups, kind, last_two, size)
            radix = 2 * size + 1

            def reduced(a: int, b: int) -> int:
                c8, rest = divmod(full(a, b), radix * radix)
                parts = [c8, *divmod(rest, radix)]
                parts[drop] = 0
                return (parts[0] * radix + parts[1]) * radix + parts[2]

            return reduced

        system.bracket_cost = cost  # type: ignore[assignment]
    try:
        yield
    finally:
        upfloaters._c6_holds, system.bracket_cost, top_down.choose_upfloaters = saved_c6, saved_cost, saved_choose
