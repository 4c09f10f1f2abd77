"""Which players of a scoregroup float (C.04.4.3 (2026) art. 2.3, 3.1–3.5, 3.9, 3.10, 4.4).

L7: the scoregroup keeps the maximum number of pairings its members can have; exactly the others float.
L22: a member without any compatible opponent among the members (2.3.1–2.3.3) is always among them.
L8: among the floater sets that keep the maximum number of pairings, the first by
  (type a, type b, type c counts of 3.9.2) → previous-round floaters (3.10, L27) → colour imbalance (3.2.2, L25)
  → numbers (3.2.4, 3.3, 3.4: downward the lowest numbered = largest pairing numbers, upward the highest).
L9: a floater "has a compatible opponent in the adjacent scoregroup" if one is left for them when the
adjacent scoregroup pairs its floaters in the 3.6/3.7/3.6.3 order, each taking its 3.8 opponent, without
look-ahead. 3.9.1: a floater is of type a/b if it had already floated into this scoregroup.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.lim.colours import due_other
from arbiter_desk.core.pairing.lim.compatibility import Compatibility
from arbiter_desk.core.pairing.lim.exchange import floater_order
from arbiter_desk.core.pairing.lim.players import LimPlayer
from arbiter_desk.core.results import Colour

MAX_SETS = 20_000
"""Beyond this many candidate sets only the first ones in pairing-number order are ranked, which may miss the
L8 choice: a guard for huge fields. Generated events of 8-24 players never offer more than a few dozen."""

FloatKey = tuple[int, int, int, int, int, tuple[int, ...]]
"""Type a, b, c counts (3.9.2), previous-round floaters (3.10), colour imbalance (3.2.2), numbers (3.2.4)."""

_RULES = ("3.9.2 a", "3.9.2 b", "3.9.2 c", "3.10", "3.2.2", "numbers")


@dataclass(frozen=True, slots=True)
class Adjacent:
    """The scoregroup that receives this one's floaters, as it stands when they arrive (L6, L9)."""

    members: tuple[PairingNumber, ...]
    """Its residents and the floaters that reached it earlier."""
    kinds: dict[PairingNumber, str]
    """Floaters already there: ``DF`` (from above) or ``UF`` (from below)."""
    downward: bool
    """3.8 direction there: downward above and in the median (L15), upward below it."""
    down_first: bool
    """3.6.3 / 3.7.3: DF before UF (above and in the median) or UF first (below)."""


@dataclass(frozen=True, slots=True)
class FloaterChoice:
    floaters: tuple[PairingNumber, ...]
    reasons: dict[PairingNumber, str] = field(default_factory=dict)
    rule: str = ""
    """What decided the set among the alternatives, as text."""


@dataclass(frozen=True, slots=True)
class Group:
    """A scoregroup about to be paired: its members (residents and received floaters) and direction."""

    members: tuple[PairingNumber, ...]
    received: frozenset[PairingNumber]
    downward: bool
    kind_out: str
    """``DF`` when this side floats down, ``UF`` when it floats up."""


def simulate_adjacent(
    adjacent: Adjacent,
    arriving: Sequence[PairingNumber],
    kind: str,
    players: dict[PairingNumber, LimPlayer],
    compat: Compatibility,
) -> dict[PairingNumber, bool]:
    """L9: whether each arriving floater finds a compatible opponent in the adjacent scoregroup."""
    kinds = dict(adjacent.kinds)
    kinds.update({t: kind for t in arriving})
    members = sorted((*adjacent.members, *arriving), reverse=not adjacent.downward)
    taken: set[PairingNumber] = set()
    found: dict[PairingNumber, bool] = {}
    for f in floater_order(kinds, players, adjacent.down_first):
        if f in taken:
            found[f] = True
            continue
        first: PairingNumber | None = None
        for c in members:
            if c == f or c in taken or not compat.can_meet(f, c):
                continue
            if due_other(players[f], players[c]):
                first = c
                break
            if first is None:
                first = c
        found[f] = first is not None
        if first is not None:
            taken |= {f, first}
    return {t: found.get(t, False) for t in arriving}


