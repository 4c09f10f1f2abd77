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
from decimal import Decimal

from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.breakdown import Term


def apply_cuts(terms: Sequence[Term], low: int, high: int, *, vur_rule: bool, name: str) -> tuple[Term, ...]:
    """``terms`` with ``low`` least and ``high`` most significant ones marked as cut (reasons included).

    ``name`` is the modifier as printed in the reasons, e.g. ``Cut-1``.
    """
    result = list(terms)
    if not low and not high:
        return tuple(result)
    items: list[CutItem] = [(t.value, t.key, _order(t), t.is_vur) for t in result]
    for index, reason in choose_cuts(items, low, high, vur_rule=vur_rule, name=name).items():
        words = cut_reason(reason, name)
        result[index] = result[index].with_cut(reason, words)
    return tuple(result)


def cut_reason(reason: str, name: str) -> Text:
    """The reason :func:`choose_cuts` gave, as a message (``name`` the modifier, e.g. ``Cut-1``)."""
    kind = reason.removeprefix(f"{name}: ")
    modifier: Text | str = name
    kind_of_cut, _, count = name.partition("-")
    if count.isdigit():
        modifier = tr("Cut-{count}", count=int(count)) if kind_of_cut == "Cut" else modifier
        modifier = tr("Median-{count}", count=int(count)) if kind_of_cut == "Median" else modifier
    if kind == "voluntary unplayed round cut instead of the least significant value":
        return tr("{modifier}: voluntary unplayed round cut instead of the least significant value", modifier=modifier)
    if kind == "least significant value (higher than the lowest voluntary unplayed round)":
        return tr(
            "{modifier}: least significant value (higher than the lowest voluntary unplayed round)", modifier=modifier
        )
    if kind == "most significant value":
        return tr("{modifier}: most significant value", modifier=modifier)
    return tr("{modifier}: least significant value", modifier=modifier)


CutItem = tuple[Decimal, tuple[Decimal, ...], int, bool]
"""What the choice of a cut reads of one term: its value, significance (key), round (ties) and VUR flag; a
plain tuple (made 180,000 times for a 10,000-player standings)."""


def choose_cuts(items: Sequence[CutItem], low: int, high: int, *, vur_rule: bool, name: str) -> dict[int, str]:
    """Which of ``items`` are cut (by index, in the order chosen) and why: the rules of this module."""
    cut: dict[int, str] = {}
    order = [(key, round_no) for _, key, round_no, _ in items]
    for _ in range(low):
        alive = [i for i in range(len(items)) if i not in cut]
        if not alive:
            break
        least = min(alive, key=order.__getitem__)
        chosen, reason = least, f"{name}: least significant value"
        if vur_rule:
            vurs = [i for i in alive if items[i][3]]
            if vurs:
                lowest_vur = min(vurs, key=lambda i: (items[i][0], *order[i]))
                if items[lowest_vur][0] >= items[least][0]:
                    chosen = lowest_vur
                    reason = f"{name}: voluntary unplayed round cut instead of the least significant value"
                else:
                    reason = f"{name}: least significant value (higher than the lowest voluntary unplayed round)"
        cut[chosen] = reason
    for _ in range(high):
        alive = [i for i in range(len(items)) if i not in cut]
        if not alive:
            break
        most = max(alive, key=order.__getitem__)
        cut[most] = f"{name}: most significant value"
    return cut


def value_after_cuts(items: Sequence[CutItem], low: int, high: int, *, vur_rule: bool) -> Decimal:
    """The sum of the values ``choose_cuts`` leaves (the value of a Buchholz or SB without its terms)."""
    total = sum((item[0] for item in items), ZERO)
    if not low and not high:
        return total
    cut = choose_cuts(items, low, high, vur_rule=vur_rule, name="")
    return sum((item[0] for i, item in enumerate(items) if i not in cut), ZERO)


def _order(term: Term) -> int:
    return term.round if term.round is not None else 0


def modifier_name(cut: int, median: int) -> str:
    if median:
        return f"Median-{median}"
    return f"Cut-{cut}"
