"""A literal, exhaustive reading of C.04.4.2 (2026) art. 1.7–4 for small rounds: the engine's referee in tests.

Written from the text and the B-notes without the engine's search: its own index (1.7, B3–B6), the PAB by
walking the order of 3.1 with completion found by enumeration, and for each bracket *every* pairing generated
and sorted by the literal comparison of art. 4.3, each evaluated on [C4]–[C8] directly ([C4] and [C7] by
enumerating completions and the following bracket's pairings), the first best one taken (3.2.2). Colour
preferences, [C3] and art. 5 come from the engine's ``players``/``colours`` modules, which have their own
tests. Exponential: keep brackets to about a dozen players.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.burstein.colours import allocate_colours, loses_preference
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer, build_players
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.tournament import Tournament

MAX_BRACKET = 11
"""The largest bracket the reference enumerates (35,696 pairings)."""


class TooLarge(Exception):
    """The round has a bracket too large to enumerate."""


Pairing = tuple[int, ...]
"""``opp[k]`` = BSN of the opponent of BSN k+1, 0 for a floater."""


def art_4_3_precedes(a: Pairing, b: Pairing) -> int:
    """-1 if ``a`` precedes ``b`` by art. 4.3: BSN 1's opponent larger, then BSN 2's, and so on."""
    for x, y in zip(a, b, strict=True):
        if x != y:
            return -1 if x > y else 1
    return 0


def all_pairings(m: int, floaters: int) -> list[Pairing]:
    """Every pairing of BSNs 1..m with exactly ``floaters`` virtual players (art. 4.2)."""
    out: list[Pairing] = []

    def rec(opp: list[int], zeros: int) -> None:
        free = [k for k in range(m) if opp[k] == -1]
        if not free:
            if zeros == 0:
                out.append(tuple(opp))
            return
        i = free[0]
        for j in free[1:]:
            opp[i], opp[j] = j + 1, i + 1
            rec(opp, zeros)
            opp[i] = opp[j] = -1
        if zeros:
            opp[i] = 0
            rec(opp, zeros - 1)
            opp[i] = -1

    rec([-1] * m, floaters)
    return out


def sorted_by_art_4_3(pairings: Sequence[Pairing]) -> list[Pairing]:
    return sorted(pairings, key=functools.cmp_to_key(art_4_3_precedes))


# -- art. 1.7, written out on its own ------------------------------------------------------------------------


def reference_index(t: Tournament, rnd: int) -> dict[int, tuple[Decimal, Decimal]]:
    """(Buchholz, Sonneborn-Berger) of every player before round ``rnd`` (1.7.1, 1.7.2, B3–B6)."""
    pts = t.point_system

    def points(p: Player, r: int) -> Decimal:
        e = p.entry(r)
        return ZERO if e is None else pts.points(e.result, e.colour)

    score = {p.tpn: sum((points(p, r) for r in range(1, rnd)), ZERO) for p in t.players}

    def zero_bye(p: Player, r: int) -> bool:
        e = p.entry(r)
        return e is None or (e.opponent is None and e.result is not ResultCode.PAIRING_BYE and points(p, r) == 0)

    seen_by_opponents = {}
    for p in t.players:
        series = 0
        r = rnd - 1
        while r >= 1 and zero_bye(p, r):
            series += 1
            r -= 1
        seen_by_opponents[p.tpn] = score[p.tpn] + series * pts.draw
    out = {}
    for p in t.players:
        bh = sb = ZERO
        for r in range(1, rnd):
            e = p.entry(r)
            if e is not None and e.result.is_played and e.opponent is not None:
                s = seen_by_opponents[e.opponent]
            else:
                s = score[p.tpn]
            bh += s
            sb += points(p, r) * s
        out[p.tpn] = (bh, sb)
    return out


class ReferenceBurstein:
    def __init__(self, t: Tournament, rnd: int | None = None) -> None:
        self.t = t
        self.r = t.round_to_pair() if rnd is None else rnd
        absent = t.absent_in(self.r)
        self.p: dict[int, BursteinPlayer] = {int(k): v for k, v in build_players(t, self.r).items()}
        self.idx = reference_index(t, self.r)
        self.to_pair = [p.tpn for p in t.players if p.tpn not in absent]

    def rank(self, x: int) -> tuple[Decimal, Decimal, int]:
        bh, sb = self.idx[x]
        return (-bh, -sb, x)

    def legal(self, a: int, b: int) -> bool:
        pa, pb = self.p[a], self.p[b]
        met = b in pa.opponents or a in pb.opponents
        ca, cb = pa.absolute_colour, pb.absolute_colour
        return not met and not (ca is not None and ca is cb) and not self.t.is_forbidden(a, b, self.r)

    @functools.cache  # noqa: B019 - one reference per round, discarded afterwards
    def completable(self, group: frozenset[int]) -> bool:
        if not group:
            return True
        first = min(group)
        return any(self.legal(first, o) and self.completable(group - {first, o}) for o in group - {first})

    def bye(self) -> int | None:
        if len(self.to_pair) % 2 == 0:
            return None
        order = sorted(
            self.to_pair,
            key=lambda x: (self.p[x].score, -self.p[x].games_played, self.idx[x][0], self.idx[x][1], -x),
        )
        for x in order:
            if self.p[x].can_receive_pab and self.completable(frozenset(self.to_pair) - {x}):
                return x
        raise ValueError("no PAB assignee")

    # -- brackets ----------------------------------------------------------------------------------------
    def next_bracket_value(self, group: frozenset[int], rest: frozenset[int]) -> tuple[int, tuple[Decimal, ...]]:
        """[C7] (B14): the best (pairs, floaters' scores desc) of the following bracket under [C1]-[C4]."""
        return self._next_value(group, rest)

    @functools.cache  # noqa: B019
    def _next_value(self, group: frozenset[int], rest: frozenset[int]) -> tuple[int, tuple[Decimal, ...]]:
        best: tuple[int, tuple[Decimal, ...]] | None = None
        members = sorted(group)
        for pairs, floaters in _partial_matchings(members, self.legal):
            if not self.completable(frozenset(floaters) | rest):
                continue
            value = (pairs, tuple(sorted((self.p[x].score for x in floaters), reverse=True)))
            if best is None or (-value[0], value[1]) < (-best[0], best[1]):
                best = value
        if best is None:
            raise ValueError("following bracket cannot be completed")
        return best

    def pair_round(self) -> tuple[dict[frozenset[PairingNumber], PairingNumber], PairingNumber | None]:
        bye = self.bye()
        left = [x for x in self.to_pair if x != bye]
        scores = sorted({self.p[x].score for x in left}, reverse=True)
        groups = [[x for x in left if self.p[x].score == s] for s in scores]
        incoming: list[int] = []
        white: dict[frozenset[PairingNumber], PairingNumber] = {}
        for g, group in enumerate(groups):
            following = frozenset(groups[g + 1]) if g + 1 < len(groups) else frozenset()
            rest = frozenset(x for later in groups[g + 2 :] for x in later)
            pairs, incoming = self.pair_bracket(group + incoming, following, rest)
            for a, b in pairs:
                d = allocate_colours(self.p[a], self.p[b], self.t.initial_colour)
                white[frozenset((PairingNumber(a), PairingNumber(b)))] = d.white
        assert not incoming
        return white, None if bye is None else PairingNumber(bye)

    def pair_bracket(
        self, bracket: list[int], following: frozenset[int], rest: frozenset[int]
    ) -> tuple[list[tuple[int, int]], list[int]]:
        order = sorted(bracket, key=self.rank)
        m = len(order)
        if m > MAX_BRACKET:
            raise TooLarge(f"bracket of {m}")
        candidates = [c for z in range(m % 2, m + 1, 2) for c in all_pairings(m, z)]
        best_key = None
        chosen: Pairing | None = None
        for cand in sorted_by_art_4_3(candidates):
            pairs = [(order[k], order[cand[k] - 1]) for k in range(m) if cand[k] > k + 1]
            if not all(self.legal(a, b) for a, b in pairs):  # [C1]-[C3]
                continue
            floaters = [order[k] for k in range(m) if cand[k] == 0]
            if not self.completable(frozenset(floaters) | following | rest):  # [C4]
                continue
            c6 = tuple(sorted((self.p[x].score for x in floaters), reverse=True))
            if following:
                n_pairs, n_scores = self.next_bracket_value(frozenset(floaters) | following, rest)
                c7: tuple[int, tuple[Decimal, ...]] = (-n_pairs, n_scores)
            else:
                c7 = (0, ())
            c8 = sum(1 for a, b in pairs if loses_preference(self.p[a], self.p[b]))
            key = (-len(pairs), c6, c7, c8)
            if best_key is None or key < best_key:  # strictly better: the first best one is kept
                best_key, chosen = key, cand
        if chosen is None:
            raise ValueError("bracket cannot be paired")
        pairs = [(order[k], order[chosen[k] - 1]) for k in range(m) if chosen[k] > k + 1]
        return pairs, [order[k] for k in range(m) if chosen[k] == 0]


def _partial_matchings(members: list[int], legal: object) -> Iterator[tuple[int, list[int]]]:
    """Every set of legal pairs among ``members`` as (number of pairs, players left unpaired)."""
    assert callable(legal)

    def rec(left: list[int]) -> Iterator[tuple[int, list[int]]]:
        if not left:
            yield 0, []
            return
        first, others = left[0], left[1:]
        for pairs, unpaired in rec(others):
            yield pairs, [first, *unpaired]
        for k, o in enumerate(others):
            if legal(first, o):
                for pairs, unpaired in rec(others[:k] + others[k + 1 :]):
                    yield pairs + 1, unpaired

    yield from rec(members)


def reference_round(
    t: Tournament, rnd: int | None = None
) -> tuple[dict[frozenset[PairingNumber], PairingNumber], PairingNumber | None]:
    """(White of each pair, the PAB) of a round after the seeding rounds, by the literal reading."""
    return ReferenceBurstein(t, RoundNo(rnd) if rnd is not None else None).pair_round()