def choose_floaters(
    group: Group, adjacent: Adjacent, players: dict[PairingNumber, LimPlayer], compat: Compatibility
) -> FloaterChoice:
    """The floaters of ``group`` (L7, L8), with a reason for each.

    L25 (3.2.2): the difference between the numbers of players due White and due Black among the players
    left, smaller is better, players due no colour not counted; it does not apply when the numbers were
    equal before (3.2.4). "Before" is the scoregroup 3.2.2 makes even: 2.3 transfers the players without a
    compatible opponent (2.3.1–2.3.3) first, so they are neither counted before nor left after.
    """
    members = list(group.members)
    pairs = compat.max_pairs(members)
    count = len(members) - 2 * pairs
    if count == 0:
        return FloaterChoice(())
    forced = [t for t in members if not compat.has_partner(t, members)]
    pool = [t for t in members if t not in forced]
    extra = count - len(forced)
    white = sum(1 for t in pool if players[t].due is Colour.WHITE)
    black = sum(1 for t in pool if players[t].due is Colour.BLACK)
    colour_counts = white != black

    def key(chosen: tuple[PairingNumber, ...]) -> FloatKey:
        floaters = (*forced, *chosen)
        found = simulate_adjacent(adjacent, floaters, group.kind_out, players, compat)
        kinds = [(f in group.received, found[f]) for f in floaters]
        gone_white = sum(1 for t in chosen if players[t].due is Colour.WHITE)
        gone_black = sum(1 for t in chosen if players[t].due is Colour.BLACK)
        numbers = tuple(sorted(-t for t in floaters)) if group.downward else tuple(sorted(floaters))
        return (
            kinds.count((True, False)),
            kinds.count((True, True)),
            kinds.count((False, False)),
            sum(1 for f in floaters if players[f].floated_last_round),
            abs(white - gone_white - black + gone_black) if colour_counts else 0,
            numbers,
        )

    def feasible(chosen: tuple[PairingNumber, ...]) -> bool:
        return compat.completable([t for t in pool if t not in chosen])

    sets = _candidate_sets(pool, extra, pairs, compat)
    best = _first(sets, key, feasible)
    floaters = (*forced, *best)
    found = simulate_adjacent(adjacent, floaters, group.kind_out, players, compat)
    reasons = {f: _reason(f, f in forced, group, found[f], players, members, compat) for f in floaters}
    rule = ""
    if extra:
        # The rule that passed over the sets the numbers alone (3.2.4, 3.3, 3.4) would have chosen first.
        best_key = key(best)
        earlier = [(s, k) for s in sets if (k := key(s))[-1] < best_key[-1]]
        decided = [next(i for i in range(5) if k[i] != best_key[i]) for s, k in earlier[:50] if feasible(s)]
        rule = _rule_text(min(decided) if decided else 5, group.downward)
    return FloaterChoice(floaters, reasons, rule)


def _candidate_sets(
    pool: list[PairingNumber], extra: int, pairs: int, compat: Compatibility
) -> list[tuple[PairingNumber, ...]]:
    if extra == 0:
        return [()]
    if extra == 1:
        return [(t,) for t in pool]
    # Only players some maximum pairing leaves out can float (Gallai–Edmonds set D).
    free = [t for t in pool if compat.max_pairs([u for u in pool if u != t]) == pairs]
    sets = list(combinations(free, extra))
    return sets if len(sets) <= MAX_SETS else sets[:MAX_SETS]


def _first(
    sets: list[tuple[PairingNumber, ...]],
    key: Callable[[tuple[PairingNumber, ...]], FloatKey],
    feasible: Callable[[tuple[PairingNumber, ...]], bool],
) -> tuple[PairingNumber, ...]:
    """The first set in ``key`` order that keeps the maximum number of pairings."""
    for s in sorted(sets, key=key):
        if feasible(s):
            return s
    raise AssertionError("no floater set keeps the maximum number of pairings")


def _rule_text(index: int, downward: bool) -> str:
    if index < 3:
        return f"art. {_RULES[index]}: fewer floaters of type {'abc'[index]} (L8)"
    if index == 3:
        return "art. 3.10: fewer players who floated in the previous round (L8, L27)"
    if index == 4:
        return "art. 3.2.2: equalises the numbers of players due White and due Black (L25)"
    return (
        "art. 3.2.4/3.3: the lowest numbered player(s) float downward (L4)"
        if downward
        else "art. 3.2.4/3.4: the highest numbered player(s) float upward (L4)"
    )


def _reason(
    f: PairingNumber,
    forced: bool,
    group: Group,
    found: bool,
    players: dict[PairingNumber, LimPlayer],
    members: list[PairingNumber],
    compat: Compatibility,
) -> str:
    origin = "already floated into this scoregroup" if f in group.received else "resident"
    kind = ("b" if found else "a") if f in group.received else ("d" if found else "c")
    below = "a compatible opponent" if found else "no compatible opponent"
    if forced:
        others = [t for t in members if t != f]
        if all(t in players[f].opponents for t in others):
            why = "has played every other player of the scoregroup (2.3.1)"
        else:
            why = "has no compatible opponent in the scoregroup (2.3.2/2.3.3)"
    else:
        why = "left over by the maximum number of pairings (2.3.4, 3.1, 4.4; L7)"
    return f"{f} ({origin}) {why}; type {kind} of 3.9.1: {below} in the adjacent scoregroup"
