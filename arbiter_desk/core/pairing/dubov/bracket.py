"""Pairing one bracket: G1/G2, shifts, S1 and T2 (C.04.4.1 (2026) art. 3.2.3–3.2.6, 4.3, 4.4).

Let A be the smaller of the initial subgroups (G1 if equal) and B the other. Every legal pairing of the
bracket has at least ``p`` pairs inside A (computed by a matching); step 1 shifts ``p`` players of A into
B, step 2 shifts ``k = (|B| - |A|) / 2 + p`` of B's own colour seekers into A (clar. 13–14). Then every
pair joins the new G1 and the new G2; a legal such pairing has exactly ``p`` A–A pairs and ``k`` B–B pairs
(fewer A–A pairs would contradict the minimum), so all legal shift sets reach the least C7
(clar. 15), and "best" reduces to the first set in art. 4.3 order that still allows a legal pairing. Those
sets are fixed member by member with a matching oracle in which every A–A pair holds exactly one shifted
A player and every B–B pair exactly one shifted B player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.order import middle_out
from arbiter_desk.core.pairing.dubov.legality import Legality
from arbiter_desk.core.pairing.dubov.players import DubovPlayer
from arbiter_desk.core.pairing.matching.bipartite import first_lexicographic_assignment
from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching
from arbiter_desk.core.pairing.matching.greedy import greedy_lexicographic_assignment, greedy_pairing
from arbiter_desk.core.results import Colour


@dataclass(frozen=True, slots=True)
class BracketPairing:
    pairs: tuple[tuple[PairingNumber, PairingNumber], ...]
    """(S1 player, T2 player) in S1 order."""
    g1: tuple[PairingNumber, ...]
    g2: tuple[PairingNumber, ...]
    shifts: tuple[str, ...]
    s1: tuple[PairingNumber, ...]
    s1_aro: tuple[int, ...]
    t2: tuple[PairingNumber, ...]
    transposition: str


def shifter_order(players: Sequence[DubovPlayer], colour: Colour) -> list[DubovPlayer]:
    """Art. 4.3.2–4.3.3: White seekers by ARO then TPN, Black seekers by TPN; then numbered middle-out."""
    if colour is Colour.WHITE:
        ordered = sorted(players, key=lambda p: (p.aro, p.tpn))
    else:
        ordered = sorted(players, key=lambda p: p.tpn)
    return middle_out(ordered)


def pair_bracket(players: Sequence[DubovPlayer], legality: Legality, exact: bool = False) -> BracketPairing:
    """Pair an even bracket that is known to have a legal pairing (the upfloater choice secured it).

    Quick constructions are tried first; they are certificates of the same result, and whenever one gets
    stuck the exact matching-based procedure decides (``exact`` forces it, for tests).
    """
    if not any(p.has_played for p in players):
        # Art. 3.2.3: nobody has played yet, G1 is the first half by TPN.
        by_tpn = sorted(players, key=lambda p: p.tpn)
        g1 = by_tpn[: len(by_tpn) // 2]
        g2 = by_tpn[len(by_tpn) // 2 :]
    else:
        g1 = [p for p in players if p.preference.colour is Colour.WHITE]
        g2 = [p for p in players if p.preference.colour is not Colour.WHITE]
    a_is_g1 = len(g1) <= len(g2)
    group_a, group_b = (g1, g2) if a_is_g1 else (g2, g1)
    colour_a = Colour.WHITE if a_is_g1 else Colour.BLACK
    pool_a = shifter_order(group_a, colour_a)
    pool_b = shifter_order(group_b, colour_a.opposite)

    def can_meet(x: DubovPlayer, y: DubovPlayer) -> bool:
        return legality.can_meet(x.tpn, y.tpn)

    quick = None if exact else _quick_shifts(group_a, group_b, pool_b, can_meet)
    if quick is not None:
        p_pairs, shifted_a, shifted_b = 0, [], quick
    else:
        oracle = _ShiftOracle(group_a, group_b, legality)
        p_pairs = oracle.p
        shifted_a = oracle.first_set(pool_a, oracle.p, fixed_a=None)
        k = (len(group_b) - len(group_a)) // 2 + oracle.p
        shifted_b = oracle.first_set(pool_b, k, fixed_a={p.tpn for p in shifted_a})
    shifts: list[str] = []
    if shifted_a:
        shifts.append(
            f"step 1: {p_pairs} pair(s) inside {'G1' if a_is_g1 else 'G2'} unavoidable; shifted "
            + " ".join(str(p.tpn) for p in shifted_a)
        )
    if shifted_b:
        shifts.append(
            f"step 2: equalise sizes; shifted {' '.join(str(p.tpn) for p in shifted_b)} "
            f"from {'G2' if a_is_g1 else 'G1'}"
        )
    moved = {p.tpn for p in shifted_a} | {p.tpn for p in shifted_b}
    new_a = [p for p in group_a if p.tpn not in moved] + list(shifted_b)
    new_b = [p for p in group_b if p.tpn not in moved] + list(shifted_a)
    new_g1, new_g2 = (new_a, new_b) if a_is_g1 else (new_b, new_a)

    s1 = sorted(new_g1, key=lambda p: (p.aro, p.tpn))  # art. 3.2.5
    g2_sorted = sorted(new_g2, key=lambda p: p.tpn)  # art. 4.4.2
    t2 = None if exact else greedy_lexicographic_assignment(s1, g2_sorted, can_meet)
    if t2 is None:
        t2 = first_lexicographic_assignment(s1, g2_sorted, can_meet)
    if t2 is None:
        raise NoValidPairingError(
            "no legal pairing of the bracket after the shifts (art. 3.2.6)", tuple(p.tpn for p in players)
        )
    identity = [p.tpn for p in t2] == [p.tpn for p in g2_sorted]
    return BracketPairing(
        pairs=tuple((a.tpn, b.tpn) for a, b in zip(s1, t2, strict=True)),
        g1=tuple(p.tpn for p in g1),
        g2=tuple(p.tpn for p in g2),
        shifts=tuple(shifts),
        s1=tuple(p.tpn for p in s1),
        s1_aro=tuple(p.aro for p in s1),
        t2=tuple(p.tpn for p in t2),
        transposition="T2 = G2 in TPN order (first transposition)"
        if identity
        else "T2 = first legal transposition of G2 in TPN order (art. 3.2.6, 4.4)",
    )


def _quick_shifts(
    group_a: Sequence[DubovPlayer],
    group_b: Sequence[DubovPlayer],
    pool_b: Sequence[DubovPlayer],
    can_meet: Callable[[DubovPlayer, DubovPlayer], bool],
) -> list[DubovPlayer] | None:
    """The common case without unavoidable pairs inside A: if the first ``k`` players of B's shifter
    order, moved to A, leave a legal A–B pairing, then no pair inside A is needed (p = 0) and that set is
    the first in art. 4.3 order. None if this quick test does not settle it.
    """
    k = (len(group_b) - len(group_a)) // 2
    shifted = list(pool_b[:k])
    moved = {p.tpn for p in shifted}
    side_a = list(group_a) + shifted
    side_b = [p for p in group_b if p.tpn not in moved]
    if greedy_lexicographic_assignment(side_a, side_b, can_meet) is None:
        return None
    return shifted


def min_colour_conflicts(players: Sequence[DubovPlayer], legality: Legality) -> int | None:
    """C7 of a bracket: the fewest pairs of players who want the same colour in a legal pairing of all of
    them (None if there is none). The pairing of art. 3.2.3–3.2.6 reaches this minimum (module docstring).
    """
    whites = [p for p in players if p.preference.colour is Colour.WHITE]
    blacks = [p for p in players if p.preference.colour is not Colour.WHITE]
    small, large = (whites, blacks) if len(whites) <= len(blacks) else (blacks, whites)

    def can_meet(x: DubovPlayer, y: DubovPlayer) -> bool:
        return legality.can_meet(x.tpn, y.tpn)

    taken = greedy_lexicographic_assignment(small, large, can_meet)
    if taken is not None:
        used = {p.tpn for p in taken}
        if greedy_pairing([p for p in large if p.tpn not in used], can_meet) is not None:
            return (len(large) - len(small)) // 2
    tpns = [p.tpn for p in players]
    colour = {p.tpn: p.preference.colour is Colour.WHITE for p in players}
    edges = [(a, b, 1 if colour[tpns[a]] == colour[tpns[b]] else 2) for a, b in legality.edges(tpns)]
    m = max_weight_perfect_matching(len(tpns), edges)
    if m is None:
        return None
    return sum(1 for a, b in m.pairs() if colour[tpns[a]] == colour[tpns[b]])


class _ShiftOracle:
    """Answers: is there a legal pairing with the least number of pairs inside A, given shift choices?"""

    def __init__(self, group_a: Sequence[DubovPlayer], group_b: Sequence[DubovPlayer], legality: Legality) -> None:
        self.players = list(group_a) + list(group_b)
        self.index = {p.tpn: i for i, p in enumerate(self.players)}
        self.in_a = [i < len(group_a) for i in range(len(self.players))]
        self.edges = list(legality.edges([p.tpn for p in self.players]))
        weighted = [(a, b, 1 if self.in_a[a] and self.in_a[b] else 2) for a, b in self.edges]
        m = max_weight_perfect_matching(len(self.players), weighted)
        if m is None:
            raise NoValidPairingError("the bracket cannot be paired (C1/C3)", tuple(p.tpn for p in self.players))
        self.p = sum(1 for a, b in m.pairs() if self.in_a[a] and self.in_a[b])

    def feasible(self, forced: set[int], barred: set[int]) -> bool:
        """A legal pairing with exactly ``p`` A–A pairs in which each A–A / B–B pair has one shifted player:
        ``forced`` players must be shifted, ``barred`` players must not.
        """
        edges = []
        for a, b in self.edges:
            same = self.in_a[a] == self.in_a[b]
            if same:
                if (a in forced and b in forced) or (a in barred and b in barred):
                    continue
            elif a in forced or b in forced:
                continue
            edges.append((a, b, 1 if self.in_a[a] and self.in_a[b] else 2))
        m = max_weight_perfect_matching(len(self.players), edges)
        if m is None:
            return False
        return sum(1 for a, b in m.pairs() if self.in_a[a] and self.in_a[b]) == self.p

    def first_set(
        self, pool: Sequence[DubovPlayer], size: int, fixed_a: set[PairingNumber] | None
    ) -> list[DubovPlayer]:
        """The first ``size``-set of ``pool`` (in its sequence order, art. 4.1.3) that allows a legal pairing.

        In step 1 (``fixed_a`` None) the B side is free; in step 2 the A shifts are fixed.
        """
        if size == 0:
            return []
        base_forced: set[int] = set()
        base_barred: set[int] = set()
        if fixed_a is not None:
            for i, p in enumerate(self.players):
                if self.in_a[i]:
                    (base_forced if p.tpn in fixed_a else base_barred).add(i)
        pool_idx = [self.index[p.tpn] for p in pool if fixed_a is None or p.tpn not in fixed_a]
        chosen: list[int] = []
        start = 0
        for _ in range(size):
            for pos in range(start, len(pool_idx)):
                candidate = pool_idx[pos]
                barred = base_barred | set(pool_idx[start:pos]) | {i for i in pool_idx[:start] if i not in chosen}
                if self.feasible(base_forced | set(chosen) | {candidate}, barred):
                    chosen.append(candidate)
                    start = pos + 1
                    break
            else:
                raise NoValidPairingError(
                    "no set of shifters allows a legal pairing (art. 3.2.4)", tuple(p.tpn for p in self.players)
                )
        return [self.players[i] for i in chosen]
