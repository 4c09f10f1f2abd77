"""The candidates of one score bracket in the order of 1992 C2–C14 (A3, A6; R12, R18, R19, R21).

Homogeneous, or at least half moved down (1992 A3, R19): for p from half the bracket down to 0 (C14; the lowest
bracket only complete pairings, R21), for each level (R12), the group's candidates (``homogeneous.py``).
Heterogeneous (R18): S1 = the moved-down players, S2 = the residents; for each number of moved-down pairs
(from all down), each number of remainder pairs, each level: the D1 transpositions of S2 for the moved-down
part (outer), then the remainder's candidates as a homogeneous group (inner, C10).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.rating_1992.criteria import Judge, Level, levels, x_of
from arbiter_desk.core.pairing.rating_1992.homogeneous import GroupSearch


@dataclass(frozen=True, slots=True)
class Candidate:
    """One way to pair a bracket: pairs (the higher-placed player first), the players left, how it was found."""

    pairs: tuple[tuple[PairingNumber, PairingNumber], ...]
    left: tuple[PairingNumber, ...]
    level: Level
    p: int
    moved_paired: int
    """Moved-down players paired as such (C12, R15): the moved-down part's p (heterogeneous), or the moved-down
    players among the pairs (homogeneous)."""
    moved_total: int
    homogeneous: bool
    x: int
    how: str

    @property
    def key(self) -> tuple[frozenset[frozenset[PairingNumber]], frozenset[PairingNumber]]:
        return frozenset(frozenset(pr) for pr in self.pairs), frozenset(self.left)


def a2_order(judge: Judge, tpns: Sequence[PairingNumber]) -> list[PairingNumber]:
    """1992 A2 read by R1: score descending, then pairing number."""
    return sorted(tpns, key=lambda t: (-judge.players[t].score, t))


def candidates(
    judge: Judge,
    members: Sequence[PairingNumber],
    moved: frozenset[PairingNumber],
    score: Decimal,
    lowest: bool,
    pairs: int | None = None,
) -> Iterator[Candidate]:
    """Every acceptable candidate of the bracket once, in the text's order; with ``pairs``, only those with that
    many pairs, in the same relative order (C12's scan, R15), the other blocks not enumerated."""
    seen: set[tuple[frozenset[frozenset[PairingNumber]], frozenset[PairingNumber]]] = set()
    source = (
        _homogeneous(judge, members, moved, score, lowest, pairs)
        if not moved or 2 * len(moved) >= len(members)
        else _heterogeneous(judge, members, moved, score, lowest, pairs)
    )
    for cand in source:
        if cand.key not in seen:
            seen.add(cand.key)
            yield cand


def _homogeneous(
    judge: Judge,
    members: Sequence[PairingNumber],
    moved: frozenset[PairingNumber],
    score: Decimal,
    lowest: bool,
    pairs: int | None,
) -> Iterator[Candidate]:
    group = a2_order(judge, members)
    top = len(group) // 2
    x0 = x_of([judge.players[t] for t in group])
    for p in [top] if lowest else range(top, -1, -1):
        if pairs is not None and p != pairs:
            continue
        x = max(0, x0 - (top - p))  # C14: x is decreased with p when it was above zero
        for level in levels(max(0, p - x)):
            search = GroupSearch(judge, group, score, p, x, level, lowest)
            for found in search.candidates():
                paired = sum(1 for pr in found.pairs for t in pr if t in moved)
                how = found.exchange or "S1/S2 as formed (1992 A6)"
                yield Candidate(found.pairs, found.left, level, p, paired, len(moved), True, x, how)


def _heterogeneous(
    judge: Judge,
    members: Sequence[PairingNumber],
    moved: frozenset[PairingNumber],
    score: Decimal,
    lowest: bool,
    pairs: int | None,
) -> Iterator[Candidate]:
    group = a2_order(judge, members)
    down = [t for t in group if t in moved]
    residents = [t for t in group if t not in moved]
    x_bracket = x_of([judge.players[t] for t in group])
    for p_moved in range(len(down), -1, -1):
        s1 = down[:p_moved]
        rest_moved = down[p_moved:]
        top = (len(group) - 2 * p_moved) // 2
        x_moved = max(0, x_bracket - (len(down) - p_moved))
        for p_rest in [top] if lowest else range(top, -1, -1):
            if pairs is not None and p_moved + p_rest != pairs:
                continue
            for level in levels(max(p_moved, p_rest)):
                part = GroupSearch(
                    judge, s1 + residents, score, p_moved, x_moved, level, False, exchanges=False, judge_left=False
                )
                for made in part.candidates():
                    remainder = a2_order(judge, rest_moved + list(made.left))
                    x_rest0 = x_of([judge.players[t] for t in remainder])
                    x_rest = max(0, x_rest0 - (len(remainder) // 2 - p_rest))
                    rest = GroupSearch(judge, remainder, score, p_rest, x_rest, level, lowest)
                    for found in rest.candidates():
                        both = made.pairs + found.pairs
                        how = "moved-down players first (1992 A3, C6), remainder as homogeneous (C6)"
                        if found.exchange:
                            how += f", remainder {found.exchange}"
                        yield Candidate(both, found.left, level, len(both), p_moved, len(down), False, x_moved, how)
