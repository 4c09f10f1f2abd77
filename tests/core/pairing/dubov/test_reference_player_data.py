"""The reference's player data: C.04.4.1 (2026) art. 1.5-1.8 and C.04.2 art. 3.4."""

from __future__ import annotations

import pytest

from arbiter_desk.core.results import Colour

from .reference.builder import build
from .reference.data import Strength, average_rating, colour_preference, max_upfloats, player_data

W, B = Colour.WHITE, Colour.BLACK


@pytest.mark.parametrize(
    ("history", "expected"),
    [
        ((), (B, Strength.MILD)),  # art. 1.6.4
        ((W,), (B, Strength.STRONG)),  # art. 1.6.2: CD +1
        ((B,), (W, Strength.STRONG)),  # art. 1.6.2: CD -1
        ((W, B), (W, Strength.MILD)),  # art. 1.6.3: CD 0, alternate the last
        ((B, W), (B, Strength.MILD)),
        ((W, W), (B, Strength.ABSOLUTE)),  # art. 1.6.1: CD +2
        ((B, W, W), (B, Strength.ABSOLUTE)),  # art. 1.6.1: last two White
        ((W, B, B), (W, Strength.ABSOLUTE)),  # art. 1.6.1: last two Black
        ((W, W, W, B, B), (W, Strength.ABSOLUTE)),  # last two Black beat the CD +1 strong preference
        ((W, B, W, B, W), (B, Strength.STRONG)),
    ],
)
def test_art_1_6_colour_preferences(history: tuple[Colour, ...], expected: tuple[Colour, Strength]) -> None:
    assert colour_preference(history) == expected


def test_c04_2_art_3_4_unplayed_rounds_move_to_the_front() -> None:
    """C.04.2 art. 3.4: BWBuW is treated as uBWBW, so the last two games are B W (clar. 2)."""
    t = build(
        {
            1: (2000, "2b1 3w0 4b= 0-H 5w1"),
            2: (2000, "1w0"),
            3: (2000, "0-Z 1b1"),
            4: (2000, "0-Z 0-Z 1w="),
            5: (2000, "0-Z 0-Z 0-Z 0-Z 1b0"),
        }
    )
    p = player_data(t, 1, 6)
    assert p.history == (B, W, B, W)
    assert (p.preference, p.strength) == (B, Strength.MILD)
    assert p.games == 4 and p.colour_difference == 0


def test_clar_1_forfeits_give_no_colour_no_aro_and_allow_a_rematch() -> None:
    t = build({1: (2000, "2w+ 3b1"), 2: (1800, "1b- 0-U"), 3: (1601, "0-U 1w0")})
    p = player_data(t, 1, 3)
    assert p.history == (B,)
    assert p.aro == 1601
    assert p.played_opponents == frozenset({3})
    assert p.bye_forbidden  # clar. 6: a forfeit win counts as a point without playing (C2)


@pytest.mark.parametrize(
    ("ratings", "aro"),
    [([], 0), ([2000, 2001], 2001), ([2000, 2002], 2001), ([1999, 2000, 2000], 2000), ([1000, 1001, 1002, 1000], 1001)],
)
def test_art_1_7_1_aro_rounded_half_up(ratings: list[int], aro: int) -> None:
    """Art. 1.7.1: 2000.5 -> 2001 (the higher, clar. 4); art. 1.7.3: no game, ARO 0."""
    assert average_rating(ratings) == aro


@pytest.mark.parametrize(("rounds", "max_t"), [(4, 2), (5, 3), (9, 3), (10, 4), (11, 4)])
def test_art_1_8_2_max_t(rounds: int, max_t: int) -> None:
    assert max_upfloats(rounds) == max_t


def test_clar_5_upfloats_count_games_and_forfeits_against_higher_scores() -> None:
    t = build(
        {
            1: (2400, "3w1 2b1 4w1"),
            2: (2300, "4b1 1w0 3b+"),
            3: (2200, "1b0 4w= 2w-"),
            4: (2100, "2w0 3b= 1b0"),
        }
    )
    # Round 2: 1 (1) - 2 (1) level; 3 (0) - 4 (0) level. Round 3: 4 (0.5) meets 1 (2): upfloat;
    # 3 (0.5) meets 2 (1) by forfeit: upfloat too.
    assert player_data(t, 4, 4).upfloats == 1
    assert player_data(t, 4, 4).upfloated_last_round
    assert player_data(t, 3, 4).upfloats == 1
    assert player_data(t, 1, 4).upfloats == 0
    assert player_data(t, 2, 4).upfloats == 0


def test_clar_6_c2_pairing_bye_and_full_bye_forbid_the_bye_half_bye_does_not() -> None:
    t = build({1: (2000, "0-U"), 2: (2000, "0-F"), 3: (2000, "0-H"), 4: (2000, "0-Z")})
    assert [player_data(t, tpn, 2).bye_forbidden for tpn in (1, 2, 3, 4)] == [True, True, False, False]
