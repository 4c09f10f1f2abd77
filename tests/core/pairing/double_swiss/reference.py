"""A brute-force, literal reading of C.04.5 (2026) art. 3–4 for small rounds: the engine's referee in the tests.

Deliberately naive: every subset of potential upfloaters, every pairing of a bracket in identifier order,
completion by exhaustive search over bitmasks. Shares only the player state (``players.py``) with the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from decimal import Decimal
from functools import cache
from itertools import combinations

from arbiter_desk.core.pairing.double_swiss.matches import game_column
from arbiter_desk.core.pairing.double_swiss.players import DSPlayer, build_players
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


def reference_pairing(tournament: Tournament, rnd: int) -> tuple[dict[frozenset[int], int], int | None] | None:
    """``({pair: game-1 White}, PAB)`` or None when no legal round-pairing exists."""
    players = build_players(tournament, rnd)
    present = sorted(t for t, p in players.items() if p.present)
    index = {t: i for i, t in enumerate(present)}
    column = game_column(rnd)

    def legal(a: int, b: int) -> bool:
        if b in players[a].opponents or a in players[b].opponents:
            return False
        return not tournament.is_forbidden(a, b, column)

    @cache
    def completable(mask: int) -> bool:
        if mask == 0:
            return True
        members = [t for t in present if mask >> index[t] & 1]
        first = members[0]
        rest = mask & ~(1 << index[first])
        return any(legal(first, o) and completable(rest & ~(1 << index[o])) for o in members[1:])

    def mask_of(tpns: object) -> int:
        return sum(1 << index[t] for t in tpns)  # type: ignore[attr-defined]

    bye: int | None = None
    remaining = list(present)
    if len(remaining) % 2:
        order = sorted((players[t] for t in remaining), key=lambda p: (p.score, -p.matches_played, -p.tpn))
        for p in order:
            if p.can_receive_pab and completable(mask_of(t for t in remaining if t != p.tpn)):
                bye = p.tpn
                break
        else:
            return None
        remaining.remove(bye)
    if not completable(mask_of(remaining)):
        return None
    scoregroups = sorted({players[t].score for t in remaining}, reverse=True)
    groups = {s: [t for t in remaining if players[t].score == s] for s in scoregroups}
    total = tournament.total_rounds
    last = total is not None and rnd >= (total + 1) // 2
    pairs: list[tuple[int, int]] = []
    while remaining:
        top = max(players[t].score for t in remaining)
        residents = [t for t in remaining if players[t].score == top]
        potential = [t for t in remaining if players[t].score < top]
        following_score = next((s for s in scoregroups if s < top), None)
        following = groups.get(following_score, []) if following_score is not None else []
        candidates = []
        for k in range(len(potential) + 1):
            if (len(residents) + k) % 2:
                continue
            for ups in combinations(potential, k):
                bracket = residents + list(ups)
                rest = [t for t in remaining if t not in bracket]
                if completable(mask_of(bracket)) and completable(mask_of(rest)):
                    candidates.append(ups)
            if candidates:
                break
        if not candidates:
            return None

        def profile(ups: tuple[int, ...]) -> tuple[Decimal, ...]:
            return tuple(sorted(players[t].score for t in ups))

        best_profile = max(profile(u) for u in candidates)
        candidates = [u for u in candidates if profile(u) == best_profile]

        def c6_fails(
            ups: tuple[int, ...],
            remaining: list[int] = remaining,
            residents: list[int] = residents,
            following: list[int] = following,
        ) -> int:
            rest = [t for t in remaining if t not in residents and t not in ups]
            left = [t for t in following if t in rest]
            if not left:
                return 0
            below = [t for t in rest if t not in left]
            for extra in combinations(below, len(left) % 2):
                group = left + list(extra)
                if completable(mask_of(group)) and completable(mask_of([t for t in below if t not in extra])):
                    return 0
            return 1

        def set_key(ups: tuple[int, ...]) -> tuple[object, ...]:
            c7 = 0 if last else sum(1 for t in ups if players[t].floated_last_round)
            ordered = sorted(ups, key=lambda t: (-players[t].score, t))
            return (c6_fails(ups), c7, tuple(ordered))

        chosen = min(candidates, key=set_key)
        bracket = sorted(residents + list(chosen))

        def c8(pairing: list[tuple[int, int]], chosen: tuple[int, ...] = chosen) -> int:
            if last:
                return 0
            count = 0
            for a, b in pairing:
                count += int(a in chosen and players[b].floated_last_round)
                count += int(b in chosen and players[a].floated_last_round)
            return count

        best: list[tuple[int, int]] | None = None
        for candidate in _pairings(bracket, legal):
            if best is None or c8(candidate) < c8(best):
                best = candidate
            if c8(best) == 0:
                break
        assert best is not None
        pairs.extend(best)
        remaining = [t for t in remaining if t not in bracket]
    return {frozenset(p): _white(players[p[0]], players[p[1]], tournament.initial_colour) for p in pairs}, bye


def _pairings(members: list[int], legal: Callable[[int, int], bool]) -> Iterator[list[tuple[int, int]]]:
    """Every legal pairing of ``members`` in art. 3.6.2-3.6.3 order: top members (ascending) first, then
    their bottom members."""
    half = len(members) // 2
    for tops in combinations(members, half):
        bottoms = [t for t in members if t not in tops]
        yield from _assign(list(tops), bottoms, legal)


def _assign(tops: list[int], bottoms: list[int], legal: Callable[[int, int], bool]) -> Iterator[list[tuple[int, int]]]:
    if not tops:
        yield []
        return
    top = tops[0]
    for b in bottoms:
        if b > top and legal(top, b):
            for tail in _assign(tops[1:], [x for x in bottoms if x != b], legal):
                yield [(top, b), *tail]


def _white(a: DSPlayer, b: DSPlayer, initial: Colour) -> int:
    """Art. 4.3, with C.04.2 art. 3.4 literally: unplayed matches moved to the front (D13)."""
    hrp, other = (a, b) if (-a.score, a.tpn) < (-b.score, b.tpn) else (b, a)

    def hrp_gets(colour: Colour) -> int:
        return hrp.tpn if colour is Colour.WHITE else other.tpn

    if not hrp.colours and not other.colours:
        return hrp_gets(initial if hrp.parity_number % 2 else initial.opposite)
    w_h = hrp.colours.count(Colour.WHITE)
    w_o = other.colours.count(Colour.WHITE)
    if w_h != w_o:
        return hrp.tpn if w_h < w_o else other.tpn
    n = max(len(hrp.colours), len(other.colours))
    h = [None] * (n - len(hrp.colours)) + list(hrp.colours)
    o = [None] * (n - len(other.colours)) + list(other.colours)
    for x, y in zip(reversed(h), reversed(o), strict=True):
        if x is not None and y is not None and x is not y:
            return hrp_gets(x.opposite)
    if hrp.colours:
        return hrp_gets(hrp.colours[-1].opposite)
    return hrp_gets(other.colours[-1])
