"""The bracket's matching without the players below it, proven equal to the wide one (C.04.3 (2026) art. 2.2–2.4).

The wide matching (``bracket``) spans every player still to pair, so that [C4] holds and [C8] is measured
in the same matching. Its criteria depend on the players outside the bracket B only through the set X of
B's downfloaters: [C4] asks that X, the next scoregroup N and the players below L (with the PAB) can all be
paired; [C8] counts the pairs and scores paired inside N ∪ X, at most the *ideal*: every player of X ∪ N
paired but one N player when their number is odd ([C6] fixes |X|, [C7] the scores of X, so the ideal is the
same for every candidate that ties on [C6]–[C7]).

The narrow matching keeps B and K *sink* nodes, K = |B| − 2·(largest number of pairs inside B); a player of
B may take a sink (float) if he may meet someone outside B. Its criteria are the wide ones with [C8] taken
at the ideal, so it is a relaxation: its optimum is never worse than the wide one. When the X it chooses is
*certified* — a matching pairs X and N ideally and the rest (L, the N player left over, the PAB) completely —
that candidate is also a wide candidate with the same value, hence the wide optimum, and the answer is
exact. Otherwise (no certificate, no narrow answer) the question goes to the wide matching. Used only when
the PAB cannot go to a player of B ([C9] stays with the wide matching); it may go to one of N or L: the PAB
node is outside B, no level of B counts its edges, and the certificate pairs it with a taker (``Below``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import rustworkx as rx

from arbiter_desk.core.pairing.dutch.completion import (
    EXACT_LIMIT,
    exact_pairs,
    greedy_pairs,
    perfect_pairs,
    perfect_with_bye,
)
from arbiter_desk.core.pairing.dutch.criteria import BracketFrame, EdgeBuilder, Level, pack, unpack
from arbiter_desk.core.pairing.dutch.oracle import MAX_WEIGHT_BITS, Constraints, Oracle, WeightTooWideError

Edge = tuple[int, int]
Solved = tuple[int, tuple[int, ...]]


class Below:
    """Certificates for the players below the bracket: N (next scoregroup), L (the rest), the PAB."""

    def __init__(
        self, frame: BracketFrame, bad: Sequence[set[int]], nodes: int, takers: frozenset[int], levels: Sequence[Level]
    ) -> None:
        self.bad = bad
        self.next = sorted(frame.next_group)
        self.lower = [i for i in range(len(frame.players)) if i not in frame.members and i not in frame.next_group]
        self.takers = takers
        self.bye = nodes > len(frame.players)
        radices, _ = pack(levels)
        self.c8 = [(lv, r) for lv, r in zip(levels, radices, strict=True) if lv.name == "C8"]
        self._lower_ok: dict[tuple[int, ...], bool] = {}
        self._values: dict[frozenset[int], int | None] = {}

    def c8_value(self, floaters: frozenset[int]) -> int | None:
        """The [C8] part (in criteria units) of the wide candidate with downfloaters ``floaters``, if it is
        certified to complete the round ideally; None if no certificate is found."""
        if floaters not in self._values:
            self._values[floaters] = self._certify(floaters)
        return self._values[floaters]

    def _certify(self, floaters: frozenset[int]) -> int | None:
        found = self._inside_next(floaters)
        if found is None:
            return None
        pairs, left = found
        if not self._completes(tuple(left)):
            return None
        return sum(lv.gain(u, v) * r for u, v in pairs for lv, r in self.c8)

    def _inside_next(self, floaters: frozenset[int]) -> tuple[list[Edge], list[int]] | None:
        """X and N paired ideally: every floater with an N player, N among themselves, one N player left over
        when their number is odd."""
        bad = self.bad
        free = dict.fromkeys(self.next)
        pairs: list[Edge] = []
        for x in sorted(floaters, key=lambda v: -len(bad[v])):
            partner = next((n for n in free if n not in bad[x]), None)
            if partner is None:
                return self._inside_next_exactly(floaters)
            del free[partner]
            pairs.append((x, partner))
        more, left = greedy_pairs(free, bad)
        if len(left) > 1:
            return self._inside_next_exactly(floaters)
        return pairs + more, left

    def _inside_next_exactly(self, floaters: frozenset[int]) -> tuple[list[Edge], list[int]] | None:
        group = sorted(floaters) + self.next
        if len(group) > EXACT_LIMIT:
            return None
        bad = [self.bad[v] | floaters if v in floaters else self.bad[v] for v in range(len(self.bad))]
        takers = self.next if len(group) % 2 else ()
        pairs, left, spare = exact_pairs(group, bad, takers)
        if left:
            return None
        return pairs, [spare] if spare is not None else []

    def _completes(self, left: tuple[int, ...]) -> bool:
        if left not in self._lower_ok:
            group = self.lower + list(left)
            if self.bye:
                ok = perfect_with_bye(group, self.bad, self.takers) is not None
            else:
                ok = not group or perfect_pairs(group, self.bad) is not None
            self._lower_ok[left] = ok
        return self._lower_ok[left]


@dataclass(frozen=True, slots=True)
class _Base:
    """A graph with the edges some restrictions forbid removed."""

    tied: bool
    rest: dict[int, frozenset[int]]
    apart: list[frozenset[int]]
    graph: rx.PyGraph
    banned: set[Edge]
    """Local edges removed."""
    removed: set[int]
    """Players removed (fixed by the queries so far; every later query fixes them too, or builds anew)."""

    def fits(self, rest: dict[int, frozenset[int]], fixed: dict[int, int]) -> bool:
        """Whether the base serves ``rest`` once the ``fixed`` players are removed."""
        mine = self.rest
        if any(mine.get(u) != s for u, s in rest.items()):
            return False
        return all(u in rest or u in fixed for u in mine) and self.removed <= fixed.keys()


class NarrowOracle(Oracle):
    """An ``Oracle`` over the bracket and its sinks that answers as the wide one (see the module text)."""

    def __init__(
        self,
        frame: BracketFrame,
        nodes: int,
        legal: dict[int, set[int]],
        levels: list[Level],
        tie: Level,
        edges: EdgeBuilder,
        below: Below,
        wide: Callable[[], Oracle],
    ) -> None:
        members = sorted(frame.members)
        outside_count = len(frame.players) - len(members)
        floatable = [u for u in members if len(below.bad[u] - frame.members) < outside_count]
        sinks = len(members) - 2 * _max_pairs(frame, legal)
        outside = [u for u in range(nodes) if u not in frame.members][:sinks]
        if len(outside) < sinks or not floatable:
            outside = []
        self.sinks = frozenset(outside)
        self.global_ids = members + outside
        self.local = {g: i for i, g in enumerate(self.global_ids)}
        # [C8] is zero inside the narrow matching: packed without it, widened back when a value is returned.
        wide_radices, _ = pack(levels)
        self.narrow_levels = [lv for lv in levels if lv.name != "C8"]
        self.wide_radices = [r for lv, r in zip(levels, wide_radices, strict=True) if lv.name != "C8"]
        weighted = edges(frame, nodes, {u: legal[u] & frame.members for u in members}, [*self.narrow_levels, tie])
        weighted += [(u, s, 1) for u in floatable for s in outside]
        self.wide_nodes = nodes
        self.below = below
        self._wide_factory = wide
        self._wide: Oracle | None = None
        self.low = tie.bound + 1
        self.max_bits = min(MAX_WEIGHT_BITS, 125 - len(self.global_ids).bit_length())
        self.calls = 0
        self.weights: dict[Edge, int] = {}
        self.adjacent: dict[int, list[int]] = {g: [] for g in self.global_ids}  # type: ignore[assignment]
        for u, v, w in weighted:
            if w.bit_length() > self.max_bits:
                raise WeightTooWideError(f"criteria weight needs {w.bit_length()} bits")
            self.weights[(u, v) if u < v else (v, u)] = w
            self.adjacent[u].append(v)
            self.adjacent[v].append(u)
        self.nodes = len(self.global_ids)
        self.graph = self._build(self.weights)
        self.criteria = {e: (w - 1) // self.low for e, w in self.weights.items()}
        self.criteria_bits = max((c.bit_length() for c in self.criteria.values()), default=0) + 1
        self._tie_graph = None
        self._bases: list[_Base] = []

    def _build(self, weights: dict[Edge, int]) -> rx.PyGraph:
        # The edges are distinct (dict keys): a multigraph skips rustworkx's search for an existing edge
        # on every insertion (quadratic on a dense bracket), and is the same graph.
        graph = rx.PyGraph(multigraph=True)
        graph.add_nodes_from(range(len(self.global_ids)))
        local = self.local
        graph.add_edges_from([(local[u], local[v], w) for (u, v), w in weights.items()])
        return graph

    def wide(self) -> Oracle:
        if self._wide is None:
            self._wide = self._wide_factory()
        return self._wide

    def tie_graph(self) -> rx.PyGraph:
        if self._tie_graph is None:
            shift = self.max_bits - self.criteria_bits
            self._tie_graph = self._build({e: 1 + (c << shift) for e, c in self.criteria.items()})
        return self._tie_graph

    def _base(
        self, tied: bool, rest: dict[int, frozenset[int]], apart: list[frozenset[int]], fixed: dict[int, int]
    ) -> _Base:
        """The graph without the edges ``rest`` and ``apart`` forbid, kept while the text's order fixes pairs
        one by one under the same restrictions (art. 4.2.2): a base built when some of the now fixed players
        were still restricted serves as well, since fixed players leave the graph."""
        for base in self._bases:
            if base.tied is tied and base.apart == apart and base.fits(rest, fixed):
                return base
        graph = (self.tie_graph() if tied else self.graph).copy()
        local = self.local
        banned = {(local[u], local[v]) for u, v in self._banned(Constraints(dict(rest), list(apart)))}
        graph.remove_edges_from(list(banned))
        if len(self._bases) > 8:
            self._bases.clear()
        base = _Base(tied, dict(rest), list(apart), graph, banned, set())
        self._bases.append(base)
        return base

    def _match(self, constraints: Constraints | None, tie: dict[Edge, int] | None = None) -> Solved | None:
        """Match under ``constraints`` (with ``tie`` as the lowest priority); the value in wide criteria
        units if the floaters are certified, else None. Fixed pairs leave the graph instead of banning every
        other edge of their players."""
        only = constraints.only if constraints is not None else {}
        apart = constraints.apart if constraints is not None else []
        fixed: dict[int, int] = {}
        for u, partners in only.items():
            if len(partners) == 1:
                (v,) = partners
                if only.get(v) == frozenset((u,)):
                    fixed[u] = v
        rest = {u: s for u, s in only.items() if u not in fixed}
        base = self._base(tie is not None, rest, apart, fixed)
        local = self.local
        gone = [u for u in fixed if u not in base.removed]
        base.graph.remove_nodes_from([local[u] for u in gone])
        base.removed.update(gone)
        graph = base.graph.copy() if tie else base.graph
        if tie:
            shift = self.max_bits - self.criteria_bits
            criteria = self.criteria
            banned = base.banned
            for (u, v), gain in tie.items():
                if gain and u not in fixed and v not in fixed:
                    lu, lv = local[u], local[v]
                    if (lu, lv) not in banned and (lv, lu) not in banned:
                        graph.update_edge(lu, lv, 1 + (criteria[(u, v)] << shift) + gain)
        total = 0
        mate = [-1] * self.wide_nodes
        for u, v in fixed.items():
            e = (u, v) if u < v else (v, u)
            if e not in self.criteria or (local[e[0]], local[e[1]]) in base.banned:
                return None
            if u < v:
                total += self.criteria[e]
            mate[u] = v
        matched = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
        if 2 * len(matched) + len(fixed) != len(self.global_ids):
            return None
        ids = self.global_ids
        floaters: set[int] = set()
        for a, b in matched:
            u, v = ids[a], ids[b]
            mate[u] = v
            mate[v] = u
            total += self.criteria[(u, v) if u < v else (v, u)]
            if u in self.sinks or v in self.sinks:
                floaters.add(v if u in self.sinks else u)
        value = self._wide_value(total, floaters)
        return None if value is None else (value, tuple(mate))

    def _wide_value(self, total: int, floaters: set[int]) -> int | None:
        """The wide value of a narrow matching: its criteria ``total`` read in the wide levels, plus [C8] if
        the ``floaters`` (players matched with sinks) are certified; None if not."""
        c8 = self.below.c8_value(frozenset(floaters))
        if c8 is None:
            return None
        wide = sum(c * r for c, r in zip(unpack(total, self.narrow_levels), self.wide_radices, strict=True))
        return wide + c8

    def value(self, mate: Sequence[int]) -> int | None:
        """The wide value of the narrow matching ``mate`` (by global id), as ``solve`` would report it."""
        total = 0
        floaters: set[int] = set()
        criteria = self.criteria
        for u in self.global_ids:
            v = mate[u]
            if u < v:
                total += criteria[(u, v)]
            if u in self.sinks:
                floaters.add(v)
        return self._wide_value(total, floaters)

    def start(self) -> tuple[Oracle, Solved | None]:
        """The wide oracle takes the whole bracket when the narrow optimum is not certified: the order
        tie-breaks are then built on its edges to outside the bracket."""
        self.calls += 1
        found = self._match(None)
        if found is None:
            wide = self.wide()
            return wide, wide.solve()
        return self, found

    def solve(self, constraints: Constraints | None = None) -> Solved | None:
        self.calls += 1
        found = self._match(constraints)
        return found if found is not None else self.wide().solve(constraints)

    def tie_solve(self, constraints: Constraints, tie: dict[Edge, int], tie_bound: int) -> Solved | None:
        self.calls += 1
        shift = self.max_bits - self.criteria_bits
        if tie_bound.bit_length() > shift:
            raise WeightTooWideError(f"order weight needs {tie_bound.bit_length()} bits, {shift} left")
        found = self._match(constraints, tie)
        if found is not None:
            return found
        # The wide matching: a sink's gain stands for every edge from the player to outside the bracket.
        wide = self.wide()
        wide_tie: dict[Edge, int] = {}
        for (u, v), gain in tie.items():
            if u in self.sinks or v in self.sinks:
                player = v if u in self.sinks else u
                for w in wide.adjacent[player]:
                    if w not in self.local or w in self.sinks:
                        wide_tie[(player, w) if player < w else (w, player)] = gain
            else:
                wide_tie[(u, v)] = gain
        return wide.tie_solve(constraints, wide_tie, tie_bound)


def _max_pairs(frame: BracketFrame, legal: dict[int, set[int]]) -> int:
    """The largest number of pairs inside the bracket (MDPs meet residents only, clar. 10)."""
    members = sorted(frame.members)
    mdps = frame.mdps
    bad = {u: {v for v in members if v not in legal[u] or (u in mdps and v in mdps)} for u in members}
    pairs, left = greedy_pairs(members, bad)  # type: ignore[arg-type]
    if len(left) <= 1:
        return len(pairs)
    pairs, left, _ = exact_pairs(members, bad)  # type: ignore[arg-type]
    return len(pairs)
