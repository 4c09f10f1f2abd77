"""The two columns of the 1997 text and their pairing (art. 6.2, 6.3, 7.3, 7.4; readings E15, E16, E28).

White column: increasing ARO, then lower R, then TPN (6.2, E16). Black column: decreasing R, then higher ARO, then
TPN. 7.3/7.4 (even groups, E28): surplus Whites with the lowest ARO (then higher R, TPN) move to the Black column,
or surplus Blacks with the highest ARO (then lower R, TPN) to the White column, skipping a player the other colour
would push past 2.3/2.4 (2.6).

6.2/6.3 (E15): each White in column order takes the first Black not yet taken that still lets the remaining rows
be completed: the lexicographically first permutation of the Black column. Without an all-White-Black pairing the
number of White-White / Black-Black pairs is minimised; a White who can meet no Black takes the first White below
him; Blacks left over pair among themselves in column order. Every choice keeps the rest completable with that
minimum (a matching decides).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import Legality1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import Player97
from arbiter_desk.core.pairing.matching.bipartite import first_lexicographic_assignment
from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching
from arbiter_desk.core.pairing.matching.greedy import greedy_lexicographic_assignment
from arbiter_desk.core.results import Colour


def white_order(p: Player97) -> tuple[object, ...]:
    """6.2: increasing ARO, the lower R higher, then alphabetically = TPN (E16)."""
    return (p.aro, p.rating, p.tpn)


def black_order(p: Player97) -> tuple[object, ...]:
    """6.2: decreasing R, the higher ARO higher, then TPN (E16)."""
    return (-p.rating, -p.aro, p.tpn)


@dataclass(frozen=True, slots=True)
class Columns:
    whites: tuple[Player97, ...]
    blacks: tuple[Player97, ...]
    moved: tuple[Player97, ...] = ()
    rule: str = ""


def columns(members: Sequence[Player97]) -> Columns:
    """The columns by due colour, balanced by 7.3/7.4 when the group is even (E28)."""
    whites = [p for p in members if p.due is Colour.WHITE]
    blacks = [p for p in members if p.due is Colour.BLACK]
    moved: list[Player97] = []
    rule = ""
    if len(members) % 2 == 0 and len(whites) != len(blacks):
        n = abs(len(whites) - len(blacks)) // 2
        if len(whites) > len(blacks):
            rule = "7.3"
            pool = sorted(whites, key=lambda p: (p.aro, -p.rating, p.tpn))
            moved = [p for p in pool if Colour.BLACK in p.allowed][:n]  # 2.6
        else:
            rule = "7.4"
            pool = sorted(blacks, key=lambda p: (-p.aro, p.rating, p.tpn))
            moved = [p for p in pool if Colour.WHITE in p.allowed][:n]  # 2.6
        ids = {p.tpn for p in moved}
        if rule == "7.3":
            blacks += moved
            whites = [p for p in whites if p.tpn not in ids]
        else:
            whites += moved
            blacks = [p for p in blacks if p.tpn not in ids]
    return Columns(tuple(sorted(whites, key=white_order)), tuple(sorted(blacks, key=black_order)), tuple(moved), rule)


def pair_columns(
    whites: Sequence[Player97], blacks: Sequence[Player97], legality: Legality1997
) -> list[tuple[Player97, Player97]]:
    """6.2/6.3 (E15) for players known to be completely pairable among themselves: (first, second) per row."""
    if len(whites) == len(blacks):
        can = legality.can_meet

        def meet(a: Player97, b: Player97) -> bool:
            return can(a.tpn, b.tpn)

        found = greedy_lexicographic_assignment(whites, blacks, meet) or first_lexicographic_assignment(
            whites, blacks, meet
        )
        if found is not None:
            return list(zip(whites, found, strict=True))
    return _mixed(list(whites), list(blacks), legality)


def _mixed(whites: list[Player97], blacks: list[Player97], legality: Legality1997) -> list[tuple[Player97, Player97]]:
    """E15 when no all-White-Black pairing exists: fewest same-colour pairs, then first choices in column order."""
    players = whites + blacks
    is_white: dict[int, bool] = {p.tpn: i < len(whites) for i, p in enumerate(players)}
    best = _fewest_same(players, is_white, legality)
    if best is None:
        raise NoValidPairingError(
            "the score group cannot be paired (1997 art. 2.1, 2.3, 2.4)", tuple(p.tpn for p in players)
        )
    pairs: list[tuple[Player97, Player97]] = []
    left = {p.tpn for p in players}
    same_left = best
    order = [p for p in whites] + [p for p in blacks]
    for p in order:
        if p.tpn not in left:
            continue
        if is_white[p.tpn]:
            below = whites[whites.index(p) + 1 :]
            candidates = blacks + below
        else:
            candidates = blacks[blacks.index(p) + 1 :]
        for q in candidates:
            if q.tpn not in left or not legality.can_meet(p.tpn, q.tpn):
                continue
            same = int(is_white[p.tpn] == is_white[q.tpn])
            rest = [x for x in players if x.tpn in left and x.tpn not in (p.tpn, q.tpn)]
            if _fewest_same(rest, is_white, legality) == same_left - same:
                pairs.append((p, q))
                left -= {p.tpn, q.tpn}
                same_left -= same
                break
        else:  # pragma: no cover - the matching guaranteed a partner
            raise AssertionError("no partner in the columns")
    return pairs


def _fewest_same(players: Sequence[Player97], is_white: dict[int, bool], legality: Legality1997) -> int | None:
    if not players:
        return 0
    tpns = [p.tpn for p in players]
    edges = [(a, b, 1 if is_white[tpns[a]] == is_white[tpns[b]] else 2) for a, b in legality.edges(tpns)]
    m = max_weight_perfect_matching(len(tpns), edges)
    if m is None:
        return None
    return sum(1 for a, b in m.pairs() if is_white[tpns[a]] == is_white[tpns[b]])
