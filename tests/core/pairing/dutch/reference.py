"""A literal, exhaustive reading of C.04.3 (2026) art. 3–4 for small rounds: the engine's referee in tests.

Bracket by bracket, every candidate is generated in the text's order — sets of pairable MDPs (4.4.2),
transpositions of S2 (4.2.2), then for the remainder exchanges (4.3.2, sorted here by rules written out one
by one) and transpositions — evaluated on [C1]…[C21] *directly* (no weights; [C4] and [C8] by enumerating
every completion of the players left), and the first best one is taken (3.8.1, clar. 5). Exponential: keep
rounds to about a dozen players. Player data and art. 5 come from the engine's ``state``/``colours`` modules,
which have their own tests.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from decimal import Decimal
from itertools import combinations, permutations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dutch.colours import (
    allocate_colours,
    c3_forbids,
    c12_loses,
    c13_loses,
    topscorer_colour_faults,
)
from arbiter_desk.core.pairing.dutch.state import Float, build_players
from arbiter_desk.core.tournament import Tournament

Pairs = tuple[tuple[PairingNumber, PairingNumber], ...]


def _desc(values: Sequence[Decimal]) -> tuple[Decimal, ...]:
    return tuple(sorted(values, reverse=True))


def _exchange_before(a: tuple[tuple[int, ...], tuple[int, ...]], b: tuple[tuple[int, ...], tuple[int, ...]]) -> int:
    """-1 if exchange ``a`` comes before ``b`` (art. 4.3.2), rules applied one after the other."""
    (da, ua), (db, ub) = a, b
    if len(da) != len(db):  # rule 1
        return -1 if len(da) < len(db) else 1
    sa, sb = sum(ua) - sum(da), sum(ub) - sum(db)  # rule 2
    if sa != sb:
        return -1 if sa < sb else 1
    for x, y in zip(sorted(da, reverse=True), sorted(db, reverse=True), strict=True):  # rule 3
        if x != y:
            return -1 if x > y else 1
    for x, y in zip(sorted(ua), sorted(ub), strict=True):  # rule 4
        if x != y:
            return -1 if x < y else 1
    return 0


def _exchanges(n1: int, n2: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    s1 = range(1, n1 + 1)
    s2 = range(n1 + 1, n1 + n2 + 1)
    all_ex = [(d, u) for k in range(0, min(n1, n2) + 1) for d in combinations(s1, k) for u in combinations(s2, k)]
    return sorted(all_ex, key=functools.cmp_to_key(_exchange_before))


class ReferenceDutch:
    def __init__(self, tournament: Tournament, round_no: int | None = None) -> None:
        self.t = tournament
        self.r = tournament.round_to_pair() if round_no is None else round_no
        absent = tournament.absent_in(self.r)
        self.to_pair = {p.tpn for p in tournament.players if p.tpn not in absent}
        self.p = build_players(tournament, self.r, self.to_pair)
        self.last_round = tournament.total_rounds is not None and self.r >= tournament.total_rounds
        self.bye_ok: frozenset[PairingNumber] = frozenset()
        self.bye_score: Decimal | None = None

    def legal(self, a: PairingNumber, b: PairingNumber) -> bool:
        pa, pb = self.p[a], self.p[b]
        return b not in pa.opponents and not c3_forbids(pa, pb) and not self.t.is_forbidden(a, b, self.r)

    # -- completions ---------------------------------------------------------------------------------
    def completions(self, players: frozenset[PairingNumber], mdps: frozenset[PairingNumber]) -> Iterator[Pairs]:
        """Every complete pairing of ``players`` (one PAB if odd, C2/C5) in which no two of ``mdps`` meet."""
        order = sorted(players, key=lambda t: self.p[t].rank_key())

        def rec(left: list[PairingNumber], bye_used: bool) -> Iterator[list[tuple[PairingNumber, PairingNumber]]]:
            if not left:
                yield []
                return
            first, rest = left[0], left[1:]
            if len(left) % 2 == 1 and not bye_used and first in self.bye_ok:
                for tail in rec(rest, True):
                    yield [(first, PairingNumber(0)), *tail]
            for i, other in enumerate(rest):
                if (first in mdps and other in mdps) or not self.legal(first, other):
                    continue
                for tail in rec(rest[:i] + rest[i + 1 :], bye_used):
                    yield [(first, other), *tail]

        for c in rec(order, len(order) % 2 == 0):
            yield tuple(c)

    # -- the round -----------------------------------------------------------------------------------
    def pair(self) -> tuple[dict[frozenset[PairingNumber], PairingNumber], PairingNumber | None]:
        everyone = frozenset(self.to_pair)
        if len(everyone) % 2:
            eligible = sorted({self.p[t].score for t in everyone if self.p[t].can_get_bye})
            for s in eligible:
                self.bye_ok = frozenset(t for t in everyone if self.p[t].can_get_bye and self.p[t].score == s)
                if next(self.completions(everyone, frozenset()), None) is not None:
                    self.bye_score = s
                    break
            else:
                raise ValueError("no pairing")
        elif next(self.completions(everyone, frozenset()), None) is None:
            raise ValueError("no pairing")
        remaining = set(everyone)
        mdps: frozenset[PairingNumber] = frozenset()
        result: list[tuple[PairingNumber, PairingNumber]] = []
        while True:
            res_scores = [self.p[t].score for t in remaining if t not in mdps]
            if not res_scores:
                break
            score = max(res_scores)
            bracket = [t for t in remaining if t in mdps or self.p[t].score == score]
            pairs, floaters = self.pair_bracket(
                sorted(bracket, key=lambda t: self.p[t].rank_key()), mdps, score, remaining
            )
            result.extend(pairs)
            for a, b in pairs:
                remaining -= {a, b}
            mdps = frozenset(floaters)
        bye = next(iter(remaining)) if remaining else None
        colours: dict[frozenset[PairingNumber], PairingNumber] = {}
        for a, b in result:
            d = allocate_colours(self.p[a], self.p[b], self.t.initial_colour)
            colours[frozenset((a, b))] = d.white
        return colours, bye

    # -- one bracket ---------------------------------------------------------------------------------
    def candidates(
        self, bsn: list[PairingNumber], mdps: list[PairingNumber], residents: list[PairingNumber]
    ) -> Iterator[Pairs]:
        for m1 in range(min(len(mdps), len(residents)), -1, -1):
            for s1 in combinations(mdps, m1):  # 4.4.2: by smallest differing BSN
                for t in permutations(residents, m1):  # 4.2.2
                    mdp_pairs = tuple(zip(s1, t, strict=True))
                    if not all(self.legal(a, b) for a, b in mdp_pairs):
                        continue
                    rem = [y for y in residents if y not in t]
                    for pr in range(len(rem) // 2, -1, -1):
                        for down, up in _exchanges(pr, len(rem) - pr):
                            s1r = sorted((set(range(1, pr + 1)) - set(down)) | set(up))
                            s2r = sorted((set(range(pr + 1, len(rem) + 1)) - set(up)) | set(down))
                            for tr in permutations(s2r, len(s1r)):
                                pairs = tuple((rem[a - 1], rem[b - 1]) for a, b in zip(s1r, tr, strict=True))
                                if all(self.legal(a, b) for a, b in pairs):
                                    yield mdp_pairs + pairs

    def pair_bracket(
        self, bsn: list[PairingNumber], mdps: frozenset[PairingNumber], score: Decimal, remaining: set[PairingNumber]
    ) -> tuple[Pairs, list[PairingNumber]]:
        md = [t for t in bsn if t in mdps]
        res = [t for t in bsn if t not in mdps]
        lower = frozenset(remaining) - set(bsn)
        next_score = max((self.p[t].score for t in lower), default=None)
        nxt = frozenset(t for t in lower if self.p[t].score == next_score)
        seen: dict[frozenset[tuple[PairingNumber, PairingNumber]], tuple[object, ...] | None] = {}
        best: tuple[object, ...] | None = None
        best_c: Pairs | None = None
        for cand in self.candidates(bsn, md, res):
            key_set = frozenset(cand)
            if key_set not in seen:
                seen[key_set] = self.evaluate(cand, bsn, mdps, score, lower, nxt)
            value = seen[key_set]
            if value is not None and (best is None or value < best):
                best, best_c = value, cand
        assert best_c is not None, "no candidate"
        paired = {x for pr in best_c for x in pr}
        return best_c, [t for t in bsn if t not in paired]

    def evaluate(
        self,
        cand: Pairs,
        bsn: list[PairingNumber],
        mdps: frozenset[PairingNumber],
        score: Decimal,
        lower: frozenset[PairingNumber],
        nxt: frozenset[PairingNumber],
    ) -> tuple[object, ...] | None:
        p = self.p
        paired = {x for pr in cand for x in pr}
        floaters = [t for t in bsn if t not in paired]
        rest = frozenset(floaters) | lower
        fl = frozenset(floaters)
        comps = list(self.completions(rest, fl | (mdps & rest)))
        if not comps:
            return None  # C4 (with C5 through bye_ok)
        c8: tuple[object, ...] = ()
        if nxt:
            n_set = fl | nxt
            options = []
            for comp in comps:
                inside = [(a, b) for a, b in comp if a in n_set and b in n_set]
                got = {x for pr in inside for x in pr}
                options.append((-len(inside), _desc([p[t].score for t in n_set if t not in got])))
            c8 = min(options)
        c9 = 0
        if len(floaters) == 1 and self.bye_score is not None and floaters[0] in self.bye_ok:
            c9 = p[floaters[0]].unplayed
        c10 = c11 = c12 = c13 = 0
        for a, b in cand:
            f10, f11 = topscorer_colour_faults(p[a], p[b], self.t.initial_colour) if self.last_round else (0, 0)
            c10 += f10
            c11 += f11
            c12 += c12_loses(p[a], p[b])
            c13 += c13_loses(p[a], p[b])
        opp = {a: b for a, b in cand} | {b: a for a, b in cand}
        floats: list[object] = []
        for attr in ("float_prev", "float_prev2"):
            res_down = sum(1 for t in floaters if t not in mdps and getattr(p[t], attr) is Float.DOWN)
            mdp_opp_up = sum(1 for t in paired if t not in mdps and opp[t] in mdps and getattr(p[t], attr) is Float.UP)
            floats.append((res_down, mdp_opp_up))
        diffs: list[object] = []
        for attr in ("float_prev", "float_prev2"):
            d_down = [
                p[m].score - (p[opp[m]].score if m in opp else score - 1)
                for m in mdps
                if m in bsn and getattr(p[m], attr) is Float.DOWN
            ]
            d_up = [
                (p[opp[y]].score - p[y].score) if (y in opp and opp[y] in mdps) else Decimal(0)
                for y in bsn
                if y not in mdps and getattr(p[y], attr) is Float.UP
            ]
            diffs.append((_desc(d_down), _desc(d_up)))
        return (
            -len(cand),
            _desc([p[t].score for t in floaters]),
            c8,
            c9,
            c10,
            c11,
            c12,
            c13,
            floats[0][0],
            floats[0][1],
            floats[1][0],
            floats[1][1],
            diffs[0][0],
            diffs[0][1],
            diffs[1][0],
            diffs[1][1],
        )


def reference_round(t: Tournament) -> tuple[dict[frozenset[PairingNumber], PairingNumber], PairingNumber | None]:
    """{pair: White} and the PAB of the literal reading."""
    return ReferenceDutch(t).pair()
