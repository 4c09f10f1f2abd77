"""KS, the Koya system (C.07 2026), with its adjustable limit ``/L±n`` (n draw points).

Sample: 4 rounds, so the limit is 50 % of 4 = 2.0. Scores as an opponent: 1 3.5, 2 3.0, 3 1.5, 4 1.0,
5 1.5, 6 2.0.
"""

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tiebreaks import TieBreakContext, TieBreakSpec, compute_tiebreak
from tests.core.tiebreaks.crosstable import sample


def value(code: str, tpn: int) -> Decimal | None:
    return compute_tiebreak(TieBreakContext(sample()), TieBreakSpec.parse(code), PairingNumber(tpn)).value


def test_koya_counts_points_against_opponents_on_half_or_more() -> None:
    # 1: beat 6 (2.0 ≥ 2.0) 1 + drew 2 (3.0) ½; 4 (1.0) is below → 1.5.
    assert value("KS", 1) == Decimal("1.5")
    # 5: drew 2 (3.0) ½; 3 (1.5) and 4 (1.0) below → 0.5.  6: lost to 1 and 2 → 0.
    assert value("KS", 5) == Decimal("0.5")
    assert value("KS", 6) == Decimal("0")


def test_koya_limit_moves_by_draw_points() -> None:
    # /L+1: limit 2.5, 6 (2.0) drops out for 1 → 0.5.  /L-1: limit 1.5, 3 (1.5) comes in for 5 → 1.0.
    assert value("KS/L+1", 1) == Decimal("0.5")
    assert value("KS/L-1", 5) == Decimal("1.0")


def test_koya_forfeits_only_with_p() -> None:
    # 3 lost to 1 (3.5) by forfeit: 0 points either way; 1's forfeit win over 3 (1.5) is below the limit.
    assert value("KS/P", 1) == value("KS", 1)
    ctx = TieBreakContext(sample())
    breakdown = compute_tiebreak(ctx, TieBreakSpec.parse("KS/P"), PairingNumber(1))
    assert len(breakdown.terms) == 4 and breakdown.terms[3].cut == "below the limit"
