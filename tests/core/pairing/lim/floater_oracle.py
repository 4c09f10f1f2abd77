"""Which players of each Lim scoregroup float, enumerated literally from C.04.4.3 (2026) and the readings.

Written from the text of art. 1.1, 2.1–2.3, 3.1–3.10 and the readings L1–L3, L5–L10, L17, L21–L25, L27 of
``lim-2026-clarifications.md`` alone: it imports nothing of the Lim engine (not its players, compatibility,
colours or matchings) and reads the tournament's raw round entries. Every candidate floater set is listed:

* L7: the sets that leave the maximum number of pairings (the rest of the scoregroup pairs completely);
* L8: ranked by the counts of floaters of type a, b, c (3.9.1, 3.9.2; L9 for "has a compatible opponent in
  the adjacent scoregroup"), then the floaters who floated the round before (3.10, L10, L27), then the
  difference between the players due White and due Black left in the scoregroup (3.2.2, L25), then the
  numbers (3.2.4, 3.3, 3.4, L4);

and the first one is the choice. Exponential by design; meant for the 8–24 players of the property tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from itertools import combinations

from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

Key = tuple[int, int, int, int, int, tuple[int, ...]]


@dataclass(frozen=True)
class GroupChoice:
    """One scoregroup outside the median, as the oracle pairs it."""

    score: Decimal
    members: tuple[int, ...]
    floaters: tuple[int, ...]
    ranking: list[tuple[Key, tuple[int, ...]]] = field(compare=False, repr=False)
    """Every set keeping the maximum pairings with its L8 key, best first."""


class RoundField:
    """The players of one round as art. 2.1, 3.9, 3.10 and 5 see them, from the entries before it."""

    def __init__(self, t: Tournament, round_no: int) -> None:
        self.round_no = round_no
        self.last_round = t.total_rounds == round_no
        self.win = t.point_system.win
        absent = t.absent_in(round_no)
        self.present = sorted(p.tpn for p in t.players if p.tpn not in absent)
        self.rating = {p.tpn: p.rating for p in t.players}
        self._forbidden: Callable[[int, int], bool] = lambda a, b: t.is_forbidden(a, b, round_no)

        def score_at(r: int) -> dict[int, Decimal]:
            """Pairing scores at the start of round ``r``: points of the rounds before, plus record 250."""
            return {
                p.tpn: sum((t.point_system.points(e.result, e.colour) for e in p.rounds if e.round < r), Decimal(0))
                + t.acceleration(p.tpn, r)
                for p in t.players
            }

        self.score = score_at(round_no)
        before = score_at(round_no - 1) if round_no > 1 else {}
        self.history: dict[int, str] = {}
        self.met: dict[int, set[int]] = {p.tpn: set() for p in t.players}
        self.bye_barred: set[int] = set()
        self.floated: set[int] = set()
        for p in t.players:
            colours = ""
            for e in sorted(p.rounds, key=lambda e: e.round):
                if e.round >= round_no:
                    continue
                played = e.result.is_played and e.opponent is not None
                if played:  # L21, C.04.2 art. 3.4: only games over the board give colours and opponents
                    colours += "W" if e.colour is Colour.WHITE else "B"
                    self.met[p.tpn].add(e.opponent)  # type: ignore[arg-type]
                unplayed_win = not e.result.is_played and t.point_system.points(e.result, e.colour) >= self.win
                if e.result is ResultCode.PAIRING_BYE or unplayed_win:
                    self.bye_barred.add(p.tpn)  # C.04.1 art. 4, L21
                paired = e.opponent is not None and (e.result.is_played or e.result.is_forfeit)
                if e.round == round_no - 1 and paired and before[p.tpn] != before[e.opponent]:  # type: ignore[index]
                    self.floated.add(p.tpn)  # L10: forfeits count, the PAB (no opponent) does not
            self.history[p.tpn] = colours
        for a, opponents in list(self.met.items()):
            for b in opponents:
                self.met.setdefault(b, set()).add(a)

    def due(self, x: int) -> str | None:
        """L3: none without games; |CD| >= 2 equalise; the same colour twice: the other (5.3); CD != 0
        equalise; CD = 0: alternate the last game."""
        h = self.history[x]
        if not h:
            return None
        cd = h.count("W") - h.count("B")
        if cd >= 2:
            return "B"
        if cd <= -2:
            return "W"
        if len(h) >= 2 and h[-1] == h[-2]:
            return "B" if h[-1] == "W" else "W"
        if cd:
            return "B" if cd > 0 else "W"
        return "B" if h[-1] == "W" else "W"

    def _may_have(self, x: int, colour: str) -> bool:
        """5.1.1 (not three in succession) and 5.1.2 (never three more), on played games (L1)."""
        h = self.history[x] + colour
        return h[-3:] not in ("WWW", "BBB") and abs(h.count("W") - h.count("B")) < 3

    def compatible(self, a: int, b: int) -> bool:
        """Art. 2.1 (L1): not met, not a prohibited pair, and some colour allocation keeps both legal; art. 6
        (L2): in the last round players with the same score may meet whatever their colours."""
        if a == b or b in self.met[a] or self._forbidden(a, b):
            return False
        if self.last_round and self.score[a] == self.score[b]:
            return True
        return (self._may_have(a, "W") and self._may_have(b, "B")) or (
            self._may_have(a, "B") and self._may_have(b, "W")
        )


def _pairings(f: RoundField) -> Callable[[frozenset[int]], int]:
    @cache
    def most(group: frozenset[int]) -> int:
        """The largest number of pairings ``group`` can form, by trying every partner of its first player."""
        if len(group) < 2:
            return 0
        first = min(group)
        rest = group - {first}
        best = most(rest)
        for other in sorted(rest):
            if best == len(group) // 2:
                break
            if f.compatible(first, other):
                best = max(best, 1 + most(rest - {other}))
        return best

    return most


def _bye(f: RoundField, players: list[int]) -> int:
    """Art. 1.1, 7.1 (L17): the lowest ranked (round 1: lowest rated) player of the lowest scoregroup who may
    have it, else the next scoregroup up."""
    for s in sorted({f.score[x] for x in players}):
        group = [x for x in players if f.score[x] == s]
        order = sorted(group, key=lambda x: (f.rating[x], -x)) if f.round_no == 1 else sorted(group, reverse=True)
        for x in order:
            if x not in f.bye_barred:
                return x
    raise AssertionError("nobody may have the bye")


def _has_opponent_below(
    f: RoundField, there: list[int], already: dict[int, str], down: bool, arriving: tuple[int, ...], kind: str
) -> dict[int, bool]:
    """L9: the adjacent scoregroup pairs its floaters (3.6, 3.6.1–3.6.3, 3.7, 3.7.1–3.7.3, L23), each with the
    3.8 opponent (downward the highest numbered available due the alternate colour, upward the lowest
    numbered; L11: else the first available), no look-ahead; who is left without one has none."""
    kinds = {**already, **{x: kind for x in arriving}}
    dfs = sorted((x for x, k in kinds.items() if k == "DF"), key=lambda x: (-f.score[x], x))
    ufs = sorted((x for x, k in kinds.items() if k == "UF"), key=lambda x: (f.score[x], -x))
    everybody = sorted({*there, *arriving}, reverse=not down)
    taken: set[int] = set()
    found: dict[int, bool] = {}
    for x in dfs + ufs if down else ufs + dfs:
        if x in taken:
            found[x] = True
            continue
        free = [c for c in everybody if c != x and c not in taken and f.compatible(x, c)]
        mine = f.due(x)
        alternate = [c for c in free if mine is None or f.due(c) not in (None, mine)]
        found[x] = bool(free)
        if free:
            taken |= {x, (alternate or free)[0]}
    return {x: found[x] for x in arriving}


def _choose(
    f: RoundField,
    most: Callable[[frozenset[int]], int],
    members: list[int],
    received: set[int],
    down: bool,
    adjacent: tuple[list[int], dict[int, str], bool],
) -> tuple[tuple[int, ...], list[tuple[Key, tuple[int, ...]]]]:
    count = len(members) - 2 * most(frozenset(members))
    if count == 0:
        return (), []
    # L25: 3.2.2 counts the scoregroup it makes even (2.3.4), after 2.3.1-2.3.3 took out whoever has no
    # compatible opponent in it; players due no colour are not counted.
    even = [x for x in members if any(f.compatible(x, y) for y in members)]
    white = sum(1 for x in even if f.due(x) == "W")
    black = sum(1 for x in even if f.due(x) == "B")
    ranking: list[tuple[Key, tuple[int, ...]]] = []
    for chosen in combinations(sorted(members), count):
        rest = frozenset(members) - set(chosen)
        if 2 * most(rest) != len(rest):
            continue  # L7: fewer pairings than the scoregroup can have
        found = _has_opponent_below(f, adjacent[0], adjacent[1], adjacent[2], chosen, "DF" if down else "UF")
        left = [x for x in even if x not in chosen]
        w = sum(1 for x in left if f.due(x) == "W")
        b = sum(1 for x in left if f.due(x) == "B")
        key: Key = (
            sum(1 for x in chosen if x in received and not found[x]),  # 3.9.1 a
            sum(1 for x in chosen if x in received and found[x]),  # 3.9.1 b
            sum(1 for x in chosen if x not in received and not found[x]),  # 3.9.1 c
            sum(1 for x in chosen if x in f.floated),  # 3.10, L27
            abs(w - b) if white != black else 0,  # 3.2.2, 3.2.4
            tuple(sorted((-x for x in chosen) if down else chosen)),  # L4: the lowest / highest numbered first
        )
        ranking.append((key, chosen))
    ranking.sort()
    return ranking[0][1], ranking


def floater_choices(t: Tournament, round_no: int) -> tuple[int | None, list[GroupChoice]]:
    """The bye and, in pairing order (art. 2.2), each scoregroup outside the median with its floaters."""
    f = RoundField(t, round_no)
    most = _pairings(f)
    active = list(f.present)
    bye = None
    if len(active) % 2:
        bye = _bye(f, active)
        active.remove(bye)
    median = Decimal(round_no - 1) * f.win / 2  # L5
    residents: dict[Decimal, list[int]] = {}
    for x in active:
        residents.setdefault(f.score[x], []).append(x)
    in_median: dict[int, str] = {}
    out: list[GroupChoice] = []
    for down in (True, False):
        scores = sorted((s for s in residents if (s > median if down else s < median)), reverse=down)
        carried: set[int] = set()
        for i, s in enumerate(scores):
            members = sorted([*residents[s], *carried])
            if i + 1 < len(scores):  # L6: the adjacent scoregroup, the median for the last one of a side
                adjacent = (residents[scores[i + 1]], {}, down)
            else:
                adjacent = ([*residents.get(median, []), *in_median], dict(in_median), True)
            chosen, ranking = _choose(f, most, members, carried, down, adjacent)
            out.append(GroupChoice(s, tuple(members), chosen, ranking))
            carried = set(chosen)
        in_median.update({x: "DF" if down else "UF" for x in carried})
    return bye, out
