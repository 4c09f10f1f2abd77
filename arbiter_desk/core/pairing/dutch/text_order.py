"""The first candidate in the text's order among the optimal ones (C.04.3 (2026) art. 4.2–4.3, 3.8.1).

Both orders are lexicographic, so they are encoded as a lowest-priority tie-break of the matching weight:

- transpositions (art. 4.2.2): S1[1]'s partner first, then S1[2]'s, … — a positional weight
  (R − rank of the partner) · (R+1)^(position from the end); when S1 is too long for the integers, in chunks
  of S1, each chunk fixed before the next is encoded (still exact);
- resident-exchanges (art. 4.3.2): every pairing of the remainder fits a cheapest exchange — one player of each
  S1–S1 pair moves down (the larger BSN), every S1 player left unpaired moves down, one of each S2–S2 pair moves
  up (the smaller BSN) — and the first exchange admitting an optimal pairing is the cheapest exchange of the
  optimal pairing that is best on (1) fewest S2–S2 pairs, (2) smallest sum moved up − sum moved down, (3) the
  largest BSNs moved down (Σ 2^BSN), (4) the smallest BSNs moved up (Σ 2^(n − BSN)). When (3)–(4) do not fit,
  exchanges of the size and sum found are tried one by one in art. 4.3.2 order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from arbiter_desk.core.pairing.dutch.exchanges import exchange_key
from arbiter_desk.core.pairing.dutch.oracle import Constraints, OptimumKeeper, criteria_bits

Edge = tuple[int, int]


def _edge(u: int, v: int) -> Edge:
    return (u, v) if u < v else (v, u)


CAP = 15
"""Partners ranked beyond this many available ones weigh nothing in a chunk's positional tie-break."""


def first_transposition(
    keeper: OptimumKeeper,
    s1: Sequence[int],
    s2: Sequence[int],
    legal: dict[int, set[int]],
    step_by_step: bool = False,
) -> list[tuple[int, int]]:
    """Pairs S1[i]–S2[t(i)] of the first transposition t (art. 4.2.2) that admits an optimal candidate.

    Every S1 player must be paired with an S2 player; ``keeper`` already holds that constraint.
    ``step_by_step`` tries partners one by one (one matching each) instead of the positional weight: the
    same result, used by the tests to check the encoding.

    The positional weight of a chunk ranks each player's partner among the S2 players still free and legal
    for him, capped at ``CAP``: if the best matching on the capped weight gives the first j players of the
    chunk partners ranked below the cap, those j partners are the lexicographically first (a smaller rank
    for any of them would weigh more), so they are fixed and the next chunk starts after them. A player
    whose optimal matching already gives him his first free legal partner is fixed without a matching.
    """
    result: list[tuple[int, int]] = []
    taken: set[int] = set()
    caps: dict[int, int] = {}

    def accept(x: int, y: int) -> None:
        result.append((x, y))
        taken.add(y)

    def free(x: int) -> list[int]:
        mine = legal.get(x, ())
        return [y for y in s2 if y not in taken and y in mine]

    start = 0
    while start < len(s1):
        x = s1[start]
        if step_by_step:
            for y in s2:
                if y in legal.get(x, ()) and keeper.try_add(keeper.constraints.fix(x, y)):
                    accept(x, y)
                    break
            else:
                raise AssertionError("an optimal transposition must exist")
            start += 1
            continue
        first = free(x)
        if first and keeper.mate[x] == first[0]:
            keeper.constraints = keeper.constraints.fix(x, first[0])
            accept(x, first[0])
            start += 1
            continue
        if x in caps:
            start += _chunk(keeper, s1[start:], free, accept, caps)
        else:
            start += _guessed_chunk(keeper, s1[start:], free, accept, caps)
    return result


def _chunk(
    keeper: OptimumKeeper,
    rest: Sequence[int],
    free: Callable[[int], list[int]],
    accept: Callable[[int, int], None],
    caps: dict[int, int],
) -> int:
    """Fix the first players of ``rest`` by one positional tie-break; returns how many were fixed.

    Player x's partners ranked below ``caps[x]`` (default ``CAP`` + his place in the chunk, as the players
    before him take partners from the same list) among his free legal ones weigh
    (cap − rank) at his position. When the optimum gives the j-th player a partner beyond his cap, the
    players before him are fixed; his first partner lies between his cap and that partner's rank (a
    feasible partner), so his cap becomes that rank + 1 and the next chunk fixes him.
    """
    spare = keeper.oracle.max_bits - criteria_bits(keeper.oracle)
    chunk: list[int] = []
    lists: list[list[int]] = []
    bound = 1
    for x in rest:
        mine = free(x)
        cap = min(caps.get(x, CAP + len(chunk)), len(mine))
        if chunk and (bound * (cap + 1)).bit_length() > spare:
            break
        chunk.append(x)
        lists.append(mine[:cap])
        bound *= cap + 1
    if bound.bit_length() > spare:
        raise AssertionError("one player's positional weight does not fit")
    _best_on_positions(keeper, chunk, lists, bound)
    pairs: list[Edge] = []
    beyond: int | None = None
    for x, mine in zip(chunk, lists, strict=True):
        y = keeper.mate[x]
        if y not in mine:
            beyond = x
            break
        pairs.append((x, y))
    return _fix_prefix(keeper, pairs, accept, free, caps, beyond)


