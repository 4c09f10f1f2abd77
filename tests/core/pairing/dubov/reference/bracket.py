"""Reference reading, pairing one bracket: C.04.4.1 (2026) art. 3.2.3-3.2.6 (clar. 12-16)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arbiter_desk.core.results import Colour

from .data import PlayerData
from .legal import Matcher
from .orders import s1_order, sets_in_order, shifters_in_order


@dataclass(frozen=True, slots=True)
class BracketPairing:
    """The outcome of art. 3.2.3-3.2.6 for one bracket."""

    g1: tuple[int, ...]
    g2: tuple[int, ...]
    shifted_out: tuple[int, ...]
    """Step 1 of art. 3.2.4: players moved out of the smaller subgroup."""
    shifted_back: tuple[int, ...]
    """Step 2 of art. 3.2.4: players moved from the larger subgroup to equalise sizes."""
    s1: tuple[int, ...]
    t2: tuple[int, ...]

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        return tuple(zip(self.s1, self.t2, strict=True))


def initial_groups(players: list[PlayerData]) -> tuple[list[PlayerData], list[PlayerData]]:
    """Art. 3.2.3 (clar. 12): G1 = White seekers, G2 = the rest; if nobody has played, G1 = first half by TPN."""
    if all(not p.history for p in players):
        by_tpn = sorted(players, key=lambda p: p.tpn)
        half = len(by_tpn) // 2
        return by_tpn[:half], by_tpn[half:]
    g1 = [p for p in players if p.preference is Colour.WHITE]
    g2 = [p for p in players if p.preference is not Colour.WHITE]
    return g1, g2


def _same_preference(data: dict[int, PlayerData]) -> Callable[[int, int], int]:
    def cost(a: int, b: int) -> int:
        # [C7]: in a pair whose players want the same colour exactly one of them misses it (art. 5.2.2).
        return 1 if data[a].preference is data[b].preference else 0

    return cost


def pair_bracket(players: list[PlayerData], matcher: Matcher) -> BracketPairing:
    """Pair a bracket whose players can all be paired legally (secured by the choice of upfloaters)."""
    data = {p.tpn: p for p in players}
    g1, g2 = initial_groups(players)
    smaller_is_g1 = len(g1) <= len(g2)
    smaller, larger = (g1, g2) if smaller_is_g1 else (g2, g1)
    everyone = frozenset(data)

    # 3.2.4 step 1 (clar. 13): as many players as the unavoidable pairs inside the smaller subgroup.
    inside = matcher.min_pairs_inside(everyone, frozenset(p.tpn for p in smaller))
    if inside is None:
        raise AssertionError(f"bracket {sorted(data)} cannot be paired")
    cost = _same_preference(data)

    best: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    for out in sets_in_order([p.tpn for p in shifters_in_order(smaller)], inside):
        small_now = [p for p in smaller if p.tpn not in out]
        large_now = [*larger, *(data[t] for t in out)]
        need = (len(large_now) - len(small_now)) // 2
        # 3.2.4 step 2 (clar. 14): from the larger subgroup's own colour seekers, never the ones shifted in.
        chosen: tuple[int, tuple[int, ...]] | None = None
        for back in sets_in_order([p.tpn for p in shifters_in_order(larger)], need):
            s = tuple(sorted([p.tpn for p in small_now] + list(back)))
            lg = tuple(sorted(p.tpn for p in large_now if p.tpn not in back))
            value = matcher.min_bijection_cost(s, lg, cost)
            # Clar. 15: the first set (art. 4.3 order) that can yield a legal pairing with the fewest C7 misses.
            if value is not None and (chosen is None or value < chosen[0]):
                chosen = (value, back)
        # Clar. 13: a step-1 set is judged by the best pairing it still allows after step 2.
        if chosen is not None and (best is None or chosen[0] < best[0]):
            best = (chosen[0], out, chosen[1])
    if best is None:
        raise AssertionError(f"no shift of bracket {sorted(data)} gives a legal pairing")
    _, out, back = best

    small_final = [p for p in smaller if p.tpn not in out] + [data[t] for t in back]
    large_final = [p for p in larger if p.tpn not in back] + [data[t] for t in out]
    new_g1, new_g2 = (small_final, large_final) if smaller_is_g1 else (large_final, small_final)
    s1 = tuple(p.tpn for p in s1_order(new_g1))  # art. 3.2.5
    t2 = matcher.first_transposition(s1, tuple(p.tpn for p in new_g2))  # art. 3.2.6, 4.4 (clar. 16)
    if t2 is None:
        raise AssertionError(f"no legal transposition for S1 {s1}")
    return BracketPairing(
        g1=tuple(sorted(p.tpn for p in g1)),
        g2=tuple(sorted(p.tpn for p in g2)),
        shifted_out=out,
        shifted_back=back,
        s1=s1,
        t2=t2,
    )
