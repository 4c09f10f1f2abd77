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


NINE_GAME_GM = [("7", 2380, 2433), ("6.5", 2434, 2474), ("6", 2475, 2519), ("5.5", 2520, 2556), ("5", 2557, 2599),
                ("4.5", 2600, 2642), ("4", 2643, 2679)]  # fmt: skip
"""Worked example in the manner of the B.01 Annex (9 games, GM norm): the score needed for each band of Ra,
derived by hand from 1.4.8 and 1.4.9 (7/9 = 78 % → 220, so Ra 2380 … ; 6½ → 166, so 2600 − 166 = 2434 …).
The Annex's own table was not in the sources found; these bands are this reading of the articles."""


@pytest.mark.parametrize(("score", "low", "high"), NINE_GAME_GM)
def test_nine_game_gm_bands(score: str, low: int, high: int) -> None:
    """Nine opponents all rated Ra (three GMs, six title holders, three foreign federations): at the band's
    lowest Ra the score makes the norm and half a point less does not; just under the band the score fails."""
    from arbiter_desk.core.norms.mix import NormGame, check_norm
    from arbiter_desk.core.norms.regulations import NormTitle
    from arbiter_desk.core.player import Title

    def games(rating: int, points: Decimal) -> tuple[NormGame, ...]:
        titles = [Title.GM] * 3 + [Title.IM] * 3 + [Title.NONE] * 3
        feds = ["GER", "FRA", "NED"] * 3
        whole, half = int(points), points % 1 != 0
        results = [Decimal(1)] * whole + ([Decimal("0.5")] if half else []) + [Decimal(0)] * 9
        return tuple(NormGame(i + 1, i + 2, "", titles[i], feds[i], rating, results[i]) for i in range(9))

    needed = Decimal(score)
    assert check_norm(NormTitle.GM, "ENG", games(low, needed)).made
    assert check_norm(NormTitle.GM, "ENG", games(high, needed)).made
    assert not check_norm(NormTitle.GM, "ENG", games(high, needed - Decimal("0.5"))).made
    if low > 2380:
        assert not check_norm(NormTitle.GM, "ENG", games(low - 1, needed)).made
