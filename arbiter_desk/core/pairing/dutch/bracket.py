"""Pairing one bracket: the first best candidate in the text's order (C.04.3 (2026) art. 3–4, clar. 5).

The optimum of [C5]…[C21] is computed once by a maximum-weight matching (``criteria``, ``oracle``). The
candidate chosen is the first, in the order of art. 3.6/3.7/4.2–4.5, that reaches it; since that order is
lexicographic, it is built decision by decision, keeping at each step the first choice after which an
optimal candidate still exists:

1. the set of pairable MDPs (art. 4.4.2: by their smallest differing BSN), M1 = MDPs paired in the optimum
   (clar. 8);
2. the MDP-pairing: S1 (the chosen MDPs) with the first S2 residents of a transposition (art. 4.2.2);
3. the remainder (or the homogeneous bracket): S1R = its first MaxPairs residents, then the first exchange
   (art. 4.3.2) and in it the first transposition that admit an optimal candidate. With ``assignment``
   (the default engine) the original S1/S2 is tried first and the transposition found as the first
   heaviest S1→S2 assignment (``remainder``, proven there); ``text_order`` answers otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from arbiter_desk.core.pairing.dutch.criteria import BracketFrame, Level, bracket_levels, pack, unpack
from arbiter_desk.core.pairing.dutch.oracle import Constraints, OptimumKeeper, Oracle
from arbiter_desk.core.pairing.dutch.remainder import first_assignment, original_admits
from arbiter_desk.core.pairing.dutch.said import ENGLISH, EQUALLY_GOOD, exchange_message, s2_order_message
from arbiter_desk.core.pairing.dutch.text_order import first_exchange, first_transposition
from arbiter_desk.core.text import Text, tr


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
    exchange_said: Text | None = None
    """``exchange`` as a message to translate."""
    floater_said: tuple[Text, ...] = ()
    """``floater_reasons`` as messages to translate."""


def weighted_edges(
    frame: BracketFrame, nodes: int, legal: dict[int, set[int]], levels: Sequence[Level]
) -> list[tuple[int, int, int]]:
    """Every legal edge with its packed weight (1 + the levels); edges no level can see weigh 1.

    The criteria levels see only what ``_kind`` lists of each player, so their packed gain is computed once
    per pair of kinds; the tie-break (a level named ``order``, positional) is computed per edge.
    """
    radices, _ = pack(levels)
    criteria = [(lv, r) for lv, r in zip(levels, radices, strict=True) if lv.name != "order"]
    ordering = [(lv, r) for lv, r in zip(levels, radices, strict=True) if lv.name == "order"]
    mdps = frame.mdps
    seen = frame.members | frame.next_group
    bye = frame.bye
    individual = frame.last_round and any(frame.players[i].topscorer for i in frame.members)
    kinds: dict[tuple[object, ...], int] = {}
    kind: dict[int, int] = {}
    packed: dict[tuple[int, int], int] = {}
    out = []
    for u in range(nodes):
        u_seen = u in seen
        for v in legal.get(u, ()):
            if v <= u:
                continue
            if u in mdps and v in mdps:
                continue  # clar. 10: MDPs meet residents only
            if (u_seen != (v in seen) and v != bye and u != bye) or (not u_seen and v not in seen):
                out.append((u, v, 1))
                continue
            ku = kind.get(u)
            if ku is None:
                ku = kind[u] = kinds.setdefault(_kind(frame, u, individual), len(kinds))
            kv = kind.get(v)
            if kv is None:
                kv = kind[v] = kinds.setdefault(_kind(frame, v, individual), len(kinds))
            w = packed.get((ku, kv))
            if w is None:
                w = packed[(ku, kv)] = sum(lv.gain(u, v) * r for lv, r in criteria)
            for lv, r in ordering:
                w += lv.gain(u, v) * r
            out.append((u, v, 1 + w))
    return out


def _kind(frame: BracketFrame, u: int, individual: bool) -> tuple[object, ...]:
    """Everything the criteria levels of ``criteria.bracket_levels`` read of player ``u``: the sets he is in,
    his score, preference, unplayed rounds and floats; for a member of a bracket with [C10]/[C11] levels
    (``individual``: the last round, a topscorer in the bracket; colours by art. 5 with ranks and parity) the
    player himself. Those levels count pairs inside the bracket only, so nobody else needs to be told apart."""
    sets = (u in frame.members, u in frame.next_group, u in frame.mdps, u == frame.bye)
    if u >= len(frame.players):
        return (*sets, u)
    p = frame.players[u]
    own = p.tpn if individual and u in frame.members else None
    return (*sets, p.score, p.preference, p.unplayed, p.float_prev, p.float_prev2, p.topscorer, own)


OracleFactory = Callable[[list[Level], Level], Oracle]
"""Builds the bracket's oracle from its levels and the natural-order tie-break (``narrow`` or the wide one)."""


def natural_tie(frame: BracketFrame, order: Sequence[int]) -> Level:
    """A lowest tie-break towards the natural pairing (BSN k with BSN k + half), which is no criterion and is
    ignored when optima are compared."""
    members = frame.members
    position = {u: k for k, u in enumerate(u for u in order if u in members)}
    size = len(members)
    half = size // 2

    def natural(u: int, v: int) -> int:
        pu = position.get(u)
        pv = position.get(v)
        if pu is None or pv is None:
            return 0
        distance = abs(abs(pu - pv) - half)
        return size - distance if distance < size else 0

    return Level("order", natural, size * half)


