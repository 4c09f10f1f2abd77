"""C.04.4.2 (2026) art. 5: colour allocation (and 1.5: colour preferences; B21–B23)."""

from __future__ import annotations

from arbiter_desk.core.pairing.burstein.colours import allocate_colours, loses_preference
from arbiter_desk.core.results import Colour

from .builder import bp


def test_art_1_5_4_no_game_means_no_preference() -> None:
    assert bp(1).preference is None
    assert not loses_preference(bp(1), bp(2, history="B"))


def test_art_5_2_1_both_without_games_higher_ranked_by_index_odd_tpn_gets_the_initial_colour() -> None:
    """5.2.1 (B23): the higher ranked by art. 1.8 — the index, not the score or TPN — decides: 2 has the larger
    Buchholz, an even TPN, so he gets the opposite of the initial colour."""
    one, two = bp(1, score="2", buchholz="3"), bp(2, score="0", buchholz="4")
    d = allocate_colours(one, two, Colour.WHITE)
    assert (d.white, d.black, d.rule) == (1, 2, "5.2.1")
    d = allocate_colours(one, two, Colour.BLACK)
    assert (d.white, d.black) == (2, 1)
    three = bp(3, buchholz="5")
    d = allocate_colours(one, three, Colour.WHITE)
    assert (d.white, d.rule) == (3, "5.2.1")


def test_art_5_2_2_one_player_without_a_preference_gets_the_other_colour() -> None:
    """1.5.4 "the preference of their opponents is granted", i.e. 5.2.2 grants both."""
    d = allocate_colours(bp(1, buchholz="9"), bp(2, history="W"), Colour.WHITE)
    assert (d.white, d.black, d.rule) == (1, 2, "5.2.2")


def test_art_5_2_2_both_preferences_granted() -> None:
    d = allocate_colours(bp(1, history="WB"), bp(2, history="BW"), Colour.WHITE)
    assert (d.white, d.black, d.rule) == (1, 2, "5.2.2")


def test_art_5_2_3_the_stronger_preference() -> None:
    """Absolute (last two Black) beats strong (difference -1) beats mild."""
    d = allocate_colours(bp(1, history="WBB", buchholz="9"), bp(2, history="BWB"), Colour.WHITE)
    assert (d.white, d.rule) == (1, "5.2.3")
    d = allocate_colours(bp(1, history="WB", buchholz="9"), bp(2, history="BWB"), Colour.WHITE)
    assert (d.white, d.rule) == (2, "5.2.3")


def test_art_5_2_4_alternate_from_the_latest_difference() -> None:
    """5.2.4 (B21): both mild White (…B last); walking back, the latest round they differ: 1 had White."""
    d = allocate_colours(bp(1, history="BWWB", buchholz="9"), bp(2, history="WBWB"), Colour.WHITE)
    # right-aligned: last B/B, then W/W, then W/B: 1 had White there → 1 gets Black.
    assert (d.white, d.black, d.rule) == (2, 1, "5.2.4")


def test_art_5_2_5_the_higher_ranked_by_index_gets_his_preference() -> None:
    """5.2.5: identical histories; the higher ranked by 1.8 (Buchholz, then SB) — 2 here, despite his TPN and
    his lower score."""
    d = allocate_colours(bp(1, score="3", history="WB", sb="1"), bp(2, score="1", history="WB", sb="2"), Colour.WHITE)
    assert (d.white, d.rule) == (2, "5.2.5")


def test_colours_for_one_pair_follow_art_5_after_the_seeding_rounds_and_dutch_within() -> None:
    """``colours_for`` (a board added under C.04.2 art. 4.4.4): art. 5.2 in a Burstein round; the seeding
    system's rules in a seeding round (B1)."""
    from arbiter_desk.core.ids import PairingNumber, RoundNo
    from arbiter_desk.core.pairing.api import AllocatesColours
    from arbiter_desk.core.pairing.registry import find_entry

    from .builder import build
    from .play import burstein

    t = build(4, [["1-2 1-0", "3-4 1-0"]], total_rounds=2)  # one seeding round
    system = burstein()
    assert isinstance(system, AllocatesColours)
    choice = system.colours_for(t, RoundNo(2), PairingNumber(1), PairingNumber(3))
    # Both had White once (strong Black), the same history: 5.2.5, the higher ranked (equal index: TPN 1) gets it.
    assert (choice.white, choice.black, choice.rule) == (3, 1, "5.2.5")
    seeding = system.colours_for(t, RoundNo(1), PairingNumber(1), PairingNumber(2))
    dutch = find_entry("dutch").factory()
    assert isinstance(dutch, AllocatesColours)
    assert seeding == dutch.colours_for(t, RoundNo(1), PairingNumber(1), PairingNumber(2))
