"""A brute-force, literal Lim pairing for small fields: the readings L1–L27 written as directly as possible.

No matching algorithm, no certificates, no pruning: maximum pairings, floater sets and "available" are all
found by enumerating pairings. It shares only the player data, compatibility (art. 2.1) and the colour rules
with the engine, so it checks the engine's search (matchings, witnesses, candidate sets), not the readings.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from itertools import combinations

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.lim.colours import allocate_colours, due_other, fits
from arbiter_desk.core.pairing.lim.compatibility import Compatibility
from arbiter_desk.core.pairing.lim.players import LimPlayer, build_players
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

Pairs = list[tuple[int, int]]


def reference_pairing(t: Tournament, rnd: RoundNo) -> tuple[set[tuple[int, int]], int | None]:
    """(white, black) pairs and the bye of round ``rnd``."""
    absent = t.absent_in(rnd)
    present = frozenset(p.tpn for p in t.players if p.tpn not in absent)
    players: dict[int, LimPlayer] = {int(k): v for k, v in build_players(t, rnd, present).items()}
    last = t.total_rounds is not None and rnd == t.total_rounds
    compat = Compatibility(build_players(t, rnd, present), t, rnd, last)

    def ok(a: int, b: int) -> bool:
        return compat.can_meet(PairingNumber(a), PairingNumber(b))

    @cache
    def max_pairs(group: frozenset[int]) -> int:
        if len(group) < 2:
            return 0
        first = min(group)
        rest = group - {first}
        best = max_pairs(rest)
        for other in rest:
            if ok(first, other):
                best = max(best, 1 + max_pairs(rest - {other}))
        return best

    def perfect(group: frozenset[int]) -> bool:
        return len(group) % 2 == 0 and max_pairs(group) * 2 == len(group)

    active = [int(x) for x in sorted(present)]
    bye: int | None = None
    if len(active) % 2:
        for score in sorted({players[x].score for x in active}):
            group = [x for x in active if players[x].score == score]
            key = (lambda x: (players[x].rating, -x)) if rnd == 1 else (lambda x: -x)
            eligible = [x for x in sorted(group, key=key) if players[x].can_get_bye]
            if eligible:
                bye = eligible[0]
                break
        assert bye is not None
        active.remove(bye)

    def order_floaters(kinds: dict[int, str], down_first: bool) -> list[int]:
        dfs = sorted((x for x, k in kinds.items() if k == "DF"), key=lambda x: (-players[x].score, x))
        ufs = sorted((x for x, k in kinds.items() if k == "UF"), key=lambda x: (players[x].score, -x))
        return dfs + ufs if down_first else ufs + dfs

    def pick(player: int, candidates: list[int], left: set[int], floater: bool) -> int:
        usable = [c for c in candidates if ok(player, c) and perfect(frozenset(left - {player, c}))]
        fit = due_other if floater else fits
        fitting = [c for c in usable if fit(players[player], players[c])]
        return (fitting or usable)[0]

    def pair_kept(members: list[int], floaters: list[int], down: bool) -> Pairs:
        left = set(members)
        out: Pairs = []
        for f in floaters:
            if f in left:
                c = pick(f, sorted(left - {f}, reverse=not down), left, True)
                out.append((f, c))
                left -= {f, c}
        while left:
            ordered = sorted(left)
            half = len(ordered) // 2
            if down:
                s, order = ordered[0], ordered[half:] + ordered[1:half][::-1]
            else:
                s, order = ordered[-1], ordered[:half][::-1] + ordered[half:-1]
            c = pick(s, order, left, False)
            out.append((s, c))
            left -= {s, c}
        return out

    def simulate(adj_members: list[int], adj_kinds: dict[int, str], down: bool, arriving: tuple[int, ...],
                 kind: str) -> dict[int, bool]:  # fmt: skip
        kinds = {**adj_kinds, **{x: kind for x in arriving}}
        everyone = sorted([*adj_members, *arriving], reverse=not down)
        taken: set[int] = set()
        found = {}
        for f in order_floaters(kinds, down):
            if f in taken:
                found[f] = True
                continue
            options = [c for c in everyone if c != f and c not in taken and ok(f, c)]
            fitting = [c for c in options if due_other(players[f], players[c])]
            found[f] = bool(options)
            if options:
                taken |= {f, (fitting or options)[0]}
        return {x: found[x] for x in arriving}

    def floaters_of(members: list[int], received: set[int], down: bool, adj: tuple[list[int], dict[int, str]],
                    adj_down: bool, kind: str) -> tuple[int, ...]:  # fmt: skip
        k = max_pairs(frozenset(members))
        count = len(members) - 2 * k
        if count == 0:
            return ()
        due = {x: players[x].due for x in members}
        # L25: "before" is the scoregroup 2.3.4 makes even, after the 2.3.1-2.3.3 transfers (no partner at all).
        even = [x for x in members if any(ok(x, y) for y in members if y != x)]
        white = sum(1 for x in even if due[x] is Colour.WHITE)
        black = sum(1 for x in even if due[x] is Colour.BLACK)
        best: tuple[int, int, int, int, int, tuple[int, ...]] | None = None
        chosen: tuple[int, ...] = ()
        for combo in combinations(sorted(members), count):
            if not perfect(frozenset(members) - set(combo)):
                continue
            found = simulate(adj[0], adj[1], adj_down, combo, kind)
            types = [(x in received, found[x]) for x in combo]
            w = white - sum(1 for x in combo if x in even and due[x] is Colour.WHITE)
            b = black - sum(1 for x in combo if x in even and due[x] is Colour.BLACK)
            key = (
                types.count((True, False)),
                types.count((True, True)),
                types.count((False, False)),
                sum(1 for x in combo if players[x].floated_last_round),
                abs(w - b) if white != black else 0,
                tuple(sorted(-x for x in combo)) if down else tuple(sorted(combo)),
            )
            if best is None or key < best:
                best, chosen = key, combo
        return chosen

    median = Decimal(rnd - 1) * t.point_system.win / 2
    residents: dict[Decimal, list[int]] = {}
    for x in active:
        residents.setdefault(players[x].score, []).append(x)
    m_res = residents.get(median, [])
    m_kinds: dict[int, str] = {}
    stacks: dict[str, list[tuple[int, int]]] = {"up": [], "low": []}
    for side, scores in (
        ("up", sorted((s for s in residents if s > median), reverse=True)),
        ("low", sorted(s for s in residents if s < median)),
    ):
        down = side == "up"
        kind = "DF" if down else "UF"
        carried: dict[int, str] = {}
        for i, score in enumerate(scores):
            members = sorted([*residents[score], *carried])
            if i + 1 < len(scores):
                adj: tuple[list[int], dict[int, str]] = (residents[scores[i + 1]], {})
                adj_down = down
            else:
                adj, adj_down = ([*m_res, *m_kinds], dict(m_kinds)), True
            chosen_set = floaters_of(members, set(carried), down, adj, adj_down, kind)
            kept = [x for x in members if x not in chosen_set]
            order = order_floaters({x: k for x, k in carried.items() if x in kept}, down)
            stacks[side].extend(pair_kept(kept, order, down))
            carried = {x: kind for x in chosen_set}
        m_kinds.update(carried)
    while not perfect(frozenset([*m_res, *m_kinds])):
        above = sum(1 for k in m_kinds.values() if k == "DF")
        side = "low" if above > len(m_kinds) - above else "up"
        if not stacks[side]:
            side = "up" if side == "low" else "low"
        a, b = stacks[side].pop()
        m_kinds[a] = m_kinds[b] = "DF" if side == "up" else "UF"
    made = pair_kept(sorted([*m_res, *m_kinds]), order_floaters(m_kinds, True), True)
    result: set[tuple[int, int]] = set()
    for group_pairs, at_or_above in ((stacks["up"], True), (stacks["low"], False), (made, True)):
        for a, b in group_pairs:
            d = allocate_colours(players[a], players[b], t.initial_colour, rnd, at_or_above)
            result.add((int(d.white), int(d.black)))
    return result, bye
