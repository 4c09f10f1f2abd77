"""C.04.6 (2026) Team pairing system: one test per article (preferences, criteria, PAB, upfloaters, colours)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.pairing.common.upfloaters import profiles, sets_in_order
from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.pairing.team.colours import allocate_colours
from arbiter_desk.core.pairing.team.state import NO_PREFERENCE, Strength, TeamState, colour_preference
from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import PreferenceType, RoundKind, TeamScore

from .builder import Event, matches, pairs
from .variants import generated, without

W, B = Colour.WHITE, Colour.BLACK
A_, B_ = PreferenceType.A, PreferenceType.B


def seq(text: str) -> tuple[Colour, ...]:
    return tuple(W if c == "W" else B for c in text)


# --- art. 1.7 colour preferences ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("history", "colour"),
    [
        ("", None),
        ("W", None),
        ("B", None),
        ("BB", W),
        ("WW", B),
        ("WBB", W),
        ("BWW", B),
        ("WWBB", W),
        ("BBWW", B),
        ("BBB", W),
        ("WBW", None),
        ("BWB", None),
        ("WWB", None),
        ("WWWB", B),
    ],
)
def test_art_1_7_1_type_a_simple_preference(history: str, colour: Colour | None) -> None:
    """1.7.1.1: CD < −1, or CD 0 / −1 and Black in the last two; 1.7.1.2 the mirror; 1.7.1.3 none otherwise."""
    pref = colour_preference(seq(history), A_, last_round=False)
    assert (pref.colour if pref.exists else None) is colour
    assert pref.strength in (Strength.SIMPLE, Strength.NONE)


@pytest.mark.parametrize(
    ("history", "last", "colour", "strength"),
    [
        ("BB", False, W, Strength.STRONG),  # 1.7.2.1
        ("WBB", True, W, Strength.STRONG),  # 1.7.2.1
        ("WW", False, B, Strength.STRONG),  # 1.7.2.2
        ("B", False, W, Strength.MILD),  # 1.7.2.3 CD −1 (T16)
        ("W", False, B, Strength.MILD),  # 1.7.2.4 CD +1
        ("WB", False, W, Strength.MILD),  # 1.7.2.3 CD 0, Black last, not the last round
        ("BW", False, B, Strength.MILD),  # 1.7.2.4
        ("WB", True, None, Strength.NONE),  # 1.7.2.5 CD 0 in the last round
        ("", False, None, Strength.NONE),  # 1.7.2.5 yet to play a match
        ("W", True, B, Strength.MILD),  # CD +1 keeps its mild preference in the last round
    ],
)
def test_art_1_7_2_type_b_strong_and_mild(history: str, last: bool, colour: Colour | None, strength: Strength) -> None:
    pref = colour_preference(seq(history), B_, last_round=last)
    assert (pref.colour if pref.exists else None) is colour and pref.strength is strength


# --- art. 4 colour allocation --------------------------------------------------------------------------------------
def team(
    tpn: int,
    history: str = "",
    score: str = "0",
    second: str = "0",
    kind: PreferenceType = A_,
    last: bool = False,
    parity: int | None = None,
) -> TeamState:
    colours = seq(history)
    return TeamState(
        tpn,
        Decimal(score),
        Decimal(second),
        frozenset(),
        True,
        len(colours),
        False,
        colours,
        colour_preference(colours, kind, last),
        parity or tpn,
        True,
    )


def white(
    a: TeamState, b: TeamState, kind: PreferenceType = A_, secondary: bool = True, initial: Colour = W
) -> tuple[int, str]:
    d = allocate_colours(a, b, initial, kind, secondary)
    return d.white, d.rule


def test_art_4_2_first_team_primary_then_secondary_then_tpn() -> None:
    # Both without a match: 4.3.1 shows who is the first-team (initial-colour to an odd first-team).
    assert white(team(2, score="2"), team(1, score="1")) == (1, "4.3.1")  # 4.2.1: 2 is first, even → Black
    assert white(team(2, second="3"), team(3, second="2")) == (3, "4.3.1")  # 4.2.2
    assert white(team(2, second="3"), team(3, second="2"), secondary=False) == (3, "4.3.1")  # 4.2.3: 2 smaller
    assert white(team(3, second="3"), team(2, second="2"), secondary=False) == (3, "4.3.1")
    assert white(team(3, second="3"), team(2, second="2"), secondary=True) == (3, "4.3.1")


def test_art_4_3_1_initial_colour_by_parity_of_the_first_team() -> None:
    assert white(team(1), team(2)) == (1, "4.3.1")
    assert white(team(1), team(2), initial=B) == (2, "4.3.1")
    assert white(team(4), team(5)) == (5, "4.3.1")  # first-team 4 even: the opposite of the initial-colour
    assert white(team(4, parity=3), team(5, parity=4)) == (4, "4.3.1")  # T26: the parity number


def test_art_4_3_2_only_one_preference_is_granted() -> None:
    assert white(team(1, "WW"), team(2, "W")) == (2, "4.3.2")
    assert white(team(1, "W"), team(2, "BB")) == (2, "4.3.2")


def test_art_4_3_3_opposite_preferences_granted() -> None:
    assert white(team(1, "WW"), team(2, "BB")) == (2, "4.3.3")


def test_art_4_3_4_type_b_strong_beats_mild() -> None:
    assert white(team(1, "B", kind=B_), team(2, "WBB", kind=B_), B_) == (2, "4.3.4")
    assert white(team(1, "BB", kind=B_), team(2, "B", kind=B_), B_) == (1, "4.3.4")


def test_art_4_3_5_white_to_the_lower_colour_difference() -> None:
    # Both want White (Type A); CD −2 is lower than −1 (the Note).
    assert white(team(1, "WBB"), team(2, "BB")) == (2, "4.3.5")
    assert white(team(1, "W"), team(2, "B")) == (2, "4.3.5")


def test_art_4_3_6_alternate_to_the_most_recent_difference() -> None:
    # Equal CD 0, no preferences: the latest round where they differ decides (right-aligned, T19).
    assert white(team(1, "WB"), team(2, "BW")) == (1, "4.3.6")
    assert white(team(1, "BWWB"), team(2, "WBWB")) == (2, "4.3.6")


def test_art_4_3_7_first_team_preference() -> None:
    assert white(team(1, "BB"), team(2, "BB")) == (1, "4.3.7")


def test_art_4_3_8_and_4_3_9_alternate_the_last_colour() -> None:
    assert white(team(1, "W"), team(2, "W")) == (2, "4.3.8")
    # First-team without a colour (only forfeited matches), the other with Black last: 4.3.9 gives it White.
    assert white(team(1, "", score="2"), team(2, "WB")) == (2, "4.3.9")
    assert white(team(1, "", score="2"), team(2, "BW")) == (1, "4.3.9")


# --- criteria on hand-made events ----------------------------------------------------------------------------------
def test_c1_played_matches_are_not_repeated() -> None:
    e = Event(4).match(1, 1, 2, "1111").match(1, 3, 4, "1111")
    assert frozenset((1, 2)) not in pairs(e.pair(2)) and frozenset((1, 3)) in pairs(e.pair(2))


def test_c2_no_second_pab_nor_after_a_forfeit_win() -> None:
    e = Event(5).match(1, 1, 2).match(1, 3, 4).pab(1, 5)
    assert e.pair(2).bye != 5
    e = Event(5).match(1, 1, 5, "----", forfeit="-+").match(1, 3, 4).pab(1, 2)
    assert e.pair(2).bye not in (2, 5)
    e = Event(5).match(1, 1, 2).match(1, 3, 4).bye(1, 5, RoundKind.FULL_BYE)
    assert e.pair(2).bye != 5


def test_art_3_4_2_and_3_4_4_pab_lowest_score_then_largest_tpn() -> None:
    # 1 and 3 lost (0 MP), both played one match: 3.4.4 the largest TPN.
    e = Event(5).match(1, 1, 2, "0000").match(1, 3, 4, "0000").pab(1, 5)
    assert e.pair(2).bye == 3
    e = Event(5).match(1, 1, 2, "0000").match(1, 3, 4, "1100").pab(1, 5)
    assert e.pair(2).bye == 1  # 3.4.2: team 1 alone has 0 MP


def test_art_3_4_3_pab_most_matches_actually_played() -> None:
    """T10: team 3's only match was not played (forfeited), team 1 played and lost: 1 gets the PAB."""
    e = Event(5).match(1, 1, 2, "0000").match(1, 3, 4, "----").pab(1, 5)
    assert e.pair(2).bye == 1


