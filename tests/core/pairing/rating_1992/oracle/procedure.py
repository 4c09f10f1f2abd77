"""A literal, slow oracle of the 1992 "Swiss System Based on Rating" (C1-C14, D1, D2, E, F) with the R readings.

Built from ``shared/rules/swiss-rating-based-1992.txt`` and ``rating-1992-clarifications.md`` only; it imports
nothing from ``arbiter_desk.core.pairing``.  Candidates are enumerated in the text's order and filtered; whether the
players below can still be paired is decided by exhaustive search (R16's shortcut)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations

from tests.core.pairing.rating_1992.oracle.trf_state import Trf, effective_numbers, read, states

Level = tuple[bool, bool, bool, bool, int]  # B6 down, B5 down, B6 up, B5 up in force; x increase (R12)
FLOAT_LEVELS: list[Level] = [
    (True, True, True, True, 0),
    (False, True, True, True, 0),
    (False, False, True, True, 0),
    (False, False, False, True, 0),
    (False, False, False, False, 0),
]
Cand = tuple[tuple[tuple[int, int], ...], tuple[int, ...]]  # pairs (S1 player first), players left unpaired


class C12Overflow(RuntimeError):
    """The oracle's C12 scan gave up (never silently)."""


@dataclass
class Counts:
    """How often each article acted in a round."""

    acted: dict[str, int] = field(default_factory=dict)

    def add(self, key: str) -> None:
        self.acted[key] = self.acted.get(key, 0) + 1


