"""1997 edition, score groups: columns (6.2/6.3; E15, E16), transfers (7.1, 7.2 with 2.5; E11-E13, E26, E27),
column changes (7.3/7.4 with 2.6; E28), floaters (6.4, ch. 8; E22-E24), and the round as a whole (E25, E30, E34)."""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.dubov.editions.edition_1997.columns import columns
from tests.core.pairing.dubov.tournament_builder import build, pairs_of, with_absent

from .fixtures_1997 import pairs_set, player, run_groups


def test_art_6_2_the_texts_example_pairs_row_by_row() -> None:
    # 6.2's example: Whites by increasing ARO 2310.0 ... 2344.6, Blacks by decreasing R 2380 ... 2250.
    aros = ["2340.5", "2310", "2344.6", "2318.4", "2333.7", "2322.3"]  # TPNs 7..12, shuffled
    ratings = [2260, 2380, 2250, 2300, 2365, 2280]  # TPNs 1..6, shuffled
    blacks = [player(t, 2, r, history="W") for t, r in enumerate(ratings, start=1)]
    whites = [player(t, 2, 2000, aro=a, history="B") for t, a in enumerate(aros, start=7)]
    pairs, brackets = run_groups(blacks + whites)
    by_aro = [8, 10, 12, 11, 7, 9]  # 2310.0, 2318.4, 2322.3, 2333.7, 2340.5, 2344.6
    by_r = [2, 5, 4, 6, 1, 3]  # 2380, 2365, 2300, 2280, 2260, 2250
    assert pairs == list(zip(by_aro, by_r, strict=True))
    white_step = brackets[0].step("White column")
    assert white_step is not None and "ARO 2318.4" in white_step.players_text()


def test_e15_a_rematch_takes_the_first_black_that_still_completes_the_rows() -> None:
    # E15's example: Whites 1, 2 (ARO up), Blacks 3, 4 (R down); 2 has met 4: 1-4, 2-3.
    ps = [
        player(1, 1, 2000, aro=1900, history="B"),
        player(2, 1, 2000, aro=2000, history="B", met=[4]),
        player(3, 1, 2300, history="W"),
        player(4, 1, 2200, history="W"),
    ]
    pairs, _ = run_groups(ps)
    assert pairs == [(1, 4), (2, 3)]


def test_e16_equal_aro_and_r_are_ordered_by_tpn() -> None:
    ps = [
        player(2, 1, 2000, aro=2000, history="B"),
        player(1, 1, 2000, aro=2000, history="B"),
        player(3, 1, 2300, history="W"),
        player(4, 1, 2200, history="W"),
    ]
    assert run_groups(ps)[0] == [(1, 3), (2, 4)]


def test_e28_art_7_3_the_lowest_aro_whites_change_column_skipping_2_6() -> None:
    # Four due White. Lowest AROs: 1 (1900) and 2 (1950), but 1 (W B B) may not take Black a third time (2.6).
    ps = [
        player(1, 1, 2000, aro=1900, history="WBB"),
        player(2, 1, 2000, aro=1950, history="B"),
        player(3, 1, 2000, aro=2000, history="B"),
        player(4, 1, 2000, aro=2050, history="B"),
    ]
    cols = columns(ps)
    assert cols.rule == "7.3"
    assert [p.tpn for p in cols.moved] == [2, 3]


def test_e28_art_7_4_the_highest_aro_blacks_change_column() -> None:
    ps = [player(t, 1, 2000, aro=a, history="W") for t, a in ((1, 1900), (2, 2100), (3, 2000), (4, 2050))]
    cols = columns(ps)
    assert cols.rule == "7.4" and [p.tpn for p in cols.moved] == [2, 4]  # 2n = 4: n = 2


def test_e28_an_odd_group_is_not_balanced() -> None:
    ps = [player(t, 1, 2000, history="W") for t in (1, 2, 3)]
    assert columns(ps).moved == ()


def test_e26_art_7_1_a_partner_is_transferred_for_a_player_without_opponent() -> None:
    # 1 and 2 (2 points) have met. 1 (due Black) gets the due-White player of highest R from 1 point: 4 (2250),
    # not 3 (2300, due Black); then 2 (due White) gets 3 (due Black).
    ps = [
        player(1, 2, 2400, history="W", met=[2]),
        player(2, 2, 2350, history="B"),
        player(3, 1, 2300, history="W"),
        player(4, 1, 2250, history="B"),
        player(5, 1, 2200, history="B"),
        player(6, 1, 2100, history="W"),
    ]
    pairs, brackets = run_groups(ps)
    assert pairs_set(pairs[:2]) == {frozenset((1, 4)), frozenset((2, 3))}
    assert any(s.label.startswith("Transfer (1997 art. 7.1)") for s in brackets[0].steps)


def test_e12_e13_art_2_5_bars_a_transfer_running_and_the_fourth_transfer_except_in_the_last_round() -> None:
    base = [player(1, 2, 2400, history="W", met=[2]), player(2, 2, 2350, history="W")]
    lower = [
        player(3, 1, 2300, history="B", transferred_last_round=True),
        player(4, 1, 2250, history="B", transfers=3),
        player(5, 1, 2200, history="B"),
        player(6, 1, 2100, history="W"),
    ]
    pairs, _ = run_groups(base + lower)
    assert frozenset((1, 5)) in pairs_set(pairs)  # 3 moved up last round, 4 has 3 transfers (9 rounds)
    pairs, _ = run_groups(base + lower, total=10)
    assert frozenset((1, 4)) in pairs_set(pairs)  # 10 rounds: four transfers allowed
    pairs, _ = run_groups(base + lower, last=True)
    assert frozenset((1, 3)) in pairs_set(pairs)  # E12: not in the last round


