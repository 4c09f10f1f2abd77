"""Floaters, C.04.4.3 (2026) art. 2.3, 3.1–3.10; readings L7–L9, L11, L15, L22–L25, L27."""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.explain import BracketExplanation
from arbiter_desk.core.pairing.lim.colours import due_other, fits
from arbiter_desk.core.pairing.lim.compatibility import Compatibility
from arbiter_desk.core.pairing.lim.exchange import floater_order
from arbiter_desk.core.pairing.lim.floaters import Adjacent, Group, _rule_text, choose_floaters, simulate_adjacent
from arbiter_desk.core.pairing.lim.players import build_players
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament

from .builder import boards, build, lp, notes, pair, pairs

# Round 1 for six players: 1–3 win against 4–6 with White; 1, 2, 3 are due Black.
R1 = ["1-4 1-0", "2-5 1-0", "3-6 1-0"]


def _floaters(bracket: BracketExplanation) -> list[int]:
    return [int(n.split()[2]) for n in notes(bracket) if n.startswith("floats on:")]


def _rule(bracket: BracketExplanation) -> str:
    """The rule that chose the scoregroup's floaters, from its explanation."""
    return next((n for n in notes(bracket) if n.startswith("floaters chosen by")), "")


def _n(t: int) -> PairingNumber:
    return PairingNumber(t)


def test_art_3_2_4_equal_colours_lowest_numbered_floats_downward() -> None:
    """L4: 'the lowest numbered player' is the largest pairing number (#1 is the highest numbered)."""
    result = pair(build(6, [R1]))
    top = result.explanation.brackets[0]
    assert _floaters(top) == [3]
    assert "3.2.4/3.3" in _rule(top)


def test_art_3_2_4_upward_the_highest_numbered_floats() -> None:
    result = pair(build(6, [R1]))
    bottom = result.explanation.brackets[1]
    assert bottom.score == 0 and _floaters(bottom) == [4]
    assert "3.2.4/3.4" in _rule(bottom)


def test_art_3_2_2_the_floater_equalises_the_due_colours() -> None:
    """1 and 2 due Black, 3 due White: floating 3 leaves two due Black; floating 2 balances (L25)."""
    result = pair(build(6, [["1-4 1-0", "2-5 1-0", "6-3 0-1"]]))
    top = result.explanation.brackets[0]
    assert _floaters(top) == [2]
    assert "3.2.2" in _rule(top)
    assert frozenset((1, 3)) in pairs(result)


def _choose(
    group: tuple[int, ...], below: tuple[int, ...], *, received: tuple[int, ...] = (), **history: str
) -> tuple[tuple[int, ...], str]:
    """Floaters of a synthetic scoregroup (2 points, downward) above ``below`` (1 point).

    ``history`` gives played colours per player as ``p3="WB"``; a trailing ``*`` marks a float last round.
    """
    players = {}
    for t in (*group, *below):
        text = history.get(f"p{t}", "WB" if t in group else "BW")
        players[_n(t)] = lp(t, 2 if t in group else 1, text.rstrip("*"), floated=text.endswith("*"))
    compat = Compatibility(players, Tournament(), 3, False)
    g = Group(tuple(_n(t) for t in group), frozenset(_n(t) for t in received), True, "DF")
    choice = choose_floaters(g, Adjacent(tuple(_n(t) for t in below), {}, True, True), players, compat)
    return choice.floaters, choice.rule


def test_art_3_10_a_floater_of_the_round_before_is_not_floated_again() -> None:
    assert _choose((1, 2, 3), (4, 5)) == ((3,), _rule_text(5, True))
    floaters, rule = _choose((1, 2, 3), (4, 5), p3="WB*")
    assert floaters == (2,) and "3.10" in rule


def test_l25_no_colour_preference_when_the_numbers_were_equal() -> None:
    """One due White, one due Black, one without games: 3.2.4, the lowest numbered floats (not the one
    without a due colour, whose floating would keep the balance).
    """
    assert _choose((1, 2, 3), (4, 5), p1="", p2="WB", p3="BW")[0] == (3,)
    # With unequal numbers 3.2.2 applies: 1 due Black, 2 and 3 due White -> a White one floats (3).
    assert _choose((1, 2, 3), (4, 5), p1="BW", p2="WB", p3="WB")[0] == (3,)
    assert _choose((1, 2, 3), (4, 5), p1="WB", p2="WB", p3="BW")[0] == (2,)