class Oracle:
    def __init__(self, trf: Trf, rnd: int) -> None:
        self.trf, self.rnd = trf, rnd
        self.st, self.paired = states(trf, rnd)
        self.counts = Counts()
        self._feasible: dict[tuple[frozenset[int], bool], bool] = {}
        self._compat: dict[tuple[int, int], bool] = {}
        self.meta: dict[str, object] = {}  # how the candidate just yielded was made (for the article counts)

    # --- criteria --------------------------------------------------------------------------------------------
    def key(self, t: int) -> tuple[Fraction, int]:
        return (-self.st[t].score, t)  # A2 / R1

    def order(self, ts: Sequence[int] | set[int] | frozenset[int]) -> list[int]:
        return sorted(ts, key=self.key)

    def compat(self, a: int, b: int) -> bool:
        """B1a and B2 (R7): not met in a played game (F2) and some colour allocation keeps B2."""
        k = (min(a, b), max(a, b))
        if k not in self._compat:
            sa, sb = self.st[a], self.st[b]
            ok = b not in sa.met and a not in sb.met
            ok = ok and ((sa.allows("w") and sb.allows("b")) or (sa.allows("b") and sb.allows("w")))
            self._compat[k] = ok
        return self._compat[k]

    def conflict(self, a: int, b: int) -> bool:
        pa, pb = self.st[a].pref, self.st[b].pref
        return bool(pa) and pa == pb  # R13

    def up_bad(self, a: int, b: int, lv: Level) -> bool:
        """B5/B6 for upfloats on the lower-scored player (R10b)."""
        sa, sb = self.st[a], self.st[b]
        if sa.score == sb.score:
            return False
        low = sa if sa.score < sb.score else sb
        return (lv[3] and low.float_in(self.rnd - 1) == "U") or (lv[2] and low.float_in(self.rnd - 2) == "U")

    def down_bad(self, t: int, lv: Level) -> bool:
        s = self.st[t]
        return (lv[1] and s.float_in(self.rnd - 1) == "D") or (lv[0] and s.float_in(self.rnd - 2) == "D")

    def x_of(self, group: Sequence[int]) -> int:
        """A8 (R13)."""
        w = sum(1 for t in group if self.st[t].pref == "w")
        b = sum(1 for t in group if self.st[t].pref == "b")
        q = (len(group) + 1) // 2
        return max(0, b - q if b > w else w - q)

    def feasible(self, players: frozenset[int], bye_left: bool = True) -> bool:
        """Can these players all be paired under B1/B2, with at most one bye not barred by B1b (exhaustive)?"""
        k = (players, bye_left)
        if k in self._feasible:
            return self._feasible[k]
        if not players:
            return True
        a = min(players)
        rest = players - {a}
        ok = False
        if bye_left and len(players) % 2 == 1 and not self.st[a].bye_barred:
            ok = self.feasible(rest, False)
        if not ok:
            for b in sorted(rest):
                if self.compat(a, b) and self.feasible(rest - {b}, bye_left):
                    ok = True
                    break
        self._feasible[k] = ok
        return ok

    # --- D1 / D2 ---------------------------------------------------------------------------------------------
    def transpositions(
        self, s1: Sequence[int], s2: Sequence[int], lv: Level, xcap: int
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], tuple[int, ...]]]:
        """D1: the first len(s1) places of S2's permutations in ascending order, pruned by B1/B2, upfloats, x."""
        p = len(s1)
        used = [False] * len(s2)
        chosen: list[int] = []

        def rec(i: int, conflicts: int) -> Iterator[tuple[tuple[tuple[int, int], ...], tuple[int, ...]]]:
            if i == p:
                pairs = tuple(zip(s1, chosen, strict=True))
                yield pairs, tuple(t for j, t in enumerate(s2) if not used[j])
                return
            a = s1[i]
            for j, b in enumerate(s2):
                if used[j] or not self.compat(a, b) or self.up_bad(a, b, lv):
                    continue
                c = conflicts + (1 if self.conflict(a, b) else 0)
                if c > xcap:
                    continue
                used[j] = True
                chosen.append(b)
                yield from rec(i + 1, c)
                chosen.pop()
                used[j] = False

        yield from rec(0, 0)

    @staticmethod
    def splits(n: int, p: int) -> Iterator[tuple[list[int], list[int]]]:
        """The original S1/S2 (positions), then D2 exchanges of 1, 2, ... players in R11's order."""
        s1, s2 = list(range(p)), list(range(p, n))
        yield s1, s2
        for k in range(1, min(p, n - p) + 1):
            options = [(a, b) for a in combinations(s1, k) for b in combinations(s2, k)]
            options.sort(key=lambda o: (sum(o[1]) - sum(o[0]), tuple(-x for x in sorted(o[0], reverse=True)), o[1]))
            for a, b in options:
                yield sorted(set(s1) - set(a) | set(b)), sorted(set(s2) - set(b) | set(a))

    def levels(self, base_x: int, p: int) -> Iterator[tuple[Level, int]]:
        for lv in FLOAT_LEVELS:
            yield lv, min(p, base_x)
        extra = 1
        while base_x + extra <= p:
            yield (False, False, False, False, extra), base_x + extra
            extra += 1

    # --- brackets --------------------------------------------------------------------------------------------
    def homogeneous(self, group: list[int], judged: set[int], lowest: bool) -> Iterator[Cand]:
        """C4-C8, C9, C11, C14 with R12, R21 (``group`` in A2 order; ``judged`` = residents, R10b)."""
        n = len(group)
        pmax = n // 2
        x0 = self.x_of(group)
        ps = [pmax] if lowest else list(range(pmax, -1, -1))
        for p in ps:
            base = max(0, x0 - (pmax - p))
            for lv, xcap in self.levels(base, p):
                self.meta.update(level=lv, lowered=p < pmax, hetero=False)
                yield from self._homogeneous_level(group, judged, lowest, p, lv, xcap)

    def _homogeneous_level(
        self, group: list[int], judged: set[int], lowest: bool, p: int, lv: Level, xcap: int
    ) -> Iterator[Cand]:
        for k, (a, b) in enumerate(self.splits(len(group), p)):
            s1, s2 = [group[i] for i in a], [group[i] for i in b]
            for pairs, left in self.transpositions(s1, s2, lv, xcap):
                self.meta.update(exchange=k > 0, transposed=[q[1] for q in pairs] != s2[:p])
                if any(t in judged and self.down_bad(t, lv) for t in left):
                    continue
                if lowest and (len(left) > 1 or (left and self.st[left[0]].bye_barred)):
                    continue
                yield pairs, left

    def heterogeneous(self, moved: list[int], residents: list[int], lowest: bool) -> Iterator[Cand]:
        """R18: S1 = moved-down players, D1 on the residents; the remainder as a homogeneous group (C10)."""
        n = len(moved) + len(residents)
        x0 = self.x_of(moved + residents)
        judged = set(residents)
        for pm in range(len(moved), -1, -1):
            rem_n = n - 2 * pm
            prmax = rem_n // 2
            prs = [prmax] if lowest else list(range(prmax, -1, -1))
            for pr in prs:
                base_m = max(0, x0 - (len(moved) - pm))
                for lv, _ in self.levels(0, max(pm, pr)):
                    xm = min(pm, base_m + lv[4])
                    for mpairs, rest in self.transpositions(moved[:pm], residents, lv, xm):
                        self.meta.update(level=lv, lowered=pm < len(moved) or pr < prmax, hetero=True)
                        m_transposed = [q[1] for q in mpairs] != residents[:pm]
                        rem = self.order(list(moved[pm:]) + list(rest))
                        xr0 = max(0, self.x_of(rem) - (prmax - pr))
                        xr = min(pr, xr0 + lv[4])
                        for rpairs, left in self._homogeneous_level(rem, judged, lowest, pr, lv, xr):
                            self.meta["transposed"] = bool(self.meta["transposed"]) or m_transposed
                            yield mpairs + rpairs, left

    def bracket(self, residents: list[int], moved: list[int], lowest: bool) -> tuple[Iterator[Cand], list[int], bool]:
        """C1 (R14) then the bracket's candidates; returns them, the C1 movers and whether heterogeneous."""
        residents = list(residents)
        c1: list[int] = []
        if not lowest:
            changed = True
            while changed:
                changed = False
                for r in residents:
                    others = [t for t in residents + moved if t != r]
                    if not any(self.compat(r, o) for o in others):
                        residents.remove(r)
                        c1.append(r)
                        self.counts.add("C1")
                        changed = True
                        break
        group = self.order(residents + moved)
        if 2 * len(moved) >= len(group) or not moved:  # A3, R19
            return self.homogeneous(group, set(residents), lowest), c1, False
        return self.heterogeneous(self.order(moved), residents, lowest), c1, True

    def pair(self) -> tuple[list[tuple[int, int]], int | None] | None:
        groups: dict[Fraction, list[int]] = {}
        for t in self.paired:
            groups.setdefault(self.st[t].score, []).append(t)
        brackets = [self.order(groups[s]) for s in sorted(groups, reverse=True)]
        if not self.feasible(frozenset(self.paired)):
            return None  # R20
        all_pairs: list[tuple[int, int]] = []
        moved: list[int] = []
        for i, residents in enumerate(brackets):
            lowest = i == len(brackets) - 1
            below = frozenset(t for b in brackets[i + 1 :] for t in b)
            cands, c1, _ = self.bracket(residents, moved, lowest)
            chosen: Cand | None = None
            seen: set[tuple[frozenset[tuple[int, int]], frozenset[int]]] = set()
            stream = iter(cands)
            for skipped, (pairs, left) in enumerate(stream):
                if lowest or self.feasible(frozenset(left) | frozenset(c1) | below):
                    chosen = (pairs, left)
                    self._count_meta(bool(moved), skipped)
                    break
            if chosen is None:
                raise AssertionError("feasible but no candidate: the oracle is inconsistent")
            if not lowest:
                chosen = self.c12(chosen, stream, c1, brackets, i, below, seen)
            pairs, left = chosen
            all_pairs.extend(pairs)
            moved = self.order(list(left) + c1)
            if lowest:
                return all_pairs, (left[0] if left else None)
        return None

    def _count_meta(self, moved: bool, skipped: int) -> None:
        m = self.meta
        lv = m.get("level", FLOAT_LEVELS[0])
        assert isinstance(lv, tuple)
        if moved:
            self.counts.add("A3 heterogeneous" if m.get("hetero") else "A3/R19 moved-down half: homogeneous")
        for article, on in zip(("C9 B6 down", "C9 B5 down", "C10 B6 up", "C10 B5 up"), lv[:4], strict=True):
            if not on:
                self.counts.add(article + " dropped")
        if lv[4]:
            self.counts.add("C11 x increased")
        if m.get("lowered"):
            self.counts.add("C14 p decreased")
        if m.get("exchange"):
            self.counts.add("C8/D2 exchange")
        if m.get("transposed"):
            self.counts.add("C7/D1 transposition")
        if skipped:
            self.counts.add("C13 (R16) earlier candidates left the rest unpairable")

    def c12(
        self,
        chosen: Cand,
        stream: Iterator[Cand],
        c1: list[int],
        brackets: list[list[int]],
        i: int,
        below: frozenset[int],
        seen: set[tuple[frozenset[tuple[int, int]], frozenset[int]]],
    ) -> Cand:
        """R15: the bracket above takes a later candidate with as many pairs whose movers are all paired below."""
        pairs, left = chosen
        moved = self.order(list(left) + c1)
        nxt_lowest = i + 1 == len(brackets) - 1
        first, hetero = self._next_first(brackets[i + 1], moved, nxt_lowest)
        if not moved or first is None or not hetero or not set(first[1]) & set(moved):
            return chosen
        scanned = 0
        tried: set[frozenset[int]] = {frozenset(left)}
        for cp, cl in stream:
            scanned += 1
            if scanned > 1_000_000:
                raise C12Overflow("C12 scan too long")
            if len(cp) != len(pairs) or frozenset(cl) in tried:
                continue
            tried.add(frozenset(cl))
            if not self.feasible(frozenset(cl) | frozenset(c1) | below):
                continue
            cm = self.order(list(cl) + c1)
            after, _ = self._next_first(brackets[i + 1], cm, nxt_lowest)
            if after is not None and not set(after[1]) & set(cm):
                self.counts.add("C12")
                return cp, cl
        return chosen

    def _next_first(self, residents: list[int], moved: list[int], lowest: bool) -> tuple[Cand | None, bool]:
        """The next bracket's own first pairing and whether it is heterogeneous (R19).  C12 judges this pairing
        alone: the text reaches C12 from C1 or when C6-C11 fail in that bracket; the brackets below are C13's."""
        saved = self.counts
        self.counts = Counts()
        cands, _, hetero = self.bracket(residents, moved, lowest)
        self.counts = saved
        return next(iter(cands), None), hetero

    # --- E, F1 -----------------------------------------------------------------------------------------------
    def colours(self, a: int, b: int) -> tuple[int, int]:
        """R8 / R9: (white, black)."""
        sa, sb = self.st[a], self.st[b]
        allowed = [(a, b)] if sa.allows("w") and sb.allows("b") else []
        if sa.allows("b") and sb.allows("w"):
            allowed.append((b, a))
        if len(allowed) == 1:
            self.counts.add("E: only colours B2 allows")
            return allowed[0]
        hi, lo = (a, b) if self.key(a) < self.key(b) else (b, a)
        sh, sl = self.st[hi], self.st[lo]
        rule = "E4"
        result = self._colours(hi, lo)
        for k in range(1, min(len(sh.colours), len(sl.colours)) + 1):
            if sh.colours[-k] != sl.colours[-k]:
                rule = "E3"
                break
        if not sh.pref and not sl.pref:
            rule = "R9 lot / E4 first round"
        elif not sh.pref or not sl.pref or sh.pref != sl.pref:
            rule = "E1"
        elif sh.strength != sl.strength:
            rule = "E2"
        self.counts.add(rule)
        return result

    def _colours(self, hi: int, lo: int) -> tuple[int, int]:
        sh, sl = self.st[hi], self.st[lo]
        if not sh.pref and not sl.pref:  # R9
            eff = effective_numbers(self.trf, self.rnd, self.paired)[hi]
            hi_white = (eff % 2 == 1) == self.trf.first_white
            return (hi, lo) if hi_white else (lo, hi)
        if not sh.pref or not sl.pref or sh.pref != sl.pref:  # E1
            if sh.pref:
                return (hi, lo) if sh.pref == "w" else (lo, hi)
            return (lo, hi) if sl.pref == "w" else (hi, lo)
        if sh.strength != sl.strength:  # E2
            strong = hi if sh.strength > sl.strength else lo
            other = lo if strong == hi else hi
            return (strong, other) if self.st[strong].pref == "w" else (other, strong)
        for k in range(1, min(len(sh.colours), len(sl.colours)) + 1):  # E3 (F3)
            if sh.colours[-k] != sl.colours[-k]:
                return (lo, hi) if sh.colours[-k] == "w" else (hi, lo)
        return (hi, lo) if sh.pref == "w" else (lo, hi)  # E4


def pair_round(text: str, rnd: int) -> tuple[list[tuple[int, int]], int | None] | None:
    """The oracle's pairing of round ``rnd`` of the TRF ``text``: (white, black) boards in F1 order and the bye,
    or None when the round cannot be paired (R20)."""
    oracle = Oracle(read(text), rnd)
    result = oracle.pair()
    if result is None:
        return None
    pairs, bye = result
    boards = [oracle.colours(a, b) for a, b in pairs]

    def f1(board: tuple[int, int]) -> tuple[Fraction, Fraction, int]:
        hi = min(board, key=oracle.key)
        return (-oracle.st[hi].score, -sum((oracle.st[t].score for t in board), Fraction(0)), hi)

    return sorted(boards, key=f1), bye
