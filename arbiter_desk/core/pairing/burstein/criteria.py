"""The quality of a bracket's pairing (C.04.4.2 (2026) art. 2.3, [C5]-[C8]) as weights of one matching.

A bracket's pairing is judged together with a completion of everybody not yet paired ([C4], art. 2.2.1): a
perfect matching of all the players left (the PAB is assigned first, art. 1.9.2). Its edges are

* bracket–bracket: a pair of the bracket ([C5]); its players are not outgoing floaters ([C6]); [C8] counts it
  if both players prefer the same colour (B17);
* bracket–next group and next group–next group: a pair of the following bracket ([C7], B14, B16): the outgoing
  floaters plus the next score group;
* anything else: the rest of the completion.

The weight of a matching is a mixed-radix number whose digits, from the most significant, are: pairs of the
bracket ([C5]); for each score in the bracket, from the highest, how many of its players are paired ([C6]:
the floaters' scores in descending order, minimised); pairs of the following bracket ([C7] as its [C5]); for
each of its scores, from the highest, how many are paired in it ([C7] as its [C6]); pairs of the bracket that
give both players their preference ([C8]); and last a hint that is no criterion (the sum of the BSN gaps of the
bracket's pairs), which only makes the matching found resemble the first one of art. 4.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.pairing.burstein.colours import loses_preference
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.scoring import format_points


@dataclass(frozen=True, slots=True)
class Quality:
    """The values of [C5]-[C8] for one pairing of a bracket (what 3.2.2 compares)."""

    pairs: int
    """[C5]."""
    floater_scores: tuple[Decimal, ...]
    """[C6]: the outgoing floaters' scores, descending."""
    next_pairs: int | None
    """[C7]: pairs of the following bracket (None: no following bracket)."""
    next_floater_scores: tuple[Decimal, ...]
    """[C7]: its outgoing floaters' scores, descending."""
    colour_losses: int
    """[C8]: players who do not get their colour preference."""

    def text(self) -> str:
        floaters = ", ".join(format_points(s) for s in self.floater_scores) or "none"
        parts = [f"[C5] {self.pairs} pair(s)", f"[C6] floaters' scores: {floaters}"]
        if self.next_pairs is not None:
            nxt = ", ".join(format_points(s) for s in self.next_floater_scores) or "none"
            parts.append(f"[C7] following bracket: {self.next_pairs} pair(s), floaters' scores {nxt}")
        parts.append(f"[C8] {self.colour_losses} player(s) without their colour preference")
        return "; ".join(parts)


class Weights:
    """Edge weights for the players left: ``bracket`` (BSN order), then ``following`` (the next score group),
    then the rest; node i is the i-th of that list."""

    def __init__(
        self,
        bracket: Sequence[BursteinPlayer],
        following: Sequence[BursteinPlayer],
        rest: Sequence[BursteinPlayer],
    ) -> None:
        self.players: list[BursteinPlayer] = [*bracket, *following, *rest]
        self.m = len(bracket)
        self.k = len(following)
        n = len(self.players)
        levels = sorted({p.score for p in bracket}, reverse=True)
        next_levels = sorted({p.score for p in (*bracket, *following)}, reverse=True)
        # Digits from the least significant: edges count, hint, [C8], [C7]-[C6] digits, [C7]-[C5], [C6], [C5].
        place = n + 1  # room for one unit per edge of any matching, virtual nodes included
        self.hint_place = place
        place *= self.m * self.m + 1
        self.c8_place = place
        place *= self.m // 2 + 1
        self.next_level_place: dict[Decimal, int] = {}
        for score in reversed(next_levels):
            self.next_level_place[score] = place
            place *= sum(1 for p in self.players[: self.m + self.k] if p.score == score) + 1
        self.next_pairs_place = place
        place *= (self.m + self.k) // 2 + 1
        self.level_place: dict[Decimal, int] = {}
        for score in reversed(levels):
            self.level_place[score] = place
            place *= sum(1 for p in bracket if p.score == score) + 1
        self.pairs_place = place
        self.top = place * (self.m // 2 + 1)

    def in_bracket(self, i: int) -> bool:
        return i < self.m

    def in_following(self, i: int) -> bool:
        return self.m <= i < self.m + self.k

    def weight(self, i: int, j: int) -> int:
        """The weight of the edge i–j (i < j)."""
        a, b = self.players[i], self.players[j]
        if j < self.m:
            w = self.pairs_place + self.level_place[a.score] + self.level_place[b.score]
            if not loses_preference(a, b):
                w += self.c8_place
            return w + self.hint_place * (j - i) + 1
        if j < self.m + self.k:
            return self.next_pairs_place + self.next_level_place[a.score] + self.next_level_place[b.score] + 1
        return 1

    def edges(self, can_meet: Callable[[int, int], bool]) -> list[tuple[int, int, int]]:
        n = len(self.players)
        out: list[tuple[int, int, int]] = []
        limit = self.m + self.k
        for i in range(min(n, limit)):
            for j in range(i + 1, n):
                if can_meet(i, j):
                    out.append((i, j, self.weight(i, j)))
        tail = list(range(limit, n))
        for x, i in enumerate(tail):
            for j in tail[x + 1 :]:
                if can_meet(i, j):
                    out.append((i, j, 1))
        return out

    def quality(self, mate: Sequence[int]) -> Quality:
        """The criteria values of a complete matching (``mate[i]`` = partner of node i)."""
        m, k = self.m, self.k
        pairs = sum(1 for i in range(m) if i < mate[i] < m)
        floaters = [self.players[i] for i in range(m) if mate[i] >= m]
        losses = sum(
            1 for i in range(m) if i < mate[i] < m and loses_preference(self.players[i], self.players[mate[i]])
        )
        if k == 0:
            return Quality(pairs, _desc(floaters), None, (), losses)
        group = [i for i in range(m) if mate[i] >= m] + list(range(m, m + k))
        next_pairs = sum(1 for i in group if mate[i] < m + k and i < mate[i])
        next_floaters = [self.players[i] for i in group if mate[i] >= m + k]
        return Quality(pairs, _desc(floaters), next_pairs, _desc(next_floaters), losses)


def _desc(players: Sequence[BursteinPlayer]) -> tuple[Decimal, ...]:
    return tuple(sorted((p.score for p in players), reverse=True))
