"""The reference's sorting criteria, on the examples of C.04.4.1 (2026) art. 4."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.results import Colour

from .reference.data import PlayerData, Strength
from .reference.legal import Matcher
from .reference.orders import middle_out, sets_in_order, shifters_in_order, upfloaters_in_order


def _p(tpn: int, score: str = "0", aro: int = 0, pref: Colour = Colour.WHITE) -> PlayerData:
    return PlayerData(
        tpn=tpn,
        rating=2000,
        score=Decimal(score),
        history=(Colour.BLACK,),
        preference=pref,
        strength=Strength.STRONG,
        aro=aro,
        played_opponents=frozenset(),
        upfloats=0,
        upfloated_last_round=False,
        bye_forbidden=False,
    )


def test_art_4_3_3_middle_out_example_a_to_g() -> None:
    """Art. 4.3.3 example: A..G get #1 D, #2 C, #3 E, #4 B, #5 F, #6 A, #7 G."""
    assert "".join(middle_out("ABCDEFG")) == "DCEBFAG"


@pytest.mark.parametrize(
    ("items", "expected"), [("", ""), ("A", "A"), ("AB", "AB"), ("ABCD", "BCAD"), ("ABCDEF", "CDBEAF")]
)
def test_art_4_3_3_middle_out_even_lists_take_the_higher_middle(items: str, expected: str) -> None:
    assert "".join(middle_out(items)) == expected


def test_art_4_1_3_sets_by_smallest_differing_sequence_number() -> None:
    """Art. 4.1.3: with K=2, {#1,#2} precedes {#1,#3}, {#1,#P} precedes {#2,#3}."""
    sets = list(sets_in_order([1, 2, 3, 4], 2))
    assert sets == [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]


def test_art_4_3_2_white_seekers_by_aro_then_tpn_black_seekers_by_tpn() -> None:
    whites = [_p(1, aro=1800), _p(2, aro=1700), _p(3, aro=1800), _p(4, aro=1900), _p(5, aro=1500)]
    # sorted: 5 (1500), 2 (1700), 1 (1800), 3 (1800), 4 (1900) -> middle-out: 1, 2, 3, 5, 4
    assert [p.tpn for p in shifters_in_order(whites)] == [1, 2, 3, 5, 4]
    blacks = [_p(t, aro=3000 - t, pref=Colour.BLACK) for t in (9, 4, 7, 2)]
    # sorted by TPN: 2 4 7 9 -> middle-out: 4, 7, 2, 9
    assert [p.tpn for p in shifters_in_order(blacks)] == [4, 7, 2, 9]


def test_art_4_2_2_upfloaters_by_descending_score_then_tpn() -> None:
    pool = [_p(7, "1"), _p(3, "0.5"), _p(9, "1.5"), _p(5, "1"), _p(2, "0.5")]
    assert [p.tpn for p in upfloaters_in_order(pool)] == [9, 5, 7, 2, 3]


@pytest.mark.parametrize(
    ("forbidden", "expected"),
    [
        (set(), "ABC"),
        ({(1, "B")}, "ACB"),
        ({(0, "A")}, "BAC"),
        ({(0, "A"), (1, "A")}, "BCA"),
        ({(0, "A"), (0, "B")}, "CAB"),
        ({(0, "A"), (0, "B"), (1, "A")}, "CBA"),
    ],
)
def test_art_4_4_transpositions_in_the_order_of_the_note(forbidden: set[tuple[int, str]], expected: str) -> None:
    """Art. 4.4.2 note: {A,B,C} {A,C,B} {B,A,C} {B,C,A} {C,A,B} {C,B,A}; art. 3.2.6 takes the first legal one.

    Each case forbids just enough S1[i]-G2 pairs to rule out the transpositions before the expected one.
    """
    names = {11: "A", 12: "B", 13: "C"}
    s1 = (1, 2, 3)

    def compat(a: int, b: int) -> bool:
        return (s1.index(a), names[b]) not in forbidden

    t2 = Matcher(compat).first_transposition(s1, (13, 11, 12))
    assert t2 is not None
    assert "".join(names[t] for t in t2) == expected