def test_art_3_9_2_b_a_floater_who_already_floated_here_is_avoided() -> None:
    floaters, rule = _choose((1, 2, 3), (4, 5), received=(3,))
    assert floaters == (2,) and "3.9.2 b" in rule


def test_l8_types_outrank_3_10() -> None:
    """3 (White twice) meets nobody below (both White twice): type c; 1 and 2 floated last round, 2 floats."""
    floaters, rule = _choose((1, 2, 3), (4, 5), p1="WB*", p2="WB*", p3="BWW", p4="BWW", p5="BWW")
    assert floaters == (2,) and "3.9.2 c" in rule


def test_l8_3_10_outranks_colours() -> None:
    """Three due White, two due Black: floating 3 balances the colours (3.2.2); if 1, 2 and 3 all floated
    the round before, 7 (due Black) floats instead.
    """
    floaters, rule = _choose((1, 2, 3, 6, 7), (4, 5), p3="WB", p6="BW", p7="BW")
    assert floaters == (3,) and "3.2.2" in rule
    floaters, _ = _choose((1, 2, 3, 6, 7), (4, 5), p1="WB*", p2="WB*", p3="WB*", p6="BW", p7="BW")
    assert floaters == (7,)


def test_art_3_9_2_a_floater_without_opponent_below_is_avoided() -> None:
    """3 may meet nobody of the median {4, 5, 9, 10}: 2 floats instead of the lowest numbered (type c, L9)."""
    rounds = [["1-6 1-0", "2-7 1-0", "3-8 1-0", "4-9 =", "5-10 ="]]
    result = pair(build(10, rounds, forbid=[(3, 4), (3, 5), (3, 9), (3, 10)]))
    top = result.explanation.brackets[0]
    assert _floaters(top) == [2]
    assert "3.9.2 c" in _rule(top)
    assert frozenset((1, 3)) in pairs(result)


def test_l9_opponents_taken_by_earlier_floaters_do_not_count() -> None:
    """3.3: 'after excluding the opponents of other floaters': 1 takes 3, nothing is left for 2."""
    t = build(4, forbid=[(1, 2)])
    players = build_players(t, 1, frozenset(p.tpn for p in t.players))
    compat = Compatibility(players, t, 1, False)
    adjacent = Adjacent((_n(3),), {}, True, True)
    assert simulate_adjacent(adjacent, (_n(1), _n(2)), "DF", players, compat) == {1: True, 2: False}
    assert simulate_adjacent(adjacent, (_n(2),), "DF", players, compat) == {2: True}


def test_l23_order_of_floaters() -> None:
    """3.6.2: DF from the highest scoregroup first; 3.7.2: UF from the lowest first; 3.6.3: DF before UF."""
    players = {
        _n(1): lp(1, 3),
        _n(2): lp(2, 2),
        _n(4): lp(4, 2),
        _n(7): lp(7, 0),
        _n(8): lp(8, 0.5),
        _n(9): lp(9, 0),
    }
    kinds = {_n(2): "DF", _n(4): "DF", _n(1): "DF", _n(7): "UF", _n(8): "UF", _n(9): "UF"}
    assert floater_order(kinds, players, True) == [1, 2, 4, 9, 7, 8]
    assert floater_order(kinds, players, False) == [9, 7, 8, 1, 2, 4]


def test_l22_a_player_alone_in_a_scoregroup_is_transferred() -> None:
    result = pair(build(4, [["1-3 1-0", "2-4 ="]]))
    top = result.explanation.brackets[0]
    assert top.residents == (1,) and _floaters(top) == [1]
    assert any("2.3.1" in n for n in notes(top))


def test_l11_floater_takes_the_highest_numbered_due_the_other_colour() -> None:
    """4 floats into the median {2, 5, 7, 10}: due Black, it skips 2 (due Black) and takes 5 (due White)."""
    t = build(10, [["1-6 1-0", "2-7 =", "8-3 0-1", "4-9 1-0", "10-5 ="]])
    result = pair(t)
    assert _floaters(result.explanation.brackets[0]) == [4]
    assert frozenset((4, 5)) in pairs(result)


