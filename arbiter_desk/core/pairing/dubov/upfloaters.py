"""Choosing the upfloaters of a bracket (C.04.4.1 (2026) art. 3.2.1, 3.2.2, 4.2; criteria C4–C10).

All remaining players with a lower score are possible upfloaters (art. 4.2.1; clar. 9), numbered by
descending score then ascending TPN (4.2.2). A set of K upfloaters is legal if residents plus the set can
be paired (C1, C3) and everybody else can still be paired (C4) (clar. 10).

Every legal choice corresponds to a perfect matching of all remaining players in which the upfloaters are
the lower players matched to residents, and every criterion is a sum over the edges of that matching:
C5 counts resident–lower edges, C6 counts them per score level (lowest level first, clar. 11), C7 counts
pairs inside the bracket whose players want the same colour (the pairing of art. 3.2.3–3.2.6 reaches
that minimum, see ``bracket``), C8–C10 count properties of the upfloaters. One maximum-weight perfect
matching with lexicographic (mixed-radix) weights finds the best value of (C5, C6, …, C10); the first set
in the order of art. 4.1.3 with that value is then fixed member by member.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.bracket import min_colour_conflicts
from arbiter_desk.core.pairing.dubov.legality import Legality
from arbiter_desk.core.pairing.dubov.players import DubovPlayer
from arbiter_desk.core.pairing.matching.general import Matching, max_weight_perfect_matching
from arbiter_desk.core.results import Colour
from arbiter_desk.core.scoring import format_points


def upfloater_order_key(p: DubovPlayer) -> tuple[Decimal, int]:
    """Art. 4.2.2: descending score, then ascending TPN."""
    return (-p.score, p.tpn)


@dataclass(frozen=True, slots=True)
class UpfloaterChoice:
    upfloaters: tuple[PairingNumber, ...]
    """In the order of art. 4.2.2."""
    reason: str


@dataclass(frozen=True, slots=True)
class _Criterion:
    name: str
    radix: int


class _Objective:
    """Mixed-radix encoding of (C5, C6 per level, C7, C8, C9, C10) as one integer cost per edge."""

    def __init__(
        self, residents: Sequence[DubovPlayer], pool: Sequence[DubovPlayer], k_min: int, last_round: bool
    ) -> None:
        self.last_round = last_round
        self.levels = sorted({p.score for p in pool})  # ascending: the lowest level is most significant
        self.level_of = {s: i for i, s in enumerate(self.levels)}
        max_up = max((p.upfloats for p in pool), default=0)
        r = len(residents)
        lower = [_Criterion(f"C6 ({format_points(s)})", k_min + 1) for s in self.levels]
        lower += [
            _Criterion("C7", (r + k_min) // 2 + 1),
            _Criterion("C8", k_min + 1),
            _Criterion("C9", k_min * max_up + 1),
            _Criterion("C10", k_min + 1),
        ]
        self.criteria = lower
        self.place: list[int] = [0] * len(lower)
        value = 1
        for i in range(len(lower) - 1, -1, -1):
            self.place[i] = value
            value *= lower[i].radix
        self.lower_span = value
        self.k_weight = 0  # set by finish()

    def edge_digits(self, a: DubovPlayer, b: DubovPlayer, a_resident: bool, b_resident: bool) -> tuple[int, int]:
        """(C5 count, lower cost) of an edge."""
        if not a_resident and not b_resident:
            return 0, 0
        same = int(a.preference.colour is b.preference.colour)
        c7 = self.place[len(self.levels)] * same
        if a_resident and b_resident:
            return 0, c7
        up = b if a_resident else a
        cost = self.place[self.level_of[up.score]] + c7
        if not self.last_round and up.is_max_upfloater:
            cost += self.place[len(self.levels) + 1] + self.place[len(self.levels) + 2] * up.upfloats
        if not self.last_round and up.upfloated_last_round:
            cost += self.place[len(self.levels) + 3]
        return 1, cost

    def finish(self, residents: int, max_lower_edge: int) -> None:
        # One more resident–lower edge must outweigh any saving in the lower criteria.
        self.k_weight = residents * max_lower_edge + 1

    def total(self, k: int, lower: int) -> int:
        return k * self.k_weight + lower

    def first_difference(self, best: int, other: int) -> str:
        """The criterion that makes cost ``other`` worse than ``best``."""
        kb, lb = divmod(best, self.k_weight)
        ko, lo = divmod(other, self.k_weight)
        if kb != ko:
            return "C5"
        for i, crit in enumerate(self.criteria):
            db = (lb // self.place[i]) % crit.radix
            do = (lo // self.place[i]) % crit.radix
            if db != do:
                return crit.name
        return "order"

    def describe(self, cost: int) -> str:
        k, lower = divmod(cost, self.k_weight)
        parts = [f"C5: {k} upfloater(s)"]
        for i, crit in enumerate(self.criteria):
            digit = (lower // self.place[i]) % crit.radix
            if crit.name.startswith("C6"):
                if digit:
                    parts.append(f"{digit} at {crit.name[4:-1]}")
            elif crit.name in ("C8", "C9", "C10") and self.last_round:
                continue
            else:
                parts.append(f"{crit.name} = {digit}")
        return ", ".join(parts)


class _Solver:
    """Solves the matching problem for the bracket, with some lower players forced in or kept out."""

    def __init__(
        self, residents: Sequence[DubovPlayer], pool: Sequence[DubovPlayer], legality: Legality, last_round: bool
    ) -> None:
        self.residents = list(residents)
        self.pool = list(pool)
        self.nodes = self.residents + self.pool
        self.n_res = len(self.residents)
        self.legal: list[tuple[int, int]] = list(legality.edges([p.tpn for p in self.nodes]))
        self.last_round = last_round
        self.objective: _Objective | None = None
        self.edge_cost: dict[tuple[int, int], int] = {}

    def min_upfloaters(self) -> int:
        """C5 / art. 3.2.1: the fewest resident–lower pairs in any perfect matching (C4 secured)."""
        r = self.n_res
        weighted = [(a, b, 1 if (a < r) != (b < r) else 2) for a, b in self.legal]
        m = max_weight_perfect_matching(len(self.nodes), weighted)
        if m is None:
            raise NoValidPairingError(
                "the remaining players cannot all be paired (C4)", tuple(p.tpn for p in self.nodes)
            )
        return sum(1 for a, b in m.pairs() if (a < r) != (b < r))

    def prepare(self, k_min: int) -> None:
        obj = _Objective(self.residents, self.pool, k_min, self.last_round)
        r = self.n_res
        digits = {}
        max_lower = 1
        for a, b in self.legal:
            k, lower = obj.edge_digits(self.nodes[a], self.nodes[b], a < r, b < r)
            digits[(a, b)] = (k, lower)
            max_lower = max(max_lower, lower)
        obj.finish(r, max_lower)
        self.edge_cost = {e: obj.total(k, low) for e, (k, low) in digits.items()}
        self.objective = obj

    def solve(self, forced: set[int], barred: set[int]) -> tuple[int, Matching] | None:
        """Least total cost with pool indices ``forced`` upfloated and ``barred`` not upfloated."""
        r = self.n_res
        big = max(self.edge_cost.values(), default=0) + 1
        edges = []
        for (a, b), cost in self.edge_cost.items():
            a_res, b_res = a < r, b < r
            if a_res != b_res:
                low = b if a_res else a
                if low in barred:
                    continue
            elif not a_res and (a in forced or b in forced):
                continue  # a forced upfloater must meet a resident
            edges.append((a, b, big - cost))
        m = max_weight_perfect_matching(len(self.nodes), edges)
        if m is None:
            return None
        return len(self.nodes) // 2 * big - m.weight, m

    def upfloaters_of(self, m: Matching) -> set[int]:
        r = self.n_res
        return {b if a < r else a for a, b in m.pairs() if (a < r) != (b < r)}


def choose_upfloaters(
    residents: Sequence[DubovPlayer],
    lower: Sequence[DubovPlayer],
    legality: Legality,
    last_round: bool,
    exact: bool = False,
) -> UpfloaterChoice:
    """The upfloaters of the bracket of ``residents`` (art. 3.2.1–3.2.2), chosen from ``lower``.

    The usual cases (no upfloater, or one) are settled without the matching over all remaining players;
    ``exact`` forces the general method (for tests that compare both).
    """
    pool = sorted(lower, key=upfloater_order_key)
    if not exact:
        quick = quick_upfloaters(residents, pool, legality, last_round)
        if quick is not None:
            return quick
    solver = _Solver(residents, pool, legality, last_round)
    k_min = solver.min_upfloaters()
    if k_min == 0:
        return UpfloaterChoice((), "no upfloater needed (C5)")
    solver.prepare(k_min)
    found = solver.solve(set(), set())
    assert found is not None and solver.objective is not None
    best, witness = found
    objective = solver.objective
    r = solver.n_res
    chosen: list[int] = []
    barred: set[int] = set()
    passed_over: list[str] = []
    start = r
    for _ in range(k_min):
        witness_next = min(i for i in solver.upfloaters_of(witness) if i not in chosen)
        for c in range(start, len(solver.nodes)):
            if c == witness_next:
                break
            attempt = solver.solve(set(chosen) | {c}, barred | set(range(start, c)))
            if attempt is not None and attempt[0] == best:
                witness = attempt[1]
                break
            why = "C4" if attempt is None else objective.first_difference(best, attempt[0])
            passed_over.append(f"{solver.nodes[c].tpn} ({why})")
        else:  # pragma: no cover - the witness always supplies a member
            raise AssertionError("no upfloater candidate found")
        c_chosen = min(i for i in solver.upfloaters_of(witness) if i not in chosen and i >= start)
        barred |= set(range(start, c_chosen))
        chosen.append(c_chosen)
        start = c_chosen + 1
    tpns = tuple(solver.nodes[i].tpn for i in chosen)
    reason = f"{objective.describe(best)}; first such set in art. 4.2 order"
    if passed_over:
        reason += "; passed over: " + ", ".join(passed_over)
    return UpfloaterChoice(tpns, reason)


_CRITERIA = ("C6", "C7", "C8", "C9", "C10")


def quick_upfloaters(
    residents: Sequence[DubovPlayer], pool: Sequence[DubovPlayer], legality: Legality, last_round: bool
) -> UpfloaterChoice | None:
    """Zero or one upfloater, decided exactly without the matching over all remaining players.

    Even residents need no upfloater iff they and the lower players can each be paired (C4, C5). Odd
    residents need one if any single player makes the bracket and the rest pairable; the candidates are
    examined best-first by a lower bound of their (C6, C7, C8, C9, C10) key, the bound of C7 being half
    the imbalance of colour seekers, so the first candidate whose true key is not beaten by the next
    bound is the best (ties by art. 4.2 order). None means: more than one upfloater is needed.
    """
    res_tpns = [p.tpn for p in residents]
    pool_tpns = [p.tpn for p in pool]
    if len(residents) % 2 == 0:
        if legality.can_complete(res_tpns) and legality.can_complete(pool_tpns):
            return UpfloaterChoice((), "no upfloater needed (C5)")
        return None
    rest_sure = legality.surely_completable(pool_tpns, margin=1)
    whites = sum(1 for p in residents if p.preference.colour is Colour.WHITE)
    seq = {p.tpn: i for i, p in enumerate(pool)}

    def tail(u: DubovPlayer) -> tuple[int, int, int]:
        if last_round:
            return (0, 0, 0)
        c8 = int(u.is_max_upfloater)
        return (c8, u.upfloats * c8, int(u.upfloated_last_round))

    def bound(u: DubovPlayer) -> tuple[object, ...]:
        w = whites + (u.preference.colour is Colour.WHITE)
        return (-u.score, abs(w - (len(residents) + 1 - w)) // 2, *tail(u))

    ordered = sorted(pool, key=lambda u: (bound(u), seq[u.tpn]))
    best: tuple[tuple[object, ...], int, DubovPlayer] | None = None
    verdict: dict[int, tuple[object, ...] | str] = {}
    for u in ordered:
        lb = bound(u)
        if best is not None and (lb, seq[u.tpn]) > (best[0], best[1]):
            break
        if not rest_sure and not legality.can_complete([t for t in pool_tpns if t != u.tpn]):
            verdict[u.tpn] = "C4"
            continue
        c7 = min_colour_conflicts([*residents, u], legality)
        if c7 is None:
            verdict[u.tpn] = "C1/C3"
            continue
        key = (-u.score, c7, *tail(u))
        verdict[u.tpn] = key
        if best is None or (key, seq[u.tpn]) < (best[0], best[1]):
            best = (key, seq[u.tpn], u)
    if best is None:
        return None
    best_key, position, chosen = best
    counts = best_key[1:]
    reason = f"C5: 1 upfloater(s), 1 at {format_points(chosen.score)}, C7 = {counts[0]}"
    if not last_round:
        reason += f", C8 = {counts[1]}, C9 = {counts[2]}, C10 = {counts[3]}"
    reason += "; first such set in art. 4.2 order"
    passed = []
    for u in pool[: min(position, 8)]:
        why = verdict.get(u.tpn)
        if why is None:  # not examined: its bound was already worse; the true C7 may explain it sooner
            c7_true = min_colour_conflicts([*residents, u], legality)
            why = "C1/C3" if c7_true is None else (-u.score, c7_true, *tail(u))
        if not isinstance(why, str):
            why = next((c for c, x, y in zip(_CRITERIA, why, best_key, strict=True) if x != y), "order")
        passed.append(f"{u.tpn} ({why})")
    if position > 8:
        passed.append(f"{position - 8} more")
    if passed:
        reason += "; passed over: " + ", ".join(passed)
    return UpfloaterChoice((chosen.tpn,), reason)
