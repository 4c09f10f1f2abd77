"""SB on the hand-made sample (C.07 2026): opponent's score as an opponent × points made against him.

Scores as an opponent: 1: 3.5, 2: 3.0, 3: 1.5, 4: 1.0, 5: 1.5, 6: 2.0.
"""

from decimal import Decimal

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tiebreaks import Edition, TieBreakContext, TieBreakSpec, compute_tiebreak
from tests.core.tiebreaks.crosstable import make_tournament, sample


def value(code: str, tpn: int, edition: Edition = Edition.FIDE_2026) -> Decimal | None:
    ctx = TieBreakContext(sample(), edition=edition)
    return compute_tiebreak(ctx, TieBreakSpec.parse(code), PairingNumber(tpn)).value


@pytest.mark.parametrize(
    ("tpn", "expected"),
    [
        (1, "6.0"),  # 4: 1.0×1 + 6: 2.0×1 + 2: 3.0×½ + R4 dummy 1.5 (capped) × 1
        (2, "5.5"),  # 5: 1.5×½ + 4: 1.0×1 + 1: 3.5×½ + 6: 2.0×1
        (3, "1.75"),  # 6: 0 + 5: 1.5×½ + 4: 1.0×1 + R4 forfeit loss × 0
        (4, "1.5"),  # 5: 1.5×1
        (5, "3.0"),  # 2: 3.0×½ + 3: 1.5×½ + R3 H: dummy 1.5 × ½ + 4: 0
        (6, "3.5"),  # 3: 1.5×1 + 1: 0 + R3 U: dummy 2.0 × 1 + 2: 0
    ],
)
def test_sonneborn_berger(tpn: int, expected: str) -> None:
    assert value("SB", tpn) == Decimal(expected)


def test_sonneborn_berger_2024_dummy_uses_own_score() -> None:
    # 1's forfeit win: dummy 3.5 × 1 instead of 1.5: 1.0 + 2.0 + 1.5 + 3.5.
    assert value("SB", 1, Edition.FIDE_2024) == Decimal("8.0")


def test_cut_1_drops_the_lowest_scored_opponent_not_the_lowest_contribution() -> None:
    # 2: the lowest-scored opponent is 4 (1.0, contribution 1.0), although 5 gave only 0.75: 5.5 − 1.0.
    assert value("SB/C1", 2) == Decimal("4.5")
    # 1: lowest-scored opponent 4 (1.0 × 1): 6.0 − 1.0.
    assert value("SB/C1", 1) == Decimal("5.0")


def test_cut_1_with_a_vur_cuts_the_higher_of_the_two() -> None:
    # 3: least significant is 4 (1.0, contribution 1.0); the VUR (R4 forfeit loss) gave 0: cut 4's 1.0.
    assert value("SB/C1", 3) == Decimal("0.75")
    # 5: least significant is 4 (1.0, contribution 0); the VUR (R3 H) gave 0.75: cut the VUR.
    assert value("SB/C1", 5) == Decimal("2.25")


def test_median_1() -> None:
    # 2: drop 4 (lowest-scored, 1.0) and 1 (highest-scored, 1.75): 0.75 + 2.0.
    assert value("SB/M1", 2) == Decimal("2.75")


def test_forfeits_as_played() -> None:
    # 1's forfeit win against 3 (1.5) counts 1.5 × 1, as the capped dummy did.
    assert value("SB/P", 1) == Decimal("6.0")
    # 3's forfeit loss: 3.5 × 0.
    assert value("SB/P", 3) == Decimal("1.75")


def test_other_point_systems_multiply_by_the_points() -> None:
    # 3-1-0. 1: beat 2 (3), drew 3 (1), R3 no block (Z, cat. 5) → 4, as an opponent 4 + a draw's 1 = 5.
    # 2: lost to 1, R2 Z (cat. 3: a game follows), beat 3 → 3.   3: R1 Z (cat. 3), drew 1, lost to 2 → 1.
    three = PointSystem.simple(win=Decimal(3), draw=Decimal(1))
    t = make_tournament({1: "2w1 3b= .", 2: "1b0 . 3w1", 3: ". 1w= 2b0"}, point_system=three)
    ctx = TieBreakContext(t)
    sb = {n: compute_tiebreak(ctx, TieBreakSpec("SB"), PairingNumber(n)).value for n in (1, 2, 3)}
    # 1: 2's 3 × 3 + 3's 1 × 1 + R3 dummy (own 4, capped at 1 × 3 rounds = 3) × 0 = 10.
    # 2: 1's 5 × 0 + R2 dummy × 0 + 3's 1 × 3 = 3.   3: R1 dummy × 0 + 1's 5 × 1 + 2's 3 × 0 = 5.
    assert sb == {1: Decimal(10), 2: Decimal(3), 3: Decimal(5)}


def test_cut_1_puts_forward_the_vur_with_the_lowest_contribution() -> None:
    """Art. 16 Cut-1 with VURs (tiebreaks-c07-2026.md): "cut the lowest VUR contribution instead, as long as
    it is not lower than the least significant value; for SB cut the higher of the two". Player 1 (2.5
    points): R1 beat 2 (0.5) → 0.5; R2 H, dummy 2.0 (cap ½ × 4) → 1.0; R3 forfeit loss to 3, dummy 2.5 → 0;
    R4 beat 4 (2.0) → 2.0. SB 3.5. The lowest VUR contribution is R3's 0, lower than the least significant
    value R1 (0.5): the higher of the two, R1, is cut: SB/C1 3.0. (An earlier reading put forward the VUR
    with the lowest dummy score, R2, and gave 2.5; FIDE's tie-break checker, run by the differential sweep,
    gives 3.0 as the text does.)"""
    t = make_tournament(
        {
            1: "2w1 H   3-- 4w1",
            2: "1b0 5w= 4b0 6w0",
            3: "4w1 6w1 1-+ 5w=",
            4: "3b0 U   2w1 1b0",
            5: "6w1 2b= 6w1 3b=",
            6: "5b0 3b0 5b0 2b1",
        }
    )
    ctx = TieBreakContext(t)
    assert compute_tiebreak(ctx, TieBreakSpec("SB"), PairingNumber(1)).value == Decimal("3.5")
    cut = compute_tiebreak(ctx, TieBreakSpec.parse("SB/C1"), PairingNumber(1))
    assert cut.value == Decimal("3.0")
    assert [t.round for t in cut.dropped] == [1]
