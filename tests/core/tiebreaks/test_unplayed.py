"""Art. 15–16 (C.07 2026): categories of unplayed rounds, scores as an opponent, the dummy and its caps."""

from decimal import Decimal

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tiebreaks import Category, Edition, TieBreakContext
from arbiter_desk.core.tiebreaks.unplayed import categorise
from tests.core.tiebreaks.crosstable import WITHDRAWAL, make_tournament, sample

R = ResultCode
D = Decimal


def test_categories_follow_article_16() -> None:
    results = [R.PAIRING_BYE, R.FORFEIT_WIN, R.HALF_BYE, R.WIN, R.FORFEIT_LOSS, R.FULL_BYE, R.ZERO_BYE]
    assert categorise(results) == [
        Category.BYE,
        Category.FORFEIT_WIN,
        Category.REQUESTED_BYE_THEN_PLAYED,  # H followed by a played round
        None,
        Category.FORFEIT_LOSS,
        Category.BYE,  # F is with U in category 1
        Category.REQUESTED_BYE_AT_END,  # Z in the last round
    ]


def test_requested_bye_followed_only_by_voluntary_unplayed_rounds_is_category_5() -> None:
    # H, then a forfeit loss and a zero-point bye (both VURs): the H is category 5; the forfeit stays 4.
    assert categorise([R.WIN, R.HALF_BYE, R.FORFEIT_LOSS, R.ZERO_BYE]) == [
        None,
        Category.REQUESTED_BYE_AT_END,
        Category.FORFEIT_LOSS,
        Category.REQUESTED_BYE_AT_END,
    ]
    # A pairing-allocated bye after the H is not a VUR: category 3.
    assert categorise([R.HALF_BYE, R.PAIRING_BYE])[0] is Category.REQUESTED_BYE_THEN_PLAYED


def test_withdrawn_player_scores_category_5_rounds_as_draws_as_an_opponent() -> None:
    ctx = TieBreakContext(make_tournament(WITHDRAWAL))
    five = ctx.opponent_score(PairingNumber(5))
    # 5: R1 win (1), R2 Z (cat. 5 → ½), R3 no block (Z, cat. 5 → ½): 2.0 as an opponent, 1.0 scored.
    assert (five.actual, five.adjusted) == (D("1"), D("2.0"))
    assert len(five.adjustments) == 2 and "R3" in five.adjustments[1]
    assert not ctx.records(PairingNumber(5))[2].recorded
    # 6: R2 H followed by a pairing bye (cat. 3): counted as it is, 0 + ½ + 1.
    six = ctx.opponent_score(PairingNumber(6))
    assert (six.actual, six.adjusted, six.adjustments) == (D("1.5"), D("1.5"), ())


def test_dummy_caps_2026_and_none_in_2024() -> None:
    t = sample()
    new = TieBreakContext(t)
    old = TieBreakContext(t, edition=Edition.FIDE_2024)
    one = PairingNumber(1)
    forfeit_win = new.records(one)[3]
    # 1 has 3.5; his R4 forfeit win is against 3, who has 1.5 as an opponent: capped at 1.5 (2026).
    dummy = new.dummy(one, forfeit_win)
    assert (dummy.own_score, dummy.cap, dummy.score, dummy.is_capped) == (D("3.5"), D("1.5"), D("1.5"), True)
    assert old.dummy(one, forfeit_win).score == D("3.5")
    # 6's pairing bye: own 2.0, capped at ½ × 4 rounds = 2.0 (not reached).
    six = PairingNumber(6)
    bye = new.dummy(six, new.records(six)[2])
    assert (bye.cap, bye.score, bye.is_capped) == (D("2.0"), D("2.0"), False)
    assert "not reached" in bye.describe()


def test_dummy_of_a_bye_is_capped_at_half_the_rounds() -> None:
    # 1 wins three games and gets the pairing bye in round 4: 4.0, the dummy capped at ½ × 4 = 2.0.
    t = make_tournament(
        {
            1: "2w1 3b1 4w1 U",
            2: "1b0 4w1 3b1 .",
            3: "4w0 1w0 2w0 .",
            4: "3b1 2b0 1b0 .",
        }
    )
    ctx = TieBreakContext(t)
    record = ctx.records(PairingNumber(1))[3]
    assert record.category is Category.BYE
    assert ctx.dummy(PairingNumber(1), record).score == D("2.0")


def test_intermediate_rounds_use_the_standings_round_as_the_last() -> None:
    # After round 2, 6's half-point bye of round 2 is in the last round: category 5 (a draw anyway).
    ctx = TieBreakContext(make_tournament(WITHDRAWAL), after_round=2)
    assert ctx.rounds == 2
    assert ctx.records(PairingNumber(6))[1].category is Category.REQUESTED_BYE_AT_END
    assert ctx.score(PairingNumber(6)) == D("0.5")


def test_after_round_out_of_range_is_invalid_input() -> None:
    with pytest.raises(InvalidInputError, match="round 4"):
        TieBreakContext(make_tournament(WITHDRAWAL), after_round=4)


def test_unknown_opponent_is_invalid_input() -> None:
    t = make_tournament({1: "9w1", 2: "U"}, check=False)
    with pytest.raises(InvalidInputError, match="opponent 9"):
        TieBreakContext(t)


def test_edition_from_text() -> None:
    assert Edition.from_text("2024") is Edition.FIDE_2024
    assert Edition.from_text(2026) is Edition.FIDE_2026
    with pytest.raises(InvalidInputError, match="2025"):
        Edition.from_text("2025")


def test_edition_in_force_on_a_start_date() -> None:
    """The 2026 edition applies from 1 March 2026 (the 2024 one from 1 Aug 2024 to 28 Feb 2026)."""
    from arbiter_desk.core.tiebreaks import Edition

    assert Edition.in_force_on("2026/02/28") is Edition.FIDE_2024
    assert Edition.in_force_on("2025-09-01") is Edition.FIDE_2024
    assert Edition.in_force_on("2026/03/01") is Edition.FIDE_2026
    assert Edition.in_force_on("") is Edition.FIDE_2026
    assert Edition.in_force_on("spring") is Edition.FIDE_2026
