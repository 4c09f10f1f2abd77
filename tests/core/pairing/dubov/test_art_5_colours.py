"""Colour allocation, C.04.4.1 (2026) art. 5.2.1–5.2.5."""

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.dubov import DubovSystem
from arbiter_desk.core.pairing.dubov.colours import allocate_colours
from arbiter_desk.core.results import Colour

from .synthetic import dp
from .tournament_builder import build

W, B = Colour.WHITE, Colour.BLACK


def test_art_5_2_1_odd_tpn_of_the_higher_ranked_gets_the_initial_colour() -> None:
    d = allocate_colours(dp(3), dp(8), W)
    assert (d.white, d.black, d.rule) == (3, 8, "5.2.1")
    assert d.reason.startswith("no game yet for either player: colour by the initial-colour draw (White)")
    assert "wants" not in d.reason  # not "wants mild Black" before any game
    d = allocate_colours(dp(3), dp(8), B)
    assert (d.white, d.black) == (8, 3)


def test_art_5_2_1_even_tpn_gets_the_opposite_colour() -> None:
    d = allocate_colours(dp(8), dp(2), W)
    assert (d.white, d.black, d.rule) == (8, 2, "5.2.1")


def test_art_5_2_1_higher_ranked_means_more_points_first() -> None:
    # 8 has more points than 3: 8 is higher ranked and has an even TPN.
    d = allocate_colours(dp(3, 0), dp(8, 1), W)
    assert (d.white, d.black) == (3, 8)


def test_art_5_2_1_applies_in_later_rounds_too() -> None:
    # Clarification 17: neither has played (byes, forfeits) in round 3.
    d = allocate_colours(dp(5, 1), dp(6, 1), B)
    assert (d.white, d.black, d.rule) == (6, 5, "5.2.1")


def test_art_5_2_2_both_preferences_granted() -> None:
    d = allocate_colours(dp(1, 1, "W"), dp(2, 1, "B"), W)
    assert (d.white, d.black, d.rule) == (2, 1, "5.2.2")


def test_art_5_2_2_a_player_without_games_wants_black() -> None:
    d = allocate_colours(dp(1, 1, "B"), dp(2, 1), W)
    assert (d.white, d.black, d.rule) == (1, 2, "5.2.2")


def test_art_5_2_3_stronger_preference() -> None:
    # 1: WB (mild White); 2: B (strong White).
    d = allocate_colours(dp(1, 1, "WB"), dp(2, 1, "B"), W)
    assert (d.white, d.black, d.rule) == (2, 1, "5.2.3")
    # Absolute beats strong: 3 had Black twice.
    d = allocate_colours(dp(3, 1, "WBB"), dp(1, 1, "B"), W)
    assert (d.white, d.black, d.rule) == (3, 1, "5.2.3")


def test_art_5_2_4_alternate_from_the_latest_difference() -> None:
    # 1: B W W B and 2: W B W B, both colour difference 0 and mild White. Walking back from the latest
    # game: round 4 B/B, round 3 W/W, round 2 W/B differs; 1 had White there, so 1 gets Black now.
    d = allocate_colours(dp(1, 1, "BWWB"), dp(2, 1, "WBWB"), W)
    assert d.rule == "5.2.4"
    assert (d.white, d.black) == (2, 1)


def test_art_5_2_4_uses_compressed_histories_aligned_at_the_latest_game() -> None:
    # 1: B W W B and 2: W B, both mild White (equal strengths, so 5.2.3 does not decide).
    d = allocate_colours(dp(1, 1, "BWWB"), dp(2, 1, "WB"), W)
    # Latest game B/B, the one before W/W: no difference within the common length -> 5.2.5.
    assert d.rule == "5.2.5"
    assert (d.white, d.black) == (1, 2)


def test_art_5_2_5_higher_ranked_player_gets_the_preference() -> None:
    d = allocate_colours(dp(4, 1.5, "WB"), dp(2, 1.5, "WB"), W)
    assert (d.white, d.black, d.rule) == (2, 4, "5.2.5")
    d = allocate_colours(dp(4, 2, "WB"), dp(2, 1.5, "WB"), W)
    assert (d.white, d.black, d.rule) == (4, 2, "5.2.5")


def test_colours_of_a_single_pair_follow_art_5_from_the_tournament() -> None:
    """``colours_for`` (a board added by a C.04.2 4.4.4 override) applies art. 5.2 to the stored history."""
    t = build([2000, 1900, 1800, 1700], rounds=[["1-2 1-0", "3 U", "4 Z"]])
    system = DubovSystem()
    # 3 (bye) and 4 (absent) have not played; 3 is higher ranked (1 point) with an odd TPN: initial colour.
    c = system.colours_for(t, RoundNo(2), PairingNumber(4), PairingNumber(3))
    assert (c.white, c.black, c.rule) == (3, 4, "5.2.1")
    # 2 had Black (strong White), 4 has no game (mild Black): both preferences granted.
    c = system.colours_for(t, RoundNo(2), PairingNumber(4), PairingNumber(2))
    assert (c.white, c.black, c.rule) == (2, 4, "5.2.2")
    # With Black as the initial colour, 5.2.1 turns round.
    t = build([2000, 1900, 1800, 1700], rounds=[["1-2 1-0", "3 U", "4 Z"]], initial_colour=B)
    c = system.colours_for(t, RoundNo(2), PairingNumber(3), PairingNumber(4))
    assert (c.white, c.black) == (4, 3)
