"""KS, the Koya system (C.07 2026), with its adjustable limit ``/L±n`` (n draw points), and the readings of
FIDE's checker: opponents' actual points decide, forfeits against a paired opponent count.

Sample: 4 rounds, so the limit is 50 % of 4 = 2.0. Scores as an opponent: 1 3.5, 2 3.0, 3 1.5, 4 1.0,
5 1.5, 6 2.0.
"""

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tiebreaks import TieBreakContext, TieBreakSpec, compute_tiebreak
from tests.core.tiebreaks.crosstable import make_tournament, sample


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


def test_koya_counts_a_forfeit_win_against_an_opponent_above_the_limit() -> None:
    # 3 rounds, limit 1.5. 1 beat 2 (1.0) and 3 (0), and won by forfeit against 4 (2.0 ≥ 1.5): KS 1.
    t = make_tournament({1: "2w1 3w1 4-+", 2: "1b0 4w0 3b1", 3: "4b0 1b0 2w0", 4: "3w1 2b1 1--"})
    ctx = TieBreakContext(t)
    breakdown = compute_tiebreak(ctx, TieBreakSpec("KS"), PairingNumber(1))
    assert breakdown.value == Decimal(1)
    assert [t.cut is None for t in breakdown.terms] == [False, False, True]
    assert any("forfeits" in note for note in breakdown.notes)
    assert compute_tiebreak(ctx, TieBreakSpec.parse("KS/P"), PairingNumber(1)).value == Decimal(1)


def test_koya_limit_compares_actual_points_not_the_score_as_an_opponent() -> None:
    # 4 rounds, limit 2. 5 scored 1.5 but counts 2.0 as an opponent (R4 Z in the last round, art. 16 cat. 5):
    # his actual 1.5 is below the limit, so 1's win over him does not count.
    table = {1: "2w1 3b= 4w0 5w1", 2: "1b0 Z Z Z", 3: "Z 1w= Z Z", 4: "Z Z 1b1 Z", 5: "6b1 H 1b0 Z", 6: "5w0 Z Z Z"}
    ctx = TieBreakContext(make_tournament(table, check=False))
    assert (ctx.score(PairingNumber(5)), ctx.opponent_score(PairingNumber(5)).adjusted) == (Decimal("1.5"), Decimal(2))
    breakdown = compute_tiebreak(ctx, TieBreakSpec("KS"), PairingNumber(1))
    assert breakdown.value == Decimal(0)
    assert "scored 1.5" in breakdown.terms[3].description