def test_l15_upfloater_in_the_median_takes_the_highest_numbered() -> None:
    """Median {4, 5, 9, 10} (drawn): DF 3 (due Black) takes 5; the UF 6 (due White) then takes the highest
    numbered player due Black, 4 (the median is paired downward), not the lowest numbered, 10.
    """
    r1 = ["1-6 1-0", "2-7 1-0", "3-8 1-0", "4-9 =", "10-5 ="]
    result = pair(build(10, [r1]))
    median = result.explanation.brackets[-1]
    assert set(median.floaters) == {3, 6}
    assert {frozenset((3, 5)), frozenset((4, 6)), frozenset((9, 10))} <= pairs(result)


def test_l27_3_10_applies_to_the_floats_of_4_4_too() -> None:
    """1, 2, 3 may not meet each other (record 260): one pairing only, two floaters (4.4, L7). By numbers 2
    and 3 float; 3 floated the round before, so 1 and 2 float.
    """
    t = Tournament(forbidden_pairs=(ForbiddenPairs((_n(1), _n(2), _n(3))),))
    players = {_n(x): lp(x, 2, "WB") for x in (1, 2, 3, 4)}
    players.update({_n(x): lp(x, 1, "BW") for x in (5, 6)})
    compat = Compatibility(players, t, 3, False)
    group = Group((_n(1), _n(2), _n(3), _n(4)), frozenset(), True, "DF")
    below = Adjacent((_n(5), _n(6)), {}, True, True)
    assert choose_floaters(group, below, players, compat).floaters == (2, 3)
    players[_n(3)] = lp(3, 2, "WB", floated=True)
    compat = Compatibility(players, t, 3, False)
    assert choose_floaters(group, below, players, compat).floaters == (1, 2)


def test_l24_l11_a_floater_may_take_another_floater() -> None:
    """Round 2 without residents in the median: the DF 3 (due Black) takes the UF 4 (due White)."""
    result = pair(build(6, [["1-4 1-0", "2-5 1-0", "3-6 1-0"]]))
    median = result.explanation.brackets[-1]
    assert median.residents == () and set(median.floaters) == {3, 4}
    assert (4, 3) in [(b.white, b.black) for b in result.boards]


def test_art_3_8_a_player_without_games_is_not_due_the_alternate_colour() -> None:
    """Median {3, 8} (half-point byes, no games) and {4, 7}: the DF 9 (due Black) passes over 3 for 4, who is
    due White (3.8, L3, L11); the UF 5 (due White) passes over 3 for 7 (due Black, L15); 3 meets 8.
    """
    r1 = ["1-5 1-0", "2-6 1-0", "9-10 1-0", "3 H", "8 H", "7-4 ="]
    result = pair(build(10, [r1]))
    median = result.explanation.brackets[-1]
    assert set(median.floaters) == {5, 9}
    assert {(4, 9), (5, 7)} <= set(boards(result))
    assert frozenset((3, 8)) in pairs(result)
    texts = [b.placed_by for b in result.explanation.boards]
    assert any("passed over 3: not due the other colour (3.8)" in t for t in texts)


def test_l11_due_other_and_l14_fits() -> None:
    """3.8 wants an opponent due the alternate colour; 5.2 only that both get their due colours."""
    assert due_other(lp(1, 1, "W"), lp(2, 1, "B"))
    assert not due_other(lp(1, 1, "W"), lp(2, 1))
    assert due_other(lp(1, 1), lp(2, 1))  # a floater due no colour: the first available
    assert fits(lp(1, 1, "W"), lp(2, 1))


