"""The parts of ``certified`` about a bracket's downfloaters (C.04.3 (2026) art. 2.4.3 [C8], 2.3.3 [C9], 3.8):
the [C8] ideal they must reach, the [C9] value when the lone one receives the PAB, and the certificate of
a downfloater's explanation (an equally good candidate pairs him)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from decimal import Decimal

from arbiter_desk.core.pairing.dutch.criteria import BracketFrame, Level, pack
from arbiter_desk.core.pairing.dutch.state import DutchPlayer

C8Value = Callable[[frozenset[int]], int | None]
"""The certified packed [C8] part for a set of downfloaters (``narrow.Below.c8_value``), None if uncertified."""


def c8_ideal(frame: BracketFrame, levels: Sequence[Level], floaters: frozenset[int]) -> int:
    """The packed [C8] ideal (``narrow``): X ∪ N all paired but one N player when odd; the scores the same."""
    radices, _ = pack(levels)
    c8 = [r for lv, r in zip(levels, radices, strict=True) if lv.name == "C8"]
    p = frame.players
    n_members = frame.members | frame.next_group
    counts: dict[Decimal, int] = {}
    for i in n_members:
        counts[p[i].score] = counts.get(p[i].score, 0) + 1
    place: dict[Decimal, int] = {}
    unit = 1
    for v in sorted(counts):
        place[v] = unit
        unit *= counts[v] + 1
    group = sorted(floaters) + sorted(frame.next_group)
    scores = sorted((place[p[i].score] for i in group), reverse=True)
    if len(group) % 2:
        scores = scores[:-1]
    return (len(group) // 2) * c8[0] + sum(scores) * c8[1]


def c9_value(
    frame: BracketFrame, levels: Sequence[Level], floaters: frozenset[int], takers: frozenset[int]
) -> int | None:
    """The packed [C9] part when the lone downfloater of the last bracket receives the PAB, if it reaches the
    bound: he may receive it ([C2], [C5]) and no member who may has fewer unplayed games (art. 2.3.3 [C9]);
    None otherwise. Without a [C9] level (no member may receive it) nothing is certified."""
    radices, _ = pack(levels)
    c9 = [(lv, r) for lv, r in zip(levels, radices, strict=True) if lv.name == "C9"]
    if len(floaters) != 1 or not c9 or not floaters <= takers:
        return None
    (f,) = floaters
    p = frame.players
    if p[f].unplayed != min(p[t].unplayed for t in takers):
        return None
    ((level, radix),) = c9
    return level.gain(f, frame.bye) * radix if frame.bye is not None else None


def equally_good(
    f: int,
    pairs: Sequence[tuple[int, int]],
    p: Sequence[DutchPlayer],
    bad: Sequence[Collection[int]],
    c8_value: C8Value | None,
    floaters: frozenset[int],
    takers: frozenset[int] | None,
    faultless: Callable[[int, int], bool],
) -> bool:
    """Whether a candidate reaching every bound pairs the downfloater ``f`` inside: ``f`` takes the place of
    a paired S2 player ``y`` alike in everything the inside levels see, and ``y`` floats with [C8] still
    ideal (with the PAB: ``y`` may receive it and has as many unplayed games, [C9]). Then ``f`` floats by
    the text's order alone (art. 3.8), as ``bracket._why_floats`` says."""
    if c8_value is None and takers is None:
        return False
    pf = p[f]
    target = c8_value(floaters) if c8_value is not None else None
    for x, y in pairs:
        py = p[y]
        if f in bad[x] or not faultless(x, f):
            continue
        if (py.preference, py.float_prev, py.float_prev2) != (pf.preference, pf.float_prev, pf.float_prev2):
            continue
        if takers is not None:
            if y in takers and py.unplayed == pf.unplayed and py.score == pf.score:
                return True
            continue
        assert c8_value is not None
        if c8_value(floaters - {f} | {y}) == target:
            return True
    return False
