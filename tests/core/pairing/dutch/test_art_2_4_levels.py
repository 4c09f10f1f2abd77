"""Each quality criterion [C6]–[C21] (C.04.3 (2026) art. 2.4) in isolation, as a level of the matching weight.

Players 0–1 are MDPs (scores 3 and 2.5), 2–5 residents (score 2), 6–7 the next scoregroup (1.5), 8 below
(1), 9 the bye node.
"""

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.pairing.dutch.criteria import BracketFrame, Level, bracket_levels
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float
from arbiter_desk.core.results import Colour

from .builder import dp

SCORES = ["3", "2.5", "2", "2", "2", "2", "1.5", "1.5", "1"]
BYE = 9


def frame(players: list[DutchPlayer] | None = None, last_round: bool = False) -> BracketFrame:
    ps = players or [dp(i + 1, s) for i, s in enumerate(SCORES)]
    return BracketFrame(
        players=ps,
        members=frozenset(range(6)),
        mdps=frozenset({0, 1}),
        score=Decimal(2),
        next_group=frozenset({6, 7}),
        bye=BYE,
        initial_colour=Colour.WHITE,
        last_round=last_round,
    )


def level(levels: list[Level], name: str) -> Level:
    return next(lv for lv in levels if lv.name == name)


def players_with(**changes: dict[int, object]) -> list[DutchPlayer]:
    ps = [dp(i + 1, s) for i, s in enumerate(SCORES)]
    for attr, by_index in changes.items():
        for i, value in by_index.items():
            ps[i] = replace(ps[i], **{attr: value})
    return ps


def test_c6_counts_pairs_inside_the_bracket_only() -> None:
    c6 = level(bracket_levels(frame(), False), "C6")
    assert (c6.gain(2, 3), c6.gain(0, 2), c6.gain(2, 6), c6.gain(5, 8)) == (1, 1, 0, 0)


def test_c7_one_higher_score_paired_outweighs_every_lower_one() -> None:
    c7 = level(bracket_levels(frame(), False), "C7")
    # Pairing MDP 0 (3 points) with a resident beats pairing all four residents among themselves.
    assert c7.gain(0, 2) > c7.gain(2, 3) + c7.gain(4, 5)
    assert c7.gain(1, 2) > c7.gain(2, 3) + c7.gain(4, 5)


def test_c8_pairs_and_scores_in_the_next_bracket() -> None:
    c8 = [lv for lv in bracket_levels(frame(), False) if lv.name == "C8"]
    pairs, scores = c8
    assert (pairs.gain(2, 6), pairs.gain(6, 7), pairs.gain(2, 8), pairs.gain(2, 3)) == (1, 1, 0, 0)
    # A downfloating MDP paired in the next bracket weighs more than a resident downfloater.
    assert scores.gain(0, 6) > scores.gain(2, 6)


def test_c9_fewer_unplayed_games_for_the_pab_assignee() -> None:
    ps = players_with(unplayed={4: 0, 5: 2})
    c9 = level(bracket_levels(frame(ps), True), "C9")
    assert c9.gain(4, BYE) > c9.gain(5, BYE) > 0
    assert c9.gain(8, BYE) == 0


def test_c10_c11_topscorers_colour_difference_and_three_in_a_row() -> None:
    ps = [dp(i + 1, s) for i, s in enumerate(SCORES)]
    ps[2] = dp(3, "2", "BB", topscorer=True)
    ps[3] = dp(4, "2", "WBB", topscorer=True)  # both absolute White
    ps[4] = dp(5, "2", "WB")
    levels = bracket_levels(frame(ps, last_round=True), False)
    c10, c11 = level(levels, "C10"), level(levels, "C11")
    # 3 gets White (wider difference, 5.2.2); 4 gets Black a third time (C11) but stays within ±2 (C10).
    assert c10.gain(2, 3) == 2 and c11.gain(2, 3) == 1
    assert c11.gain(2, 4) == 2


def test_c12_and_c13_colour_preferences() -> None:
    ps = [dp(i + 1, s) for i, s in enumerate(SCORES)]
    ps[2], ps[3], ps[4], ps[5] = dp(3, "2", "W"), dp(4, "2", "W"), dp(5, "2", "BW"), dp(6, "2", "B")
    levels = bracket_levels(frame(ps), False)
    c12, c13 = level(levels, "C12"), level(levels, "C13")
    assert (c12.gain(2, 3), c13.gain(2, 3)) == (0, 0)  # both strong Black: one loses a strong preference
    assert (c12.gain(2, 4), c13.gain(2, 4)) == (0, 1)  # strong vs mild Black: the mild one loses (C12 only)
    assert (c12.gain(2, 5), c13.gain(2, 5)) == (1, 1)


def test_c14_and_c16_resident_downfloaters_of_the_last_rounds() -> None:
    ps = players_with(float_prev={2: Float.DOWN}, float_prev2={3: Float.DOWN})
    levels = bracket_levels(frame(ps), False)
    assert level(levels, "C14").gain(2, 4) == 1 and level(levels, "C14").gain(4, 5) == 0
    assert level(levels, "C16").gain(3, 4) == 1 and level(levels, "C16").gain(4, 5) == 0


def test_c15_and_c17_mdp_opponents_who_upfloated() -> None:
    ps = players_with(float_prev={2: Float.UP}, float_prev2={3: Float.UP})
    levels = bracket_levels(frame(ps), False)
    c15, c17 = level(levels, "C15"), level(levels, "C17")
    assert (c15.gain(0, 2), c15.gain(0, 4), c15.gain(2, 4)) == (0, 1, 0)
    assert (c17.gain(0, 3), c17.gain(0, 4)) == (0, 1)


def test_c18_and_c20_mdps_who_downfloated_prefer_to_be_paired() -> None:
    ps = players_with(float_prev={0: Float.DOWN}, float_prev2={1: Float.DOWN})
    levels = bracket_levels(frame(ps), False)
    assert level(levels, "C18").gain(0, 2) > 0 and level(levels, "C18").gain(1, 2) == 0
    assert level(levels, "C20").gain(1, 2) > 0 and level(levels, "C20").gain(0, 2) == 0


def test_c19_and_c21_smaller_score_differences_for_upfloaters_opponents() -> None:
    ps = players_with(float_prev={2: Float.UP}, float_prev2={3: Float.UP})
    levels = bracket_levels(frame(ps), False)
    c19, c21 = level(levels, "C19"), level(levels, "C21")
    # Resident 2 upfloated last round: meeting MDP 1 (difference 0.5) is better than MDP 0 (difference 1).
    assert c19.gain(1, 2) > c19.gain(0, 2)
    assert c19.gain(0, 4) == c19.gain(1, 4)  # no upfloat: no difference counted
    assert c21.gain(1, 3) > c21.gain(0, 3)


def test_levels_come_in_the_order_of_the_criteria() -> None:
    ps = players_with(
        float_prev={0: Float.DOWN, 2: Float.UP, 3: Float.DOWN},
        float_prev2={1: Float.DOWN, 4: Float.UP, 5: Float.DOWN},
    )
    names = [lv.name for lv in bracket_levels(frame(ps), True)]
    numbers = [int(n[1:]) for n in names]
    assert numbers == sorted(numbers)
    assert {"C6", "C7", "C8", "C9", "C12", "C13", "C14", "C15", "C16", "C17", "C18", "C19", "C20", "C21"} <= set(names)