@pytest.mark.parametrize(("seed", "rnd", "passed_over"), [(12, 6, 4), (22, 5, 5)])
def test_art_3_4_1_pab_must_leave_a_legal_pairing(seed: int, rnd: int, passed_over: int) -> None:
    """Generated rounds where the lowest eligible team would leave the others unpairable ([C3])."""
    p = TeamSystem().pair_teams(generated(seed), rnd)
    assert p.explanation.bye is not None
    assert (passed_over, "blocks-completion") in p.explanation.bye.excluded
    assert p.bye != passed_over


def test_c4_c5_fewest_and_highest_upfloaters() -> None:
    # Scores 2: team 1; 1: teams 2, 3, 5, 6; 0: 4. One upfloater, from the 1 MP group, the first in TPN order.
    e = Event(6).match(1, 1, 4, "11=0").match(1, 5, 2).match(1, 3, 6)
    p = e.pair(2)
    assert frozenset((1, 2)) in pairs(p)
    assert p.explanation.brackets[0].floaters == (2,)


def test_art_3_5_4_set_order_example() -> None:
    """The text's example: 2, 6, 8 with 3 points, 1, 3, 5 with 2.5; two of the first, one of the second."""
    groups = [(Decimal(3), 3), (Decimal("2.5"), 3)]
    profile = next(p for p in profiles(groups, 3) if p == (2, 1))
    sets = list(sets_in_order([[2, 6, 8], [1, 3, 5]], profile))  # type: ignore[list-item]
    assert sets == [(2, 6, 1), (2, 6, 3), (2, 6, 5), (2, 8, 1), (2, 8, 3), (2, 8, 5), (6, 8, 1), (6, 8, 3), (6, 8, 5)]


