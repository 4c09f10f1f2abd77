"""Readings T1–T26 of ``team-swiss-2026-clarifications.md`` that the engine applies (file readings: tests of
``formats/trf/test_team_records.py``)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.pairing.common.upfloaters import choose_upfloaters
from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.pairing.team.state import Strength, build_states, colour_preference
from arbiter_desk.core.pairing.team.system import bracket_cost
from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import MatchResult, PreferenceType, RoundKind

from .builder import Event, pairs
from .test_articles import team, white

W, B = Colour.WHITE, Colour.BLACK


def test_t3_a_match_with_some_boards_forfeited_is_played() -> None:
    e = Event(4).match(1, 1, 2, "1+=-").match(1, 3, 4, "----")
    states = build_states(e.event(), 2)
    assert states[1].colours == (W,) and states[1].opponents == {2} and states[1].matches_played == 1
    # Every board forfeited: no colour, no [C1] (they may meet again, C.04.2 art. 3.5), not "played".
    assert states[3].colours == () and states[3].opponents == frozenset() and states[3].matches_played == 0
    assert frozenset((3, 4)) in pairs(e.pair(2)) or frozenset((1, 2)) not in pairs(e.pair(2))


def test_t3_an_unplayed_match_may_be_repeated() -> None:
    e = Event(2).match(1, 1, 2, "xxxx")
    assert pairs(e.pair(2)) == {frozenset((1, 2))}


def test_t4_nobody_scored_both_lose() -> None:
    e = Event(2).match(1, 1, 2, "xxxx").event()
    assert [t.rounds[0].result for t in e.teams] == [MatchResult.LOSS, MatchResult.LOSS]
    assert [t.match_points() for t in e.teams] == [0, 0]


def test_t5_a_played_match_won_by_forfeited_boards_does_not_bar_the_pab() -> None:
    e = Event(3).match(1, 1, 2, "++0=").pab(1, 3)  # team 1 wins 2.5–1.5, two boards forfeited by team 2
    states = build_states(e.event(), 2)
    assert states[1].can_receive_pab and not states[3].can_receive_pab
    e = Event(3).match(1, 1, 2, "++++").pab(1, 3)  # not played: won by forfeit
    assert not build_states(e.event(), 2)[1].can_receive_pab


def test_t6_pab_is_a_drawn_match_by_default() -> None:
    e = Event(3, boards=6).pab(1, 3).event()
    r = e.team(3).rounds[0]
    assert (r.match_points, r.game_points) == (Decimal(1), Decimal(3))
    e = Event(3, pab_match_points=Decimal(2), pab_game_points=Decimal(4)).pab(1, 3).event()
    assert (e.team(3).match_points(), e.team(3).game_points()) == (2, 4)


def test_t7_team_byes_values_no_colour_no_float() -> None:
    e = Event(5).match(1, 1, 2).match(1, 3, 4)
    e.bye(1, 5, RoundKind.HALF_BYE)
    ev = e.event()
    r = ev.team(5).rounds[0]
    assert (r.match_points, r.game_points, r.played_colour) == (1, 2, Colour.NONE)
    f = Event(5).match(1, 1, 2).match(1, 3, 4).bye(1, 5, RoundKind.FULL_BYE).event().team(5).rounds[0]
    assert (f.match_points, f.game_points) == (2, 4)
    z = Event(5).match(1, 1, 2).match(1, 3, 4).bye(1, 5).event().team(5).rounds[0]
    assert (z.match_points, z.game_points) == (0, 0)
    assert not build_states(ev, 2)[5].floated_last_round


def test_t9_only_played_matches_make_floaters() -> None:
    # Round 1: 1 beats 2 (played); round 2: 1 (2 MP) meets 3 (1 MP)… first with a forfeit, then played.
    base = Event(4).match(1, 1, 2, "1111").match(1, 3, 4, "1100")
    forfeited = Event(4).match(1, 1, 2, "1111").match(1, 3, 4, "1100")
    base.match(2, 1, 3, "1100").match(2, 2, 4, "1100")
    forfeited.match(2, 1, 3, "++++").match(2, 2, 4, "1100")
    assert build_states(base.event(), 3)[3].floated_last_round
    assert not build_states(forfeited.event(), 3)[3].floated_last_round


def test_t11_c4_c5_over_legal_sets_only() -> None:
    """The leader has met every team of the next scores but one: the next profile's legal set, not "no pairing"."""
    e = Event(4).match(1, 1, 2, "1111").match(1, 3, 4, "1111").match(2, 1, 3, "1111").match(2, 2, 4, "1100")
    assert pairs(e.pair(3)) == {frozenset((1, 4)), frozenset((2, 3))}


def test_t14_c7_fewest_not_only_zero() -> None:
    choice = choose_upfloaters(
        residents=[1],  # type: ignore[list-item]
        lower=[(Decimal(1), [2, 3, 4])],  # type: ignore[list-item]
        following=[2, 3, 4],  # type: ignore[list-item]
        remaining=[1, 2, 3, 4],  # type: ignore[list-item]
        can_complete=lambda ts: len(ts) % 2 == 0,
        floated=lambda t: t in (2, 3, 4),
        last_round=False,
    )
    assert choice is not None and choice.upfloaters == (2,) and choice.c7 == 1


