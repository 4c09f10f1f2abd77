"""Score groups and brackets (C.04.3 art. 1.3, C.04.4.1 art. 1.3, C.04.1 art. 5).

A score group holds all participants with the same pairing score (``participant`` module: score plus
acceleration). A bracket is a group of participants to be paired: the residents of one score group plus the
participants floated into it from elsewhere (upfloaters in Dubov, moved-down players in Dutch). The functions
are generic: a system may group its own view of a participant, giving the score to group by.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Generic, Protocol, TypeVar

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.participant import Participant


class Numbered(Protocol):
    @property
    def tpn(self) -> PairingNumber: ...


P = TypeVar("P", bound=Numbered)


def by_pairing_score(p: Participant) -> Decimal:
    """The score a participant is grouped by: the pairing score (acceleration included)."""
    return p.pairing_score


@dataclass(frozen=True, slots=True)
class ScoreGroup(Generic[P]):
    """The participants with one score, in TPN order."""

    score: Decimal
    members: tuple[P, ...]


@dataclass(frozen=True, slots=True)
class Bracket(Generic[P]):
    """Residents of a score group plus the participants floated in (in the system's order)."""

    score: Decimal
    residents: tuple[P, ...]
    floaters: tuple[P, ...] = ()

    @property
    def members(self) -> tuple[P, ...]:
        return self.residents + self.floaters


def score_groups(participants: Iterable[P], score: Callable[[P], Decimal]) -> list[ScoreGroup[P]]:
    """Score groups in descending score, each in ascending TPN."""
    groups: dict[Decimal, list[P]] = {}
    for p in participants:
        groups.setdefault(score(p), []).append(p)
    return [ScoreGroup(s, tuple(sorted(groups[s], key=lambda p: p.tpn))) for s in sorted(groups, reverse=True)]


def top_group(participants: Sequence[P], score: Callable[[P], Decimal]) -> ScoreGroup[P]:
    """The highest score group among ``participants`` (not empty), in ascending TPN."""
    top = max(score(p) for p in participants)
    return ScoreGroup(top, tuple(sorted((p for p in participants if score(p) == top), key=lambda p: p.tpn)))
