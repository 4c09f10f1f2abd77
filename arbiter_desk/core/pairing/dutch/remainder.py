"""The remainder's original S1 and S2 and its first transposition without a matching per decision
(C.04.3 (2026) art. 4.3.2, 4.2.2, 3.8.1).

``text_order`` finds the first exchange and the first transposition that admit an optimal candidate with
weighted maximum matchings over the whole bracket (one for the exchange, one per chunk of S1). Two shortcuts
give the same answer with less work:

1. *The original S1 and S2 first.* Art. 4.3.2 tries exchanges in an order that starts with none (the
   original S1 and S2); if an optimal candidate with S1 players meeting S2 players only (and S2 players not
   each other) exists, no exchange is made, exactly what ``first_exchange`` returns, with the same
   constraints accepted; only otherwise is ``first_exchange`` asked. When the optimal matching held pairs
   the remainder inside itself and S1, S2 have the same size, the question is the one of 2. below: the
   heaviest S1→S2 assignment (one bipartite matching of the remainder alone) is as heavy as the remainder
   pairs held exactly when an optimal candidate keeps the original S1 and S2 (with the rest held, both are
   candidates; a heavier one would beat the optimum). Otherwise one constrained matching of the oracle
   answers it.
2. *The transposition as an assignment.* When S1 and S2 of the remainder have the same size, every
   candidate that keeps the accepted constraints pairs each S1 player with an S2 player and leaves the other
   players of the round (MDPs already paired or in the Limbo, sinks, players outside the bracket) to
   themselves. The value of such a candidate is the sum of the criteria of its edges (the wide oracle),
   or that sum read in the wide levels plus a [C8] part that depends on the downfloaters only (the narrow
   oracle, ``narrow``); the downfloaters are not remainder players. So, with the matching of the other
   players held, a candidate is optimal exactly when its S1→S2 assignment has the greatest total criteria
   among all S1→S2 assignments (an assignment with a greater total, joined to the held part, would be a
   candidate better than the optimum; one with the same total gives the optimum). The first transposition
   of art. 4.2.2 admitting an optimal candidate is therefore the first maximum-weight assignment in the
   order of S1 and S2, which ``matching.assignment.first_best_assignment`` finds from the optimal matching
   held (dual prices, then the tight pairs; its module text proves it). With S2 larger than S1 (remainder
   players downfloat) the downfloaters change the rest of the round, and ``text_order`` is used.

``tests/core/pairing/dutch/test_remainder_equals_text_order.py`` checks both against ``text_order`` bracket
by bracket.
"""

from __future__ import annotations

from collections.abc import Sequence

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

    When the optimal matching held pairs the whole remainder inside it (S1 and S2 of equal size), the
    question is one of assignments (module text): the heaviest S1→S2 assignment is as heavy as the held
    remainder pairs. Otherwise one constrained matching of the oracle answers it.
    """
    constraints = original_constraints(keeper, remainder, pairs)
    if constraints.satisfied_by(keeper.mate):
        keeper.constraints = constraints
        return True
    s1, s2 = remainder[:pairs], remainder[pairs:]
    mate = keeper.mate
    inside = frozenset(remainder)
    if len(s1) != len(s2) or any(mate[u] not in inside for u in remainder):
        return keeper.try_add(constraints)
    weight = _weights(keeper, constraints, s1, s2)
    criteria = keeper.oracle.criteria
    held = sum(criteria[(u, mate[u])] for u in remainder if u < mate[u])
    best = heaviest_assignment(weight)
    if best is None or sum(row[j] for row, j in zip(weight, best, strict=True)) != held:
        return False
    new_mate = list(mate)
    for x, j in zip(s1, best, strict=True):
        new_mate[x], new_mate[s2[j]] = s2[j], x
    keeper.constraints = constraints
    keeper.mate = tuple(new_mate)
    return True


def _weights(
    keeper: OptimumKeeper, constraints: Constraints, s1: Sequence[int], s2: Sequence[int]
) -> list[dict[int, int]]:
    """Criteria of each S1–S2 edge the oracle has and ``constraints`` allow, by S2 position, per S1 player."""
    criteria = keeper.oracle.criteria
    only = constraints.only
    groups: dict[int, set[int]] = {}
    for g, group in enumerate(constraints.apart):
        for u in group:
            groups.setdefault(u, set()).add(g)
    weight: list[dict[int, int]] = []
    for x in s1:
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


def first_assignment(keeper: OptimumKeeper, s1: Sequence[int], s2: Sequence[int]) -> list[tuple[int, int]] | None:
    """Pairs S1[i]–S2[t(i)] of the first transposition (art. 4.2.2) admitting an optimal candidate, found as
    the first maximum-weight assignment; None when S1 and S2 differ in size (``text_order`` decides)."""
    if len(s1) != len(s2) or not s1:
        return None
    index = {y: j for j, y in enumerate(s2)}
    mate = keeper.mate
    held = [index.get(mate[x], -1) for x in s1]
    if -1 in held:
        return None
    constraints = keeper.constraints
    try:
        chosen = first_best_assignment(_weights(keeper, constraints, s1, s2), held)
    except NotOptimalError:
        return None
    pairs = [(x, s2[j]) for x, j in zip(s1, chosen, strict=True)]
    new_mate = list(mate)
    for x, y in pairs:
        constraints = constraints.fix(x, y)
        new_mate[x], new_mate[y] = y, x
    keeper.constraints = constraints
    keeper.mate = tuple(new_mate)
    return pairs
