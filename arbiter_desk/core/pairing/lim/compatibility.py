"""Who may meet whom in a Lim round (C.04.4.3 (2026) art. 2.1, art. 6; C.04.1 art. 2), and whether a group
of players can all be paired.

L1: two players are compatible when they have not played each other and *some* colour allocation keeps both
within 5.1.1 (no colour three times in succession) and 5.1.2 (never three more of one colour), judged on
played games only (C.04.2 art. 3.4). Prohibited pairs (record 260) are absolute like a rematch.
L2 (art. 6): in the last round the colour limits do not apply between players with the same score.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.legality import prohibited_pairs
from arbiter_desk.core.pairing.lim.players import LimPlayer
from arbiter_desk.core.pairing.matching.general import maximum_matching
from arbiter_desk.core.pairing.matching.greedy import greedy_pairing
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


class Compatibility:
    """Art. 2.1 for one round, with a cache: compatibility is asked many times per pair."""

    def __init__(
        self, players: dict[PairingNumber, LimPlayer], tournament: Tournament, round_no: int, last_round: bool
    ) -> None:
        self._players = players
        self._last_round = last_round
        self._forbidden = prohibited_pairs(tournament, round_no, players)
        self._allowed = {tpn: (p.allowed(Colour.WHITE), p.allowed(Colour.BLACK)) for tpn, p in players.items()}
        self._cache: dict[tuple[int, int], bool] = {}

    def can_meet(self, a: PairingNumber, b: PairingNumber) -> bool:
        key = (a, b) if a < b else (b, a)
        cached = self._cache.get(key)
        if cached is None:
            cached = not self.why_not(a, b)
            self._cache[key] = cached
        return cached

    def colours_legal(self, a: PairingNumber, b: PairingNumber) -> bool:
        """Some allocation keeps both players within 5.1.1 and 5.1.2 (L1)."""
        wa, ba = self._allowed[a]
        wb, bb = self._allowed[b]
        return (wa and bb) or (ba and wb)

    def why_not(self, a: PairingNumber, b: PairingNumber) -> str:
        """Why ``a`` and ``b`` are not compatible (art. 2.1), or '' if they are."""
        if a == b:
            return "the same player"
        pa, pb = self._players[a], self._players[b]
        if b in pa.opponents:
            return "they have already played each other (C.04.1 art. 2)"
        if frozenset((a, b)) in self._forbidden:
            return "a prohibited pair of the tournament rules (record 260)"
        if self._last_round and pa.score == pb.score:
            return ""  # art. 6, L2: same score in the last round, colours yield
        if not self.colours_legal(a, b):
            return "either colour allocation breaks art. 5.1.1 or 5.1.2 (art. 2.1)"
        return ""

    def partners(self, a: PairingNumber, pool: Iterable[PairingNumber]) -> list[PairingNumber]:
        return [b for b in pool if b != a and self.can_meet(a, b)]

    def edges(self, tpns: Sequence[PairingNumber]) -> list[tuple[int, int]]:
        return [(i, j) for i in range(len(tpns)) for j in range(i + 1, len(tpns)) if self.can_meet(tpns[i], tpns[j])]

    def completable(self, tpns: Sequence[PairingNumber]) -> bool:
        """All of ``tpns`` can be paired with each other (a perfect matching of compatible pairs exists)."""
        return self.perfect_pairing(tpns) is not None

    def perfect_pairing(self, tpns: Sequence[PairingNumber]) -> dict[PairingNumber, PairingNumber] | None:
        """Some pairing of all of ``tpns`` (partner by player), or None if there is none."""
        if len(tpns) % 2:
            return None
        pairs = greedy_pairing(list(tpns), self.can_meet) or greedy_pairing(list(reversed(tpns)), self.can_meet)
        if pairs is None:
            order = list(tpns)
            mate = maximum_matching(len(order), self.edges(order))
            if any(m < 0 for m in mate):
                return None
            pairs = [(order[i], order[j]) for i, j in enumerate(mate) if i < j]
        partner: dict[PairingNumber, PairingNumber] = {}
        for a, b in pairs:
            partner[a] = b
            partner[b] = a
        return partner

    def has_partner(self, a: PairingNumber, pool: Iterable[PairingNumber]) -> bool:
        return any(b != a and self.can_meet(a, b) for b in pool)

    def max_pairs(self, tpns: Sequence[PairingNumber]) -> int:
        """The largest number of pairs that ``tpns`` can form."""
        if len(tpns) < 2:
            return 0
        # A greedy pairing of all (or, with an odd count, all but one) is a certificate of the maximum.
        if greedy_pairing(list(tpns[: len(tpns) // 2 * 2]), self.can_meet) is not None:
            return len(tpns) // 2
        if len(tpns) % 2 and greedy_pairing(list(tpns[1:]), self.can_meet) is not None:
            return len(tpns) // 2
        mate = maximum_matching(len(tpns), self.edges(tpns))
        return sum(1 for m in mate if m >= 0) // 2
