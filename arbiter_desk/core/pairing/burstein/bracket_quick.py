"""The quick way to pair a Burstein bracket (C.04.4.2 (2026) art. 3.2, 4.3), tried before the matchings.

Each BSN takes the largest opponent allowed by [C1]-[C3] and by a lower bound of [C8], floating only
lowest-score players; the result is kept only if it provably reaches the ideal value of every criterion (all
paired but one lowest-score floater when odd, the following bracket as good as it can be, [C8] at its lower
bound, [C4] certified). Then no pairing is better, and every larger candidate passed over could be in no
best pairing.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from arbiter_desk.core.pairing.burstein.bracket_result import BracketResult, Placement, bar_text
from arbiter_desk.core.pairing.burstein.colours import loses_preference
from arbiter_desk.core.pairing.burstein.criteria import Quality
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.results import Colour

__all__ = ["ideal_following", "quick_bracket"]


def _colour_of(p: BursteinPlayer) -> Colour | None:
    return None if p.preference is None else p.preference.colour


def _losses_bound(white: int, black: int, none: int, floats: int) -> int:
    """A lower bound of [C8] for players of whom ``white``/``black`` prefer that colour and ``none`` have no
    preference, ``floats`` of them leaving unpaired: same-colour pairs are needed only for the excess."""
    best: int | None = None
    for fw in range(min(floats, white) + 1):
        for fb in range(min(floats - fw, black) + 1):
            fn = floats - fw - fb
            if fn > none:
                continue
            w, b, c = white - fw, black - fb, none - fn
            half = (w + b + c) // 2
            value = max(0, w - half) + max(0, b - half)
            best = value if best is None else min(best, value)
    return 0 if best is None else best


def quick_bracket(
    order: list[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
) -> BracketResult | None:
    """The quick way: the walk with the largest opponent allowed by [C1]-[C3] and the [C8] lower bound, kept
    only if it reaches every ideal value; None when it does not show that (the other ways decide)."""
    m = len(order)
    floats_left = m % 2
    lowest = min(p.score for p in order)
    counts = {Colour.WHITE: 0, Colour.BLACK: 0, None: 0}
    for p in order:
        counts[_colour_of(p)] += 1
    target = _losses_bound(counts[Colour.WHITE], counts[Colour.BLACK], counts[None], floats_left)
    losses = 0
    free = [True] * m
    pairs: list[tuple[int, int]] = []
    floating: list[int] = []
    placements: list[Placement] = []

    def bound_without(*gone: BursteinPlayer, floats: int) -> int:
        c = dict(counts)
        for g in gone:
            c[_colour_of(g)] -= 1
        return _losses_bound(c[Colour.WHITE], c[Colour.BLACK], c[None], floats)

    for i in range(m):
        if not free[i]:
            continue
        a = order[i]
        passed: list[tuple[int, str]] = []
        chosen = -1
        for j in range(m - 1, i, -1):
            if not free[j]:
                continue
            b = order[j]
            if not legality.can_meet(a.tpn, b.tpn):
                passed.append((j + 1, bar_text(legality.bar(a.tpn, b.tpn))))
                continue
            cost = losses + (1 if loses_preference(a, b) else 0)
            if cost + bound_without(a, b, floats=floats_left) > target:
                passed.append((j + 1, bar_text(None)))
                continue
            chosen = j
            break
        if chosen >= 0:
            b = order[chosen]
            free[i] = free[chosen] = False
            counts[_colour_of(a)] -= 1
            counts[_colour_of(b)] -= 1
            losses += 1 if loses_preference(a, b) else 0
            pairs.append((i, chosen))
            placements.append(Placement(i + 1, chosen + 1, tuple(passed)))
            continue
        if floats_left == 0 or a.score != lowest or losses + bound_without(a, floats=floats_left - 1) > target:
            return None
        free[i] = False
        counts[_colour_of(a)] -= 1
        floats_left -= 1
        floating.append(i)
        placements.append(Placement(i + 1, 0, tuple(passed)))
    floaters = [order[i] for i in floating]
    next_quality = ideal_following(floaters, following, rest, legality)
    if next_quality is None:
        return None
    next_pairs, next_floaters = next_quality
    quality = Quality(len(pairs), tuple(p.score for p in floaters), next_pairs, next_floaters, losses)
    return BracketResult(
        tuple(order),
        tuple((order[i], order[j]) for i, j in pairs),
        tuple(floaters),
        quality,
        tuple(placements),
        "quick",
    )


def ideal_following(
    floaters: Sequence[BursteinPlayer],
    following: Sequence[BursteinPlayer],
    rest: Sequence[BursteinPlayer],
    legality: Legality,
) -> tuple[int | None, tuple[Decimal, ...]] | None:
    """The following bracket's [C7] values if they are provably ideal and [C4] holds; None if not shown."""
    group = [p.tpn for p in (*floaters, *following)]
    others = [p.tpn for p in rest]
    if not following:
        return (None, ()) if not floaters and not rest else None
    if len(group) % 2 == 0:
        if legality.can_complete(group) and (not others or legality.can_complete(others)):
            return len(group) // 2, ()
        return None
    for p in reversed(following):
        rest_with = [*others, p.tpn]
        left = [t for t in group if t != p.tpn]
        if legality.can_complete(left) and legality.can_complete(rest_with):
            return len(left) // 2, (p.score,)
    return None
