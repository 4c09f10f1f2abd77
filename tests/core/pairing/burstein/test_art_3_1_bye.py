"""C.04.4.2 (2026) art. 3.1: the pairing-allocated bye, assigned before the brackets (1.9.2)."""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tournament import ForbiddenPairs

from .builder import build
from .play import burstein

# Seeding: 4 declared rounds → 2 seeding rounds; round 3 is Burstein's.
R1 = ["1-2 1-0", "3-4 1-0", "5-6 1-0", "7 U"]


def test_art_3_1_5_lowest_ranking_is_the_lowest_buchholz() -> None:
    """3.1.3: 2, 4 and 6 have the lowest score (0); 3.1.4: all played one game; 3.1.5 (B11): the lowest
    Buchholz is 4's (his opponent 3 has 1 point, 1's and 5's have 2)."""
    t = build(7, [R1, ["1-3 1-0", "5-7 1-0", "2 Z", "4 Z", "6 Z"]], total_rounds=4)
    pairing = burstein().pair(t)
    assert pairing.bye == 4
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.5"


def test_art_3_1_4_a_forfeit_is_not_a_game_played() -> None:
    """3.1.4 (B8, B10): 2 (lost R1, lost R2 by forfeit) and 4 (lost R1, zero-point bye) both have one game over
    the board; 3.1.5 then takes 4 (Buchholz 1: his opponent 3 has 1 point; 2's opponent 1 has 2). Counting the
    forfeit as a game would have given the PAB to 2 by 3.1.4."""
    t = build(7, [R1, ["1-3 1-0", "5-7 1-0", "2-6 -+", "4 Z"]], total_rounds=4)
    pairing = burstein().pair(t)
    assert pairing.bye == 4
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.5"


def test_art_3_1_3_lowest_score_first() -> None:
    t = build(7, [R1, ["1-3 1-0", "5-7 1-0", "2-4 =", "6 Z"]], total_rounds=4)
    # Lowest score: 6 (0 points, one game) alone → 3.1.3.
    pairing = burstein().pair(t)
    assert pairing.bye == 6 and pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.3"


def test_art_3_1_4_decides_between_equal_scores() -> None:
    """3.1.4: 4 (two games, 0 points) takes it before 6 (one game and a zero-point bye, 0 points)."""
    t = build(7, [R1, ["1-3 1-0", "5-7 1-0", "4-2 0-1", "6 Z"]], total_rounds=4)
    # Scores: 1:2, 2:1, 3:1, 4:0, 5:2, 6:0, 7:1.
    pairing = burstein().pair(t)
    assert pairing.bye == 4
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.4"


def test_art_3_1_1_c2_no_second_pab_nor_after_an_unplayed_win() -> None:
    """3.1.1 ([C2]): 7 had the PAB, 6 won by forfeit: both are passed over although their scores are lowest."""
    t = build(7, [["1-2 1-0", "3-4 1-0", "5-6 -+", "7 U"], ["1-3 1-0", "2-4 1-0", "5-7 1-0", "6 Z"]], total_rounds=4)
    # Scores: 1:2, 2:1, 3:1, 4:0, 5:1, 6:1, 7:1. Lowest: 4 (0) — eligible.
    pairing = burstein().pair(t)
    assert pairing.bye == 4
    t2 = build(5, [["1-2 +-", "3-4 1-0", "5 U"], ["1-3 0-1", "2-5 1-0", "4 Z"]], total_rounds=4)
    # 1 won by forfeit (unplayed win), 5 had the PAB: both 1 point, like 4... 4 has 0: takes it.
    assert burstein().pair(t2).bye == 4


def test_art_3_1_2_the_others_must_stay_pairable() -> None:
    """3.1.2 (B12): 4 and 5 have the lowest score, but 1, 2 and 3 may not meet each other (a prohibited group,
    TRF 260): without 4 or without 5 the others cannot all be paired, so the PAB goes to 2 (next lowest)."""
    t = build(
        5,
        [["1-4 1-0", "2-5 1-0", "3 U"], ["1-2 1-0", "3-5 1-0", "4 Z"]],
        total_rounds=4,
        forbidden=(ForbiddenPairs((PairingNumber(1), PairingNumber(2), PairingNumber(3)), 3, 3),),
    )
    pairing = burstein().pair(t)
    assert pairing.bye == 2
    bye = pairing.explanation.bye
    assert bye is not None and bye.rule == "3.1.3"
    assert {tpn for tpn, _ in bye.excluded} == {4, 5}
    assert all("[C4]" in why for _, why in bye.excluded)
