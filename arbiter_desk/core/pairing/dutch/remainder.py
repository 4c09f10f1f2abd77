"""The remainder's original S1 and S2 and its first transposition without a matching per decision
(C.04.3 (2026) art. 4.3.2, 4.2.2, 3.8.1).

``text_order`` finds the first exchange and the first transposition that admit an optimal candidate with
weighted maximum matchings over the whole bracket (one for the exchange, one per chunk of S1). Two shortcuts
give the same answer with less work:

1. *The original S1 and S2 first.* Art. 4.3.2 tries exchanges in an order that starts with none (the
   original S1 and S2); if an optimal candidate with S1 players meeting S2 players only (and S2 players not
   each other) exists, no exchange is made, exactly what ``first_exchange`` returns, with the same
   constraints accepted. One constrained matching answers it; only otherwise is ``first_exchange`` asked.
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
from arbiter_desk.core.pairing.matching.assignment import NotOptimalError, first_best_assignment


def original_constraints(keeper: OptimumKeeper, remainder: Sequence[int], pairs: int) -> Constraints:
    """The accepted constraints plus the original S1/S2 of art. 3.6: S1 meets S2 only, S2 not each other."""
    s2 = frozenset(remainder[pairs:])
    constraints = keeper.constraints.separate(s2)
    for u in remainder[:pairs]:
        constraints = constraints.restrict(u, s2)
    return constraints


def original_admits(keeper: OptimumKeeper, remainder: Sequence[int], pairs: int) -> bool:
    """Whether the original S1 and S2 (no exchange, art. 4.3.2) admit an optimal candidate; if so ``keeper``
    holds their constraints."""
    return keeper.try_add(original_constraints(keeper, remainder, pairs))


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
    criteria = keeper.oracle.criteria
    constraints = keeper.constraints
    weight: list[dict[int, int]] = []
    for x in s1:
        row: dict[int, int] = {}
        for j, y in enumerate(s2):
            c = criteria.get((x, y) if x < y else (y, x))
            if c is not None and constraints.allows(x, y):
                row[j] = c
        weight.append(row)
    try:
        chosen = first_best_assignment(weight, held)
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
