"""Dubov 1997, one round paired as the text reads (art. 4-8) with the binding readings E7-E34.

Straightforward and literal: every choice the text makes by criteria is an enumeration of the candidates sorted
by those criteria; "can the rest still be paired" (E10) is an exhaustive search over perfect matchings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from .event import Event
from .players_1997 import P97, B, W, allocations, colours, player


class Impossible(Exception):
    """E34: art. 9, the referee decides; the oracle gives no pairing."""


@dataclass(frozen=True, slots=True)
class Result97:
    boards: tuple[tuple[int, int], ...]
    """(White, Black) in board order (E25)."""
    bye: int | None
    paths: tuple[str, ...] = ()
    """Which articles acted (for the sweep's coverage figures)."""


class Round97:
    def __init__(self, event: Event, round_no: int) -> None:
        self.event = event
        self.round_no = round_no
        self.present = event.present(round_no)
        self.p: dict[int, P97] = {t: player(event, t, round_no) for t in self.present}
        self.last = round_no == event.total_rounds  # E12
        self.limit = 3 if event.total_rounds < 10 else 4  # 2.5
        self.pairs: list[tuple[int, int]] = []
        self.remaining: set[int] = set(self.present)
        self._ok: dict[tuple[int, int], bool] = {}
        self._pairable: dict[frozenset[int], bool] = {}
        self.paths: list[str] = []

    @classmethod
    def of_players(cls, players: Iterable[P97], round_no: int = 4, total_rounds: int = 9) -> Round97:
        """A round of hand-made players (the oracle's own tests): no event behind them."""
        by = {q.tpn: q for q in players}
        event = Event({t: q.r for t, q in by.items()}, {t: () for t in by}, total_rounds, True)
        made = cls(event, round_no)
        made.p = by
        return made

    # -- legality ------------------------------------------------------------------------------------------------
    def ok(self, a: int, b: int) -> bool:
        """2.1, 2.3, 2.4 (E17): a possible pair."""
        key = (min(a, b), max(a, b))
        if key not in self._ok:
            self._ok[key] = a != b and bool(allocations(self.p[a], self.p[b]))
        return self._ok[key]

    def pairable(self, players: Iterable[int]) -> bool:
        """E10: the players can all be paired among themselves under 2.1/2.3/2.4."""
        group = frozenset(players)
        if len(group) % 2:
            return False
        if not group:
            return True
        if group not in self._pairable:
            first = min(group)
            rest = group - {first}
            self._pairable[group] = any(self.ok(first, o) and self.pairable(rest - {o}) for o in sorted(rest))
        return self._pairable[group]

    def fix(self, a: int, b: int) -> None:
        self.pairs.append((a, b))
        self.remaining -= {a, b}

    def may_transfer(self, t: int) -> bool:
        """2.5 (E13): not transferred up in the previous round, at most 3 (XXR < 10) / 4 transfers, except in the
        last round (E12)."""
        q = self.p[t]
        barred = q.transferred_last or q.transfers >= self.limit
        if barred:
            self.paths.append("2.5 last round" if self.last else "2.5")
        return self.last or not barred

    # -- orders ----------------------------------------------------------------------------------------------------
    def white_key(self, t: int) -> tuple[Fraction, int, int]:
        """6.2 White column: increasing ARO, then lower R, then alphabetical (E16: TPN)."""
        q = self.p[t]
        return (q.aro, q.r, t)

    def black_key(self, t: int) -> tuple[int, Fraction, int]:
        """6.2 Black column: decreasing R, then higher ARO, then alphabetical (E16: TPN)."""
        q = self.p[t]
        return (-q.r, -q.aro, t)

    def strongest_key(self, t: int) -> tuple[int, Fraction, int]:
        """7.1, 7.2, 8.2: highest R, then lowest ARO, then TPN (E16)."""
        q = self.p[t]
        return (-q.r, q.aro, t)

    # -- art. 5 ------------------------------------------------------------------------------------------------------
    def first_round(self) -> Result97:
        """Art. 5 (E7): halves of the TPN list, pair i = upper i - lower i, colours alternate from the lot."""
        order = sorted(self.present)
        bye = order.pop() if len(order) % 2 else None
        half = len(order) // 2
        boards = []
        for i in range(half):
            upper, lower = order[i], order[half + i]
            upper_white = self.event.first_white if i % 2 == 0 else not self.event.first_white
            boards.append((upper, lower) if upper_white else (lower, upper))
        return Result97(tuple(boards), bye)

    # -- art. 4 ------------------------------------------------------------------------------------------------------
    def choose_bye(self) -> int | None:
        """Art. 4 with 2.2 (E9), E10 and E21."""
        if len(self.present) % 2 == 0:
            return None
        everyone = set(self.present)
        cands = [t for t in self.present if not self.p[t].bye_barred and self.pairable(everyone - {t})]
        if any(not self.p[t].bye_barred for t in self.present if t not in cands):
            self.paths.append("4 E10")
        if any(self.p[t].bye_barred for t in self.present):
            self.paths.append("2.2")
        if not cands:
            raise Impossible("no bye")
        low = min(self.p[t].score for t in cands)
        cands = [t for t in cands if self.p[t].score == low]
        lowest_r = min(self.p[t].r for t in cands)
        cands = [t for t in cands if self.p[t].r == lowest_r]
        if len(cands) > 1:
            self.paths.append("4 tie on R")
        if len({self.p[t].due for t in cands}) == 2:
            group = [t for t in self.present if self.p[t].score == low]
            whites = sum(1 for t in group if self.p[t].due == W)
            blacks = len(group) - whites
            if whites != blacks:
                dominating = W if whites > blacks else B
                cands = [t for t in cands if self.p[t].due == dominating]
                self.paths.append("4 dominating colour")
        high_aro = max(self.p[t].aro for t in cands)
        return max(t for t in cands if self.p[t].aro == high_aro)

    # -- the round ---------------------------------------------------------------------------------------------------
    def pair(self) -> Result97:
        if self.round_no == 1:
            return self.first_round()
        bye = self.choose_bye()
        if bye is not None:
            self.remaining.discard(bye)
        floaters: list[int] = []
        while self.remaining:
            residents_scores = {self.p[t].score for t in self.remaining if t not in floaters}
            if not residents_scores:
                raise Impossible("floaters left without a lower score group")
            s = max(residents_scores)
            residents = {t for t in self.remaining if t not in floaters and self.p[t].score == s}
            floaters = self.score_group(s, residents, floaters)
        games = []
        for a, b in self.pairs:
            white, black, rule = colours(self.p[a], self.p[b])
            games.append((white, black))
            self.paths.append(f"3 {rule}")
        games.sort(key=self.board_key)
        return Result97(tuple(games), bye, tuple(self.paths))

    def board_key(self, game: tuple[int, int]) -> tuple[Fraction, Fraction, int]:
        """E25 (C.04.2 3.6): higher-ranked player's score, sum of scores, higher-ranked player's TPN."""
        a, b = (self.p[t] for t in game)
        higher = min(a, b, key=lambda q: (-q.score, q.tpn))
        return (-higher.score, -(a.score + b.score), higher.tpn)

    def lower_scores(self, s: Fraction, group: set[int]) -> list[Fraction]:
        return sorted({self.p[t].score for t in self.remaining - group if self.p[t].score < s}, reverse=True)

    def score_group(self, s: Fraction, residents: set[int], incoming: list[int]) -> list[int]:
        """Chapter 8, then chapter 7, then 6.4 and 6.2/6.3 for the group of score ``s``; returns its floaters."""
        free = set(residents)
        joined = self.pair_floaters(incoming, free)
        group = free | set(joined)
        self.transfer_7_1(s, group)
        self.transfer_7_2(s, group)
        whites = {t for t in group if self.p[t].due == W}
        blacks = group - whites
        if len(group) % 2 == 0:
            self.balance_7_3_7_4(whites, blacks)
        down = self.choose_floaters(s, group, set(joined))
        rest = group - set(down)
        self.columns(sorted(whites & rest, key=self.white_key), sorted(blacks & rest, key=self.black_key))
        return down

    def pair_floaters(self, incoming: list[int], free: set[int]) -> list[int]:
        """8.1 (E24): White-due floaters in 6.2 White order, Black-due in 6.2 Black order, W1 B1 W2 ...; 8.2 each
        takes a compatible resident keeping E10: opposite due colour if possible, highest R, lowest ARO, TPN.
        Floaters without one join the group."""
        ws = sorted((f for f in incoming if self.p[f].due == W), key=self.white_key)
        bs = sorted((f for f in incoming if self.p[f].due == B), key=self.black_key)
        order: list[int] = []
        for i in range(max(len(ws), len(bs))):
            order += ws[i : i + 1] + bs[i : i + 1]
        joined = []
        for f in order:
            opts = [x for x in free if self.ok(f, x) and self.pairable(self.remaining - {f, x})]
            if not opts:
                self.paths.append("8 joins the group")
                joined.append(f)
                continue
            opposite = [x for x in opts if self.p[x].due != self.p[f].due] or opts
            x = min(opposite, key=self.strongest_key)
            self.fix(f, x)
            free.discard(x)
            self.paths.append("8.2")
        return joined

    def transfer_7_1(self, s: Fraction, group: set[int]) -> None:
        """7.1 (E26, E13, E10): a member with no possible opponent in the group, in TPN order, is paired with a
        player transferred from the nearest lower score group that has a candidate."""
        for t in sorted(group):
            if t not in group or any(self.ok(t, o) for o in group if o != t):
                continue
            for low in self.lower_scores(s, group):
                cands = [
                    x
                    for x in self.remaining - group
                    if self.p[x].score == low
                    and self.ok(t, x)
                    and self.may_transfer(x)
                    and self.pairable(self.remaining - {t, x})
                ]
                if cands:
                    opposite = [x for x in cands if self.p[x].due != self.p[t].due] or cands
                    x = min(opposite, key=self.strongest_key)
                    self.fix(t, x)
                    group.discard(t)
                    self.paths.append("7.1")
                    break

    def transfer_7_2(self, s: Fraction, group: set[int]) -> None:
        """7.2 (E27, E13): an odd group receives a player from the nearest lower score group with a candidate who
        can be paired with at least one member; due colour opposite to the group's dominating one, highest R,
        lowest ARO, TPN."""
        if len(group) % 2 == 0:
            return
        whites = sum(1 for t in group if self.p[t].due == W)
        dominating = W if 2 * whites > len(group) else B
        for low in self.lower_scores(s, group):
            cands = [
                x
                for x in self.remaining - group
                if self.p[x].score == low and self.may_transfer(x) and any(self.ok(x, m) for m in group)
            ]
            if cands:
                opposite = [x for x in cands if self.p[x].due != dominating] or cands
                group.add(min(opposite, key=self.strongest_key))
                self.paths.append("7.2")
                return
        self.paths.append("7.2 none")

    def balance_7_3_7_4(self, whites: set[int], blacks: set[int]) -> None:
        """7.3/7.4 with 2.6 (E28): n lowest-ARO Whites (higher R, TPN) to Black, or n highest-ARO Blacks (lower R,
        TPN) to White; a player the other colour would push past 2.3/2.4 is skipped."""
        if len(whites) > len(blacks):
            n = (len(whites) - len(blacks)) // 2
            order = sorted(whites, key=lambda t: (self.p[t].aro, -self.p[t].r, t))
            movers = [t for t in order if self.p[t].may_have(B)][:n]
            whites -= set(movers)
            blacks |= set(movers)
            self.paths.append("7.3" if len(movers) == n else "7.3 with 2.6")
        elif len(blacks) > len(whites):
            n = (len(blacks) - len(whites)) // 2
            order = sorted(blacks, key=lambda t: (-self.p[t].aro, self.p[t].r, t))
            movers = [t for t in order if self.p[t].may_have(W)][:n]
            blacks -= set(movers)
            whites |= set(movers)
            self.paths.append("7.4" if len(movers) == n else "7.4 with 2.6")

    def choose_floaters(self, s: Fraction, group: set[int], came_down: set[int]) -> list[int]:
        """6.4 (E10, E22, E23): as few as possible such that the group pairs within itself and the floaters with
        everybody below can still be paired; then by class, best sorted class list first; then the largest
        TPNs."""
        below = self.remaining - group
        lows = self.lower_scores(s, group)
        next_group = {t for t in below if lows and self.p[t].score == lows[0]}

        def klass(t: int) -> int:
            can = any(self.ok(t, x) for x in next_group)
            return (3 if t in came_down else 1) + (0 if can else 1)

        members = sorted(group)
        for k in range(len(members) % 2, len(members) + 1, 2):
            if k and not below:
                break
            valid = [
                chosen
                for chosen in combinations(members, k)
                if self.pairable(group - set(chosen)) and self.pairable(below | set(chosen))
            ]
            if valid:
                best = min(
                    valid,
                    key=lambda c: (sorted(klass(t) for t in c), [-t for t in sorted(c, reverse=True)]),
                )
                if k:
                    self.paths.append("6.4" if len(valid) == 1 else "6.4 choice")
                return list(best)
        raise Impossible(f"score group {s} cannot be paired")

    def columns(self, whites: list[int], blacks: list[int]) -> None:
        """6.2/6.3 (E15): Whites in column order take the first Black still allowing the remaining rows to be
        completed; the number of White-White / Black-Black pairs is minimal; a White who can take no Black takes
        the first White below him (then above, k-1 down to 1); Blacks left over pair in column order."""
        column = {t: W for t in whites} | {t: B for t in blacks}
        memo: dict[frozenset[int], float] = {}

        def least(players: frozenset[int]) -> float:
            """The least number of same-column pairs in a complete pairing of ``players`` (inf: none)."""
            if not players:
                return 0
            if players not in memo:
                first = min(players)
                rest = players - {first}
                memo[players] = min(
                    ((column[first] == column[o]) + least(rest - {o}) for o in rest if self.ok(first, o)),
                    default=float("inf"),
                )
            return memo[players]

        unpaired = frozenset(whites) | frozenset(blacks)
        target = least(unpaired)
        if target == float("inf"):
            raise Impossible("the group cannot be paired")
        spent = 0

        def take(a: int, choices: list[int]) -> None:
            nonlocal unpaired, spent
            first = next((c for c in choices if c in unpaired and c != a), None)
            for c in choices:
                if c in unpaired and c != a and self.ok(a, c):
                    cost = column[a] == column[c]
                    if spent + cost + least(unpaired - {a, c}) == target:
                        self.fix(a, c)
                        unpaired -= {a, c}
                        spent += cost
                        if c != first and column[c] != column[a]:
                            self.paths.append("6.3")
                        if cost:
                            self.paths.append("6.3 same column")
                        return
            raise Impossible(f"no partner for {a}")

        for k, w in enumerate(whites):
            if w in unpaired:
                take(w, blacks + whites[k + 1 :] + whites[:k][::-1])
        for k, b in enumerate(blacks):
            if b in unpaired:
                take(b, blacks[k + 1 :] + blacks[:k][::-1])


def pair_1997(event: Event, round_no: int) -> Result97:
    """The 1997 pairing of ``round_no`` (E34: raises :class:`Impossible` when the text gives none)."""
    return Round97(event, round_no).pair()
