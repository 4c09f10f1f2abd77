"""B.01 (effective 1 January 2024) art. 1.4.4–1.4.9: the table, the rounding and the opponent counts."""

from decimal import Decimal

import pytest

from arbiter_desk.core.norms.regulations import (
    dp,
    max_one_federation,
    max_own_federation,
    min_level_titles,
    min_title_holders,
    percentage,
    rounded_average,
)


@pytest.mark.parametrize(
    ("score", "games", "expected"),
    [
        ("0", 9, -800), ("9", 9, 800), ("4.5", 9, 0), ("5", 9, 43), ("6.5", 9, 166), ("6", 9, 125),
        ("7", 9, 220), ("0.5", 9, -444), ("8.5", 9, 444), ("7.5", 10, 193), ("7", 10, 149), ("1", 100, -677),
    ],
)  # fmt: skip
def test_dp_table_1_4_9(score: str, games: int, expected: int) -> None:
    """Art. 1.4.9: p rounded to a whole percentage (0.5 % up), then the table (6½/9 = 72.2 % → 166)."""
    assert dp(Decimal(score), games) == expected


def test_percentage_rounds_half_up() -> None:
    """Art. 1.4.9: "0.5 % is rounded up": 1/8 = 12.5 % → 13, 4.5/8 = 56.25 % → 56."""
    assert percentage(Decimal(1), 8) == 13
    assert percentage(Decimal("4.5"), 8) == 56


def test_average_rounds_half_up() -> None:
    """Art. 1.4.7 b: the nearest whole number, 0.5 upward (24065 / 10 = 2406.5 → 2407)."""
    assert rounded_average(24065, 10) == 2407
    assert rounded_average(24064, 10) == 2406


@pytest.mark.parametrize(
    ("games", "holders", "level", "own", "one"),
    [(9, 5, 3, 5, 6), (10, 5, 4, 6, 6), (11, 6, 4, 6, 7), (12, 6, 4, 7, 8), (13, 7, 5, 7, 8)],
)
def test_opponent_counts_1_4_4_and_1_4_5(games: int, holders: int, level: int, own: int, one: int) -> None:
    """Art. 1.4.4, 1.4.5 and the Annex: minimums rounded up (half title holders, a third and at least three of
    the level), maximums rounded down (three fifths own federation, two thirds one federation)."""
    assert (min_title_holders(games), min_level_titles(games)) == (holders, level)
    assert (max_own_federation(games), max_one_federation(games)) == (own, one)
