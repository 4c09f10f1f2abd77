"""The order of the scoregroups and the blocked median, C.04.4.3 (2026) art. 2.2, 2.6, 3.2.1, 8.3;
readings L5, L6, L16.
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.pairing.lim.procedure import median_score

from .builder import absent, build, pair, pairs, ps


def test_l5_median_score_is_half_the_rounds_played() -> None:
    assert median_score(1, Decimal(1)) == 0
    assert median_score(4, Decimal(1)) == Decimal("1.5")
    assert median_score(3, Decimal(3)) == 3


def test_art_8_3_round_two_top_then_bottom_then_median() -> None:
    t = build(8, [["1-5 1-0", "2-6 =", "3-7 0-1", "4-8 1-0"]])
    brackets = pair(t).explanation.brackets
    assert [b.score for b in brackets] == [1, 0, Decimal("0.5")]
    assert "downward" in brackets[0].notes[0]
    assert "upward" in brackets[1].notes[0]
    assert "median" in brackets[2].notes[0]


def test_art_2_2_above_downward_below_upward_median_last() -> None:
    """Round 3 with scores 2, 1.5, 1, 0.5, 0: order 2, 1.5, 0, 0.5, then 1 (the median)."""
    t = build(
        10,
        [["1-6 1-0", "2-7 1-0", "3-8 =", "4-9 =", "5-10 1-0"], ["1-2 1-0", "3-4 1-0", "6-5 =", "7-8 0-1", "9-10 0-1"]],
    )
    scores = [b.score for b in pair(t).explanation.brackets]
    assert scores[-1] == 1
    assert scores[:2] == [2, Decimal("1.5")]
    assert scores[2:4] == [0, Decimal("0.5")] or scores[2:4] == [Decimal("0.5")]


def test_l5_median_without_residents_holds_the_floaters_of_both_sides() -> None:
    """Round 2 without draws: 1 point (3 players) and 0 (3 players); the empty 0.5 median pairs the floaters."""
    t = build(6, [["1-4 1-0", "2-5 1-0", "3-6 1-0"]])
    result = pair(t)
    median = result.explanation.brackets[-1]
    assert median.score == Decimal("0.5")
    assert median.residents == ()
    assert set(median.upfloaters) == {3, 4}  # 3 floats down (lowest numbered), 4 up (highest numbered)
    assert pairs(result) == ps((1, 2), (5, 6), (3, 4))


def test_art_2_6_2_blocked_median_cracks_the_higher_scoregroup() -> None:
    """Median {1, 3} drew in round 1; no floaters: 2.6.2 cracks 2–5 (1 point) into the median."""
    t = build(6, [["1-3 =", "2-4 1-0", "5-6 1-0"]])
    result = pair(t)
    assert pairs(result) == ps((2, 3), (1, 5), (4, 6))
    median = result.explanation.brackets[-1]
    assert any("2.6.2" in n for n in median.notes)
    floats = [f for b in result.explanation.boards for f in b.floats]
    assert "2 floated down from 1.0 to the 0.5 scoregroup (its pairing was cracked, art. 2.6)" in floats


def test_art_2_6_1_more_floaters_from_above_cracks_the_lower_scoregroup() -> None:
    """3 floats down into the median {4}; 4 may meet none of 1–3: 2.6.1 cracks 5–6 (0 points)."""
    t = build(7, [["1-5 1-0", "2-6 1-0", "3-7 1-0", "4 H"]], forbid=[(1, 4), (2, 4), (3, 4)])
    result = pair(t)
    assert result.bye == 7
    assert pairs(result) == ps((1, 2), (3, 5), (4, 6))
    median = result.explanation.brackets[-1]
    assert any("2.6.1" in n for n in median.notes)


def test_l16_a_side_without_pairings_cannot_be_cracked() -> None:
    """Nobody below the median: with more floaters from above, the higher side is cracked all the same."""
    t = build(9, [["1-5 1-0", "2-6 1-0", "3-7 1-0", "4 H", "8 H", "9 H"]], forbid=[(4, 8, 9)])
    t = absent(t, 2, "Z", 5, 6, 7)
    result = pair(t)
    assert pairs(result) == ps((1, 4), (2, 8), (3, 9))
    notes = result.explanation.brackets[-1].notes
    assert any("2.6.2 (the other side had no pairing left)" in n for n in notes)


def test_l6_floater_goes_to_the_adjacent_scoregroup() -> None:
    """Round 3: a floater from 2 points goes to 1.5, the next scoregroup in the pairing order."""
    t = build(8, [["1-5 1-0", "2-6 1-0", "3-7 1-0", "4-8 ="], ["1-2 1-0", "3-4 =", "5-6 =", "7-8 ="]])
    result = pair(t)
    first, second = result.explanation.brackets[:2]
    assert first.score == 2 and first.residents == (1,)
    assert second.score == Decimal("1.5") and 1 in second.upfloaters
    # 1 and 3 both had White twice (2.1): both are transferred on to the median (2.3.3, L6, L22).
    assert any(n.startswith("floats on: 1 ") and "2.3.2/2.3.3" in n for n in second.notes)
    assert set(result.explanation.brackets[-1].upfloaters) >= {1, 3}
