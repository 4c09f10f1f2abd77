"""The quality criteria of one bracket as the weight of a maximum-weight perfect matching (C.04.3 art. 2).

The matching is taken over *all* players still to be paired (plus a bye node when their number is odd), so
that every matching of maximum cardinality is a complete round-pairing: [C4] holds structurally, and [C5] by
joining the bye node only to the players who may receive the PAB with the lowest score reachable (clar. 3).
Each quality criterion is a *level*: an integer gain per edge, with an upper bound on its total over a
matching; the levels are packed in mixed radix, the highest priority most significant, so that a heavier
matching is exactly a lexicographically better candidate on [C6]…[C21].

How each criterion becomes a gain (B = the bracket, MDPs + residents; N = next bracket = B's downfloaters
plus the next scoregroup):

- [C6]  1 per pair inside B.
- [C7]  per player of B paired inside B, the mixed-radix place value of his score: minimising the
  downfloaters' scores in descending order once their number is fixed.
- [C8]  (clar. 4) pairs inside N (a downfloater of B with a next-group player, or two next-group players),
  then the scores paired inside N, as for [C7].
- [C9]  only when the bracket downfloats exactly one player and he can get the PAB: fewer unplayed games.
- [C10], [C11] (last round, topscorers): 2 − faults per pair inside B, colours from art. 5.
- [C12], [C13] (clar. 6): 1 − loss per pair inside B.
- [C14], [C16]: per resident paired inside B who downfloated in r−1 (r−2): he is not a resident downfloater.
- [C15], [C17]: 1 − [resident upfloated in r−1 (r−2)] per MDP–resident pair.
- [C18], [C20] (clar. 7): for MDPs who downfloated in r−1 (r−2), the difference is score − bracket score when
  paired, one more when floating on; lists compared in descending order = counts per value from the top =
  sum of mixed-radix place values; the gain of pairing the MDP is the drop of that sum.
- [C19], [C21]: per MDP–resident pair whose resident upfloated in r−1 (r−2): Emax − place value of the difference.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.pairing.dutch.colours import c12_loses, c13_loses, topscorer_colour_faults
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float
from arbiter_desk.core.results import Colour

Gain = Callable[[int, int], int]


@dataclass(frozen=True, slots=True)
class Level:
    """One criterion: its name, the gain of an edge (u, v) and an upper bound of the total gain."""

    name: str
    gain: Gain
    bound: int


@dataclass(frozen=True, slots=True)
class BracketFrame:
    """What the criteria of one bracket see. Indices are positions in ``players``; ``bye`` the bye node."""

    players: Sequence[DutchPlayer]
    members: frozenset[int]
    mdps: frozenset[int]
    score: Decimal
    """Resident score of the bracket."""
    next_group: frozenset[int]
    bye: int | None
    initial_colour: Colour
    last_round: bool


EdgeBuilder = Callable[[BracketFrame, int, dict[int, set[int]], Sequence[Level]], list[tuple[int, int, int]]]
"""Builds a bracket's weighted edges ``(u, v, weight)`` from its frame, node count, legal partners and levels."""