def test_e27_art_7_2_an_odd_group_takes_the_opposite_of_its_dominating_colour() -> None:
    # 2 points: 1, 2 due White, 3 due Black (White dominates). 1 point: 4 due White (2300), 5 due Black (2250),
    # 6 due Black (2280): the due-Black player of highest R, 6, moves up. Rows: Whites 1, 2 (ARO up) against
    # Blacks 3, 6 (R down).
    ps = [
        player(1, 2, 2400, aro=2000, history="B"),
        player(2, 2, 2390, aro=2100, history="B"),
        player(3, 2, 2380, history="W"),
        player(4, 1, 2300, history="B"),
        player(5, 1, 2250, history="W"),
        player(6, 1, 2280, history="W"),
    ]
    pairs, brackets = run_groups(ps)
    assert brackets[0].floaters == (6,)
    assert pairs[:2] == [(1, 3), (2, 6)]


def test_e22_e23_art_6_4_floater_by_class_then_largest_tpn_and_e24_ch_8() -> None:
    # 2 points: 1, 2, 3 (odd; nobody below may be transferred: all moved up last round). 3 has met everyone
    # below (class 2), so the floater is the largest TPN of class 1: 2. In the 1-point group 2 (due White)
    # takes the due-Black player of highest R: 5 (2200) before 4 (2300, due White).
    ps = [
        player(1, 2, 2400, history="B"),
        player(2, 2, 2390, history="B"),
        player(3, 2, 2380, history="W", met=[4, 5, 6]),
        player(4, 1, 2300, history="B", transferred_last_round=True),
        player(5, 1, 2200, history="W", transferred_last_round=True),
        player(6, 1, 2100, history="W", transferred_last_round=True),
    ]
    pairs, brackets = run_groups(ps)
    floaters = brackets[0].step("Floaters (1997 art. 6.4)")
    assert floaters is not None and floaters.players == (2,)
    assert pairs_set(pairs) == {frozenset((1, 3)), frozenset((2, 5)), frozenset((4, 6))}
    assert brackets[1].step("Floater paired first") is not None


def test_e30_absent_players_are_not_paired_and_keep_their_bye() -> None:
    t = build([2400, 2300, 2200, 2100, 2000], rounds=[["1-2 1-0", "3-4 =", "5 U"]])
    t = with_absent(t, 2, "H", 3)
    p = find_system("dubov", "1997").pair(t)
    assert all(3 not in pair for pair in pairs_of(p)) and p.bye != 3


def test_e25_boards_by_score_then_the_bye_last() -> None:
    t = build([2400, 2300, 2200, 2100, 2000], rounds=[["1-4 1-0", "5-2 0-1", "3 U"]])
    p = find_system("dubov", "1997").pair(t)
    lines = p.to_lines()
    assert lines[0] == "3" and lines[-1].endswith(" 0")
    top = {int(x) for x in lines[1].split()}
    assert top & {1, 2, 3}


def test_e34_an_impossible_round_is_refused() -> None:
    t = build([2400, 2300], rounds=[["1-2 1-0"]])
    with pytest.raises(NoValidPairingError):
        find_system("dubov", "1997").pair(t)


def test_a_1997_explanation_cites_only_the_1997_text_and_the_general_rules() -> None:
    import re

    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament

    system = find_system("dubov", "1997")
    for seed in range(8):
        options = GeneratorOptions(players=8 + seed, rounds=6, seed=seed, forfeit_rate=0.1, bye_rate=0.1)
        t = generate_tournament(system, options)
        for rnd in range(1, 7):
            text = system.pair(t, rnd).explanation.to_text()
            for found in re.finditer(r"(\S*?)(\d{4}|C\.04\.\d)? ?art\. ", text):
                assert found.group(2) in ("1997", "C.04.2"), text[max(0, found.start() - 40) : found.end() + 20]
            assert "clar." not in text and not re.search(r"\bC\d", text)


def test_e15_the_quick_column_pairing_is_the_general_one() -> None:
    """6.3 read as E15 two ways: the first permutation of the Black column (bipartite, the usual case) and the
    general procedure (fewest same-colour pairs, first choice in column order, a matching deciding) agree."""
    import random

    from arbiter_desk.core.pairing.dubov.editions.edition_1997.columns import _mixed, pair_columns

    from .fixtures_1997 import legality, symmetric

    rng = random.Random(5)
    checked = 0
    for _ in range(150):
        n = rng.randint(1, 5)
        whites = [player(t, 1, 2000, aro=rng.randint(1900, 2100), history="B") for t in range(1, n + 1)]
        blacks = [player(t, 1, rng.randint(1900, 2400), history="W") for t in range(n + 1, 2 * n + 1)]
        met = {(w.tpn, b.tpn) for w in whites for b in blacks if rng.random() < 0.3}
        ws = [player(w.tpn, 1, 2000, aro=w.aro, history="B", met=[b for a, b in met if a == w.tpn]) for w in whites]
        by = symmetric([*ws, *blacks])
        law = legality(by)
        cols = columns(list(by.values()))
        try:
            quick = pair_columns(cols.whites, cols.blacks, law)
            general = _mixed(list(cols.whites), list(cols.blacks), law)
        except NoValidPairingError:
            continue
        assert [(a.tpn, b.tpn) for a, b in quick] == [(a.tpn, b.tpn) for a, b in general]
        checked += 1
    assert checked > 50