def _guessed_chunk(
    keeper: OptimumKeeper,
    rest: Sequence[int],
    free: Callable[[int], list[int]],
    accept: Callable[[int, int], None],
    caps: dict[int, int],
) -> int:
    """Check a guessed prefix of the first transposition with one matching; returns how many were fixed.

    The guess gives each player in turn his earliest partner, among those the guess left free, that is as
    good on the criteria as his partner in the optimal matching held. Player i's partners weigh
    (r_i + 1 − rank) at his position, ranked in his list without the guessed partners of the players before
    him, where r_i is his guessed partner's rank. Let C be the best optimal matching on that weight and i the
    first player whose partner differs from the guess: the players before i have their first partners
    (a first transposition differing earlier would weigh more than C); if i's partner in C weighs more than
    the guessed one it is his first partner too; else his first partner lies between the guess and C's
    partner, which becomes his cap for ``_chunk``.
    """
    spare = keeper.oracle.max_bits - criteria_bits(keeper.oracle)
    criteria = keeper.oracle.criteria
    mate = keeper.mate
    guessed: set[int] = set()
    chunk: list[int] = []
    lists: list[list[int]] = []
    guesses: list[int] = []
    bound = 1
    for x in rest:
        mine = [y for y in free(x) if y not in guessed]
        if not mine:
            break
        held = mate[x]
        target = criteria.get(_edge(x, held), 0)
        guess = next((y for y in mine if criteria.get(_edge(x, y), -1) >= target), mine[0])
        rank = mine.index(guess)
        if chunk and (bound * (rank + 2)).bit_length() > spare:
            break
        chunk.append(x)
        lists.append(mine[: rank + 1])
        guesses.append(guess)
        guessed.add(guess)
        bound *= rank + 2
    if not chunk or bound.bit_length() > spare:
        return _chunk(keeper, rest, free, accept, caps)
    _best_on_positions(keeper, chunk, lists, bound)
    pairs: list[Edge] = []
    beyond: int | None = None
    for x, mine, guess in zip(chunk, lists, guesses, strict=True):
        y = keeper.mate[x]
        if y == guess or y in mine:
            pairs.append((x, y))
        else:
            beyond = x
        if y != guess:
            break
    return _fix_prefix(keeper, pairs, accept, free, caps, beyond)


def _best_on_positions(keeper: OptimumKeeper, chunk: Sequence[int], lists: Sequence[Sequence[int]], bound: int) -> None:
    """The best optimal matching on the positional weight of art. 4.2.2: the k-th partner in player i's list
    weighs (len_i − k) at his position, positions in mixed radix (len_i + 1) with the first player highest.
    """
    tie: dict[Edge, int] = {}
    place = bound
    for x, mine in zip(chunk, lists, strict=True):
        place //= len(mine) + 1
        for k, y in enumerate(mine):
            tie[_edge(x, y)] = (len(mine) - k) * place
    ok = keeper.best_on(keeper.constraints, tie, bound)
    assert ok, "the accepted constraints admit an optimal candidate"


def _fix_prefix(
    keeper: OptimumKeeper,
    pairs: Sequence[Edge],
    accept: Callable[[int, int], None],
    free: Callable[[int], list[int]],
    caps: dict[int, int],
    beyond: int | None,
) -> int:
    """Fix ``pairs`` (the players' first partners, in order); then ``beyond``, whose partner in the optimum lies
    past his list, gets that partner's rank among his free ones as his cap. Returns how many were fixed.
    """
    constraints = keeper.constraints
    for x, y in pairs:
        constraints = constraints.fix(x, y)
        accept(x, y)
    if beyond is not None:
        caps[beyond] = free(beyond).index(keeper.mate[beyond]) + 1
    keeper.constraints = constraints
    return len(pairs)


