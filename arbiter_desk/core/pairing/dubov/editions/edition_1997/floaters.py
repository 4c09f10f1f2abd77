"""Floaters of the 1997 text: who leaves a score group unpaired (art. 6.4) and how floaters are paired in the next
lower group (art. 8.1, 8.2). Readings E10, E22, E23, E24.

6.4 (E22/E23): as few as possible, keeping everybody else completely pairable (E10). The set is chosen by its
members' classes (1 = was not a floater from a higher group and can be paired in the next lower group, 2 = not a
floater and cannot, 3 = floater and can, 4 = floater and cannot), best sorted class list first, then the largest
TPNs. "Was floater" = came into this group as a floater in this round; "can be paired" = has a possible opponent
among the unpaired players of the next lower score group.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.editions.edition_1997.columns import black_order, white_order
from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import Legality1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import Player97
from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching
from arbiter_desk.core.results import Colour


class _FloatOracle:
    """Perfect matchings of the group + the lower players in which each member pairs inside the group or floats
    (meets a lower player), weighted so that the heaviest has the most inside pairs (the fewest floaters, E22)
    and then the best sorted class list of its floaters (E23): class c weighs (m+1)^(4-c), an inside pair
    (m+1)^4, for a group of m members (a lower-lower pair weighs 1: their number grows with the inside pairs)."""

    def __init__(
        self, members: Sequence[Player97], lower: Sequence[Player97], legality: Legality1997, classes: Sequence[int]
    ) -> None:
        self.nodes = [p.tpn for p in members] + [p.tpn for p in lower]
        self.size = len(members)
        self.edges = list(legality.edges(self.nodes))
        base = len(members) + 1
        self.inside = base**4
        self.float_weight = [base ** (4 - c) for c in classes]

    def best(self, forced: set[int], kept: set[int]) -> int | None:
        """The weight of the heaviest such matching in which the ``forced`` members float and the ``kept`` ones
        pair inside the group (None: there is none)."""
        r = self.size
        weighted = []
        for a, b in self.edges:
            a_in, b_in = a < r, b < r
            if a_in and b_in:
                if a not in forced and b not in forced:
                    weighted.append((a, b, self.inside))
            elif a_in or b_in:
                member = a if a_in else b
                if member not in kept:
                    weighted.append((a, b, self.float_weight[member]))
            else:
                weighted.append((a, b, 1))
        m = max_weight_perfect_matching(len(self.nodes), weighted)
        return None if m is None else m.weight


def choose_floaters(
    members: Sequence[Player97],
    lower: Sequence[Player97],
    next_group: Sequence[Player97],
    came_down: frozenset[PairingNumber],
    legality: Legality1997,
) -> tuple[list[Player97], dict[PairingNumber, int]]:
    """The floaters of 6.4 (none if the group pairs completely) and every member's class.

    The heaviest matching of :class:`_FloatOracle` fixes how many float and their best class list; then, from
    the largest TPN down, a member floats if the best is still reached with him floating (E23: "then the
    largest TPNs float"), else he stays. (A member-by-member choice in class order is not enough: the first
    class-1 member taken can force a class-2 partner out where two other class-1 members could float.)
    """
    tpns = [p.tpn for p in members]

    def cls(p: Player97) -> int:
        can = any(legality.can_meet(p.tpn, q.tpn) for q in next_group)
        return (2 if p.tpn in came_down else 0) + (1 if can else 2)

    if len(members) % 2 == 0 and legality.can_complete(tpns) and legality.can_complete([p.tpn for p in lower]):
        return [], {}
    classes = {p.tpn: cls(p) for p in members}
    oracle = _FloatOracle(members, lower, legality, [classes[p.tpn] for p in members])
    best = oracle.best(set(), set())
    if best is None:
        raise AssertionError("E10 was broken before this group")  # pragma: no cover
    forced: set[int] = set()
    kept: set[int] = set()
    for i in sorted(range(len(members)), key=lambda i: -members[i].tpn):
        if oracle.best(forced | {i}, kept) == best:
            forced.add(i)
        else:
            kept.add(i)
    chosen = sorted(forced, key=lambda i: (classes[members[i].tpn], -members[i].tpn))
    return [members[i] for i in chosen], classes


def floater_order(floaters: Sequence[Player97]) -> list[Player97]:
    """8.1: White-due floaters in 6.2 White order, Black-due in 6.2 Black order, alternately from the first White."""
    whites = sorted((p for p in floaters if p.due is Colour.WHITE), key=white_order)
    blacks = sorted((p for p in floaters if p.due is Colour.BLACK), key=black_order)
    ordered: list[Player97] = []
    for i in range(max(len(whites), len(blacks))):
        ordered += whites[i : i + 1] + blacks[i : i + 1]
    return ordered


def partner_key(floater: Player97, p: Player97) -> tuple[object, ...]:
    """8.2 (E24): opposite due colour if possible, the highest R, the lowest ARO, then TPN."""
    return (p.due is floater.due, -p.rating, p.aro, p.tpn)
