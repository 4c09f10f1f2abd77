"""Selection of upfloaters for the top-scoregroup: art. 3.5 and [C4]–[C7], word for word the same in the
Double-Swiss (C.04.5 (2026), readings D8–D11) and the Team (C.04.6 (2026), readings T11–T14) systems.

* [C4], [C5] (3.5.2) are measured over the sets that give a legal pairing — the bracket can be paired ([C1],
  prohibited pairs) and the participants after it too ([C3]) (D8, T11): the fewest upfloaters, then their
  scores in ascending order as high as possible.
* Within that number and score profile, sets are ordered by 3.5.3–3.5.4 (descending score, then ascending TPN;
  lexicographic order of the TPN sequences); the chosen set is the first with the best ([C6], [C7]) (D11, T14).
* [C6] is pass/fail (D9, T12): what is left of the following scoregroup (D10, T13: the next lower scoregroup of
  the round, fixed at its start) can be paired with as few upfloaters from below as its parity allows while the
  rest stays pairable; it does not apply when that scoregroup is empty now.
* [C7]: upfloaters who were floaters in the previous round; not in the last round (Double-Swiss) or the last
  two rounds (Team) — the caller says whether it applies (``last_round``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from itertools import combinations, product

from arbiter_desk.core.ids import PairingNumber

Complete = Callable[[Sequence[PairingNumber]], bool]


@dataclass(frozen=True, slots=True)
class UpfloaterChoice:
    upfloaters: tuple[PairingNumber, ...]
    c6_fails: bool
    c7: int
    reason: str


def profiles(groups: Sequence[tuple[Decimal, int]], k: int) -> Iterator[tuple[int, ...]]:
    """Count vectors over ``groups`` (score descending, size) with ``k`` players, best [C5] first.

    [C5]: the upfloaters' scores in ascending order, compared lexicographically, as high as possible.
    """
    n = len(groups)

    def rec(left: int, lowest_index: int, counts: list[int]) -> Iterator[tuple[int, ...]]:
        # Choose the lowest score first (as high as possible), then the others from scores at least as high.
        if left == 0:
            yield tuple(counts)
            return
        for index in range(lowest_index + 1):
            if counts[index] < groups[index][1]:
                counts[index] += 1
                yield from rec(left - 1, index, counts)
                counts[index] -= 1

    if k == 0:
        yield tuple([0] * n)
        return
    seen: set[tuple[int, ...]] = set()
    for start in range(n):
        if groups[start][1] == 0:
            continue
        counts = [0] * n
        counts[start] = 1
        for found in rec(k - 1, start, counts):
            if found not in seen:
                seen.add(found)
                yield found


def sets_in_order(
    members: Sequence[Sequence[PairingNumber]], counts: tuple[int, ...]
) -> Iterator[tuple[PairingNumber, ...]]:
    """The sets of one profile in art. 3.5.3–3.5.4 order (groups by descending score, TPNs ascending)."""
    parts = [combinations(group, c) for group, c in zip(members, counts, strict=True) if c]
    for combo in product(*parts):
        yield tuple(t for part in combo for t in part)


def choose_upfloaters(
    residents: Sequence[PairingNumber],
    lower: Sequence[tuple[Decimal, Sequence[PairingNumber]]],
    following: Sequence[PairingNumber],
    remaining: Sequence[PairingNumber],
    can_complete: Complete,
    floated: Callable[[PairingNumber], bool],
    last_round: bool,
) -> UpfloaterChoice | None:
    """Art. 3.5: the upfloaters for ``residents``; ``lower`` are the potential upfloaters grouped by score
    (descending, TPNs ascending), ``following`` the following scoregroup of D10, ``remaining`` everybody still
    to be paired. None if no set gives a legal pairing.
    """
    resident_set = set(residents)
    groups = [(score, len(members)) for score, members in lower]
    member_lists = [list(members) for _, members in lower]
    total = sum(size for _, size in groups)
    for k in range(len(residents) % 2, total + 1, 2):
        for counts in profiles(groups, k):
            best: UpfloaterChoice | None = None
            for chosen in sets_in_order(member_lists, counts):
                c7 = 0 if last_round else sum(1 for t in chosen if floated(t))
                if best is not None and (best.c6_fails, best.c7) <= (False, c7):
                    continue
                bracket = [*residents, *chosen]
                if not can_complete(bracket):
                    continue
                taken = resident_set.union(chosen)
                rest = [t for t in remaining if t not in taken]
                if not can_complete(rest):
                    continue
                c6_fails = not _c6_holds(following, chosen, rest, can_complete)
                if best is None or (c6_fails, c7) < (best.c6_fails, best.c7):
                    best = UpfloaterChoice(tuple(chosen), c6_fails, c7, "")
                    if (c6_fails, c7) == (False, 0):
                        break
            if best is not None:
                return best
    return None


def _c6_holds(
    following: Sequence[PairingNumber],
    chosen: Sequence[PairingNumber],
    rest: Sequence[PairingNumber],
    can_complete: Complete,
) -> bool:
    """[C6] (D9, D10) for one candidate set."""
    rest_set = set(rest)
    left = [t for t in following if t in rest_set and t not in chosen]
    if not left:
        return True
    left_set = set(left)
    below = [t for t in rest if t not in left_set]
    if len(left) % 2 == 0:
        return can_complete(left) and can_complete(below)
    return any(can_complete([*left, extra]) and can_complete([t for t in below if t != extra]) for extra in below)
