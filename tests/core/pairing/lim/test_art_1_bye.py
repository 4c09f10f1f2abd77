"""The pairing-allocated bye, C.04.4.3 (2026) art. 1.1, 7.1; C.04.1 art. 3–4; reading L17."""

from __future__ import annotations

from .builder import build, pair


def test_art_1_1_lowest_ranked_of_the_lowest_scoregroup() -> None:
    t = build(5, [["1-2 1-0", "3-4 1-0", "5 U"]])
    # Lowest scoregroup (0 points): 2 and 4; lowest rank = largest pairing number.
    assert pair(t).bye == 4


def test_l17_a_barred_player_is_passed_over() -> None:
    t = build(7, [["1-2 1-0", "3-4 1-0", "5-6 1-0", "7 U"], ["1-3 1-0", "2-7 0-1", "4-6 1-0", "5 H"]])
    # Round 3, 0 points: 2 and 6 lost twice. 6 is the lowest ranked and may have the bye.
    assert pair(t).bye == 6
    t2 = build(7, [["1-2 1-0", "3-4 1-0", "5-6 1-0", "7 U"], ["1-3 1-0", "2-5 0-1", "4-7 1-0", "6 F"]])
    # 6 scored a full-point bye (no longer in the lowest group anyway); 2 alone at 0.
    assert pair(t2).bye == 2


def test_l17_if_the_whole_lowest_scoregroup_is_barred_the_next_one_up() -> None:
    t = build(5, [["1-2 1-0", "3-4 1-0", "5 U"], ["1-3 1-0", "2-4 1-0", "5 Z"]])
    # Round 3: 5 has 1 point (U) and 0 from Z... 4 has 0 points alone and may take it.
    assert pair(t).bye == 4
    t = build(3, [["1-2 1-0", "3 U"], ["3-1 0-1", "2 U"]])
    # Round 3: 3 (1 point, had U)... 2 (1 point, had U), 1 (2 points): lowest group 1 point all barred.
    assert pair(t).bye == 1


def test_art_7_1_round_one_lowest_rated_even_if_not_the_last_number() -> None:
    t = build(5, ratings=[2400, 2300, 1200, 2100, 2000])
    result = pair(t, 1)
    assert result.bye == 3
    assert result.explanation.bye is not None and result.explanation.bye.rule == "7.1"
