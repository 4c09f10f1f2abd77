"""1997 edition: colours (art. 3; E17-E20), round 1 (art. 5; E7) and the bye (art. 4; E10, E21)."""

from __future__ import annotations

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.dubov.editions.edition_1997.bye import choose_bye_1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import allocate_colours_1997
from arbiter_desk.core.results import Colour
from tests.core.pairing.dubov.tournament_builder import build, pairs_of, with_absent

from .fixtures_1997 import legality, player, symmetric


def test_e17_the_limits_choose_when_only_one_allocation_is_allowed() -> None:
    # 1: W B W W (+2) may only take Black (2.3); 2: W (+1); both are due Black.
    d = allocate_colours_1997(player(1, history="WBWW"), player(2, history="W"))
    assert (d.white, d.black, d.rule) == (2, 1, "1997 art. 2.3/2.4")


def test_art_3_indent_1_both_due_colours() -> None:
    d = allocate_colours_1997(player(1, history="W"), player(2, history="W B B W B"))
    assert (d.white, d.black, d.rule) == (2, 1, "1997 art. 3, indent 1")


def test_e18_indent_2_the_more_unbalanced_player_gets_his_due_colour() -> None:
    # E18's example: A B W B (-1) and B W B (0), both due White: A gets White.
    d = allocate_colours_1997(player(1, history="WB"), player(2, history="BWB"))
    assert (d.white, d.rule) == (2, "1997 art. 3, indent 2")


def test_e19_indent_3_alternate_from_the_latest_difference() -> None:
    # Both 0 and due White; walking back: B/B, W/W, then 1 had W and 2 had B: 1 gets Black.
    d = allocate_colours_1997(player(1, history="BWWB"), player(2, history="WBWB"))
    assert (d.white, d.black, d.rule) == (2, 1, "1997 art. 3, indent 3")


def test_art_3_indent_4_white_to_the_higher_aro() -> None:
    d = allocate_colours_1997(player(1, history="W", aro=2000), player(2, history="W", aro=2100))
    assert (d.white, d.rule) == (2, "1997 art. 3, indent 4")


def test_art_3_indent_5_white_to_the_lower_r() -> None:
    d = allocate_colours_1997(player(1, rating=2100), player(2, rating=2200))
    assert (d.white, d.rule) == (1, "1997 art. 3, indent 5")


def test_e20_equal_aro_and_r_white_to_the_larger_tpn() -> None:
    d = allocate_colours_1997(player(3, rating=2100), player(8, rating=2100))
    assert d.white == 8
    assert "E20" in d.reason


def test_e7_round_one_halves_and_the_lot_for_pair_one() -> None:
    t = build([2500, 2400, 2300, 2200, 2100, 2000, 1900])
    p = find_system("dubov", "1997").pair(t)
    assert pairs_of(p) == [(1, 4), (5, 2), (3, 6)]  # odd pairs as pair 1, even pairs the other way
    assert p.bye == 7  # the last player of the list
    black = find_system("dubov", "1997").pair(build([2500, 2400, 2300, 2200], initial_colour=Colour.BLACK))
    assert pairs_of(black) == [(3, 1), (2, 4)]


def test_e7_a_late_entry_not_yet_arrived_is_not_in_the_round_one_list() -> None:
    t = with_absent(build([2500, 2400, 2300, 2200, 2100, 2000, 1900]), 1, "H", 1)
    assert pairs_of(find_system("dubov", "1997").pair(t)) == [(2, 5), (6, 3), (4, 7)]


def test_e7_round_one_agrees_with_2026() -> None:
    for n in range(2, 15):
        t = build([2800 - 10 * i for i in range(n)])
        a, b = find_system("dubov", "1997").pair(t), find_system("dubov").pair(t)
        assert (pairs_of(a), a.bye) == (pairs_of(b), b.bye)


def test_e10_the_bye_leaves_the_others_pairable() -> None:
    # 1 and 2 drew; 4 beat 3; 4 is absent in round 2. 3 has the lowest score, but 1-2 cannot meet again:
    # the bye goes to 1 or 2, the lower R (2).
    t = with_absent(build([2400, 2300, 2200, 2100], rounds=[["1-2 =", "4-3 1-0"]]), 2, "Z", 4)
    p = find_system("dubov", "1997").pair(t)
    assert p.bye == 2
    assert pairs_of(p) == [(3, 1)] or pairs_of(p) == [(1, 3)]
    assert p.explanation.bye is not None and any("E10" in why for _, why in p.explanation.bye.excluded)


def test_e21_art_4_lowest_score_then_lowest_r() -> None:
    players = symmetric(
        [player(1, 1, 2400), player(2, 1, 2300), player(3, 0, 2200), player(4, 0, 2100), player(5, 0, 2150)]
    )
    assert choose_bye_1997(list(players.values()), legality(players)).player == 4


def test_e21_art_4_dominating_due_colour_before_the_higher_aro() -> None:
    # Lowest score group 3, 4, 5: due White 3; due Black 4, 5 (dominating). 3 and 4 share the lowest R.
    players = symmetric(
        [
            player(1, 1, 2400, history="W"),
            player(2, 1, 2300, history="B"),
            player(3, 0, 2000, aro=2300, history="B"),
            player(4, 0, 2000, aro=2100, history="W"),
            player(5, 0, 2200, history="W"),
        ]
    )
    bye = choose_bye_1997(list(players.values()), legality(players))
    assert bye.player == 4
    assert "dominating" in bye.reason


def test_e21_art_4_then_the_higher_aro_then_the_largest_tpn() -> None:
    base = [player(1, 1, 2400, history="W"), player(2, 1, 2300, history="B")]
    players = symmetric(
        [*base, player(3, 0, 2000, 2150, "W"), player(4, 0, 2000, 2100, "W"), player(5, 0, 2200, 0, "B")]
    )
    assert choose_bye_1997(list(players.values()), legality(players)).player == 3
    players = symmetric(
        [*base, player(3, 0, 2000, 2100, "W"), player(4, 0, 2000, 2100, "W"), player(5, 0, 2200, 0, "B")]
    )
    assert choose_bye_1997(list(players.values()), legality(players)).player == 4


def test_e9_a_half_point_bye_does_not_bar_the_bye() -> None:
    # Everybody drew or had H in round 1: 5 (lowest R, H in round 1) gets the bye.
    t = build([2400, 2300, 2200, 2100, 2000], rounds=[["1-2 =", "3-4 =", "5 H"]])
    assert find_system("dubov", "1997").pair(t).bye == 5
    t = build([2400, 2300, 2200, 2100, 2000, 1900], rounds=[["1-2 =", "3-4 =", "5 F", "6 Z"]])
    t = with_absent(t, 2, "Z", 6)
    assert find_system("dubov", "1997").pair(t).bye != 5  # a full-point bye bars it (2.2)
