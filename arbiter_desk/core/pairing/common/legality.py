"""Who may meet whom: the absolute criteria every system shares, and whether a group can all be paired.

* C.04.1 (2026) art. 2: no second game between two participants; only games played over the board count
  (C.04.2 art. 3.5: two paired participants who did not play may meet again). Opponent lists are made
  symmetric, so a one-sided record still blocks the rematch.
* Prohibited pairs (TRF-2026 record ``260``, ``XXP``; ``pairing-input.md``): none of the listed participants
  may meet in the rounds given — an absolute criterion, like a rematch.
* A colour criterion the system supplies as each participant's *absolute* colour, if any: two participants
  with the same absolute colour do not meet (Dubov C3 art. 2.1.3; Dutch [C3] with its topscorer exception,
  which the system expresses by giving no absolute colour, or through ``colour_exempt``).

Completion ([C4] in Dubov and Dutch): "a pairing complying with all the absolute criteria shall always exist
for all players not yet paired" is :meth:`Legality.can_complete`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from typing import Protocol

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.matching.general import has_perfect_matching, maximum_matching
from arbiter_desk.core.pairing.matching.greedy import greedy_pairing
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


class HasOpponents(Protocol):
    """A participant as legality sees it (``Participant`` or a system's own view of one)."""

    @property
    def opponents(self) -> frozenset[PairingNumber]: ...


class Bar(StrEnum):
    """Why two participants may not meet (the system words it with its own article)."""

    REMATCH = "rematch"
    """C.04.1 art. 2."""
    COLOUR = "colour"
    """Same absolute colour (the system's colour criterion, e.g. Dubov C3)."""
    PROHIBITED = "prohibited"
    """A prohibited pair of the tournament (TRF 260 / XXP)."""


def prohibited_pairs(tournament: Tournament, round_no: int, members: Iterable[int]) -> set[frozenset[int]]:
    """The pairs among ``members`` that the tournament's prohibited-pair records forbid in ``round_no``."""
    present = set(members)
    found: set[frozenset[int]] = set()
    for group in tournament.forbidden_pairs:
        if group.first_round <= round_no <= group.last_round:
            listed = [t for t in group.players if t in present]
            for i, a in enumerate(listed):
                for b in listed[i + 1 :]:
                    found.add(frozenset((a, b)))
    return found


class Legality:
    """The absolute criteria of one round: rematch, prohibited pairs and the system's absolute colours."""

    def __init__(
        self,
        participants: Mapping[PairingNumber, HasOpponents],
        tournament: Tournament,
        round_no: int,
        absolute_colour: Mapping[PairingNumber, Colour | None],
        colour_exempt: frozenset[PairingNumber] = frozenset(),
    ) -> None:
        """``absolute_colour`` gives the colour each participant must have (None: no absolute preference);
        ``colour_exempt`` participants are not held to the colour criterion (e.g. Dutch topscorers).
        """
        self._opponents: dict[int, frozenset[PairingNumber]] = {tpn: p.opponents for tpn, p in participants.items()}
        extra: dict[int, set[PairingNumber]] = {}
        for tpn, p in participants.items():
            for o in p.opponents:
                if o in participants and tpn not in participants[o].opponents:
                    extra.setdefault(o, set()).add(tpn)
        for target, more in extra.items():
            self._opponents[target] = self._opponents[target] | more
        self._absolute: dict[int, Colour | None] = {
            tpn: (None if tpn in colour_exempt else absolute_colour.get(tpn)) for tpn in participants
        }
        self._forbidden = prohibited_pairs(tournament, round_no, participants)

    def absolute_colour(self, tpn: PairingNumber) -> Colour | None:
        return self._absolute[tpn]

    def can_meet(self, a: PairingNumber, b: PairingNumber) -> bool:
        if a == b or b in self._opponents[a]:
            return False
        colour = self._absolute[a]
        if colour is not None and colour is self._absolute[b]:
            return False
        return not self._forbidden or frozenset((a, b)) not in self._forbidden

    def bar(self, a: PairingNumber, b: PairingNumber) -> Bar | None:
        """The criterion that stops ``a`` and ``b`` meeting, or None if they may meet."""
        if b in self._opponents[a]:
            return Bar.REMATCH
        colour = self._absolute[a]
        if colour is not None and colour is self._absolute[b]:
            return Bar.COLOUR
        if frozenset((a, b)) in self._forbidden:
            return Bar.PROHIBITED
        return None

    def edges(self, tpns: Sequence[PairingNumber]) -> Iterable[tuple[int, int]]:
        """Index pairs (i < j) of ``tpns`` that may meet."""
        for i in range(len(tpns)):
            a = tpns[i]
            for j in range(i + 1, len(tpns)):
                if self.can_meet(a, tpns[j]):
                    yield i, j

    def fewest_partners(self, tpns: Sequence[PairingNumber], among: Sequence[PairingNumber]) -> int:
        """A lower bound, over ``tpns``, of how many participants of ``among`` each of them may meet (counts of
        opponents, same absolute colours and prohibited partners; linear time). ``among`` itself for ``tpns``
        gives the degrees of Dirac's theorem, as in :meth:`surely_completable`."""
        members = set(among)
        absolute = Counter(self._absolute[t] for t in among)
        forbidden: Counter[int] = Counter()
        for pair in self._forbidden:
            for t in pair:
                if (pair - {t}) <= members:
                    forbidden[t] += 1
        fewest = len(members)
        for t in tpns:
            inside = t in members
            degree = len(members) - inside - len(self._opponents[t] & members) - forbidden[t]
            colour = self._absolute[t]
            if colour is not None:
                degree -= absolute[colour] - inside
            fewest = min(fewest, degree)
        return fewest

    def surely_completable(self, tpns: Sequence[PairingNumber], margin: int = 0) -> bool:
        """A cheap certificate that ``tpns`` minus any ``margin`` of them can all be paired.

        Dirac's theorem: a graph on n >= 3 nodes whose every node has degree >= n/2 has a Hamiltonian
        cycle, hence a perfect matching when n is even. Degrees are bounded from below with counts of
        opponents, same absolute colours and prohibited partners, in time linear in the participants.
        """
        n = len(tpns)
        if n - margin <= 2:
            return False
        members = set(tpns)
        absolute = Counter(self._absolute[t] for t in tpns)
        forbidden_count: Counter[int] = Counter()
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
        """Completion ([C4]): ``tpns`` can all be paired respecting the absolute criteria."""
        if len(tpns) % 2:
            return False
        if self.surely_completable(tpns) or greedy_pairing(list(tpns), self.can_meet) is not None:
            return True
        return has_perfect_matching(len(tpns), self.edges(tpns))

    def unpaired_in_best_attempt(self, tpns: Sequence[PairingNumber]) -> tuple[PairingNumber, ...]:
        """Participants left without a partner by a maximum matching: where a round-pairing breaks."""
        order = list(tpns)
        mate = maximum_matching(len(order), self.edges(order))
        return tuple(order[i] for i in range(len(order)) if mate[i] < 0)
