"""Checks of a round robin paired by hand or changed off the Berger tables (checklist Q100–102).

Every pair of players meets once in each cycle (C.05: a round robin is each player against every other, a
double round robin twice, once per cycle), and — off the tables — nobody gets the same colour three times
running. The manual-pairing phase calls :func:`check_manual_rounds` with the rounds as they stand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from arbiter_desk.core.pairing.round_robin.plan import RoundRobinPlan, plan_of
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

Game = tuple[int, int]
"""White, Black."""


@dataclass(frozen=True, slots=True)
class ManualProblem:
    """One broken rule: the round it shows in, the article and plain words."""

    round: int
    rule: str
    text: str
    players: tuple[int, ...] = ()
    refusal: bool = True
    """A broken rule (refuse the pairing); False: a warning (three colours running, Q102)."""


def check_manual_rounds(plan: RoundRobinPlan, rounds: Mapping[int, Sequence[Game]]) -> tuple[ManualProblem, ...]:
    """The problems of ``rounds`` (round number → games) of a round robin of ``plan``: a pair meeting twice in
    one cycle, a player twice in a round, a player off the field, three games running with one colour."""
    problems: list[ManualProblem] = []
    met: dict[tuple[int, frozenset[int]], int] = {}
    colours: dict[int, list[tuple[int, str]]] = {}
    for round_no in sorted(rounds):
        cycle = (round_no - 1) // plan.rounds_per_cycle + 1
        seen: set[int] = set()
        for white, black in rounds[round_no]:
            for p in (white, black):
                if not 1 <= p <= plan.players:
                    problems.append(ManualProblem(round_no, "C.05", f"player {p} is not in the field 1–{plan.players}"))
                if p in seen:
                    problems.append(ManualProblem(round_no, "C.05", f"player {p} plays twice in round {round_no}"))
                seen.add(p)
            if white == black:
                continue
            key = (cycle, frozenset((white, black)))
            if key in met:
                problems.append(
                    ManualProblem(
                        round_no,
                        "C.05",
                        f"{white} and {black} already met in round {met[key]}, the same cycle ({cycle}): every pair "
                        "meets once per cycle",
                        (white, black),
                    )
                )
            else:
                met[key] = round_no
            colours.setdefault(white, []).append((round_no, "W"))
            colours.setdefault(black, []).append((round_no, "B"))
    for player, games in sorted(colours.items()):
        for i in range(2, len(games)):
            run = games[i - 2 : i + 1]
            if len({c for _, c in run}) == 1:
                word = "White" if run[0][1] == "W" else "Black"
                problems.append(
                    ManualProblem(
                        run[-1][0],
                        "Q102",
                        f"player {player} has {word} three games running (rounds "
                        + ", ".join(str(r) for r, _ in run)
                        + ")",
                        (player,),
                        refusal=False,
                    )
                )
    return tuple(sorted(problems, key=lambda p: p.round))


def missing_pairs(plan: RoundRobinPlan, rounds: Mapping[int, Sequence[Game]]) -> tuple[tuple[int, int, int], ...]:
    """(cycle, a, b) for every pair that has not met in a cycle whose rounds are all in ``rounds``."""
    out: list[tuple[int, int, int]] = []
    for cycle in range(1, plan.cycles + 1):
        span = range((cycle - 1) * plan.rounds_per_cycle + 1, cycle * plan.rounds_per_cycle + 1)
        if not all(r in rounds for r in span):
            continue
        met = {frozenset(g) for r in span for g in rounds[r]}
        for a in range(1, plan.players + 1):
            for b in range(a + 1, plan.players + 1):
                if frozenset((a, b)) not in met:
                    out.append((cycle, a, b))
    return tuple(out)


def rounds_of(tournament: Tournament, before: int) -> dict[int, list[Game]]:
    """The games (White, Black) of the rounds before ``before``, as the snapshot records them."""
    rounds: dict[int, list[Game]] = {}
    for player in tournament.players:
        for entry in player.rounds:
            if entry.round < before and entry.opponent is not None and entry.colour is Colour.WHITE:
                rounds.setdefault(entry.round, []).append((player.tpn, entry.opponent))
    return rounds


def check_proposed_round(tournament: Tournament, round_no: int, boards: Sequence[Game]) -> tuple[ManualProblem, ...]:
    """The problems a hand-made ``round_no`` of ``boards`` brings to the round robin ``tournament`` (only
    those showing in that round: the earlier rounds were checked when they were made)."""
    rounds = rounds_of(tournament, round_no)
    rounds[round_no] = list(boards)
    return tuple(p for p in check_manual_rounds(plan_of(tournament), rounds) if p.round == round_no)
