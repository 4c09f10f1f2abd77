"""The kit's participant state (C.04.1, C.04.2 (2026); TRF-2026 record 250; clar. 21 of every system)."""

from decimal import Decimal

from arbiter_desk.core.pairing.common import DUBOV_FLOATS, Float, FloatRule, build_participants, parity_numbers
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Acceleration, Tournament
from tests.core.pairing.dubov.tournament_builder import build, with_absent

W, B = Colour.WHITE, Colour.BLACK


def _four_rounds() -> Tournament:
    return build(
        [2400, 2300, 2200, 2100],
        [["1-3 1-0", "2-4 +-"], ["4-1 =", "3 H", "2 U"], ["1-2 0-1", "3-4 1-0"]],
    )


def test_c04_2_art_3_4_history_is_compressed_to_played_games() -> None:
    state = build_participants(_four_rounds(), 4, FloatRule())
    assert state[1].history == (W, B, W)  # rounds 1-3; nothing unplayed to move
    assert state[2].history == (B,)  # forfeit win (round 1) and PAB give no colour
    assert state[2].colour_difference == -1
    assert state[4].history == (W, B)  # the forfeit of round 1 is dropped


def test_c04_2_art_3_5_forfeited_games_are_not_opponents() -> None:
    state = build_participants(_four_rounds(), 4, FloatRule())
    assert 4 not in state[2].opponents and 2 not in state[4].opponents
    assert state[1].opponents == {3, 4, 2}


def test_c04_1_art_4_pab_and_unplayed_win_bar_the_pab() -> None:
    state = build_participants(_four_rounds(), 4, FloatRule())
    assert state[2].had_pab and state[2].unplayed_win and not state[2].can_receive_pab
    assert state[3].can_receive_pab  # a half-point bye is not a win's points
    assert state[1].can_receive_pab


def test_pairing_score_adds_the_250_acceleration_of_that_round_only() -> None:
    t = _four_rounds()
    accelerated = Tournament(
        players=t.players,
        total_rounds=9,
        accelerations=(Acceleration(Decimal(1), 1, 3, 1, 2), Acceleration(Decimal("0.5"), 4, 4, 1, 1)),
    )
    state = build_participants(accelerated, 4, FloatRule())
    assert state[1].score == Decimal("1.5") and state[1].pairing_score == Decimal(2)
    assert state[2].score == Decimal(3) and state[2].pairing_score == Decimal(3)  # not covered in round 4


def test_floats_use_the_pairing_scores_those_rounds_had() -> None:
    # Round 2: 4 (0 points) played 1 (1 point): an upfloat for 4. With 1 virtual point for 4 in round 2 it is none.
    t = _four_rounds()
    assert build_participants(t, 4, DUBOV_FLOATS)[4].float_in(2) is Float.UP
    accelerated = Tournament(players=t.players, accelerations=(Acceleration(Decimal(1), 2, 2, 4, 4),))
    assert build_participants(accelerated, 4, DUBOV_FLOATS)[4].float_in(2) is Float.NONE


def test_float_rules_dubov_clar_5_and_dutch_art_1_4() -> None:
    t = _four_rounds()
    dubov = build_participants(t, 4, DUBOV_FLOATS)
    dutch = build_participants(t, 4, FloatRule())
    # Round 1: 4 (0) forfeited against 2 (0): equal scores, no float either way.
    assert dubov[4].float_in(1) is Float.NONE
    # Round 2: PAB to 2 is a downfloat in Dutch (art. 1.4.3), nothing in Dubov; H scored more than a loss too.
    assert dutch[2].float_in(2) is Float.DOWN and dubov[2].float_in(2) is Float.NONE
    assert dutch[3].float_in(2) is Float.DOWN
    # Round 3: 1 (1.5) lost to 2 (2): 1 upfloated in both readings.
    assert dutch[1].float_in(3) is Float.UP and dubov[1].float_in(3) is Float.UP
    assert dutch[2].float_in(3) is Float.DOWN


def test_clar_21_late_entry_not_yet_arrived_has_no_tpn_for_the_round() -> None:
    t = with_absent(build([2400, 2300, 2200, 2100, 2000]), 1, "Z", 1)
    numbers = parity_numbers(t, 1)
    assert 1 not in numbers
    assert numbers == {2: 1, 3: 2, 4: 3, 5: 4}
    assert build_participants(t, 1, FloatRule())[2].parity_number == 1


def test_clar_21_players_paired_before_keep_counting_when_absent() -> None:
    t = with_absent(build([2400, 2300, 2200], [["1-2 1-0", "3 U"]]), 2, "H", 1)
    assert parity_numbers(t, 2) == {1: 1, 2: 2, 3: 3}
