"""The FIDE rating change of a player over an event, from the Rating Regulations' tables 8.1a/8.1b (``fide_tables``).

ΔR = K × Σ (W − We) over the player's rated games: games played over the board (results ``1 = 0``; forfeits,
byes and the unrated ``W D L`` excluded, as C.07 counts rated games) against a rated opponent, W the points
scored (1, ½, 0) and We the expected score of table 8.1b for the rating difference D.

Readings of the FIDE rating regulations, which the shared rules carry only as the two tables: a difference of
more than 400 points counts as 400 (the "400-point rule"); the development coefficient K is 40 for a player
under 18 at the end of the event's year rated below 2300, else 20 below 2400 and 10 from 2400 (a new player's
K = 40 for the first 30 games cannot be known from a tournament file: the arbiter reads the change with K 20
for them). An unrated player has no change. The change is shown to one decimal, as FIDE's tables print it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tiebreaks.fide_tables import expected_score

RATED_RESULTS = {ResultCode.WIN: Decimal(1), ResultCode.DRAW: Decimal("0.5"), ResultCode.LOSS: Decimal(0)}
"""Games that count for rating and their score W."""
MAX_DIFFERENCE = 400


def k_factor(rating: int, birth_year: int | None, event_year: int | None) -> int:
    """K of the rating regulations (see the module docstring): 40 / 20 / 10."""
    junior = birth_year is not None and event_year is not None and event_year - birth_year < 18
    if junior and rating < 2300:
        return 40
    return 20 if rating < 2400 else 10


@dataclass(frozen=True, slots=True)
class RatingChange:
    """K, the rated games (opponent rating, W), the score W and the expected score We, and the change."""

    k: int
    games: tuple[tuple[int, Decimal], ...]
    score: Decimal
    expected: Decimal

    @property
    def change(self) -> Decimal:
        return (self.k * (self.score - self.expected)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)

    @property
    def text(self) -> str:
        """``+12.4`` (``0.0`` without a change); "" without a rated game."""
        if not self.games:
            return ""
        return f"{self.change:+.1f}" if self.change else "0.0"


def rating_change(rating: int, games: Iterable[tuple[int, ResultCode]], k: int) -> RatingChange | None:
    """The change of a player rated ``rating`` over ``games`` (opponent's rating, the player's result); None for
    an unrated player."""
    if rating <= 0:
        return None
    counted = tuple(
        (opponent, RATED_RESULTS[result]) for opponent, result in games if opponent > 0 and result in RATED_RESULTS
    )
    expected = sum(
        (
            Decimal(expected_score(max(-MAX_DIFFERENCE, min(MAX_DIFFERENCE, rating - opponent)))) / 100
            for opponent, _ in counted
        ),
        Decimal(0),
    )
    return RatingChange(k, counted, sum((w for _, w in counted), Decimal(0)), expected)
