"""Who may meet whom in a Dubov round: absolute criteria C1 and C3 (C.04.4.1 (2026) art. 2.1), and
whether a group of players can all be paired (C4, art. 2.2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.players import DubovPlayer
from arbiter_desk.core.pairing.matching.general import has_perfect_matching, maximum_matching
from arbiter_desk.core.pairing.matching.greedy import greedy_pairing
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


class Legality:
    """C1 (no second game between two players; forfeits do not count, C.04.2 art. 3.5), C3 (two players
    with the same absolute colour preference do not meet), and the tournament's forbidden pairs.
    """

    def __init__(self, players: dict[PairingNumber, DubovPlayer], tournament: Tournament, round_no: int) -> None:
        self._players = players
        self._opponents: dict[int, frozenset[PairingNumber]] = {}
        for tpn, p in players.items():
            self._opponents[tpn] = p.opponents
        # Opponent lists are made symmetric, so a one-sided record still blocks the rematch.
        extra: dict[int, set[PairingNumber]] = {}
        for tpn, p in players.items():
            for o in p.opponents:
                if o in players and tpn not in players[o].opponents:
                    extra.setdefault(o, set()).add(tpn)
        for target, more in extra.items():
            self._opponents[target] = self._opponents[target] | more
        self._absolute: dict[int, Colour | None] = {
            tpn: (p.preference.colour if p.preference.is_absolute else None) for tpn, p in players.items()
        }
        self._forbidden: set[frozenset[int]] = set()
        for group in tournament.forbidden_pairs:
            if group.first_round <= round_no <= group.last_round:
                members = [t for t in group.players if t in players]
                for i, a in enumerate(members):
                    for b in members[i + 1 :]:
                        self._forbidden.add(frozenset((a, b)))
        self._round = round_no

    def can_meet(self, a: PairingNumber, b: PairingNumber) -> bool:
        if a == b or b in self._opponents[a]:
            return False  # C1
        colour = self._absolute[a]
        if colour is not None and colour is self._absolute[b]:
            return False  # C3
        return not self._forbidden or frozenset((a, b)) not in self._forbidden

    def why_not(self, a: PairingNumber, b: PairingNumber) -> str:
        """The criterion that stops ``a`` and ``b`` meeting, as text ('' if they may meet)."""
        if b in self._opponents[a]:
            return "C1: they have already played each other"
        colour = self._absolute[a]
        if colour is not None and colour is self._absolute[b]:
            return f"C3: both have an absolute preference for {self._players[a].preference}"
        if frozenset((a, b)) in self._forbidden:
            return "forbidden pair (tournament rules)"
        return ""

    def edges(self, tpns: Sequence[PairingNumber]) -> Iterable[tuple[int, int]]:
        """Index pairs (i < j) of ``tpns`` that may meet."""
        for i in range(len(tpns)):
            a = tpns[i]
            for j in range(i + 1, len(tpns)):
                if self.can_meet(a, tpns[j]):
                    yield i, j

    def surely_completable(self, tpns: Sequence[PairingNumber], margin: int = 0) -> bool:
        """A cheap certificate that ``tpns`` minus any ``margin`` of them can all be paired.

        Dirac's theorem: a graph on n >= 3 nodes whose every node has degree >= n/2 has a Hamiltonian
        cycle, hence a perfect matching when n is even. Degrees are bounded from below with counts of
        opponents, same absolute colours and forbidden partners, in time linear in the players.
        """
        n = len(tpns)
        rest = n - margin
        if rest <= 2:
            return False
        members = set(tpns)
        absolute = Counter(self._absolute[t] for t in tpns)
        forbidden_count: Counter[int] = Counter()
        if self._forbidden:
            for pair in self._forbidden:
                if pair <= members:
                    for t in pair:
                        forbidden_count[t] += 1
        need = (n + margin + 1) // 2
        for t in tpns:
            degree = n - 1 - len(self._opponents[t] & members) - forbidden_count[t]
            colour = self._absolute[t]
            if colour is not None:
                degree -= absolute[colour] - 1
            if degree < need:
                return False
        return True

    def can_complete(self, tpns: Sequence[PairingNumber]) -> bool:
        """C4: the players can all be paired respecting C1 and C3."""
        if len(tpns) % 2:
            return False
        if self.surely_completable(tpns) or greedy_pairing(list(tpns), self.can_meet) is not None:
            return True
        return has_perfect_matching(len(tpns), self.edges(tpns))

    def unpaired_in_best_attempt(self, tpns: Sequence[PairingNumber]) -> tuple[PairingNumber, ...]:
        """Players left without a partner by a maximum matching: where a round-pairing breaks (art. 1.9.3)."""
        order = list(tpns)
        mate = maximum_matching(len(order), self.edges(order))
        return tuple(order[i] for i in range(len(order)) if mate[i] < 0)
