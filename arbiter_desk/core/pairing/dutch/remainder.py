"""The remainder's original S1 and S2 and its first transposition without a matching per decision
(C.04.3 (2026) art. 4.3.2, 4.2.2, 3.8.1).

``text_order`` finds the first exchange and the first transposition that admit an optimal candidate with
weighted maximum matchings over the whole bracket (one for the exchange, one per chunk of S1). Two shortcuts
give the same answer with less work:

1. *The original S1 and S2 first.* Art. 4.3.2 tries exchanges in an order that starts with none (the
   original S1 and S2); if an optimal candidate with S1 players meeting S2 players only (and S2 players not
   each other) exists, no exchange is made, exactly what ``first_exchange`` returns, with the same
   constraints accepted; only otherwise is ``first_exchange`` asked.
2. *The transposition as an assignment.* Once S1 (MDPs: fixed before; remainder: |S1| = the pairs it makes)
   and S2 are set, every candidate that keeps the accepted constraints pairs each S1 player with an S2
   player; the S2 players left over downfloat. When the optimal matching held keeps the remainder to itself
   — its players meet each other, or (narrow oracle) a *sink*, i.e. downfloat — the rest of the round
   (MDPs paired or in the Limbo, the other sinks, players outside the bracket) can be held as it is, and a
   candidate is an *assignment* of S1 plus those sinks (interchangeable: each meets every player who may
   float, at the same weight) to S2. Its value is the sum of the criteria of its edges (wide oracle), or that
   sum read in the wide levels plus a [C8] part that is the same for every downfloater set that is certified
   (all remainder players have the same score) and None otherwise (narrow oracle). Hence:

   - the remainder part of the held matching is a heaviest assignment (a heavier one, joined to the rest
     held, would beat the optimum), and so is that of every optimal candidate (else joining *it* to the
     held remainder part would);
   - the optimal candidates are the heaviest assignments whose downfloaters are certified (the wide oracle
     and the narrow one without sinks in the assignment need no certificate: the downfloaters are held).

   For 1.: the original S1/S2 admits an optimal candidate iff the heaviest S1(+sinks)→S2 assignment (one
   bipartite matching of the remainder alone, ``heaviest_assignment``) is as heavy as the remainder part
   held and, found certified, it is that candidate; heavier it cannot be, lighter means no; a heaviest one
   that is not certified leaves the question to one constrained matching of the oracle. For the first
   transposition (art. 4.2.2): it is the S1 part of the first heaviest assignment in the order of S1 (then
   the sinks) and S2, found by ``first_best_assignment`` (dual prices, tight pairs; its module text proves
   it) — the first of a superset of the optimal candidates, so if it is certified it is the first optimal
   one; if not, ``text_order`` decides.

``tests/core/pairing/dutch/test_remainder_equals_text_order.py`` checks both against ``text_order`` bracket
by bracket.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.pairing.dutch.narrow import NarrowOracle
from arbiter_desk.core.pairing.dutch.oracle import Constraints, OptimumKeeper
from arbiter_desk.core.pairing.matching.assignment import NotOptimalError, first_best_assignment, heaviest_assignment


def original_constraints(keeper: OptimumKeeper, remainder: Sequence[int], pairs: int) -> Constraints:
    """The accepted constraints plus the original S1/S2 of art. 3.6: S1 meets S2 only, S2 not each other."""
    s2 = frozenset(remainder[pairs:])
    constraints = keeper.constraints.separate(s2)
    for u in remainder[:pairs]:
        constraints = constraints.restrict(u, s2)
    return constraints


def original_admits(keeper: OptimumKeeper, remainder: Sequence[int], pairs: int) -> bool:
    """Whether the original S1 and S2 (no exchange, art. 4.3.2) admit an optimal candidate; if so ``keeper``
    holds their constraints and an optimal candidate that keeps them.

    When the optimal matching held keeps the remainder to itself (and to sinks), the question is one of
    assignments (module text): the heaviest assignment is as heavy as the remainder's part of the held
    matching (and a certified candidate). Otherwise one constrained matching of the oracle answers it.
    """
    constraints = original_constraints(keeper, remainder, pairs)
    if constraints.satisfied_by(keeper.mate):
        keeper.constraints = constraints
        return True
    s2 = remainder[pairs:]
    left = _left_side(keeper, remainder[:pairs], s2)
    if left is None:
        return keeper.try_add(constraints)
    weight = _weights(keeper, constraints, left, s2)
    mate = keeper.mate
    criteria = keeper.oracle.criteria
    inside = frozenset(remainder)
    held = sum(criteria[(u, v) if u < v else (v, u)] for u in remainder if (v := mate[u]) > u or v not in inside)
    best = heaviest_assignment(weight)
    if best is None or sum(row[j] for row, j in zip(weight, best, strict=True)) != held:
        return False
    new_mate = _with(keeper, left, s2, best)
    if new_mate is None:
        return keeper.try_add(constraints)
    keeper.constraints = constraints
    keeper.mate = new_mate
    return True


def first_assignment(keeper: OptimumKeeper, s1: Sequence[int], s2: Sequence[int]) -> list[tuple[int, int]] | None:
    """Pairs S1[i]–S2[t(i)] of the first transposition (art. 4.2.2) admitting an optimal candidate, found as
    the first maximum-weight assignment; None when the assignment does not decide (``text_order`` does)."""
    left = _left_side(keeper, s1, s2)
    if left is None or not s1:
        return None
    index = {y: j for j, y in enumerate(s2)}
    mate = keeper.mate
    held = [index.get(mate[x], -1) for x in left]
    if -1 in held:
        return None
    constraints = keeper.constraints
    try:
        chosen = first_best_assignment(_weights(keeper, constraints, left, s2), held)
    except NotOptimalError:
        return None
    new_mate = _with(keeper, left, s2, chosen)
    if new_mate is None:
        return None
    pairs = [(x, s2[j]) for x, j in zip(s1, chosen[: len(s1)], strict=True)]
    for x, y in pairs:
        constraints = constraints.fix(x, y)
    keeper.constraints = constraints
    keeper.mate = new_mate
    return pairs


def _left_side(keeper: OptimumKeeper, s1: Sequence[int], s2: Sequence[int]) -> list[int] | None:
    """S1 and then the sinks the held matching gives remainder players (the narrow oracle's downfloaters):
    the side assigned to S2. None when the held matching pairs a remainder player with anyone else."""
    oracle = keeper.oracle
    sinks = oracle.sinks if isinstance(oracle, NarrowOracle) else frozenset()
    mate = keeper.mate
    inside = frozenset(s1) | frozenset(s2)
    taken: list[int] = []
    for u in (*s1, *s2):
        v = mate[u]
        if v in sinks:
            taken.append(v)
        elif v not in inside:
            return None
    left = [*s1, *sorted(taken)]
    return left if len(left) == len(s2) else None


def _with(
    keeper: OptimumKeeper, left: Sequence[int], s2: Sequence[int], chosen: Sequence[int]
) -> tuple[int, ...] | None:
    """The held matching with ``left[i]`` paired with ``s2[chosen[i]]``; None if sinks are among ``left`` and
    the downfloaters it gives are not certified to reach the optimum (``narrow``)."""
    new_mate = list(keeper.mate)
    for x, j in zip(left, chosen, strict=True):
        y = s2[j]
        new_mate[x], new_mate[y] = y, x
    oracle = keeper.oracle
    if (
        isinstance(oracle, NarrowOracle)
        and any(x in oracle.sinks for x in left)
        and oracle.value(new_mate) != keeper.weight
    ):
        return None
    return tuple(new_mate)


def _weights(
    keeper: OptimumKeeper, constraints: Constraints, left: Sequence[int], s2: Sequence[int]
) -> list[dict[int, int]]:
    """Criteria of each edge to S2 the oracle has and ``constraints`` allow, by S2 position, per left player."""
    criteria = keeper.oracle.criteria
    only = constraints.only
    groups: dict[int, set[int]] = {}
    for g, group in enumerate(constraints.apart):
        for u in group:
            groups.setdefault(u, set()).add(g)
    weight: list[dict[int, int]] = []
    for x in left:
        row: dict[int, int] = {}
        x_only = only.get(x)
        x_groups = groups.get(x)
        for j, y in enumerate(s2):
            c = criteria.get((x, y) if x < y else (y, x))
            if c is None or (x_only is not None and y not in x_only):
                continue
            y_only = only.get(y)
            if (y_only is not None and x not in y_only) or (x_groups and x_groups & groups.get(y, set())):
                continue
            row[j] = c
        weight.append(row)
    return weight
