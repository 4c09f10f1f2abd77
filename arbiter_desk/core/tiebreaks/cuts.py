"""Cut-n and Median-n, with the rule for voluntary unplayed rounds (C.07 (2026) modifiers; art. 16).

- Cut-1 drops the least significant value, Cut-2 two of them; Median-n drops n least and n most
  significant values. "Significance" is the term's key: the opponent's score for BH, the pair (opponent's
  score, contribution) for SB — the lowest-scored opponent, and among several such the lowest contribution —
  the rating for ARO.
- With voluntary unplayed rounds (art. 16, for BH, FB and SB only): each low cut takes "the lowest VUR
  contribution" — the VUR whose contribution is lowest (among equal ones the least significant, then the
  earliest) — instead of the least significant value, as long as that contribution is not lower than the
  least significant value's contribution; otherwise the least significant value goes. For BH this always
  cuts the VUR (nothing is lower than the least significant value); for SB it cuts "the higher of the two".
  The cuts are made one after another ("repeat per extra cut"), the low ones before the high ones. (FIDE's
  tie-break checker makes the same choice.)
- Ties are broken by the earliest round (low cuts) and the latest round (high cuts); they do not change the
  value. When more values would be cut than exist, all are cut and the value is 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.tiebreaks.breakdown import Term


def apply_cuts(terms: Sequence[Term], low: int, high: int, *, vur_rule: bool, name: str) -> tuple[Term, ...]:
    """``terms`` with ``low`` least and ``high`` most significant ones marked as cut (reasons included).

    ``name`` is the modifier as printed in the reasons, e.g. ``Cut-1``.
    """
    result = list(terms)
    if not low and not high:
        return tuple(result)
    order = [(t.key, _order(t)) for t in result]
    for _ in range(low):
        alive = [i for i, t in enumerate(result) if t.cut is None]
        if not alive:
            break
        least = min(alive, key=order.__getitem__)
        chosen, reason = least, f"{name}: least significant value"
        if vur_rule:
            vurs = [i for i in alive if result[i].is_vur]
            if vurs:
                lowest_vur = min(vurs, key=lambda i: (result[i].value, *order[i]))
                if result[lowest_vur].value >= result[least].value:
                    chosen = lowest_vur
                    reason = f"{name}: voluntary unplayed round cut instead of the least significant value"
                else:
                    reason = f"{name}: least significant value (higher than the lowest voluntary unplayed round)"
        result[chosen] = result[chosen].with_cut(reason)
    for _ in range(high):
        alive = [i for i, t in enumerate(result) if t.cut is None]
        if not alive:
            break
        most = max(alive, key=order.__getitem__)
        result[most] = result[most].with_cut(f"{name}: most significant value")
    return tuple(result)


def _order(term: Term) -> int:
    return term.round if term.round is not None else 0


def modifier_name(cut: int, median: int) -> str:
    if median:
        return f"Median-{median}"
    return f"Cut-{cut}"
