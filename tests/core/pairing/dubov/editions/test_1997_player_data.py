"""1997 edition, player data: art. 1, 2.2, 2.3, 2.4 and readings E1-E6, E9 (dubov-1997-2018-clarifications.md)."""

from __future__ import annotations

from fractions import Fraction

from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import Legality1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import (
    allowed_colours,
    aro_text,
    average_rating,
    build_players_1997,
    due_colour,
)
from arbiter_desk.core.results import Colour
from tests.core.pairing.dubov.tournament_builder import build

from .fixtures_1997 import colours

W, B = Colour.WHITE, Colour.BLACK


def test_e1_art_2_3_limits_the_difference_to_minus_two_as_well() -> None:
    # The main file lost the minus sign ("less than 2"); the appendix has -2: B B W B (-2) may not take Black.
    assert allowed_colours(colours("BBWB")) == {W}
    assert allowed_colours(colours("WWBW")) == {B}
    assert allowed_colours(colours("BWBW")) == {W, B}


def test_art_2_4_no_colour_three_times_in_a_row() -> None:
    assert allowed_colours(colours("BWW")) == {B}
    assert allowed_colours(colours("WBB")) == {W}


def test_art_1_due_colour() -> None:
    assert due_colour(colours("BWB")) is W  # more Blacks
    assert due_colour(colours("WBW")) is B  # more Whites
    assert due_colour(colours("WB")) is W  # equal, Black last
    assert due_colour(colours("BW")) is B  # equal, White last


def test_e5_a_player_without_a_game_is_due_black() -> None:
    assert due_colour(()) is B


def test_e4_aro_is_the_exact_average_as_in_the_6_2_example() -> None:
    aro = average_rating([2300, 2310, 2320, 2330, 2332])
    assert aro == Fraction(23184, 10)
    assert aro_text(aro) == "2318.4"
    assert average_rating([]) == 0


def test_e2_forfeits_are_not_games_not_in_aro_and_not_met() -> None:
    # Round 1: 1 beats 2 by forfeit; 3 beats 4 over the board.
    t = build([2400, 2300, 2200, 2100], rounds=[["1-2 +-", "3-4 1-0"]])
    players = build_players_1997(t, 2)
    assert players[1].games_played == 0 and players[1].aro == 0 and players[1].due is B
    assert players[3].aro == 2100
    legality = Legality1997(players, t, 2)
    assert legality.can_meet(1, 2)  # C.04.2 3.5: a forfeited game is no meeting
    assert not legality.can_meet(3, 4)


def test_e3_colour_history_counts_played_games_only() -> None:
    # 1: W (r1), B (r2), forfeit win (r3), W (r4): read "- W B W", due Black (more Whites), ARO of 3 games.
    t = build(
        [2400, 2300, 2200, 2100, 2000, 1900],
        rounds=[
            ["1-2 1-0", "3-4 1-0", "5-6 ="],
            ["3-1 1-0", "2-5 =", "4-6 ="],
            ["1-4 +-", "2-3 =", "5-6 ="],
            ["1-5 ="],
        ],
    )
    p = build_players_1997(t, 5)[1]
    assert p.history == (W, B, W)
    assert p.due is B
    assert p.aro == Fraction(2300 + 2200 + 2000, 3)


def test_e6_an_unrated_player_counts_as_zero() -> None:
    t = build([2400, 0, 2200, 2100], rounds=[["1-2 1-0", "3-4 1-0"]])
    assert build_players_1997(t, 2)[1].aro == 0
    assert build_players_1997(t, 2)[2].rating == 0


def test_e9_art_2_2_whole_points_without_playing_bar_the_bye_a_half_point_does_not() -> None:
    t = build(
        [2400, 2300, 2200, 2100, 2000, 1900, 1800],
        rounds=[["1-2 +-", "3 F", "4 U", "5 H", "6-7 1-0"]],
    )
    players = build_players_1997(t, 2)
    assert not players[1].can_receive_bye  # forfeit win
    assert not players[3].can_receive_bye  # full-point bye
    assert not players[4].can_receive_bye  # the bye itself
    assert players[5].can_receive_bye  # half-point bye: E9
    assert players[2].can_receive_bye and players[6].can_receive_bye


def test_e11_a_player_who_met_a_higher_scored_opponent_was_transferred_up() -> None:
    # Round 2: 3 (0 points) met 1 (1 point): 3 was transferred up in round 2 (also when 1 floated down, E11).
    t = build(
        [2400, 2300, 2200, 2100],
        rounds=[["1-2 1-0", "3-4 0-1"], ["1-3 1-0", "4-2 ="]],
    )
    players = build_players_1997(t, 3)
    assert players[3].transfers == 1 and players[3].transferred_last_round
    assert players[1].transfers == 0
    assert players[2].transfers == 1  # 2 (0 points) met 4 (1 point) in round 2
    assert players[4].transfers == 0
