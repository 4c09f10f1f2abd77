"""Choosing upfloaters: C.04.4.1 (2026) art. 3.2.1, 3.2.2 with criteria C4–C10, order of art. 4.2."""

from arbiter_desk.core.pairing.dubov.upfloaters import choose_upfloaters

from .synthetic import dp, legality


def test_art_3_2_1_c5_no_upfloater_when_residents_pair_among_themselves() -> None:
    residents = [dp(1, 2, "W"), dp(2, 2, "B")]
    lower = [dp(3, 1, "W"), dp(4, 1, "B")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == ()


def test_art_3_2_1_c5_two_upfloaters_when_the_residents_have_met() -> None:
    residents = [dp(1, 2, "W", opponents=(2,)), dp(2, 2, "B")]
    lower = [dp(3, 1, "W"), dp(4, 1, "B"), dp(5, 1, "W"), dp(6, 1, "B")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert len(choice.upfloaters) == 2
    assert "C5: 2" in choice.reason


def test_art_4_2_first_set_in_order_when_all_else_is_equal() -> None:
    residents = [dp(1, 2, "W")]
    lower = [dp(5, 1, "B"), dp(3, 1, "B"), dp(4, 1, "B"), dp(2, 1, "B"), dp(6, 1, "B")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (2,)  # 4.2.2: same score, smallest TPN


def test_c6_higher_score_beats_better_colours() -> None:
    # 2 (1.0) wants Black like resident 1: C7 would prefer 3 (0.5, wants White), but C6 comes first.
    residents = [dp(1, 2, "W")]
    lower = [dp(2, 1, "W"), dp(3, 0.5, "B"), dp(4, 0.5, "B")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (2,)


def test_c6_maximise_the_lowest_upfloater_score_first() -> None:
    # Residents 1 and 2 have met: two upfloaters. {4, 7} (2.0 and 1.0) comes first in art. 4.2 order, but
    # {5, 6} (1.5 and 1.5) has the higher lowest score. {4, 5} and {4, 6} are ruled out by C4: 6-7 and 5-7
    # have met, so the rest could not be paired.
    residents = [dp(1, 3, "W", opponents=(2,)), dp(2, 3, "B")]
    lower = [
        dp(4, 2, "B"),
        dp(5, 1.5, "W", opponents=(7,)),
        dp(6, 1.5, "B", opponents=(7,)),
        dp(7, 1, "W"),
    ]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert sorted(choice.upfloaters) == [5, 6]


def test_c4_upfloater_that_leaves_the_rest_unpairable_is_passed_over() -> None:
    # If 2 upfloats, 3 and 4 (who have met) would have to play each other.
    residents = [dp(1, 2, "W")]
    lower = [dp(2, 1, "B"), dp(3, 1, "B", opponents=(4,)), dp(4, 1, "B")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (3,)
    assert "2 (C4)" in choice.reason


def test_c7_upfloater_that_lets_more_players_get_their_colour() -> None:
    # Residents want White, Black, White; upfloater 4 wants White (one pair of White seekers), 5 Black.
    residents = [dp(1, 2, "B"), dp(2, 2, "W"), dp(3, 2, "B")]
    lower = [dp(4, 1, "B"), dp(5, 1, "W"), dp(6, 1, "B")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (5,)
    assert "4 (C7)" in choice.reason


def test_c8_prefer_an_upfloater_who_is_not_a_maximum_upfloater() -> None:
    residents = [dp(1, 2, "W")]
    lower = [dp(2, 1, "B", upfloats=3, max_upfloater=True), dp(3, 1, "B"), dp(4, 1, "W")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (3,)
    assert "2 (C8)" in choice.reason


def test_c9_fewer_upfloats_among_maximum_upfloaters() -> None:
    residents = [dp(1, 2, "W")]
    lower = [
        dp(2, 1, "B", upfloats=4, max_upfloater=True),
        dp(3, 1, "B", upfloats=3, max_upfloater=True),
        dp(4, 1, "W", upfloats=3, max_upfloater=True),
    ]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (3,)
    assert "2 (C9)" in choice.reason


def test_c10_prefer_an_upfloater_who_did_not_upfloat_in_the_previous_round() -> None:
    residents = [dp(1, 2, "W")]
    lower = [dp(2, 1, "B", upfloats=1, upfloated_last_round=True), dp(3, 1, "B", upfloats=1), dp(4, 1, "W")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (3,)
    assert "2 (C10)" in choice.reason


def test_c8_to_c10_do_not_apply_in_the_last_round() -> None:
    residents = [dp(1, 2, "W")]
    lower = [
        dp(2, 1, "B", upfloats=4, max_upfloater=True, upfloated_last_round=True),
        dp(3, 1, "B"),
        dp(4, 1, "W"),
    ]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=True)
    assert choice.upfloaters == (2,)


def test_c7_comes_before_c8() -> None:
    # 2 is a maximum upfloater but brings the right colour; 3 is not but wants the same colour as 1.
    residents = [dp(1, 2, "W")]
    lower = [dp(2, 1, "B", upfloats=3, max_upfloater=True), dp(3, 1, "W"), dp(4, 1, "W")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert choice.upfloaters == (2,)