def cheapest_exchange(
    mate: Sequence[int], remainder: Sequence[int], pairs: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(BSNs moved S1→S2, BSNs moved S2→S1) of the cheapest exchange a matching fits (BSN = position + 1)."""
    bsn = {u: k for k, u in enumerate(remainder, start=1)}
    down: list[int] = []
    up: list[int] = []
    for u in remainder:
        k = bsn[u]
        partner = mate[u]
        if partner in bsn:
            j = bsn[partner]
            if k < j:
                if j <= pairs:
                    down.append(j)
                elif k > pairs:
                    up.append(k)
        elif k <= pairs:
            down.append(k)
    return tuple(sorted(down)), tuple(sorted(up))


def first_exchange(
    keeper: OptimumKeeper, remainder: Sequence[int], pairs: int, step_by_step: bool = False
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The first exchange of art. 4.3.2 (possibly none) whose S1/S2 admit an optimal candidate; ``keeper``
    is left holding its constraints (S1 players meet S2 players only, S2 players not each other).
    ``step_by_step`` tries the exchanges one by one in art. 4.3.2 order (tests).
    """
    if step_by_step:
        return _exchange_by_enumeration(keeper, remainder, pairs, None)
    if cheapest_exchange(keeper.mate, remainder, pairs) == ((), ()):
        # The optimal matching held fits the original S1 and S2: no exchange comes before none.
        _accept_exchange(keeper, remainder, pairs, (), ())
        return (), ()
    n = len(remainder)
    bsn = {u: k for k, u in enumerate(remainder, start=1)}
    spare = keeper.oracle.max_bits - criteria_bits(keeper.oracle)
    r2 = 2 * n * n + 1
    r3 = 2 ** (pairs + 1)
    r4 = 2 ** (n + 1)
    parts: dict[Edge, tuple[int, int, int, int]] = {}
    for u in remainder:
        k = bsn[u]
        for v in keeper.oracle.adjacent[u]:
            e = _edge(u, v)
            if e in parts:
                continue
            g1, g2, g3, g4 = 1, n, 0, 0
            if v in bsn:
                j = bsn[v]
                lo, hi = min(k, j), max(k, j)
                if hi <= pairs:
                    g2 += hi
                    g3 = 2**hi
                elif lo > pairs:
                    g1 = 0
                    g2 -= lo
                    g4 = 2 ** (n - lo)
            elif k <= pairs:
                g2 += k
                g3 = 2**k
            parts[e] = (g1, g2, g3, g4)
    # Encode rules 1-4 if they fit, else rules 1-3 (then the S2 side one by one), else rules 1-2.
    options = ((4, (n + 1) * r2 * r3 * r4), (3, (n + 1) * r2 * r3), (2, (n + 1) * r2))
    fitting = [(d, b) for d, b in options if b.bit_length() <= spare]
    if not fitting:
        return _exchange_by_enumeration(keeper, remainder, pairs, None)
    depth, bound = fitting[0]
    tie: dict[Edge, int] = {}
    for e, (g1, g2, g3, g4) in parts.items():
        value = g1 * r2 + g2
        if depth >= 3:
            value = value * r3 + g3
        if depth == 4:
            value = value * r4 + g4
        tie[e] = value
    ok = keeper.best_on(keeper.constraints, tie, bound)
    assert ok, "the accepted constraints admit an optimal candidate"
    down, up = cheapest_exchange(keeper.mate, remainder, pairs)
    if depth == 4:
        _accept_exchange(keeper, remainder, pairs, down, up)
        return down, up
    if depth == 3:
        return _exchange_by_enumeration(keeper, remainder, pairs, (len(down), sum(up) - sum(down)), down)
    return _exchange_by_enumeration(keeper, remainder, pairs, (len(down), sum(up) - sum(down)))


def _constraints_for(
    keeper: OptimumKeeper, remainder: Sequence[int], pairs: int, down: Sequence[int], up: Sequence[int]
) -> Constraints:
    s1 = (set(range(1, pairs + 1)) - set(down)) | set(up)
    s2_players = frozenset(remainder[k - 1] for k in range(1, len(remainder) + 1) if k not in s1)
    cons = keeper.constraints.separate(s2_players)
    for k in sorted(s1):
        cons = cons.restrict(remainder[k - 1], s2_players)
    return cons


def _accept_exchange(
    keeper: OptimumKeeper, remainder: Sequence[int], pairs: int, down: Sequence[int], up: Sequence[int]
) -> None:
    ok = keeper.try_add(_constraints_for(keeper, remainder, pairs, down, up))
    assert ok, "the optimal matching fits its own exchange"


def _exchange_by_enumeration(
    keeper: OptimumKeeper,
    remainder: Sequence[int],
    pairs: int,
    size_and_sum: tuple[int, int] | None,
    down: tuple[int, ...] | None = None,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Exchanges tried one by one in art. 4.3.2 order; only those of the given size and difference of sums
    (and with the given BSNs moved from S1) when known.
    """
    s1 = range(1, pairs + 1)
    s2 = range(pairs + 1, len(remainder) + 1)
    sizes = range(0, min(len(s1), len(s2)) + 1) if size_and_sum is None else (size_and_sum[0],)
    for size in sizes:
        downs = combinations(s1, size) if down is None else iter((down,))
        batch = [
            (d, u)
            for d in downs
            for u in combinations(s2, size)
            if size_and_sum is None or sum(u) - sum(d) == size_and_sum[1]
        ]
        batch.sort(key=lambda du: exchange_key(du[0], du[1]))
        for moved_down, moved_up in batch:
            if keeper.try_add(_constraints_for(keeper, remainder, pairs, moved_down, moved_up)):
                return moved_down, moved_up
    raise AssertionError("some exchange admits an optimal candidate")
