"""Pairing one Burstein bracket (C.04.4.2 (2026) art. 3.2 and 4).

Art. 3.2.2: among all pairings of the bracket, the first in the order of art. 4 among those best on [C5]-[C8].
Art. 4.1–4.3: players get BSNs in ranking order (1.8); as many virtual players (BSN 0) as outgoing floaters
are added; a pairing precedes another if BSN 1's opponent is larger, then BSN 2's, and so on (0 is the
smallest). So the first best pairing is found position by position: BSN 1 takes the largest opponent with which
a best pairing still exists (0 last), then the next unpaired BSN, and so on.

Two ways, with the same result (tested):

* exact: the best value is the weight of a maximum-weight perfect matching of everybody left (``criteria``);
  each candidate of the walk is kept if a matching with the decisions so far reaches that weight;
* quick: a walk that takes, for each BSN, the largest opponent allowed by [C1]-[C3] and by a lower bound of
  [C8], floating only lowest-score players; its result is accepted only if it provably reaches the ideal value
  of every criterion (all paired but one lowest-score floater when odd, the following bracket as good as it can
  be, [C8] at its lower bound, [C4] certified): then no pairing is better, and every larger candidate the walk
  passed over could be in no best pairing. Otherwise the exact way decides.

Readings: incoming floaters may meet each other (B15); the following bracket is the outgoing floaters plus the
next score group (B16) and [C7] compares its best pairing under [C1]-[C4] by its pairs, then its floaters'
scores (B14); [C8] counts one player per pair whose players prefer the same colour (B17).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.burstein.colours import loses_preference
from arbiter_desk.core.pairing.burstein.criteria import Quality, Weights
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.legality import Bar, Legality
from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching, maximum_matching
from arbiter_desk.core.results import Colour


@dataclass(frozen=True, slots=True)
class Placement:
    """How art. 4.3 placed one BSN: its opponent's BSN (0 = floats) and the larger ones passed over."""

    bsn: int
    opponent: int
    passed_over: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class BracketResult:
    """The pairing of a bracket: pairs (higher BSN first), outgoing floaters, and how it was found."""

    order: tuple[BursteinPlayer, ...]
    """The bracket in BSN order (art. 4.1)."""
    pairs: tuple[tuple[BursteinPlayer, BursteinPlayer], ...]
    floaters: tuple[BursteinPlayer, ...]
    quality: Quality
    placements: tuple[Placement, ...] = field(default=())
    method: str = "exact"

    def bsn(self, tpn: PairingNumber) -> int:
        return next(i for i, p in enumerate(self.order, start=1) if p.tpn == tpn)


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
        found = _quick(order, following, rest, legality) or _local(order, following, rest, legality)
        if found is not None:
            return found
    return _exact(order, following, rest, legality)


# -- exact -------------------------------------------------------------------------------------------------


def _bar_text(bar: Bar | None) -> str:
    if bar is Bar.REMATCH:
        return "already met ([C1])"
    if bar is Bar.COLOUR:
        return "same absolute colour preference ([C3])"
    if bar is Bar.PROHIBITED:
        return "prohibited pair"
    return "no best pairing with it ([C4]-[C8])"


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
                passed.append((j + 1, _bar_text(legality.bar(tpns[i], tpns[j]))))
                continue
            mate = witness if witness[i] == j else reaches((i, j), None)
            if mate is None:
                passed.append((j + 1, _bar_text(None)))
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
    following_values = _ideal_following(floaters, following, rest, legality)
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


# -- quick -------------------------------------------------------------------------------------------------


def _colour_of(p: BursteinPlayer) -> Colour | None:
    return None if p.preference is None else p.preference.colour


def _losses_bound(white: int, black: int, none: int, floats: int) -> int:
    """A lower bound of [C8] for players of whom ``white``/``black`` prefer that colour and ``none`` have no
    preference, ``floats`` of them leaving unpaired: same-colour pairs are needed only for the excess."""
    best: int | None = None
    for fw in range(min(floats, white) + 1):
        for fb in range(min(floats - fw, black) + 1):
            fn = floats - fw - fb
            if fn > none:
                continue
            w, b, c = white - fw, black - fb, none - fn
            half = (w + b + c) // 2
            value = max(0, w - half) + max(0, b - half)
            best = value if best is None else min(best, value)
    return 0 if best is None else best


def _quick(
    order: list[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
) -> BracketResult | None:
    m = len(order)
    floats_left = m % 2
    lowest = min(p.score for p in order)
    counts = {Colour.WHITE: 0, Colour.BLACK: 0, None: 0}
    for p in order:
        counts[_colour_of(p)] += 1
    target = _losses_bound(counts[Colour.WHITE], counts[Colour.BLACK], counts[None], floats_left)
    losses = 0
    free = [True] * m
    pairs: list[tuple[int, int]] = []
    floating: list[int] = []
    placements: list[Placement] = []

    def bound_without(*gone: BursteinPlayer, floats: int) -> int:
        c = dict(counts)
        for g in gone:
            c[_colour_of(g)] -= 1
        return _losses_bound(c[Colour.WHITE], c[Colour.BLACK], c[None], floats)

    for i in range(m):
        if not free[i]:
            continue
        a = order[i]
        passed: list[tuple[int, str]] = []
        chosen = -1
        for j in range(m - 1, i, -1):
            if not free[j]:
                continue
            b = order[j]
            if not legality.can_meet(a.tpn, b.tpn):
                passed.append((j + 1, _bar_text(legality.bar(a.tpn, b.tpn))))
                continue
            cost = losses + (1 if loses_preference(a, b) else 0)
            if cost + bound_without(a, b, floats=floats_left) > target:
                passed.append((j + 1, _bar_text(None)))
                continue
            chosen = j
            break
        if chosen >= 0:
            b = order[chosen]
            free[i] = free[chosen] = False
            counts[_colour_of(a)] -= 1
            counts[_colour_of(b)] -= 1
            losses += 1 if loses_preference(a, b) else 0
            pairs.append((i, chosen))
            placements.append(Placement(i + 1, chosen + 1, tuple(passed)))
            continue
        if floats_left == 0 or a.score != lowest or losses + bound_without(a, floats=floats_left - 1) > target:
            return None
        free[i] = False
        counts[_colour_of(a)] -= 1
        floats_left -= 1
        floating.append(i)
        placements.append(Placement(i + 1, 0, tuple(passed)))
    floaters = [order[i] for i in floating]
    next_quality = _ideal_following(floaters, following, rest, legality)
    if next_quality is None:
        return None
    next_pairs, next_floaters = next_quality
    quality = Quality(len(pairs), tuple(p.score for p in floaters), next_pairs, next_floaters, losses)
    return BracketResult(
        tuple(order),
        tuple((order[i], order[j]) for i, j in pairs),
        tuple(floaters),
        quality,
        tuple(placements),
        "quick",
    )


def _ideal_following(
    floaters: Sequence[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
) -> tuple[int | None, tuple[Decimal, ...]] | None:
    """The following bracket's [C7] values if they are provably ideal and [C4] holds; None if not shown."""
    group = [p.tpn for p in (*floaters, *following)]
    others = [p.tpn for p in rest]
    if not following:
        return (None, ()) if not floaters and not rest else None
    if len(group) % 2 == 0:
        if legality.can_complete(group) and (not others or legality.can_complete(others)):
            return len(group) // 2, ()
        return None
    for p in reversed(following):
        rest_with = [*others, p.tpn]
        left = [t for t in group if t != p.tpn]
        if legality.can_complete(left) and legality.can_complete(rest_with):
            return len(left) // 2, (p.score,)
    return None
