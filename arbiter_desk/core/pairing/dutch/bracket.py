"""Pairing one bracket: the first best candidate in the text's order (C.04.3 (2026) art. 3–4, clar. 5).

The optimum of [C5]…[C21] is computed once by a maximum-weight matching (``criteria``, ``oracle``). The
candidate chosen is the first, in the order of art. 3.6/3.7/4.2–4.5, that reaches it; since that order is
lexicographic, it is built decision by decision, keeping at each step the first choice after which an
optimal candidate still exists:

1. the set of pairable MDPs (art. 4.4.2: by their smallest differing BSN), M1 = MDPs paired in the optimum
   (clar. 8);
2. the MDP-pairing: S1 (the chosen MDPs) with the first S2 residents of a transposition (art. 4.2.2);
3. the remainder (or the homogeneous bracket): S1R = its first MaxPairs residents, then the first exchange
   (art. 4.3.2) and in it the first transposition that admit an optimal candidate.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_desk.core.pairing.dutch.criteria import BracketFrame, Level, bracket_levels, pack, unpack
from arbiter_desk.core.pairing.dutch.exchanges import exchanges
from arbiter_desk.core.pairing.dutch.oracle import Constraints, OptimumKeeper, Oracle


@dataclass(frozen=True, slots=True)
class BracketResult:
    """Pairs made in the bracket (S1 player first) and its downfloaters, with how they were found."""

    pairs: tuple[tuple[int, int], ...]
    how: tuple[str, ...]
    """Per pair: ``MDP-pairing`` or ``remainder``/``bracket`` and positions."""
    floaters: tuple[int, ...]
    limbo: tuple[int, ...]
    s1: tuple[int, ...]
    s2: tuple[int, ...]
    exchange: str
    floater_reasons: tuple[str, ...]
    optimum: tuple[tuple[str, int], ...]


def _edges(
    frame: BracketFrame, nodes: int, legal: dict[int, set[int]], levels: Sequence[Level]
) -> list[tuple[int, int, int]]:
    radices, _ = pack(levels)
    mdps = frame.mdps
    out = []
    for u in range(nodes):
        for v in legal.get(u, ()):
            if v <= u:
                continue
            if u in mdps and v in mdps:
                continue  # clar. 10: MDPs meet residents only
            w = 1
            for lv, radix in zip(levels, radices, strict=True):
                g = lv.gain(u, v)
                if g:
                    w += g * radix
            out.append((u, v, w))
    return out


def pair_bracket(
    frame: BracketFrame, order: Sequence[int], legal: dict[int, set[int]], nodes: int, explain: bool = True
) -> BracketResult:
    """Pair the bracket ``frame.members`` (``order`` = all players still to pair, by art. 1.2, bye last)."""
    levels = bracket_levels(frame, with_c9=False)
    oracle = Oracle(nodes, _edges(frame, nodes, legal, levels))
    first = oracle.solve()
    if first is None:
        raise ValueError("no complete pairing")  # the caller checked completion before
    weight, mate = first
    members = frame.members
    inside = sum(1 for u in members if mate[u] in members) // 2
    floaters_count = len(members) - 2 * inside
    if floaters_count == 1 and frame.bye is not None and any(frame.bye in legal.get(u, ()) for u in members):
        levels = bracket_levels(frame, with_c9=True)
        oracle = Oracle(nodes, _edges(frame, nodes, legal, levels))
        found = oracle.solve()
        assert found is not None
        weight, mate = found
    keeper = OptimumKeeper(oracle, weight, mate)
    bsn = [u for u in order if u in members]
    mdps = [u for u in bsn if u in frame.mdps]
    residents = [u for u in bsn if u not in frame.mdps]
    m1 = sum(1 for u in mdps if keeper.mate[u] in members)
    resident_set = frozenset(residents)
    outside = frozenset(range(nodes)) - members

    # 1. Set of pairable MDPs (art. 4.4): the first set, by smallest differing BSN, admitting the optimum.
    s1: list[int] = []
    limbo: list[int] = []
    for m in mdps:
        if len(s1) < m1 and keeper.try_add(keeper.constraints.restrict(m, resident_set)):
            s1.append(m)
        else:
            ok = keeper.try_add(keeper.constraints.restrict(m, outside))
            assert ok, "an optimal candidate must exist with this MDP in the Limbo"
            limbo.append(m)

    # 2. MDP-pairing: transpositions of S2 in lexicographic order (art. 4.2.2).
    pairs: list[tuple[int, int]] = []
    how: list[str] = []
    used: set[int] = set()
    for i, m in enumerate(s1, start=1):
        for j, y in enumerate(residents, start=1):
            if y in used or y not in legal.get(m, ()):
                continue
            if keeper.try_add(keeper.constraints.fix(m, y)):
                pairs.append((m, y))
                how.append(f"MDP-pairing: S1 #{i} with resident BSN {j + len(mdps)}")
                used.add(y)
                break
        else:
            raise AssertionError("an optimal MDP-pairing must exist")

    # 3. Remainder / homogeneous bracket (art. 3.6): S1R, S2R, exchanges, transpositions.
    remainder = [y for y in residents if y not in used]
    rem_pairs = sum(1 for u in remainder if keeper.mate[u] in members) // 2
    label = "remainder" if mdps else "bracket"
    s1r = list(range(1, rem_pairs + 1))
    s2r = list(range(rem_pairs + 1, len(remainder) + 1))
    by_bsn = {k: remainder[k - 1] for k in range(1, len(remainder) + 1)}
    exchange_text = ""
    s1_final: list[int] = []
    s2_final: list[int] = []
    if rem_pairs:
        for down, up in exchanges(s1r, s2r):
            new_s1 = sorted((set(s1r) - set(down)) | set(up))
            new_s2 = sorted((set(s2r) - set(up)) | set(down))
            s2_players = frozenset(by_bsn[k] for k in new_s2)
            cons = keeper.constraints.separate(s2_players)
            for k in new_s1:
                cons = cons.restrict(by_bsn[k], s2_players)
            if keeper.try_add(cons):
                s1_final, s2_final = new_s1, new_s2
                if down:
                    exchange_text = (
                        f"exchange (art. 4.3): {label} BSN {'+'.join(map(str, down))} of S1 with "
                        f"{'+'.join(map(str, up))} of S2"
                    )
                break
        taken: set[int] = set()
        for k in s1_final:
            x = by_bsn[k]
            for k2 in s2_final:
                y = by_bsn[k2]
                if k2 in taken or y not in legal.get(x, ()):
                    continue
                if keeper.try_add(keeper.constraints.fix(x, y)):
                    pairs.append((x, y))
                    how.append(f"{label}: S1 BSN {k} with S2 BSN {k2}")
                    taken.add(k2)
                    break
            else:
                raise AssertionError("an optimal transposition must exist")
    paired = {u for pr in pairs for u in pr}
    floaters = tuple(u for u in bsn if u not in paired)
    reasons: list[str] = []
    optimum = unpack(keeper.weight - nodes // 2, levels)
    if explain:
        for f in floaters:
            reasons.append(_why_floats(f, keeper, levels, members, nodes, optimum))
    transposition = ""
    if s1_final:
        transposition = "S2 order " + " ".join(str(k) for k in s2_final)
    return BracketResult(
        pairs=tuple(pairs),
        how=tuple(how),
        floaters=floaters,
        limbo=tuple(limbo),
        s1=tuple(s1),
        s2=tuple(residents),
        exchange="; ".join(t for t in (exchange_text, transposition) if t),
        floater_reasons=tuple(reasons),
        optimum=tuple((lv.name, value) for lv, value in zip(levels, optimum, strict=True)),
    )


def _why_floats(
    f: int, keeper: OptimumKeeper, levels: Sequence[Level], members: frozenset[int], nodes: int, optimum: list[int]
) -> str:
    """The criterion that makes ``f`` downfloat: the first level that gets worse if he is paired inside."""
    found = keeper.oracle.solve(Constraints(only={f: members - {f}}))
    if found is None:
        return "cannot be paired in the bracket with a complete round-pairing (C1–C4)"
    values = unpack(found[0] - nodes // 2, levels)
    for lv, best, alt in zip(levels, optimum, values, strict=True):
        if alt < best:
            return f"pairing him in the bracket would violate {lv.name} more"
    return "equally good candidates: the first in the text's order (art. 3.8) lets him float"
