"""Pairing a homogeneous (remainder) group: S1/S2 (1992 A6, C4–C5), D1 transpositions, D2 exchanges (R11, R21).

For a given p and level the candidates come in the text's order: the original S1/S2, then every D2 exchange
(R11: 1 player, then 2, …; smallest difference of the numbers first; ties, the lowest S1 players first, then the
highest S2 players); within each split the D1 transpositions of S2 in ascending order ("all numbers constructable
with the digits …").  S1 = the p highest players (R21); only the first p places of a transposition count, the
other S2 players are moved down (or, in the lowest bracket, the one left gets the bye, 1992 A5).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from itertools import combinations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.rating_1992.criteria import Judge, Level
from arbiter_desk.core.results import Colour


@dataclass(frozen=True, slots=True)
class Split:
    """S1 and S2 as positions (0-based) in the group's A2 order, and the D2 exchange that made them."""

    s1: tuple[int, ...]
    s2: tuple[int, ...]
    exchange: str


@dataclass(frozen=True, slots=True)
class GroupPairing:
    """Pairs made in a group (S1 player first) and the players left unpaired."""

    pairs: tuple[tuple[PairingNumber, PairingNumber], ...]
    left: tuple[PairingNumber, ...]
    exchange: str


def exchange_order(n: int, p: int) -> Iterator[Split]:
    """R11: the original split, then the D2 exchanges of 1, 2, … players (positions 1..n in the text)."""
    s1 = tuple(range(p))
    s2 = tuple(range(p, n))
    yield Split(s1, s2, "")
    for k in range(1, min(p, n - p) + 1):
        options = []
        for out in combinations(range(1, p + 1), k):
            for inn in combinations(range(p + 1, n + 1), k):
                key = (sum(inn) - sum(out), tuple(-a for a in reversed(out)), inn)
                options.append((key, out, inn))
        options.sort()
        for _, out, inn in options:
            new_s1 = tuple(sorted(set(s1) - {a - 1 for a in out} | {b - 1 for b in inn}))
            new_s2 = tuple(sorted(set(s2) - {b - 1 for b in inn} | {a - 1 for a in out}))
            text = "+".join(map(str, out)) + " ↔ " + "+".join(map(str, inn))
            yield Split(new_s1, new_s2, f"D2 exchange {text} (1992 C8)")