def _with_forced(**history: str) -> tuple[tuple[int, ...], str]:
    """Scoregroup {1..6} (2 points, downward) above {7, 8}; 1 has played 2–6, so 2.3.1 transfers 1 and one of
    2–6 must float to make the scoregroup even (2.3.4). ``history`` as in ``_choose``.
    """
    players = {}
    for t in range(1, 9):
        p = lp(t, 2 if t <= 6 else 1, history.get(f"p{t}", "BW"))
        players[_n(t)] = replace(p, opponents=frozenset(_n(o) for o in range(2, 7))) if t == 1 else p
    for t in range(2, 7):
        players[_n(t)] = replace(players[_n(t)], opponents=frozenset({_n(1)}))
    compat = Compatibility(players, Tournament(), 3, False)
    group = Group(tuple(_n(t) for t in range(1, 7)), frozenset(), True, "DF")
    choice = choose_floaters(group, Adjacent((_n(7), _n(8)), {}, True, True), players, compat)
    return choice.floaters, choice.rule


def test_l25_a_player_transferred_by_2_3_1_is_not_counted_before_the_2_3_4_choice() -> None:
    """3.2.2 applies "when making even a scoregroup" (2.3.4), after 2.3 has transferred the players without a
    suitable opponent (2.3.1): their due colours are not among "the players" whose numbers 3.2.2 equalises
    (L8, L25). 1 (due White) has played 2–6; of 2–6, 2 and 6 are due White and 3, 4, 5 due Black: 3.2.2 floats
    5, the lowest numbered due Black. Counted with 1, the numbers were equal (3 and 3) and 3.2.4 would have
    floated 6.
    """
    floaters, rule = _with_forced(p1="WB", p2="WB", p6="WB")
    assert floaters == (1, 5)
    assert "3.2.2" in rule


def test_l25_equal_numbers_after_the_2_3_1_transfer_leave_the_choice_to_the_numbers() -> None:
    """The converse: 1 (due White) has played 2–6; 2 has no game (due no colour, L3),
    3 and 4 are due White, 5 and 6 due Black. Without 1 the numbers are equal (2 and 2): no preference
    (3.2.4, L25), the lowest numbered, 6, floats. Counted with 1 they were unequal, and floating 2 (not
    counted) would have looked like the balance 3.2.2 asks for.
    """
    floaters, rule = _with_forced(p1="WB", p2="", p3="WB", p4="WB")
    assert floaters == (1, 6)
    assert "3.2.4" in rule


def test_l8_l25_a_scoregroup_with_floaters_from_both_sides() -> None:
    """4 points, residents 6 and 9, down-floaters 1–5 (C.04.4.3 art. 2.3, 3.2.2, 3.2.4, 3.9; L7, L8, L25).

    1–4 have played each other and 6 has played 9, so the two pairings each need 6 or 9; 5 has played all
    of them and is transferred (2.3.1). Every set keeps both pairings with three type-b floaters and nobody
    floated the round before, so 3.2.2 comes next: without 5, three are due White (1, 2, 6) and three due
    Black (3, 4, 9) — equal, no preference — and the lowest numbered, 3 and 4, float with 5 (3.2.4, 3.3).
    Counting 5 (due White) made the numbers unequal and let 3.2.2 choose.
    """
    due_white, due_black = "WB", "BW"
    colours = {1: due_white, 2: due_white, 3: due_black, 4: due_black, 5: due_white, 6: due_white, 9: due_black}
    met = {1: {2, 3, 4}, 2: {1, 3, 4}, 3: {1, 2, 4}, 4: {1, 2, 3}, 6: {9}, 9: {6}}
    met = {t: {*met.get(t, set()), 5} for t in (1, 2, 3, 4, 6, 9)} | {5: {1, 2, 3, 4, 6, 9}}
    players = {_n(t): replace(lp(t, 4, colours[t]), opponents=frozenset(map(_n, met[t]))) for t in colours}
    median = (7, 8, 10, 11, 12, 13)
    players.update({_n(t): lp(t, 3.5, due_white if t % 2 else due_black) for t in median})
    compat = Compatibility(players, Tournament(), 8, False)
    group = Group(tuple(map(_n, (1, 2, 3, 4, 5, 6, 9))), frozenset(map(_n, (1, 2, 3, 4, 5))), True, "DF")
    choice = choose_floaters(group, Adjacent(tuple(map(_n, median)), {}, True, True), players, compat)
    assert choice.floaters == (5, 3, 4)
    assert "3.2.4" in choice.rule