def wide_oracle(frame: BracketFrame, nodes: int, legal: dict[int, set[int]], levels: list[Level], tie: Level) -> Oracle:
    """The oracle of the bracket over every player still to pair: criteria levels plus the tie-break."""
    return Oracle(nodes, weighted_edges(frame, nodes, legal, [*levels, tie]), tie.bound + 1)


def pair_bracket(
    frame: BracketFrame,
    order: Sequence[int],
    legal: dict[int, set[int]],
    nodes: int,
    explain: bool = True,
    step_by_step: bool = False,
    make_oracle: OracleFactory | None = None,
    assignment: bool = False,
) -> BracketResult:
    """Pair the bracket ``frame.members`` (``order`` = all players still to pair, by art. 1.2, bye last).

    ``make_oracle`` (default: the wide oracle) builds the matching oracle from the levels and the tie-break.
    ``assignment`` takes the shortcuts of ``remainder`` (the original S1/S2 first, the remainder's
    transposition as one assignment) before ``text_order``'s matchings: the same pairing, faster.
    """
    assignment = assignment and not step_by_step
    tie = natural_tie(frame, order)
    if make_oracle is None:

        def make_oracle(levels: list[Level], tie: Level) -> Oracle:
            return wide_oracle(frame, nodes, legal, levels, tie)

    levels = bracket_levels(frame, with_c9=False)
    oracle, first = make_oracle(levels, tie).start()
    if first is None:
        raise ValueError("no complete pairing")  # the caller checked completion before
    weight, mate = first
    members = frame.members
    inside = sum(1 for u in members if mate[u] in members) // 2
    floaters_count = len(members) - 2 * inside
    if floaters_count == 1 and frame.bye is not None and any(frame.bye in legal.get(u, ()) for u in members):
        levels = bracket_levels(frame, with_c9=True)
        oracle, found = make_oracle(levels, tie).start()
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
    mdp_pairs = first_transposition(keeper, s1, residents, legal, step_by_step)
    bsn_of = {u: k for k, u in enumerate(bsn, start=1)}
    for i, (m, y) in enumerate(mdp_pairs, start=1):
        pairs.append((m, y))
        how.append(f"MDP-pairing: S1 #{i} (BSN {bsn_of[m]}) with resident BSN {bsn_of[y]}")
    used = {y for _, y in mdp_pairs}

    # 3. Remainder / homogeneous bracket (art. 3.6): S1R, S2R, exchanges, transpositions.
    remainder = [y for y in residents if y not in used]
    rem_pairs = sum(1 for u in remainder if keeper.mate[u] in members) // 2
    label = "remainder" if mdps else "bracket"
    by_bsn = {k: remainder[k - 1] for k in range(1, len(remainder) + 1)}
    exchange_text = ""
    exchange_said: Text | None = None
    s2_final: list[int] = []
    if rem_pairs:
        down: tuple[int, ...] = ()
        up: tuple[int, ...] = ()
        if not (assignment and original_admits(keeper, remainder, rem_pairs)):
            down, up = first_exchange(keeper, remainder, rem_pairs, step_by_step)
        s1_final = sorted((set(range(1, rem_pairs + 1)) - set(down)) | set(up))
        s2_final = sorted((set(range(rem_pairs + 1, len(remainder) + 1)) - set(up)) | set(down))
        if down:
            exchange_text = (
                f"exchange (art. 4.3): {label} BSN {'+'.join(map(str, down))} of S1 with {'+'.join(map(str, up))} of S2"
            )
            exchange_said = exchange_message(bool(mdps), down, up, s2_final)
        else:
            exchange_said = s2_order_message(s2_final)
        rem_bsn = {u: k for k, u in by_bsn.items()}
        s1_players = [by_bsn[k] for k in s1_final]
        s2_players = [by_bsn[k] for k in s2_final]
        transposed = first_assignment(keeper, s1_players, s2_players) if assignment else None
        if transposed is None:
            transposed = first_transposition(keeper, s1_players, s2_players, legal, step_by_step)
        for x, y in transposed:
            pairs.append((x, y))
            how.append(f"{label}: S1 BSN {rem_bsn[x]} with S2 BSN {rem_bsn[y]}")
    paired = {u for pr in pairs for u in pr}
    floaters = tuple(u for u in bsn if u not in paired)
    reasons: list[Text] = []
    optimum = unpack(keeper.weight, levels)
    if explain:
        for f in floaters:
            reasons.append(_why_floats(f, keeper, levels, members, nodes, optimum))
    transposition = ""
    if s2_final:
        transposition = "S2 order " + " ".join(str(k) for k in s2_final)
    return BracketResult(
        pairs=tuple(pairs),
        how=tuple(how),
        floaters=floaters,
        limbo=tuple(limbo),
        s1=tuple(s1),
        s2=tuple(residents),
        exchange="; ".join(t for t in (exchange_text, transposition) if t),
        floater_reasons=tuple(r.render(ENGLISH) for r in reasons),
        optimum=tuple((lv.name, value) for lv, value in zip(levels, optimum, strict=True)),
        exchange_said=exchange_said,
        floater_said=tuple(reasons),
    )


def _why_floats(
    f: int, keeper: OptimumKeeper, levels: Sequence[Level], members: frozenset[int], nodes: int, optimum: list[int]
) -> Text:
    """The criterion that makes ``f`` downfloat: the first level that gets worse if he is paired inside."""
    found = keeper.oracle.solve(Constraints(only={f: members - {f}}))
    if found is None:
        return tr("cannot be paired in the bracket with a complete round-pairing (C1–C4)")
    values = unpack(found[0], levels)
    for lv, best, alt in zip(levels, optimum, values, strict=True):
        if alt < best:
            return tr("pairing him in the bracket would violate {criterion} more", criterion=lv.name)
    return EQUALLY_GOOD
