"""A literal, exhaustive Team Swiss pairing (C.04.6 (2026) art. 3–4) for small events, to compare with the engine.

Written from the text and readings T1–T26 without the engine's code or the kit: every set of upfloaters and
every pairing of a bracket is enumerated in the order of art. 3.5.3–3.5.4 and 3.6.2–3.6.3; legality and
completion by exhaustive search. Slow; for events of up to about 16 teams.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from itertools import combinations, permutations

from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import PreferenceType, RoundKind, TeamScore, TeamTournament

W, B = Colour.WHITE, Colour.BLACK


class Ref:
    def __init__(self, event: TeamTournament, rnd: int) -> None:
        self.event = event.truncated(rnd)
        self.rnd = rnd
        rules = self.event.rules
        self.rules = rules
        self.last_two = rules.total_rounds is not None and rnd >= rules.total_rounds - 1
        self.last = rules.total_rounds is not None and rnd >= rules.total_rounds
        self.score: dict[int, Decimal] = {}
        self.second: dict[int, Decimal] = {}
        self.met: dict[int, set[int]] = {}
        self.cols: dict[int, list[Colour]] = {}
        self.played: dict[int, int] = {}
        self.pab_ok: dict[int, bool] = {}
        self.floated: dict[int, bool] = {}
        self.present: list[int] = []
        start_prev: dict[int, Decimal] = {}
        for t in self.event.teams:
            before = [r for r in t.rounds if r.round < rnd]
            pick = (lambda r: r.match_points) if rules.primary is TeamScore.MATCH_POINTS else (lambda r: r.game_points)
            self.score[t.tpn] = sum((pick(r) for r in before), Decimal(0))
            start_prev[t.tpn] = sum((pick(r) for r in before if r.round < rnd - 1), Decimal(0))
            if rules.secondary is None:
                self.second[t.tpn] = Decimal(0)
            else:
                pick2 = (
                    (lambda r: r.match_points)
                    if rules.secondary is TeamScore.MATCH_POINTS
                    else (lambda r: r.game_points)
                )
                self.second[t.tpn] = sum((pick2(r) for r in before), Decimal(0))
            real = [r for r in before if r.kind is RoundKind.MATCH and r.played]
            self.met[t.tpn] = {r.opponent for r in real if r.opponent is not None}
            self.cols[t.tpn] = [r.colour for r in sorted(real, key=lambda r: r.round)]
            self.played[t.tpn] = len(real)
            self.pab_ok[t.tpn] = not any(
                r.kind in (RoundKind.PAB, RoundKind.FULL_BYE)
                or (
                    r.kind is RoundKind.MATCH
                    and not r.played
                    and r.match_points == rules.match_points.win
                    and r.result.value == "W"
                )
                for r in before
            )
            if not any(r.round == rnd for r in t.rounds):
                self.present.append(t.tpn)
        for t in self.event.teams:
            prev = next((r for r in t.rounds if r.round == rnd - 1), None)
            self.floated[t.tpn] = bool(
                prev is not None
                and prev.kind is RoundKind.MATCH
                and prev.played
                and start_prev[prev.opponent or 0] != start_prev[t.tpn]
            )
        counted = sorted(
            t.tpn
            for t in self.event.teams
            if t.tpn in self.present or any(r.is_paired for r in t.rounds if r.round < rnd)
        )
        self.parity = {tpn: i for i, tpn in enumerate(counted, start=1)}

    # --- legality ---------------------------------------------------------------------------------------
    def meet(self, a: int, b: int) -> bool:
        return a != b and b not in self.met[a] and a not in self.met[b]

    def pairable(self, teams: frozenset[int]) -> bool:
        return _pairable(self, teams)

    # --- colour preferences (art. 1.7) -------------------------------------------------------------------
    def cd(self, t: int) -> int:
        return sum(1 if c is W else -1 for c in self.cols[t])

    def pref(self, t: int) -> tuple[Colour | None, str]:
        c = self.cols[t]
        if not c:
            return None, ""
        cd = self.cd(t)
        typeb = self.rules.preference_type is PreferenceType.B
        if cd < -1 or (cd in (0, -1) and c[-2:] == [B, B]):
            return W, "strong"
        if cd > 1 or (cd in (0, 1) and c[-2:] == [W, W]):
            return B, "strong"
        if not typeb:
            return None, ""
        if cd == -1:
            return W, "mild"
        if cd == 1:
            return B, "mild"
        if cd == 0 and not self.last:
            return (W if c[-1] is B else B), "mild"
        return None, ""

    # --- the round ----------------------------------------------------------------------------------------
    def pair(self) -> tuple[set[tuple[int, int]], int | None]:
        teams = sorted(self.present)
        bye = None
        if len(teams) % 2:
            order = sorted(teams, key=lambda t: (self.score[t], -self.played[t], -t))
            for t in order:
                if self.pab_ok[t] and self.pairable(frozenset(teams) - {t}):
                    bye = t
                    break
            else:
                raise RuntimeError("no PAB")
            teams.remove(bye)
        levels = sorted({self.score[t] for t in teams}, reverse=True)
        group = {s: [t for t in teams if self.score[t] == s] for s in levels}
        remaining = list(teams)
        pairs: list[tuple[int, int]] = []
        while remaining:
            top = max(self.score[t] for t in remaining)
            res = [t for t in remaining if self.score[t] == top]
            following = next((s for s in levels if s < top), None)
            fset = group[following] if following is not None else []
            ups = self.upfloaters(res, remaining, fset)
            bracket = res + list(ups)
            pairs += self.pair_bracket(bracket, set(ups))
            remaining = [t for t in remaining if t not in bracket]
        return {self.colours(a, b) for a, b in pairs}, bye

    def upfloaters(self, res: list[int], remaining: list[int], fset: list[int]) -> tuple[int, ...]:
        lower = [t for t in remaining if t not in res]
        legal_by_k: dict[int, list[tuple[int, ...]]] = {}
        for k in range(len(res) % 2, len(lower) + 1, 2):
            sets = []
            for combo in combinations(lower, k):
                br = frozenset(res) | set(combo)
                rest = frozenset(remaining) - br
                if self.pairable(br) and self.pairable(rest):
                    sets.append(combo)
            if sets:
                legal_by_k[k] = sets
                break
        ((k, sets),) = legal_by_k.items()
        # [C5]: scores in ascending order, as high as possible
        best = max(tuple(sorted(self.score[t] for t in s)) for s in sets)
        sets = [s for s in sets if tuple(sorted(self.score[t] for t in s)) == best]
        # art. 3.5.3 / 3.5.4
        ordered = sorted(tuple(sorted(s, key=lambda t: (-self.score[t], t))) for s in sets)

        def c6_fails(s: tuple[int, ...]) -> int:
            left = [t for t in fset if t in remaining and t not in s and t not in res]
            if not left:
                return 0
            rest = frozenset(remaining) - set(res) - set(s)
            below = rest - set(left)
            need = len(left) % 2
            for extra in combinations(sorted(below), need):
                if self.pairable(frozenset(left) | set(extra)) and self.pairable(below - set(extra)):
                    return 0
            return 1

        def c7(s: tuple[int, ...]) -> int:
            return 0 if self.last_two else sum(self.floated[t] for t in s)

        return min(ordered, key=lambda s: (c6_fails(s), c7(s), ordered.index(s)))

    def pair_bracket(self, bracket: list[int], ups: set[int]) -> list[tuple[int, int]]:
        members = sorted(bracket)
        half = len(members) // 2
        best: tuple[tuple[int, int, int], tuple[int, ...], list[tuple[int, int]]] | None = None
        for tops in combinations(members, half):
            bottoms_pool = [t for t in members if t not in tops]
            for bottoms in permutations(bottoms_pool):
                if any(b <= a or not self.meet(a, b) for a, b in zip(tops, bottoms, strict=True)):
                    continue
                pairs = list(zip(tops, bottoms, strict=True))
                cost = self.cost(pairs, ups)
                if best is None or cost < best[0]:
                    best = (cost, tops + bottoms, pairs)
                if cost == (0, 0, 0):
                    return pairs
        assert best is not None
        return best[2]

    def cost(self, pairs: list[tuple[int, int]], ups: set[int]) -> tuple[int, int, int]:
        c8 = c9 = c10 = 0
        for a, b in pairs:
            (ca, sa), (cb, sb) = self.pref(a), self.pref(b)
            if ca is not None and ca is cb:
                c8 += 1
                if self.rules.preference_type is PreferenceType.B and sa == sb == "strong":
                    c9 += 1
            if not self.last_two:
                c10 += (a in ups and self.floated[b]) + (b in ups and self.floated[a])
        return c8, c9, c10

    def colours(self, a: int, b: int) -> tuple[int, int]:
        """(White team, Black team) by art. 4."""
        use2 = self.rules.secondary is not None
        key = lambda t: (-self.score[t], -self.second[t] if use2 else 0, t)  # noqa: E731
        f, o = sorted((a, b), key=key)

        def give(c: Colour) -> tuple[int, int]:
            return (f, o) if c is W else (o, f)

        (pf, sf), (po, so) = self.pref(f), self.pref(o)
        if not self.cols[f] and not self.cols[o]:
            init = self.rules.initial_colour
            return give(init if self.parity[f] % 2 == 1 else (B if init is W else W))
        if (pf is None) != (po is None):
            return give(pf) if pf is not None else give(W if po is B else B)
        if pf is not None and po is not None and pf is not po:
            return give(pf)
        if self.rules.preference_type is PreferenceType.B and pf is not None and (sf == "strong") != (so == "strong"):
            return give(pf) if sf == "strong" else give(W if po is B else B)
        if self.cd(f) != self.cd(o):
            return give(W if self.cd(f) < self.cd(o) else B)
        for x, y in zip(reversed(self.cols[f]), reversed(self.cols[o]), strict=False):
            if x is not y:
                return give(B if x is W else W)
        if pf is not None:
            return give(pf)
        if self.cols[f]:
            return give(B if self.cols[f][-1] is W else W)
        return give(self.cols[o][-1])


def _pairable(ref: Ref, teams: frozenset[int]) -> bool:
    @cache
    def go(left: frozenset[int]) -> bool:
        if not left:
            return True
        first = min(left)
        return any(ref.meet(first, o) and go(left - {first, o}) for o in left if o != first)

    if len(teams) % 2:
        return False
    memo = ref.__dict__.setdefault("_memo", {})
    if teams not in memo:
        memo[teams] = go(teams)
    return bool(memo[teams])


def reference_pairing(event: TeamTournament, rnd: int) -> tuple[set[tuple[int, int]], int | None]:
    """(set of (White team, Black team), PAB team) of round ``rnd``."""
    return Ref(event, rnd).pair()
