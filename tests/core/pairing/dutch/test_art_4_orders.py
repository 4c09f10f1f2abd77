"""Orders of the candidates, C.04.3 (2026) art. 4.2–4.4, with the text's own examples."""

from itertools import combinations

from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.pairing.dutch.exchanges import exchange_key, exchanges
from arbiter_desk.core.pairing.dutch.text_order import cheapest_exchange
from arbiter_desk.core.results import Colour

from .builder import build, pairs_of


def test_art_4_3_2_rule_1_fewer_exchanged_bsns_first() -> None:
    assert exchange_key((5,), (11,)) < exchange_key((4, 5), (6, 7))


def test_art_4_3_2_rule_2_smallest_difference_of_sums_text_examples() -> None:
    # "exchanging 6 with 4 is better than exchanging 8 with 5"
    assert exchange_key((4,), (6,)) < exchange_key((5,), (8,))
    # "exchanging 8+6 with 4+3 is better than exchanging 9+8 with 5+4"
    assert exchange_key((4, 3), (8, 6)) < exchange_key((5, 4), (9, 8))


def test_art_4_3_2_rule_3_largest_differing_bsn_moved_from_s1() -> None:
    # Same size and sum difference; "5-2 is better than 4-3", "5-4-1 is better than 5-3-2".
    assert exchange_key((5, 2), (8, 9)) < exchange_key((4, 3), (8, 9))
    assert exchange_key((5, 4, 1), (7, 8, 9)) < exchange_key((5, 3, 2), (7, 8, 9))


def test_art_4_3_2_rule_4_smallest_differing_bsn_moved_from_s2() -> None:
    # "6-9 is better than 7-8", "6-7-10 is better than 6-8-9".
    assert exchange_key((5, 4), (6, 9)) < exchange_key((5, 4), (7, 8))
    assert exchange_key((5, 4, 3), (6, 7, 10)) < exchange_key((5, 4, 3), (6, 8, 9))


def test_art_4_3_exchange_sequence_starts_with_the_original_subgroups() -> None:
    seq = list(exchanges([1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]))
    assert seq[0] == ((), ())
    assert seq[1] == ((5,), (6,))
    total = sum(len(list(combinations(range(5), k))) * len(list(combinations(range(6), k))) for k in range(6))
    assert len(seq) == total


def test_cheapest_exchange_of_a_pairing() -> None:
    # Remainder of 6, MaxPairs 3: pairs 1-2 (S1-S1), 4-5 (S2-S2), 3-6 (mixed): 2 moves down, 4 moves up.
    players = [10, 11, 12, 13, 14, 15]
    mate = [-1] * 16
    for a, b in ((10, 11), (13, 14), (12, 15)):
        mate[a], mate[b] = b, a
    assert cheapest_exchange(mate, players, 3) == ((2,), (4,))


def test_art_4_2_2_first_transposition_in_round_1_eleven_players() -> None:
    """Art. 4.2.2 example: 11 players, S1 = 1-5, first transposition 6-7-8-9-10; 11 downfloats to the PAB."""
    t = build(11)
    p = DutchSystem().pair(t)
    assert {frozenset(x) for x in pairs_of(p)} == {frozenset((i, i + 5)) for i in range(1, 6)}
    assert p.bye == 11
    # Art. 5.2.5: 1 (odd) gets the initial colour, 2 (even) the other one.
    assert (1, 6) in pairs_of(p) and (7, 2) in pairs_of(p)


def test_art_5_2_5_initial_colour_black() -> None:
    p = DutchSystem().pair(build(4, initial_colour=Colour.BLACK))
    assert set(pairs_of(p)) == {(3, 1), (2, 4)}


def test_explanation_names_the_exchange_the_floater_criterion_and_colour_rules() -> None:
    from .builder import build as build_rounds

    text = DutchSystem().pair(build_rounds(4, [["1-3 =", "4-2 ="]])).explanation.to_text()
    assert "exchange (art. 4.3): bracket BSN 2 of S1 with 3 of S2" in text
    assert "C12: 0 without their colour preference" in text
    assert "White by 5.2.1" in text
    text = DutchSystem().pair(build_rounds(5, [["1-2 1-0", "3-4 1-0", "5 U"]])).explanation.to_text()
    assert "3 downfloats: equally good candidates" in text
    assert "MDP-pairing" in text and "3 downfloat, 2 upfloat (art. 1.4.2)" in text
