"""Direct encounter DE (C.07 (2026)): the tied players ranked by the points of the games between them.

DE is not a value of one player: it depends on the group of players tied when it is applied, so the
standings call :func:`split_by_direct_encounter` on each such group.

- If every two players of the group met, they are ordered by the points scored in the games between them
  (several games between the same two players all count); each sub-group still tied, if smaller than the
  group, is split again on the games between its own members ("applied again to remaining sub-ties").
- If some did not meet (a Swiss), a player who is alone on top whatever the missing games would give — his
  points with every missing game lost are more than any other's with every missing game won — is ranked
  first, "and so on": as FIDE's checker reads it, the players are taken in order of their points (then of
  their best possible points) and each is ranked alone while his points beat the best possible points of
  every player below him, all counted on the games of the whole group; the first who does not is tied with
  everybody below, and those are split again on the games among themselves. When nobody is alone on top
  the group stays tied for DE. Two players who did not meet miss the games of one encounter: one game, or
  the two games of a match in a tournament of two-game rounds (Double-Swiss, C.04.5: players meet in
  matches, never in a single game).
- Games played over the board count; forfeits only with ``/P`` (then with their points), and always in a
  round robin (pairings fixed in advance: ``round_robin.py``).
- The value shown for a player is the points he scored against the group of his first DE application.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.text import tr, tr_n
from arbiter_desk.core.tiebreaks.breakdown import Breakdown, Term, noted
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tiebreaks.context import TieBreakContext
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds


@dataclass(frozen=True, slots=True)
class EncounterSplit:
    """The ordered sub-groups of a tied group after DE, and each player's DE breakdown."""

    groups: tuple[tuple[PairingNumber, ...], ...]
    breakdowns: dict[PairingNumber, Breakdown]


def _games(
    ctx: TieBreakContext, spec: TieBreakSpec, group: Sequence[PairingNumber]
) -> tuple[dict[PairingNumber, Decimal], set[frozenset[PairingNumber]], dict[PairingNumber, list[Term]]]:
    members = set(group)
    points = {tpn: ZERO for tpn in group}
    met: set[frozenset[PairingNumber]] = set()
    terms: dict[PairingNumber, list[Term]] = {tpn: [] for tpn in group}
    for tpn in group:
        for record in ctx.records(tpn):
            if record.opponent in members and record.counts_as_game(spec.played or ctx.round_robin):
                points[tpn] += record.points
                met.add(frozenset((tpn, record.opponent)))
                terms[tpn].append(
                    Term(record.points, record.describe(), record.round, record.opponent, words=record.said())
                )
    return points, met, terms


def split_by_direct_encounter(
    ctx: TieBreakContext, spec: TieBreakSpec, group: Sequence[PairingNumber]
) -> EncounterSplit:
    """C.07 DE applied to one tied group: the ordered sub-groups (ties kept together)."""
    breakdowns: dict[PairingNumber, Breakdown] = {}
    ordered = _split(ctx, spec, sorted(group), breakdowns)
    return EncounterSplit(tuple(ordered), breakdowns)


def _split(
    ctx: TieBreakContext,
    spec: TieBreakSpec,
    group: list[PairingNumber],
    breakdowns: dict[PairingNumber, Breakdown],
) -> list[tuple[PairingNumber, ...]]:
    if len(group) < 2:
        return [tuple(group)]
    points, met, terms = _games(ctx, spec, group)
    met_by: dict[PairingNumber, set[PairingNumber]] = {tpn: set() for tpn in group}
    for pair in met:
        if len(pair) == 2:
            first, second = pair
            met_by[first].add(second)
            met_by[second].add(first)
    # linear in the games, not quadratic in the group: an early round ties thousands of players
    per_meeting = 2 if has_two_game_rounds(ctx.tournament) else 1  # Double-Swiss: players meet in matches
    missing = {tpn: per_meeting * (len(group) - 1 - len(met_by[tpn])) for tpn in group}
    all_met = not any(missing.values())
    label = ", ".join(map(str, group))
    code = spec.to_mtb()
    for tpn in group:
        if tpn not in breakdowns:
            if all_met:
                notes, said = noted(tr("group {group}: all met", group=label))
            else:
                count = missing[tpn]
                notes = (f"group {label}: {count} game(s) missing against the group",)
                said = (
                    tr_n(
                        "group {group}: {count} game missing against the group",
                        "group {group}: {count} games missing against the group",
                        count,
                        group=label,
                    ),
                )
            breakdowns[tpn] = Breakdown(code, tpn, points[tpn], tuple(terms[tpn]), notes, said)
    if all_met:
        levels = sorted(set(points.values()), reverse=True)
        if len(levels) == 1:
            return [tuple(group)]
        result: list[tuple[PairingNumber, ...]] = []
        for level in levels:
            result += _split(ctx, spec, [t for t in group if points[t] == level], breakdowns)
        return result
    worst = {tpn: points[tpn] + ctx.loss_points * missing[tpn] for tpn in group}
    best = {tpn: points[tpn] + ctx.win_points * missing[tpn] for tpn in group}
    order = sorted(group, key=lambda t: (-worst[t], -best[t], t))
    best_below = [best[t] for t in order]  # best_below[i]: the best possible points of order[i:]
    for i in range(len(order) - 2, -1, -1):
        best_below[i] = max(best_below[i], best_below[i + 1])
    alone = 0
    while alone < len(order) - 1 and worst[order[alone]] > best_below[alone + 1]:
        alone += 1
    if alone == 0:
        return [tuple(group)]
    return [(tpn,) for tpn in order[:alone]] + _split(ctx, spec, sorted(order[alone:]), breakdowns)
