"""The Baku Acceleration Method, C.04.7 (2026) art. 1."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.pairing.common.baku import (
    BakuNotApplicableError,
    TeamPrimaryScore,
    accelerated_rounds,
    baku_accelerations,
    check_premise,
    check_team_premise,
    full_virtual_rounds,
    ga_members,
    ga_size,
    last_ga_participant,
    pairing_score_text,
    virtual_points,
)
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import Acceleration, Tournament

ONE, HALF, TWO, ZERO = Decimal(1), Decimal("0.5"), Decimal(2), Decimal(0)


def test_c04_7_art_1_2_note_161_participants_give_82_in_ga() -> None:
    assert ga_size(161) == 82
    round_one = list(range(1, 162))
    assert last_ga_participant(round_one) == 82


@pytest.mark.parametrize(
    ("participants", "expected"),
    [(0, 0), (1, 2), (4, 2), (5, 4), (6, 4), (7, 4), (8, 4), (9, 6), (12, 6), (13, 8), (160, 80), (162, 82)],
)
def test_c04_7_art_1_2_first_half_rounded_up_to_the_nearest_even_number(participants: int, expected: int) -> None:
    assert ga_size(participants) == expected
    assert ga_size(participants) % 2 == 0
    assert ga_size(participants) >= participants / 2


def test_c04_7_art_1_2_a_single_participant_is_the_last_of_ga() -> None:
    assert last_ga_participant(["only"]) == "only"
    assert last_ga_participant([]) is None


def test_c04_7_art_1_4_4_example_1_nine_rounds() -> None:
    """Nine rounds, standard scoring: five accelerated rounds, one virtual point in the first three rounds and
    half a point in the next two."""
    assert accelerated_rounds(9) == 5
    assert full_virtual_rounds(9) == 3
    assert [virtual_points(ONE, 9, r) for r in range(1, 10)] == [ONE, ONE, ONE, HALF, HALF] + [ZERO] * 4
    assert baku_accelerations(10, 9, ONE) == (Acceleration(ONE, 1, 3, 1, 10), Acceleration(HALF, 4, 5, 1, 10))


def test_c04_7_art_1_4_4_example_2_eleven_round_team_competition_in_match_points() -> None:
    """Eleven rounds, 2 MP for a win and 1 for a draw: two virtual MP in the first three rounds, one in the
    next three."""
    check_team_premise(TeamPrimaryScore.MATCH_POINTS, TWO, ONE)
    assert accelerated_rounds(11) == 6
    assert [virtual_points(TWO, 11, r) for r in range(1, 12)] == [TWO] * 3 + [ONE] * 3 + [ZERO] * 5
    assert baku_accelerations(6, 11, TWO) == (Acceleration(TWO, 1, 3, 1, 6), Acceleration(ONE, 4, 6, 1, 6))


def test_c04_7_art_1_4_4_note_game_points_as_primary_team_score_are_refused() -> None:
    with pytest.raises(BakuNotApplicableError, match=r"game points.*1\.4\.4"):
        check_team_premise(TeamPrimaryScore.GAME_POINTS, TWO, ONE)


@pytest.mark.parametrize("rounds", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
def test_c04_7_art_1_4_note_no_virtual_points_after_the_last_accelerated_round(rounds: int) -> None:
    given = [virtual_points(ONE, rounds, r) for r in range(1, rounds + 1)]
    accelerated = -(-rounds // 2)
    assert all(v > 0 for v in given[:accelerated])
    assert all(v == 0 for v in given[accelerated:])
    assert given[0] == ONE
    covered = {r for a in baku_accelerations(1, rounds, ONE) for r in range(a.first_round, a.last_round + 1)}
    assert covered == set(range(1, accelerated + 1))


def test_c04_7_art_1_1_the_standard_point_system_is_accepted() -> None:
    check_premise(PointSystem())
    check_premise(PointSystem.simple(TWO, ONE, ZERO))


@pytest.mark.parametrize(
    "system",
    [
        PointSystem.simple(Decimal(3), ONE, ZERO),  # football scoring: a win is more than two draws
        PointSystem.simple(ONE, HALF, Decimal("-1")),
        PointSystem.simple(ONE, Decimal("0.4"), ZERO),
    ],
)
def test_c04_7_art_1_1_win_not_two_draws_or_loss_not_zero_is_refused(system: PointSystem) -> None:
    with pytest.raises(BakuNotApplicableError, match=r"C\.04\.7 art\. 1\.1"):
        check_premise(system)


def test_c04_7_art_1_1_colour_dependent_points_are_checked_for_both_colours() -> None:
    system = PointSystem(win_black=Decimal("1.5"))
    with pytest.raises(BakuNotApplicableError):
        check_premise(system)


def _pairing_list(ratings: dict[str, int]) -> list[str]:
    """C.04.2 art. 2.2: strength descending (names decide ties here)."""
    return sorted(ratings, key=lambda name: (-ratings[name], name))


def test_c04_7_art_1_3_late_entries_before_rounds_2_and_3() -> None:
    """1.3.1 late entries take their place by C.04.2 art. 2; 1.3.2 the last GA participant stays the same:
    an entry above them joins GA (which becomes odd, note 2), one below joins GB."""
    ratings = {f"p{i:02}": 2400 - 10 * i for i in range(1, 11)}  # ten players: GA = 6
    round_one = _pairing_list(ratings)
    last = last_ga_participant(round_one)
    assert last == "p06"
    assert ga_members(round_one, "p06") == tuple(round_one[:6])

    ratings["late-strong"] = 2395  # arrives before round 2, placed at TPN 1
    round_two = _pairing_list(ratings)
    ga_two = ga_members(round_two, "p06")
    assert len(ga_two) == 7 and "late-strong" in ga_two
    assert round_two.index("p06") + 1 == 7  # the TPN of the last GA participant changed (note 1)

    ratings["late-weak"] = 1000  # arrives before round 3, placed last
    round_three = _pairing_list(ratings)
    assert ga_members(round_three, "p06") == ga_two
    assert "late-weak" not in ga_members(round_three, "p06")

    last_tpn = round_three.index("p06") + 1
    tournament = Tournament(accelerations=baku_accelerations(last_tpn, 9, ONE))
    assert tournament.acceleration(1, 3) == ONE  # the strong late entry, in GA
    assert tournament.acceleration(7, 3) == ONE  # the last GA participant
    assert tournament.acceleration(8, 3) == ZERO
    assert tournament.acceleration(12, 3) == ZERO  # the weak late entry


def test_c04_7_art_1_3_note_2_odd_ga_is_kept_in_the_250_records() -> None:
    records = baku_accelerations(7, 7, ONE)
    assert {(a.first_tpn, a.last_tpn) for a in records} == {(1, 7)}
    assert records == (Acceleration(ONE, 1, 2, 1, 7), Acceleration(HALF, 3, 4, 1, 7))


def test_c04_7_art_1_3_2_the_last_ga_participant_must_be_in_the_list() -> None:
    with pytest.raises(ValueError, match="not in the pairing list"):
        ga_members(["a", "b"], "c")


def test_c04_7_art_1_5_pairing_score_is_points_plus_virtual_points() -> None:
    assert pairing_score_text(5, ONE, ONE) == "5 is in GA: pairing score 2.0 = 1.0 + 1.0 virtual"
    assert pairing_score_text(3, Decimal("1.5"), HALF) == "3 is in GA: pairing score 2.0 = 1.5 + 0.5 virtual"


def test_no_ga_gives_no_records() -> None:
    assert baku_accelerations(0, 9, ONE) == ()
