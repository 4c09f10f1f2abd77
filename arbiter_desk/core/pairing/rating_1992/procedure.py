"""The round: score brackets from the highest down (1992 C), C1 (R14), C12 (R15), C13 (R16).

Depth-first over the brackets: each bracket takes its first acceptable candidate (``bracket.py``); the lowest
accepts only complete pairings.  R16's shortcut is used: a candidate after which the players below cannot be
completely paired at all under B1/B2 (with at most one bye, B1b) is skipped, which gives the same result as undoing
and re-pairing bracket by bracket (C13), faster.  C12 (R15) looks only at the next bracket's own first pairing.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.matching.general import has_perfect_matching
from arbiter_desk.core.pairing.matching.greedy import greedy_pairing
from arbiter_desk.core.pairing.rating_1992.bracket import Candidate, a2_order, candidates
from arbiter_desk.core.pairing.rating_1992.criteria import Judge


@dataclass(frozen=True, slots=True)
class BracketRecord:
    """How one score bracket was paired."""

    score: Decimal
    residents: tuple[PairingNumber, ...]
    moved_in: tuple[PairingNumber, ...]
    c1_moved: tuple[PairingNumber, ...]
    """Residents without any compatible opponent in the bracket, moved down first (1992 C1, R14)."""
    candidate: Candidate
    lowest: bool
    c12: str = ""


class RoundProcedure:
    """Pairs the players ``to_pair`` (R17) bracket by bracket."""

    def __init__(self, judge: Judge, to_pair: Sequence[PairingNumber]) -> None:
        self.judge = judge
        scores = sorted({judge.players[t].score for t in to_pair}, reverse=True)
        self.scores = scores
        self.residents = [tuple(a2_order(judge, [t for t in to_pair if judge.players[t].score == s])) for s in scores]
        self._complete: dict[tuple[int, frozenset[PairingNumber]], bool] = {}

    def run(self) -> list[BracketRecord] | None:
        """The brackets' records, highest first; None when the round cannot be paired (R20)."""
        if not self.scores:
            return []
        return self._solve(0, frozenset())

    def _members(self, k: int, moved: frozenset[PairingNumber]) -> tuple[list[PairingNumber], list[PairingNumber]]:
        """The bracket's players after C1 (R14), and the residents C1 moved down."""
        members = list(self.residents[k]) + sorted(moved)
        c1: list[PairingNumber] = []
        if k == len(self.scores) - 1:
            return a2_order(self.judge, members), c1
        changed = True
        while changed:
            changed = False
            for t in a2_order(self.judge, members):
                if t in moved:
                    continue
                if not any(o != t and self.judge.compatible(t, o) for o in members):
                    members.remove(t)
                    c1.append(t)
                    changed = True
                    break
        return a2_order(self.judge, members), a2_order(self.judge, c1)

    def _stream(
        self, k: int, moved: frozenset[PairingNumber]
    ) -> tuple[list[PairingNumber], list[PairingNumber], Iterator[Candidate]]:
        members, c1 = self._members(k, moved)
        lowest = k == len(self.scores) - 1
        source = candidates(self.judge, members, moved, self.scores[k], lowest)

        def acceptable() -> Iterator[Candidate]:
            for cand in source:
                if lowest or self.completable(k + 1, frozenset(cand.left) | frozenset(c1)):
                    yield cand

        return members, c1, acceptable()

    def own_first(self, k: int, moved: frozenset[PairingNumber]) -> Candidate | None:
        """The bracket's own first pairing with these players moved into it (1992 C1-C11, C14 within the bracket),
        blind to the brackets below: what C12 judges (R15).  Completing the brackets below is C13's business."""
        members, _ = self._members(k, moved)
        lowest = k == len(self.scores) - 1
        return next(candidates(self.judge, members, moved, self.scores[k], lowest), None)

    def _solve(self, k: int, moved: frozenset[PairingNumber]) -> list[BracketRecord] | None:
        _, c1, stream = self._stream(k, moved)
        lowest = k == len(self.scores) - 1
        for first in stream:
            cand, note = (first, "") if lowest else self._c12(k, moved, first, c1)
            record = BracketRecord(
                score=self.scores[k],
                residents=self.residents[k],
                moved_in=tuple(a2_order(self.judge, list(moved))),
                c1_moved=tuple(c1),
                candidate=cand,
                lowest=lowest,
                c12=note,
            )
            if lowest:
                return [record]
            rest = self._solve(k + 1, frozenset(cand.left) | frozenset(c1))
            if rest is not None:
                return [record, *rest]
        return None

    def _c12(
        self, k: int, moved: frozenset[PairingNumber], cand: Candidate, c1: Sequence[PairingNumber]
    ) -> tuple[Candidate, str]:
        """1992 C12 (R15): if the next bracket, heterogeneous, cannot pair every player moved into it, take the
        first later candidate in this bracket's order with as many pairs that moves down another set, all of whom
        the next bracket pairs (skipping candidates with another number of pairs, and those after which the
        players below cannot be completed at all: R16's shortcut).

        Both judgements are the next bracket's own first pairing (``own_first``): the text reaches C12 from C1 or
        when C6-C11 fail in that bracket, never because of the brackets below it."""
        down = frozenset(cand.left) | frozenset(c1)
        nxt = self.own_first(k + 1, down)
        if nxt is None or nxt.homogeneous or nxt.moved_paired == nxt.moved_total:
            return cand, ""
        members, _ = self._members(k, moved)
        same = candidates(self.judge, members, moved, self.scores[k], False, pairs=cand.p)
        for other in same:
            if other == cand:
                break
        tried = {down}
        for other in same:
            other_down = frozenset(other.left) | frozenset(c1)
            if other_down in tried or not self.completable(k + 1, other_down):
                continue
            tried.add(other_down)
            after = self.own_first(k + 1, other_down)
            if after is not None and after.moved_paired == after.moved_total:
                moved_now = " ".join(map(str, sorted(other.left)))
                return (
                    other,
                    f"1992 C12: re-paired so that the next bracket's first pairing pairs every player moved down "
                    f"({moved_now})",
                )
        return cand, ""

    def completable(self, k: int, moved: frozenset[PairingNumber]) -> bool:
        """R16's shortcut: can ``moved`` and every bracket from ``k`` down be paired completely under B1/B2,
        with at most one bye to a player B1b allows?"""
        key = (k, moved)
        found = self._complete.get(key)
        if found is None:
            players = a2_order(self.judge, list(moved) + [t for r in self.residents[k:] for t in r])
            found = _complete_pairing_exists(self.judge, players)
            self._complete[key] = found
        return found


def _complete_pairing_exists(judge: Judge, players: Sequence[PairingNumber]) -> bool:
    n = len(players)
    bye = -1  # the bye as a node of the graph when the number is odd
    nodes: list[int] = list(players)
    if n % 2:
        nodes.append(bye)

    def allowed(a: int, b: int) -> bool:
        if a == bye or b == bye:
            return judge.bye_ok(PairingNumber(b if a == bye else a))
        return judge.compatible(PairingNumber(a), PairingNumber(b))

    if greedy_pairing(nodes, allowed) is not None:
        return True
    edges = [(i, j) for i in range(len(nodes)) for j in range(i + 1, len(nodes)) if allowed(nodes[i], nodes[j])]
    return has_perfect_matching(len(nodes), edges)
