"""The 1992 text's own examples: D1's transpositions of 5, 6, 7, 8; A8's x; F3's colour histories; F4's round 1."""

from __future__ import annotations

from decimal import Decimal
from itertools import islice

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.rating_1992.colours import allocate
from arbiter_desk.core.pairing.rating_1992.criteria import Level, x_of
from arbiter_desk.core.pairing.rating_1992.homogeneous import GroupSearch
from arbiter_desk.core.results import Colour
from tests.core.pairing.compact import build
from tests.core.pairing.rating_1992.helpers import judge, lines, mk


def test_d1_transpositions_in_the_texts_order() -> None:
    """1992 D1: 5-6-7-8, then a) 5-6-8-7, b) 5-7-6-8, c) 5-7-8-6, d) 5-8-6-7, e) 5-8-7-6, f) 6-5-7-8, g) 6-5-8-7."""
    j = judge(*(mk(i, "1") for i in range(1, 9)))
    search = GroupSearch(j, [PairingNumber(i) for i in range(1, 9)], Decimal(1), 4, 4, Level(0, 0), lowest=False)
    orders = [tuple(b for _, b in c.pairs) for c in islice(search.candidates(), 8)]
    assert orders == [
        (5, 6, 7, 8),
        (5, 6, 8, 7),
        (5, 7, 6, 8),
        (5, 7, 8, 6),
        (5, 8, 6, 7),
        (5, 8, 7, 6),
        (6, 5, 7, 8),
        (6, 5, 8, 7),
    ]


def test_a8_x_counts_preferences_against_half_the_bracket() -> None:
    """1992 A8: q = half the players rounded up; x = b − q if b > w, else w − q (never negative, R13)."""
    five = [mk(1, "1", "B"), mk(2, "1", "B"), mk(3, "1", "B"), mk(4, "1", "B"), mk(5, "1", "W")]
    assert x_of(five) == 4 - 3  # four prefer White (after Black), q = 3
    assert x_of([mk(1, "1", "W"), mk(2, "1", "B"), mk(3, "1")]) == 0


def test_f3_unplayed_rounds_move_to_the_front_for_e3() -> None:
    """1992 F3: BWW-B is treated as -BWWB for E3: against WBWB (both mild White) the latest difference is the
    third game from the end (W against B): the first player gets Black."""
    a = mk(1, "3", "BWWB")  # BWW-B: the unplayed round is not in the played history (F2)
    b = mk(2, "3", "WBWB")
    decision = allocate(a, b, Colour.WHITE)
    assert (decision.black, decision.rule) == (1, "1992 E3")


def test_f4_round_one() -> None:
    """1992 F4: the highest of S1 against the highest of S2; with an odd number the lowest gets the bye."""
    assert lines(build(9)) == ["1 5", "6 2", "3 7", "8 4", "9 0"]
