"""The reference's colour allocation, one case per rule of C.04.4.1 (2026) art. 5.2 (clar. 17-19)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.results import Colour

from .reference.builder import build, pairs_of
from .reference.colours import allocate
from .reference.data import PlayerData, colour_preference
from .reference.system import ReferenceDubov

W, B = Colour.WHITE, Colour.BLACK


def _p(tpn: int, history: tuple[Colour, ...], score: str = "1") -> PlayerData:
    preference, strength = colour_preference(history)
    return PlayerData(tpn, 2000, Decimal(score), history, preference, strength, 0, frozenset(), 0, False, False)


def test_art_5_2_1_round_one_odd_higher_gets_initial_colour() -> None:
    assert allocate(_p(1, ()), _p(5, ()), W)[:2] == (1, 5)
    assert allocate(_p(1, ()), _p(5, ()), B)[:2] == (5, 1)


def test_art_5_2_1_even_higher_gets_the_opposite() -> None:
    assert allocate(_p(6, ()), _p(2, ()), W) == (6, 2, "5.2.1")


def test_art_5_2_1_clar_17_later_round_higher_by_points() -> None:
    """Clar. 17: any pair with no played games; higher ranked = more points first (4 has more than 3)."""
    assert allocate(_p(3, (), "0"), _p(4, (), "1"), W) == (3, 4, "5.2.1")


@pytest.mark.parametrize(("initial", "expected"), [(W, (5, 6)), (B, (6, 5))])
def test_art_5_2_1_clar_17_in_round_two_after_forfeits(initial: Colour, expected: tuple[int, int]) -> None:
    """5 and 6 won by forfeit in round 1: top scoregroup, no game yet; 5 ranks higher, odd TPN."""
    t = build(
        {1: (2400, "2w="), 2: (2300, "1b="), 3: (2200, "4w="), 4: (2100, "3b="),
         5: (2000, "7w+"), 6: (1900, "8b+"), 7: (1800, "5b-"), 8: (1700, "6w-")},
        total_rounds=5, initial=initial,
    )  # fmt: skip
    assert pairs_of(ReferenceDubov().pair(t))[0] == expected


def test_art_5_2_2_both_preferences() -> None:
    assert allocate(_p(1, (W,)), _p(2, (B,)), W) == (2, 1, "5.2.2")


def test_art_5_2_3_stronger_preference() -> None:
    # 2 has an absolute preference for White (last two Black), 1 a strong one.
    assert allocate(_p(1, (B,)), _p(2, (W, B, B)), W) == (2, 1, "5.2.3")
    # strong beats mild: 2 (CD -1) over 1 (CD 0, last Black)
    assert allocate(_p(1, (W, B)), _p(2, (B,)), W) == (2, 1, "5.2.3")


def test_art_5_2_4_alternate_to_the_latest_difference_clar_18() -> None:
    """Back from the latest game: B/B, then W/W, then 1 had W and 2 had B: 1 gets Black, 2 White."""
    one, two = _p(1, (B, W, W, B)), _p(2, (W, B, W, B))
    assert (one.preference, two.preference) == (W, W)
    assert allocate(one, two, W) == (2, 1, "5.2.4")


def test_art_5_2_4_histories_are_aligned_at_their_latest_game() -> None:
    """Clar. 18: (W B) against (B W W B) agree on the last two games and then one history ends: no 5.2.4."""
    assert allocate(_p(1, (W, B)), _p(2, (B, W, W, B)), W) == (1, 2, "5.2.5")


def test_art_5_2_5_higher_ranked_preference() -> None:
    """Same histories: the higher ranked (more points, even with a larger TPN) gets their preference."""
    assert allocate(_p(1, (W, B), "1"), _p(2, (W, B), "1.5"), W) == (2, 1, "5.2.5")
    assert allocate(_p(1, (W, B), "1"), _p(2, (W, B), "1"), W) == (1, 2, "5.2.5")
