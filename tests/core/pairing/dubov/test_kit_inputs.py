"""Dubov honours the kit's pairing scores (TRF 250 acceleration) and prohibited pairs (TRF 260).

pairing-input.md: virtual points count wherever the system uses scores (C.04.4.1 art. 1.3 scoregroups);
prohibited pairs are an absolute criterion like C1.
"""

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.pairing.dubov import DubovSystem
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs

from .tournament_builder import build


def _pairs(t: object) -> set[frozenset[int]]:
    pairing = DubovSystem().pair(t)  # type: ignore[arg-type]
    return {frozenset((b.white, b.black)) for b in pairing.boards}


def test_prohibited_pair_is_never_paired() -> None:
    t = build([2400, 2300, 2200, 2100, 2000, 1900])
    plain = _pairs(t)
    assert frozenset((1, 4)) in plain  # G1 = 1-3, G2 = 4-6: S1[1] meets T2[1]
    forbidden = _pairs(replace(t, forbidden_pairs=(ForbiddenPairs((1, 4), 1, 1),)))
    assert frozenset((1, 4)) not in forbidden
    assert len(forbidden) == 3


def test_prohibited_pair_outside_its_rounds_does_not_count() -> None:
    t = build([2400, 2300, 2200, 2100, 2000, 1900])
    assert _pairs(replace(t, forbidden_pairs=(ForbiddenPairs((1, 4), 2, 5),))) == _pairs(t)


def test_acceleration_forms_scoregroups_by_pairing_score() -> None:
    t = build([2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700])
    accelerated = replace(t, accelerations=(Acceleration(Decimal(1), 1, 1, 1, 4),))
    pairs = _pairs(accelerated)
    # Two scoregroups: 1-4 (1 virtual point) and 5-8; nobody crosses.
    assert all(max(p) <= 4 or min(p) >= 5 for p in pairs)
    explanation = DubovSystem().pair(accelerated).explanation
    assert [b.score for b in explanation.brackets] == [Decimal(1), Decimal(0)]