class GroupSearch:
    """The candidates of one homogeneous group for one p, x and level, in the text's order."""

    def __init__(
        self,
        judge: Judge,
        group: Sequence[PairingNumber],
        score: Decimal,
        p: int,
        x: int,
        level: Level,
        lowest: bool,
        *,
        exchanges: bool = True,
        judge_left: bool = True,
    ) -> None:
        self.judge = judge
        self.group = tuple(group)
        self.score = score
        self.p = p
        self.x = x + level.inc
        self.level = level
        self.lowest = lowest
        self.exchanges = exchanges
        n = len(self.group)
        self.left_count = n - 2 * p
        if judge_left:
            stay = [judge.down_ok(t, score, level) and (not lowest or judge.bye_ok(t)) for t in self.group]
        else:
            stay = [True] * n
        self.may_stay = tuple(stay)
        self.ok = [[judge.pair_ok(a, b, level) for b in self.group] for a in self.group]
        self.clash = [[judge.conflict(a, b) for b in self.group] for a in self.group]

    def _leaf_ok(self, left: Sequence[int]) -> bool:
        return all(self.may_stay[i] for i in left)

    def exists(self) -> bool:
        """Whether any set of p pairs of the group meets the level (every split reaches every pairing, R11)."""
        if self.lowest and self.left_count > 1:
            return False
        n = len(self.group)
        if n > 30:
            return True  # large fields: the split search itself decides
        memo: dict[tuple[int, int, int], bool] = {}

        def remaining_left(mask: int, pairs: int) -> int:
            return n - bin(mask).count("1") - 2 * (self.p - pairs)

        def search(mask: int, used: int, pairs: int) -> bool:
            if pairs == self.p:
                rest = [i for i in range(n) if not mask >> i & 1]
                return self._leaf_ok(rest)
            key = (mask, used, pairs)
            if key in memo:
                return memo[key]
            if used + self._general_colour_bound(mask, remaining_left(mask, pairs)) > self.x:
                memo[key] = False
                return False
            i = next(j for j in range(n) if not mask >> j & 1)
            found = False
            remaining = n - bin(mask).count("1")
            if remaining - 2 * (self.p - pairs) > 0 and self.may_stay[i]:
                found = search(mask | 1 << i, used, pairs)
            for j in range(i + 1, n):
                if found:
                    break
                if mask >> j & 1 or not self.ok[i][j]:
                    continue
                c = used + self.clash[i][j]
                if c <= self.x:
                    found = search(mask | 1 << i | 1 << j, c, pairs + 1)
            memo[key] = found
            return found

        return search(0, 0, 0)

    def candidates(self) -> Iterator[GroupPairing]:
        """Every candidate meeting the level, in the text's order (C6–C8)."""
        if self.lowest and self.left_count > 1:
            return
        if self.exchanges and not self.exists():
            return
        splits = exchange_order(len(self.group), self.p)
        for split in splits if self.exchanges else (next(splits),):
            for chosen in self._transpositions(split):
                pairs = tuple((self.group[a], self.group[b]) for a, b in zip(split.s1, chosen, strict=True))
                taken = set(chosen)
                left = tuple(self.group[i] for i in split.s2 if i not in taken)
                yield GroupPairing(pairs, left, split.exchange)

    def _transpositions(self, split: Split) -> Iterator[tuple[int, ...]]:
        """1992 D1: S2 orders in ascending order; the first p places pair S1 (C6)."""
        s1, s2 = split.s1, split.s2
        p = self.p
        if p == 0:
            if self._leaf_ok(s2):
                yield ()
            return
        chosen: list[int] = []
        used: set[int] = set()

        def feasible(i: int, conflicts: int) -> bool:
            """Can S1[i:] still be paired within the level? (bipartite matching, protected S2, a colour bound)"""
            rest1 = s1[i:]
            rest2 = [b for b in s2 if b not in used]
            mate: dict[int, int] = {}

            def augment(a: int, seen: set[int]) -> bool:
                for b in rest2:
                    if self.ok[a][b] and b not in seen:
                        seen.add(b)
                        if b not in mate or augment(mate[b], seen):
                            mate[b] = a
                            return True
                return False

            if not all(augment(a, set()) for a in rest1):
                return False
            needed = [b for b in rest2 if not self.may_stay[b]]
            if needed:
                back: dict[int, int] = {}

                def augment_back(b: int, seen: set[int]) -> bool:
                    for a in rest1:
                        if self.ok[a][b] and a not in seen:
                            seen.add(a)
                            if a not in back or augment_back(back[a], seen):
                                back[a] = b
                                return True
                    return False

                if not all(augment_back(b, set()) for b in needed):
                    return False
            return conflicts + self._colour_bound(rest1, rest2) <= self.x

        def greedy(i: int, conflicts: int) -> list[int] | None:
            taken: list[int] = []
            for a in s1[i:]:
                pick = None
                for b in s2:
                    if b in used or b in taken or not self.ok[a][b]:
                        continue
                    if conflicts + self.clash[a][b] <= self.x:
                        pick = b
                        break
                if pick is None:
                    return None
                conflicts += self.clash[a][pick]
                taken.append(pick)
            rest = [b for b in s2 if b not in used and b not in taken]
            return taken if self._leaf_ok(rest) else None

        def walk(i: int, conflicts: int, hint: list[int] | None) -> Iterator[tuple[int, ...]]:
            if i == p:
                if self._leaf_ok([b for b in s2 if b not in used]):
                    yield tuple(chosen)
                return
            a = s1[i]
            for b in s2:
                if b in used or not self.ok[a][b]:
                    continue
                c = conflicts + self.clash[a][b]
                if c > self.x:
                    continue
                chosen.append(b)
                used.add(b)
                if hint is not None and hint and hint[0] == b:
                    child_hint: list[int] | None = hint[1:]
                else:
                    child_hint = greedy(i + 1, c)
                if child_hint is not None or feasible(i + 1, c):
                    yield from walk(i + 1, c, child_hint)
                chosen.pop()
                used.discard(b)

        start = greedy(0, 0)
        if start is not None or feasible(0, 0):
            yield from walk(0, 0, start)

    def _colour_bound(self, rest1: Sequence[int], rest2: Sequence[int]) -> int:
        """A lower bound of the pairs of S1 that must join equal preferences (R13)."""
        prefs = [self.judge.players[t].preference for t in self.group]
        w1 = sum(1 for a in rest1 if prefs[a] is Colour.WHITE)
        b1 = sum(1 for a in rest1 if prefs[a] is Colour.BLACK)
        w2 = sum(1 for b in rest2 if prefs[b] is Colour.WHITE)
        b2 = sum(1 for b in rest2 if prefs[b] is Colour.BLACK)
        # an S1 player preferring White meets a non-White-preferring S2 player or conflicts; likewise Black
        return max(0, w1 - (len(rest2) - w2)) + max(0, b1 - (len(rest2) - b2))

    def _general_colour_bound(self, mask: int, left: int) -> int:
        """A lower bound of the pairs still to make that must join equal preferences (R13): players preferring
        White beyond those who can meet a non-White-preferring player or stay unpaired pair among themselves."""
        prefs = [self.judge.players[t].preference for i, t in enumerate(self.group) if not mask >> i & 1]
        w = sum(1 for c in prefs if c is Colour.WHITE)
        b = sum(1 for c in prefs if c is Colour.BLACK)
        none = len(prefs) - w - b
        return max(0, (w - b - none - left + 1) // 2) + max(0, (b - w - none - left + 1) // 2)
