"""Brackets from the top scoregroup down, each completed by upfloaters: the same words in the Double-Swiss
(C.04.5 (2026) art. 3.3.2, 3.5) and the Team (C.04.6 (2026) art. 3.3.2, 3.5) systems.

* Art. 3.3.2: after the PAB, the highest remaining scoregroup forms the bracket with the upfloaters chosen for it
  by art. 3.5 (``upfloaters.py``); the bracket is paired by the system (art. 3.6) and the next bracket is formed
  from who is left, until everybody is paired.
* The scoregroups of the round — the "following scoregroup" of [C6] — are fixed at its start, without the PAB
  recipient (D10, T13).
* Art. 3.4 PAB (both systems): among those eligible ([C2], C.04.1 art. 4) and leaving a legal pairing for the
  others (3.4.1), the lowest score (3.4.2), most matches played (3.4.3; actually played, T10), largest TPN
  (3.4.4) (:func:`pab_first`). With an even number to pair, they must all be pairable (art. 3.3.3).
* Completion ([C1], [C3]) is asked for the same sets many times while choosing upfloaters, so it is cached per
  round (:func:`cached_completion`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol, TypeVar

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.byes import first_pab_candidate
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.common.upfloaters import Complete, UpfloaterChoice, choose_upfloaters
from arbiter_desk.core.pairing.explain import BracketExplanation, ByeExplanation, Step, StepKind
from arbiter_desk.core.scoring import format_points


class ScoredCandidate(Protocol):
    """A participant as art. 3.4 sees them."""

    @property
    def tpn(self) -> PairingNumber: ...

    @property
    def can_receive_pab(self) -> bool: ...

    @property
    def score(self) -> Decimal: ...

    @property
    def matches_played(self) -> int: ...


C = TypeVar("C", bound=ScoredCandidate)
K = TypeVar("K", bound=int)


def cached_completion(legality: Legality) -> Complete:
    """``legality.can_complete`` remembered per set of TPNs; the empty set can always be completed."""
    cache: dict[frozenset[int], bool] = {}

    def can_complete(tpns: Sequence[PairingNumber]) -> bool:
        key = frozenset(tpns)
        if key not in cache:
            cache[key] = not tpns or legality.can_complete(list(tpns))
        return cache[key]

    return can_complete


def pab_first(
    rnd: int, to_pair: Sequence[C], legality: Legality, can_complete: Complete, noun: str, among: str
) -> tuple[list[PairingNumber], ByeExplanation | None]:
    """Art. 3.4 then 3.3.3: who is left to pair (TPNs ascending) and the PAB, if the number is odd. ``noun`` is
    "player" or "team"; ``among`` ends the PAB reason ("largest TPN among ...").
    """
    remaining = sorted(p.tpn for p in to_pair)
    if len(remaining) % 2:
        order = sorted(to_pair, key=lambda p: (p.score, -p.matches_played, -p.tpn))
        found = first_pab_candidate(order, legality, remaining)
        if found is None:
            raise NoValidPairingError(f"round {rnd}: no {noun} can receive the PAB (art. 3.4, 3.3.3)", ())
        chosen = found.participant
        bye = ByeExplanation(
            player=chosen.tpn,
            rule="3.4",
            reason=f"lowest score {format_points(chosen.score)}, {chosen.matches_played} matches played, "
            f"largest TPN among {among}",
            excluded=tuple((t, str(why)) for t, why in found.excluded),
        )
        remaining.remove(chosen.tpn)
        return remaining, bye
    if not can_complete(remaining):
        stuck = legality.unpaired_in_best_attempt(remaining)
        raise NoValidPairingError(f"round {rnd}: the {noun}s cannot all be paired ([C1], art. 3.3.3)", stuck)
    return remaining, None


@dataclass(frozen=True, slots=True)
class TopBracket:
    """One bracket of art. 3.3.2: the residents of the top scoregroup and their upfloaters (art. 3.5)."""

    score: Decimal
    residents: tuple[PairingNumber, ...]
    choice: UpfloaterChoice

    @property
    def members(self) -> list[PairingNumber]:
        """Residents then upfloaters, the order in which the system pairs them (art. 3.6)."""
        return [*self.residents, *self.choice.upfloaters]

    def explanation(self, pairing: Step) -> BracketExplanation:
        """The bracket explained: the art. 3.5 upfloaters (if any), then the system's art. 3.6 ``pairing``."""
        choice = self.choice
        steps = [pairing]
        if choice.upfloaters:
            text = (
                "fewest upfloaters ([C4]), highest scores ([C5]), first set in art. 3.5.4 order with the "
                f"best [C6] ({'not met' if choice.c6_fails else 'met'}) and [C7] ({choice.c7})"
            )
            steps.insert(0, Step(StepKind.FLOATERS, "Upfloaters (art. 3.5)", choice.upfloaters, text=text))
        return BracketExplanation(
            score=self.score,
            residents=self.residents,
            floaters=choice.upfloaters,
            floater_label="upfloaters",
            steps=tuple(steps),
        )

    def unpairable(self, rnd: int) -> NoValidPairingError:
        """The error when the system's art. 3.6 finds no pairing of the bracket."""
        return NoValidPairingError(f"round {rnd}: bracket {format_points(self.score)} cannot be paired", ())


def upfloat_notes(upfloated: Mapping[K, Decimal], *tpns: K) -> tuple[str, ...]:
    """A board's float notes: which of ``tpns`` upfloated (art. 3.5), to the bracket of which score."""
    return tuple(f"{t} upfloats to the {format_points(upfloated[t])} bracket" for t in tpns if t in upfloated)


def top_down_brackets(
    rnd: int,
    remaining: Sequence[PairingNumber],
    score: Callable[[PairingNumber], Decimal],
    floated: Callable[[PairingNumber], bool],
    last_round: bool,
    can_complete: Complete,
) -> Iterator[TopBracket]:
    """The brackets of the round in art. 3.3.2 order. ``remaining`` are the participants to pair (PAB recipient
    excluded, TPNs ascending); ``floated`` says who was a floater in the previous round ([C7]); ``last_round``
    switches [C7] off. The caller pairs every member of a bracket before asking for the next one.
    """
    groups: dict[Decimal, list[PairingNumber]] = {}
    for t in remaining:
        groups.setdefault(score(t), []).append(t)
    scores = sorted(groups, reverse=True)
    left = list(remaining)
    while left:
        top = max(score(t) for t in left)
        residents = [t for t in left if score(t) == top]
        lower_scores = sorted({score(t) for t in left if score(t) < top}, reverse=True)
        lower = [(s, [t for t in left if score(t) == s]) for s in lower_scores]
        following_score = next((s for s in scores if s < top), None)
        following = groups[following_score] if following_score is not None else []
        choice = choose_upfloaters(residents, lower, following, left, can_complete, floated, last_round)
        if choice is None:
            raise NoValidPairingError(f"round {rnd}: bracket {format_points(top)} cannot be paired", ())
        bracket = TopBracket(top, tuple(residents), choice)
        yield bracket
        taken = set(bracket.members)
        left = [t for t in left if t not in taken]
