"""The reference's pairing-allocated bye, C.04.4.1 (2026) art. 3.1 (clar. 6 and 8)."""

from __future__ import annotations

from .reference.builder import build
from .reference.system import ReferenceDubov

R = {1: 2400, 2: 2300, 3: 2200, 4: 2100, 5: 2000}


def _bye(rows: dict[int, str]) -> int | None:
    t = build({tpn: (R[tpn], blocks) for tpn, blocks in rows.items()}, total_rounds=5)
    return ReferenceDubov().pair(t).bye


def test_art_3_1_5_round_one_largest_tpn() -> None:
    assert _bye({1: "", 2: "", 3: "", 4: "", 5: ""}) == 5


def test_art_3_1_3_lowest_score() -> None:
    """After round 1 only 2 and 4 have no point; 5 (largest TPN) won, so 4 gets it (then 3.1.5 among 2, 4)."""
    assert _bye({1: "4w1", 2: "5w0", 3: "0-U", 4: "1b0", 5: "2b1"}) == 4


def test_art_3_1_5_among_equals_largest_tpn() -> None:
    assert _bye({1: "4w1", 2: "5w1", 3: "0-U", 4: "1b0", 5: "2b0"}) == 5


def test_art_3_1_4_most_games_played_over_the_board() -> None:
    """4 and 5 have no point; 5's round was a forfeit (not a game, clar. 1), 4 played: 4 gets the bye."""
    assert _bye({1: "4w1", 2: "5w+", 3: "0-U", 4: "1b0", 5: "2b-"}) == 4


def test_art_3_1_4_a_requested_bye_is_not_a_game() -> None:
    """2, 3 and 4 have ½ point; 4 played one game (and had a half-point bye): 3 gets it (3.1.4, then 3.1.5)."""
    assert _bye({1: "2w1 4b1", 2: "1b0 3w=", 3: "5w0 2b=", 4: "0-H 1w0", 5: "3b1 0-H"}) == 3


def test_art_3_1_1_and_3_1_2_no_second_bye_and_the_rest_must_be_pairable() -> None:
    """Before round 4: 2 and 5 have the lowest score but already had the bye (3.1.1, C2). 4 is next, but
    without 4 player 1 (who met 2, 3 and 5) has nobody left (3.1.2, clar. 8). 1 and 3 tie on score (3.1.3)
    and games (3.1.4): 3 has the larger TPN (3.1.5)."""
    rows = {
        1: "3w1 5b1 2w=",
        2: "4b= 0-U 1b=",
        3: "1b0 4w1 0-H",
        4: "2w= 3b0 5w1",
        5: "0-U 1w0 4b0",
    }
    assert _bye(rows) == 3


def test_clar_6_pairing_bye_and_forfeit_win_forfeit_players_may_meet_again() -> None:
    """C2 (art. 2.1.2, clar. 6): 1 won by forfeit and 2 had the bye, so 3 gets it although it leads; 1 and 2
    may meet again since their game was not played (C.04.2 art. 3.5)."""
    t = build({1: (2400, "2w+ 3b0"), 2: (2300, "1b- 0-U"), 3: (2200, "0-H 1w1")}, total_rounds=5)
    assert ReferenceDubov().pair(t).bye == 3


def test_clar_6_full_point_bye_forbids_the_bye() -> None:
    """3 (lowest) had a full-point bye; 1 and 2 tie on points, 1 played more games (art. 3.1.4)."""
    t = build({1: (2400, "2w= 3w1"), 2: (2300, "1b= 0-U"), 3: (2200, "0-F 1b0")}, total_rounds=5)
    assert ReferenceDubov().pair(t).bye == 1