def test_art_3_6_first_identifier() -> None:
    # Round 1, 8 teams: tops 1 2 3 4, bottoms 5 6 7 8 — pairing 1-5 2-6 3-7 4-8.
    p = Event(8).pair(1)
    assert pairs(p) == {frozenset(x) for x in ((1, 5), (2, 6), (3, 7), (4, 8))}
    assert matches(p) == {(1, 5), (6, 2), (3, 7), (8, 4)}  # 4.3.1: odd first-team gets the initial-colour


def test_c3_completion_the_bracket_leaves_the_rest_pairable() -> None:
    # 4 teams, round 3: 1-2 and 3-4 met, 1-3 and 2-4 met: only 1-4 and 2-3 remain.
    e = Event(4).match(1, 1, 2).match(1, 3, 4).match(2, 1, 3).match(2, 2, 4)
    assert pairs(e.pair(3)) == {frozenset((1, 4)), frozenset((2, 3))}


@pytest.mark.parametrize(
    ("criterion", "cases"),
    [
        ("C6", [(31, 5), (42, 4), (60, 4)]),
        ("C7", [(4, 3), (6, 3), (7, 4)]),
        ("C8", [(2, 2), (4, 6), (6, 2)]),
        ("C9", [(151, 5), (174, 7), (238, 5)]),
        ("C10", [(29, 3), (37, 4), (52, 5)]),
    ],
)
def test_c6_to_c10_each_decides_generated_rounds(criterion: str, cases: list[tuple[int, int]]) -> None:
    """Art. 2.3.3–2.3.7: in these generated rounds, applying the criterion changes the pairing."""
    engine = TeamSystem()
    for seed, rnd in cases:
        event = generated(seed)
        kept = engine.pair_teams(event, rnd)
        with without(criterion):
            dropped = engine.pair_teams(event, rnd)
        assert (pairs(kept), kept.bye) != (pairs(dropped), dropped.bye), (criterion, seed, rnd)


def test_c7_c10_not_in_the_last_two_rounds() -> None:
    """Art. 2.3.4 / 2.3.7 (T15): the same round of the same event, declared among the last two, ignores them."""
    from dataclasses import replace

    for seed, rnd in [(4, 3), (29, 3)]:
        event = generated(seed)
        late = replace(event, rules=replace(event.rules, total_rounds=rnd))
        engine = TeamSystem()
        with without("C7"), without("C10"):
            ignoring = engine.pair_teams(late, rnd)
        assert pairs(engine.pair_teams(late, rnd)) == pairs(ignoring)


def test_primary_score_game_points_forms_the_scoregroups() -> None:
    """Art. 1.2.1: with game points primary, 3–1 and 2.5–1.5 wins are different scoregroups."""
    e = Event(4, primary=TeamScore.GAME_POINTS, secondary=None).match(1, 1, 3, "111=").match(1, 4, 2, "1100")
    p = e.pair(2)
    assert p.explanation.brackets[0].score == Decimal("3.5")
    _ = NO_PREFERENCE
