"""The pairing-allocated bye, C.04.4.1 (2026) art. 3.1.1–3.1.5."""

from arbiter_desk.core.pairing.dubov import DubovSystem

from .tournament_builder import build, with_absent


def test_art_3_1_5_round_one_bye_goes_to_the_largest_tpn() -> None:
    pairing = DubovSystem().pair(build([2500, 2400, 2300, 2200, 2100, 2000, 1900]))
    assert pairing.bye == 7
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.5"


def test_art_3_1_3_lowest_score_first() -> None:
    # Scores before round 2: 1:1, 2:.5, 3:.5, 4:0, 5:.5, 6:.5, 7:1. Only 4 has the lowest score.
    t = build([2500, 2400, 2300, 2200, 2100, 2000, 1900], rounds=[["1-4 1-0", "5-2 =", "3-6 =", "7 U"]])
    pairing = DubovSystem().pair(t)
    assert pairing.bye == 4
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.3"


def test_art_3_1_5_largest_tpn_among_equal_lowest() -> None:
    # 4 and 5 both have 0 points after one game: the larger TPN, 5, gets the bye.
    t = build([2500, 2400, 2300, 2200, 2100, 2000, 1900], rounds=[["1-4 1-0", "2-5 1-0", "3-6 =", "7 U"]])
    pairing = DubovSystem().pair(t)
    assert pairing.bye == 5
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.5"


def test_art_3_1_4_most_games_played_among_the_lowest() -> None:
    # 2 lost a game (0 points, 1 game); 6 was absent (0 points, 0 games): 2 gets the bye despite its TPN.
    t = build([2500, 2400, 2300, 2200, 2100, 2000, 1900], rounds=[["1-2 1-0", "3-4 =", "5-7 =", "6 Z"]])
    pairing = DubovSystem().pair(t)
    assert pairing.bye == 2
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.4"


def test_art_3_1_4_a_forfeit_is_not_a_game_played() -> None:
    # 2 lost a game over the board, 3 lost by forfeit: both 0 points, but only 2 has played (clar. 8).
    t = build([2500, 2400, 2300, 2200, 2100], rounds=[["1-2 1-0", "4-3 +-", "5 U"]])
    pairing = DubovSystem().pair(t)
    assert pairing.bye == 2
    assert pairing.explanation.bye is not None and pairing.explanation.bye.rule == "3.1.4"


def test_art_3_1_1_no_bye_after_a_bye_or_forfeit_win() -> None:
    # Before round 3: 1:1, 2:1, 3:0.5, 4:1 (forfeit win), 5:2 (bye + win). 3 is the lowest and eligible.
    t = build(
        [2500, 2400, 2300, 2200, 2100],
        rounds=[["1-2 0-1", "3-4 -+", "5 U"], ["2-5 0-1", "1-4 1-0", "3 H"]],
    )
    pairing = DubovSystem().pair(t)
    assert pairing.bye == 3


def test_art_3_1_1_the_lowest_player_is_passed_over_when_excluded_by_c2() -> None:
    # 3 won by forfeit in round 1 and lost round 2: lowest score, but C2 excludes it.
    t = build(
        [2500, 2400, 2300, 2200, 2100],
        rounds=[["1-2 1-0", "3-4 +-", "5 U"], ["1-3 1-0", "2-5 =", "4 Z"]],
    )
    pairing = DubovSystem().pair(t)
    # Scores: 1:2, 2:.5, 3:1, 4:0 (forfeit loss, absence), 5:1.5. 4 is lowest and eligible.
    assert pairing.bye == 4
    t = build(
        [2500, 2400, 2300, 2200, 2100],
        rounds=[["1-2 1-0", "4-3 -+", "5 U"], ["1-3 1-0", "4-2 1-0", "5 Z"]],
    )
    # Scores: 1:2, 2:0, 3:1 (forfeit win), 4:1, 5:1 (bye). 2 is lowest (eligible).
    pairing = DubovSystem().pair(t)
    assert pairing.bye == 2


def test_art_3_1_2_candidate_whose_absence_leaves_others_unpairable_is_skipped() -> None:
    # Round 1: 1-2 draw, 3-4 0-1. Round 2 with 4 absent: 3 is lowest, but without 3 the others (1, 2)
    # have already met, so 3 must play; 1 and 2 are equal (0.5, one game): the larger TPN, 2, gets it.
    t = with_absent(build([2500, 2400, 2300, 2200], rounds=[["1-2 =", "3-4 0-1"]]), 2, "Z", 4)
    pairing = DubovSystem().pair(t)
    assert pairing.bye == 2
    assert [(b.white, b.black) for b in pairing.boards] in ([(1, 3)], [(3, 1)])
    bye = pairing.explanation.bye
    assert bye is not None and bye.rule == "3.1.2"
    assert any(tpn == 3 and "3.1.2" in why for tpn, why in bye.excluded)