def _powers(values: Sequence[Decimal]) -> dict[Decimal, int]:
    """Mixed-radix place value of each distinct value: one unit of a value outweighs every possible count of
    the smaller values (their multiplicity in ``values`` bounds how many can be counted).
    """
    place: dict[Decimal, int] = {}
    unit = 1
    counts: dict[Decimal, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    for v in sorted(counts):
        place[v] = unit
        unit *= counts[v] + 1
    return place


def bracket_levels(frame: BracketFrame, with_c9: bool) -> list[Level]:
    """The levels [C6]…[C21] of the bracket, highest priority first; levels that cannot vary are left out."""
    p = frame.players
    members, mdps, nxt, bye = frame.members, frame.mdps, frame.next_group, frame.bye
    residents = members - mdps
    half = len(members) // 2
    levels: list[Level] = []

    def inside(u: int, v: int) -> bool:
        return u in members and v in members

    levels.append(Level("C6", lambda u, v: 1 if inside(u, v) else 0, half))

    e7 = _powers([p[i].score for i in members])
    levels.append(
        Level(
            "C7",
            lambda u, v: e7[p[u].score] + e7[p[v].score] if inside(u, v) else 0,
            sum(e7[p[i].score] for i in members),
        )
    )

    if nxt:
        n_members = members | nxt

        def in_next(u: int, v: int) -> bool:
            if u == bye or v == bye:
                return False
            return (u in nxt and v in n_members) or (v in nxt and u in n_members)

        levels.append(Level("C8", lambda u, v: 1 if in_next(u, v) else 0, len(n_members) // 2))
        e8 = _powers([p[i].score for i in n_members])
        levels.append(
            Level(
                "C8",
                lambda u, v: e8[p[u].score] + e8[p[v].score] if in_next(u, v) else 0,
                sum(e8[p[i].score] for i in n_members),
            )
        )

    if with_c9 and bye is not None:
        top = max(p[i].unplayed for i in members) + 1

        def c9(u: int, v: int) -> int:
            if v == bye and u in members:
                return top - p[u].unplayed
            if u == bye and v in members:
                return top - p[v].unplayed
            return 0

        levels.append(Level("C9", c9, top))

    if frame.last_round and any(p[i].topscorer for i in members):
        faults: dict[tuple[int, int], tuple[int, int]] = {}

        def fault(u: int, v: int) -> tuple[int, int]:
            key = (u, v) if u < v else (v, u)
            if key not in faults:
                faults[key] = topscorer_colour_faults(p[u], p[v], frame.initial_colour)
            return faults[key]

        levels.append(Level("C10", lambda u, v: 2 - fault(u, v)[0] if inside(u, v) else 0, 2 * half))
        levels.append(Level("C11", lambda u, v: 2 - fault(u, v)[1] if inside(u, v) else 0, 2 * half))

    levels.append(Level("C12", lambda u, v: 1 - c12_loses(p[u], p[v]) if inside(u, v) else 0, half))
    levels.append(Level("C13", lambda u, v: 1 - c13_loses(p[u], p[v]) if inside(u, v) else 0, half))

    def mdp_pair(u: int, v: int) -> tuple[int, int] | None:
        """(MDP, resident) if (u, v) is an MDP–resident pair of the bracket."""
        if u in mdps and v in residents:
            return u, v
        if v in mdps and u in residents:
            return v, u
        return None

    for name_down, name_up, name_diff_down, name_diff_up, attr in (
        ("C14", "C15", "C18", "C19", "float_prev"),
        ("C16", "C17", "C20", "C21", "float_prev2"),
    ):
        levels.extend(_float_levels(frame, residents, inside, mdp_pair, attr, (name_down, name_up)))
        levels.extend(_difference_levels(frame, residents, inside, mdp_pair, attr, (name_diff_down, name_diff_up)))
    # Order by criterion number: C14, C15, C16, C17, C18, ...
    head = [lv for lv in levels if int(lv.name[1:]) < 14]
    tail = sorted((lv for lv in levels if int(lv.name[1:]) >= 14), key=lambda lv: int(lv.name[1:]))
    return [lv for lv in head + tail if lv.bound > 0]


def _float_levels(
    frame: BracketFrame,
    residents: frozenset[int],
    inside: Callable[[int, int], bool],
    mdp_pair: Callable[[int, int], tuple[int, int] | None],
    attr: str,
    names: tuple[str, str],
) -> list[Level]:
    p = frame.players
    down = frozenset(i for i in residents if getattr(p[i], attr) is Float.DOWN)
    up = frozenset(i for i in residents if getattr(p[i], attr) is Float.UP)

    def resident_downfloat(u: int, v: int) -> int:
        return ((u in down) + (v in down)) if inside(u, v) else 0

    def mdp_opponent(u: int, v: int) -> int:
        pair = mdp_pair(u, v)
        return 0 if pair is None else 1 - (pair[1] in up)

    return [
        Level(names[0], resident_downfloat, len(down)),
        Level(names[1], mdp_opponent, len(frame.mdps) if up else 0),
    ]


def _difference_levels(
    frame: BracketFrame,
    residents: frozenset[int],
    inside: Callable[[int, int], bool],
    mdp_pair: Callable[[int, int], tuple[int, int] | None],
    attr: str,
    names: tuple[str, str],
) -> list[Level]:
    p = frame.players
    base_score = frame.score
    downs = [m for m in frame.mdps if getattr(p[m], attr) is Float.DOWN]
    values = [p[m].score - base_score for m in downs] + [p[m].score - base_score + 1 for m in downs]
    e_down = _powers(values)
    down_set = frozenset(downs)

    def gain_down(u: int, v: int) -> int:
        if not inside(u, v):
            return 0
        total = 0
        for m in (u, v):
            if m in down_set:
                d = p[m].score - base_score
                total += e_down[d + 1] - e_down[d]
        return total

    bound_down = sum(e_down[p[m].score - base_score + 1] - e_down[p[m].score - base_score] for m in downs)

    ups = frozenset(i for i in residents if getattr(p[i], attr) is Float.UP)
    diffs = [p[m].score - base_score for m in frame.mdps]
    e_up = _powers(diffs) if diffs else {}
    e_max = max(e_up.values(), default=0)

    def gain_up(u: int, v: int) -> int:
        pair = mdp_pair(u, v)
        if pair is None:
            return 0
        m, y = pair
        return e_max - (e_up[p[m].score - base_score] if y in ups else 0)

    return [
        Level(names[0], gain_down, bound_down),
        Level(names[1], gain_up, len(frame.mdps) * e_max if ups else 0),
    ]


def pack(levels: Sequence[Level]) -> tuple[list[int], int]:
    """Radix of each level (the weight of one unit of it) and the total number of combinations."""
    radices = [0] * len(levels)
    scale = 1
    for k in range(len(levels) - 1, -1, -1):
        radices[k] = scale
        scale *= levels[k].bound + 1
    return radices, scale


def unpack(total: int, levels: Sequence[Level]) -> list[int]:
    """Level totals from a packed matching weight (without the per-edge base)."""
    radices, _ = pack(levels)
    out = []
    for k, lv in enumerate(levels):
        out.append(total // radices[k])
        total %= radices[k]
        del lv
    return out
