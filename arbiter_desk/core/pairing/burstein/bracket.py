"""Pairing one Burstein bracket (C.04.4.2 (2026) art. 3.2 and 4).

Art. 3.2.2: among all pairings of the bracket, the first in the order of art. 4 among those best on [C5]-[C8].
Art. 4.1–4.3: players get BSNs in ranking order (1.8); as many virtual players (BSN 0) as outgoing floaters
are added; a pairing precedes another if BSN 1's opponent is larger, then BSN 2's, and so on (0 is the
smallest). So the first best pairing is found position by position: BSN 1 takes the largest opponent with which
a best pairing still exists (0 last), then the next unpaired BSN, and so on.

Two ways, with the same result (tested):

* exact: the best value is the weight of a maximum-weight perfect matching of everybody left (``criteria``);
  each candidate of the walk is kept if a matching with the decisions so far reaches that weight;
* quick (``bracket_quick``): a walk that takes, for each BSN, the largest opponent allowed by [C1]-[C3] and
  by a lower bound of [C8], floating only lowest-score players; its result is accepted only if it provably
  reaches the ideal value of every criterion (all paired but one lowest-score floater when odd, the following
  bracket as good as it can be, [C8] at its lower bound, [C4] certified): then no pairing is better, and every
  larger candidate the walk passed over could be in no best pairing. Otherwise the exact way decides.

Readings: incoming floaters may meet each other (B15); the following bracket is the outgoing floaters plus the
next score group (B16) and [C7] compares its best pairing under [C1]-[C4] by its pairs, then its floaters'
scores (B14); [C8] counts one player per pair whose players prefer the same colour (B17).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.burstein.bracket_quick import ideal_following, quick_bracket
from arbiter_desk.core.pairing.burstein.bracket_result import BracketResult, Placement, bar_text
from arbiter_desk.core.pairing.burstein.colours import loses_preference
from arbiter_desk.core.pairing.burstein.criteria import Quality, Weights
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching, maximum_matching


def pair_bracket(
    bracket: Sequence[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
    exact: bool = False,
) -> BracketResult | None:
    """The pairing of ``bracket`` (any order) given the next score group and everybody else left; None if
    the players left cannot all be paired ([C4])."""
    order = sorted(bracket, key=lambda p: p.rank)
    if not exact:
        found = quick_bracket(order, following, rest, legality) or _local(order, following, rest, legality)
        if found is not None:
            return found
    return _exact(order, following, rest, legality)


# -- exact -------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Walk:
    """The art. 4.3 walk over one matching problem: decisions by BSN index (0-based)."""

    paired: dict[int, int]
    floating: tuple[int, ...]
    placements: tuple[Placement, ...]
    witness: tuple[int, ...]


def _walk(
    tpns: Sequence[PairingNumber],
    m: int,
    edges: list[tuple[int, int, int]],
    weight: Callable[[int, int], int],
    criteria_place: int,
    legality: Legality,
) -> _Walk | None:
    """Nodes 0..m-1 are the bracket in BSN order; a bracket node matched to a node >= m floats. The best value
    is the criteria part of the maximum weight (digits from ``criteria_place`` up); each BSN in turn takes the
    largest opponent (then 0) with which a matching of that value still exists."""
    n = len(tpns)
    best = max_weight_perfect_matching(n, edges)
    if best is None:
        return None
    target = best.weight // criteria_place
    witness = list(best.mate)
    paired: dict[int, int] = {}
    floating: set[int] = set()
    fixed_weight = 0
    placements: list[Placement] = []

    def reaches(extra_pair: tuple[int, int] | None, extra_float: int | None) -> list[int] | None:
        gone = set(paired)
        pairs = dict(paired)
        fixed = fixed_weight
        if extra_pair is not None:
            a, b = extra_pair
            gone |= {a, b}
            pairs[a], pairs[b] = b, a
            fixed += weight(a, b)
        floats = floating | ({extra_float} if extra_float is not None else set())
        free = [i for i in range(n) if i not in gone]
        local = {v: x for x, v in enumerate(free)}
        sub = [
            (local[a], local[b], w)
            for a, b, w in edges
            if a not in gone and b not in gone and not (b < m and (a in floats or b in floats))
        ]
        found = max_weight_perfect_matching(len(free), sub)
        if found is None or (found.weight + fixed) // criteria_place != target:
            return None
        mate = [-1] * n
        for a, b in pairs.items():
            mate[a] = b
        for x, y in enumerate(found.mate):
            mate[free[x]] = free[y]
        return mate

    for i in range(m):
        if i in paired:
            continue
        passed: list[tuple[int, str]] = []
        placed = False
        for j in range(m - 1, i, -1):
            if j in paired:
                continue
            if not legality.can_meet(tpns[i], tpns[j]):
                passed.append((j + 1, bar_text(legality.bar(tpns[i], tpns[j]))))
                continue
            mate = witness if witness[i] == j else reaches((i, j), None)
            if mate is None:
                passed.append((j + 1, bar_text(None)))
                continue
            witness = mate
            paired[i], paired[j] = j, i
            fixed_weight += weight(i, j)
            placements.append(Placement(i + 1, j + 1, tuple(passed)))
            placed = True
            break
        if placed:
            continue
        mate = witness if witness[i] >= m else reaches(None, i)
        if mate is None:  # cannot happen: the witness itself is a best pairing consistent with the decisions
            raise AssertionError("no best pairing consistent with the decisions so far")
        witness = mate
        floating.add(i)
        placements.append(Placement(i + 1, 0, tuple(passed)))
    return _Walk(paired, tuple(sorted(floating)), tuple(placements), tuple(witness))


def _result(order: list[BursteinPlayer], walk: _Walk, quality: Quality, method: str) -> BracketResult:
    pairs = tuple((order[i], order[j]) for i, j in sorted(walk.paired.items()) if i < j)
    floaters = tuple(order[i] for i in walk.floating)
    return BracketResult(tuple(order), pairs, floaters, quality, walk.placements, method)


def _exact(
    order: list[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
    compress: bool = True,
) -> BracketResult | None:
    """The walk on the matching of everybody left, weighted by all criteria (``criteria``).

    The rest (below the next score group) only has to absorb the players of the bracket and the next group who
    are matched into it ([C4]). When Dirac's theorem shows that it can absorb any of them, whichever and however
    many (every player of the rest, and of the two groups, may meet at least half of the rest plus as many
    as could come), the rest is replaced by that many interchangeable nodes: the same matchings, far fewer nodes.
    """
    absorbers = _absorbers(order, following, rest, legality) if compress else None
    weights = Weights(order, following, () if absorbers is not None else rest)
    tpns = [p.tpn for p in weights.players]
    edges = weights.edges(lambda i, j: legality.can_meet(tpns[i], tpns[j]))
    if absorbers is not None:
        first = len(tpns)
        slots = range(first, first + absorbers)
        edges += [(i, v, 1) for v in slots for i in range(first)]
        edges += [(v, w, 1) for v in slots for w in range(v + 1, first + absorbers)]
        tpns += [PairingNumber(0)] * absorbers
    walk = _walk(tpns, weights.m, edges, weights.weight, weights.c8_place, legality)
    if walk is None:
        return None
    return _result(order, walk, weights.quality(walk.witness), "exact")


def _absorbers(
    order: Sequence[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
) -> int | None:
    """How many interchangeable nodes may stand for the rest, or None if it must stay as it is."""
    above = [p.tpn for p in (*order, *following)]
    below = [p.tpn for p in rest]
    slots = min(len(below), len(above))
    if (len(above) + len(below)) % 2 or len(below) < 2 * len(above):
        return None
    need = (len(below) + slots + 1) // 2
    if legality.fewest_partners(below, below) < need or legality.fewest_partners(above, below) < need:
        return None
    return slots


def _local(
    order: list[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
) -> BracketResult | None:
    """The walk on the bracket alone: [C5], [C6] and [C8] within the bracket, the floaters matched to as many
    virtual nodes as a maximum pairing of the bracket leaves (one or none first). Kept only if the following
    bracket then reaches its ideal ([C7]: all paired but one of the next score group when odd) and [C4] is
    certified. Ignoring [C4] and [C7] relaxes the problem, so its optimum bounds every pairing on [C5], [C6]
    and [C8]; reaching it with an ideal [C7] makes it the best pairing, and a candidate of the walk without a
    completion reaching it could be in no best pairing."""
    m = len(order)
    weights = Weights(order, (), ())
    tpns = [p.tpn for p in order]
    edges = weights.edges(lambda i, j: legality.can_meet(tpns[i], tpns[j]))

    def weight(i: int, j: int) -> int:
        return weights.weight(i, j) if j < m else 1

    walk = None
    for virtual in _virtual_counts(m, edges):
        nodes = [*tpns, *(PairingNumber(0) for _ in range(virtual))]
        with_virtual = edges + [(i, v, 1) for v in range(m, m + virtual) for i in range(m)]
        walk = _walk(nodes, m, with_virtual, weight, weights.c8_place, legality)
        if walk is not None:
            break
    if walk is None:
        return None
    floaters = [order[i] for i in walk.floating]
    following_values = ideal_following(floaters, following, rest, legality)
    if following_values is None:
        return None
    pairs = [(order[i], order[j]) for i, j in walk.paired.items() if i < j]
    losses = sum(1 for a, b in pairs if loses_preference(a, b))
    next_pairs, next_floaters = following_values
    quality = Quality(len(pairs), _desc_scores(floaters), next_pairs, next_floaters, losses)
    return _result(order, walk, quality, "local")


def _virtual_counts(m: int, edges: list[tuple[int, int, int]]) -> Iterator[int]:
    """How many floaters to try: the parity one alone, then what a maximum pairing of the bracket leaves."""
    yield m % 2
    mate = maximum_matching(m, [(a, b) for a, b, _ in edges])
    most = m - 2 * sum(1 for i in range(m) if mate[i] > i)
    if most != m % 2:
        yield most


def _desc_scores(players: Sequence[BursteinPlayer]) -> tuple[Decimal, ...]:
    return tuple(sorted((p.score for p in players), reverse=True))
