"""The pairing-allocated bye (C.04.1 (2026) art. 3–4): who may receive it, and the first who can.

C.04.1 art. 3: with an odd number of participants to pair, one gets the PAB. Art. 4: nobody who already had a
PAB, or scored a win's points in one round without playing (``Participant.can_receive_pab``). Each system
orders the candidates by its own articles (Dubov 3.1.3–3.1.5, Dutch [C5]/[C9] …); the kit walks that order
and skips whoever is ineligible or whose absence leaves the others unpairable (completion).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, Protocol, TypeVar

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.legality import Legality


class PabEligible(Protocol):
    """A candidate as the PAB helpers see it (``Participant`` or a system's own view of one)."""

    @property
    def tpn(self) -> PairingNumber: ...

    @property
    def can_receive_pab(self) -> bool: ...


C = TypeVar("C", bound=PabEligible)


class PabExclusion(StrEnum):
    """Why a candidate was passed over for the PAB."""

    INELIGIBLE = "ineligible"
    """C.04.1 art. 4 (Dubov C2)."""
    BLOCKS_COMPLETION = "blocks-completion"
    """The others could not all be paired without them (completion criterion)."""


@dataclass(frozen=True, slots=True)
class PabCandidate(Generic[C]):
    """The first candidate who can take the PAB, with the ones passed over before them."""

    index: int
    """Position of the chosen participant in the candidate order."""
    participant: C
    excluded: tuple[tuple[PairingNumber, PabExclusion], ...]


def first_pab_candidate(
    ordered: Sequence[C], legality: Legality, to_pair: Sequence[PairingNumber]
) -> PabCandidate[C] | None:
    """The first of ``ordered`` (the system's order) eligible for the PAB whose absence lets all other
    participants of ``to_pair`` be paired; None if there is none.
    """
    excluded: list[tuple[PairingNumber, PabExclusion]] = []
    for index, candidate in enumerate(ordered):
        if not candidate.can_receive_pab:
            excluded.append((candidate.tpn, PabExclusion.INELIGIBLE))
            continue
        if not legality.can_complete([t for t in to_pair if t != candidate.tpn]):
            excluded.append((candidate.tpn, PabExclusion.BLOCKS_COMPLETION))
            continue
        return PabCandidate(index, candidate, tuple(excluded))
    return None