def test_t15_last_round_and_last_two_rounds_from_142() -> None:
    rules = Event(4, rounds=7).rules
    assert not rules.is_last_two_rounds(5) and rules.is_last_two_rounds(6) and rules.is_last_round(7)
    assert not rules.is_last_round(6)
    unknown = Event(4, rounds=None).rules
    assert not unknown.is_last_round(99) and not unknown.is_last_two_rounds(99)
    p = Event(4, rounds=None).pair(1)
    assert any("142" in n for n in p.explanation.notes)


def test_t16_type_b_mild_white_is_cd_minus_one() -> None:
    assert colour_preference((B,), PreferenceType.B, False).colour is W
    assert colour_preference((W,), PreferenceType.B, False).colour is B  # never both at CD +1


def test_t17_type_b_last_round_strong_preference_stays() -> None:
    pref = colour_preference((W, W, B, B), PreferenceType.B, last_round=True)
    assert pref.colour is W and pref.strength is Strength.STRONG


def test_t18_4_3_1_when_neither_team_has_a_colour() -> None:
    """Teams whose only matches were not played have no colour: art. 4.3.1 still applies."""
    e = Event(4).match(1, 1, 2, "++++").match(1, 3, 4, "xxxx")
    p = e.pair(2)
    assert {b.colour_rule for b in p.explanation.boards} == {"4.3.1"}


def test_t19_4_3_6_on_the_right_aligned_played_colours() -> None:
    """Team 1 played W … B (two rounds without colour in between), team 2 B W W B: right-aligned they never
    differ, so 4.3.6 does not decide; comparing the same rounds (round 1: W against B) would."""
    assert white(team(1, "WB"), team(2, "BWWB")) == (1, "4.3.8")
    e = Event(4).match(1, 1, 3, "1111").match(1, 2, 4, "1111").match(2, 1, 2, "++++").match(2, 3, 4)
    assert build_states(e.event(), 3)[1].colours == (W,)  # the forfeited round leaves no colour


def test_t20_board_order_by_first_team() -> None:
    e = Event(6).match(1, 1, 4, "1111").match(1, 2, 5, "0000").match(1, 3, 6)
    boards = e.pair(2).explanation.boards
    assert 1 in (boards[0].white, boards[0].black)


def test_t21_c8_counts_one_for_two_equal_preferences() -> None:
    e = Event(4, preference_type=PreferenceType.B)
    e.match(1, 2, 1).match(1, 4, 3).match(2, 2, 3).match(2, 4, 1)  # 1, 3: Black twice (strong White)
    states = build_states(e.event(), 3)
    cost = bracket_cost(states, set(), PreferenceType.B, False, 4)
    radix = 9
    assert cost(1, 3) == radix * radix + radix  # [C8] 1, [C9] 1 (one pair, not two teams)
    assert cost(1, 2) == 0


def test_t22_equal_strong_preferences_never_prevent_a_match() -> None:
    e = Event(4, preference_type=PreferenceType.B)
    e.match(1, 2, 1).match(1, 4, 3).match(2, 2, 3).match(2, 4, 1)  # 1 and 3 both strongly want White
    assert pairs(e.pair(3)) == {frozenset((1, 3)), frozenset((2, 4))}


def test_t23_teams_with_a_240_record_are_not_paired() -> None:
    e = Event(5).bye(1, 5)
    p = e.pair(1)
    assert p.bye is None and all(5 not in (b.white, b.black) for b in p.boards)


def test_t24_t26_tpn_kept_parity_among_the_teams_taken_into_account() -> None:
    e = Event(5).bye(1, 1)  # team 1 absent in round 1, never paired before: no TPN yet (T26)
    states = build_states(e.event(), 1)
    assert [states[t].parity_number for t in (2, 3, 4, 5)] == [1, 2, 3, 4]
    p = e.pair(1)
    assert {(b.white, b.black) for b in p.boards} == {(2, 4), (5, 3)}  # 2 and 4: first-teams, parity 1 and 3
    e2 = Event(5).match(1, 1, 2).match(1, 3, 4).pab(1, 5).bye(2, 1)
    assert build_states(e2.event(), 2)[1].parity_number == 1  # paired before: keeps its place (T24)


def test_t13_following_scoregroup_fixed_without_the_pab_team() -> None:
    """The explanation's [C6] uses the scoregroups of the teams to pair; the PAB team is not among them."""
    e = Event(5).match(1, 1, 2, "1111").match(1, 3, 4, "1111").pab(1, 5)
    p = e.pair(2)
    assert p.bye is not None and all(p.bye not in br.members for br in p.explanation.brackets)


def test_secondary_score_none_in_192_skips_4_2_2() -> None:
    e = Event(4, secondary=None)
    assert replace(e.rules).type_code == "FIDE_TEAM_TYPEA_MP"
    assert TeamSystem().pair_teams(e.event(), 1).boards


def test_a1_c10_counts_each_upfloater_whose_opponent_floated() -> None:
    e = Event(4).match(1, 1, 2, "1111").match(1, 3, 4, "1111").match(2, 1, 4, "1111").match(2, 3, 2, "1111")
    states = build_states(e.event(), 3)
    assert states[3].floated_last_round and states[2].floated_last_round
    cost = bracket_cost(states, {2, 3}, PreferenceType.A, False, 4)
    assert cost(2, 3) % 9 == 2 and bracket_cost(states, {2}, PreferenceType.A, False, 4)(2, 3) % 9 == 1
