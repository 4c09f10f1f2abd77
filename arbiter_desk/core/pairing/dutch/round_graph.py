"""Who may meet whom in a round, and the PAB score of [C5] (C.04.3 (2026) art. 2.1–2.3, clar. 3).

- [C1] no rematch of a game played over the board (forfeits do not count, C.04.2 art. 3.5);
- prohibited pairs (record 260 / XXP) are absolute, like a rematch (pairing-input.md);
- [C3] two non-topscorers with the same absolute colour preference do not meet;
- [C2] the PAB only to a player who had no PAB and no unplayed round worth a win;
- [C4] a complete pairing must exist, else NoValidPairingError (art. 1.9.3: the Chief Arbiter decides);
- [C5] (clar. 3): the lowest pairing score any PAB assignee can have given C1–C4 is computed once; the bye
  node is joined only to eligible players with that score, in every bracket.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

import rustworkx as rx

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dutch.colours import c3_forbids
from arbiter_desk.core.pairing.dutch.state import DutchPlayer
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class RoundGraph:
    order: tuple[DutchPlayer, ...]
    """Players to pair, by art. 1.2 (score descending, TPN ascending)."""
    legal: dict[PairingNumber, frozenset[PairingNumber]]
    bye_score: Decimal | None
    """[C5]: the pairing score of the PAB assignee; None when the number of players is even."""
    bye_ok: frozenset[PairingNumber]

    def local_legal(self, remaining: list[DutchPlayer], bye_node: int | None) -> dict[int, set[int]]:
        """Legal partners by position in ``remaining`` (and the bye node, if any)."""
        index = {p.tpn: i for i, p in enumerate(remaining)}
        out: dict[int, set[int]] = {i: set() for i in range(len(remaining))}
        for p in remaining:
            i = index[p.tpn]
            out[i] = {index[t] for t in self.legal[p.tpn] if t in index}
        if bye_node is not None:
            out[bye_node] = set()
            for p in remaining:
                if p.tpn in self.bye_ok:
                    out[index[p.tpn]].add(bye_node)
                    out[bye_node].add(index[p.tpn])
        return out


def may_meet(a: DutchPlayer, b: DutchPlayer, tournament: Tournament, round_no: int) -> bool:
    """[C1], [C3] and the prohibited pairs."""
    return (
        b.tpn not in a.opponents
        and a.tpn not in b.opponents
        and not c3_forbids(a, b)
        and not tournament.is_forbidden(a.tpn, b.tpn, round_no)
    )


def _perfect(nodes: int, edges: list[tuple[int, int]]) -> bool:
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(nodes))
    graph.add_edges_from([(a, b, 1) for a, b in edges])
    return 2 * len(rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)) == nodes


def build_round_graph(tournament: Tournament, round_no: int, to_pair: list[DutchPlayer]) -> RoundGraph:
    order = tuple(sorted(to_pair, key=lambda p: p.rank_key()))
    legal: dict[PairingNumber, set[PairingNumber]] = {p.tpn: set() for p in order}
    pairs: list[tuple[int, int]] = []
    for i, a in enumerate(order):
        for j in range(i + 1, len(order)):
            b = order[j]
            if may_meet(a, b, tournament, round_no):
                legal[a.tpn].add(b.tpn)
                legal[b.tpn].add(a.tpn)
                pairs.append((i, j))
    n = len(order)
    frozen = {t: frozenset(s) for t, s in legal.items()}
    if n % 2 == 0:
        if not _perfect(n, pairs):
            raise NoValidPairingError(
                f"round {round_no}: no complete pairing respects C1–C3 and the prohibited pairs (art. 1.9.3)"
            )
        return RoundGraph(order, frozen, None, frozenset())
    eligible = [i for i, p in enumerate(order) if p.can_get_bye]
    for score in sorted({order[i].score for i in eligible}):
        takers = [i for i in eligible if order[i].score == score]
        if _perfect(n + 1, pairs + [(i, n) for i in takers]):
            return RoundGraph(order, frozen, score, frozenset(order[i].tpn for i in takers))
    raise NoValidPairingError(
        f"round {round_no}: no complete pairing with a pairing-allocated bye respects C1–C4 (art. 1.9.3)"
    )
