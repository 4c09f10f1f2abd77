"""Game results drawn with the FIDE rating table's probabilities (FIDE approval checklist Q32).

The model (ours; FIDE's checklist points to a statistical-model paper that is not in the project's rules
folder, so this is a documented model of our own, not a copy of it):

1. White's expected score E is the FIDE rating regulations' table 8.1(b) (B.02; "table 2" of
   :mod:`arbiter_desk.core.tiebreaks.fide_tables`): the expected score PD of the higher-rated player for the
   rating difference D, 1 − PD for the lower-rated one. The table knows no colour, so neither does the model.
2. The draw probability is d = d₀(R̄) · 4·E·(1 − E): largest between equals, vanishing as E reaches 0 or 1.
   d₀ grows with the players' mean rating R̄ — 0.20 at 1400 and below, 0.45 at 2600 and above, linear
   between — the shape of the draw rates seen in rated play (more draws at the top); the two end values are
   our estimate, not a FIDE figure.
3. White wins with E − d/2 and loses with 1 − E − d/2, so White's expected score is exactly E: over many
   games a player scores what the FIDE table expects (d ≤ 2·min(E, 1 − E) holds because d₀ ≤ ½).
"""

from __future__ import annotations

import random

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tiebreaks.fide_tables import expected_score

__all__ = ["draw_probability", "fide_probabilities", "fide_result", "white_expectation"]

LOW_RATING, HIGH_RATING = 1400, 2600
LOW_DRAW, HIGH_DRAW = 0.20, 0.45


def white_expectation(white_rating: int, black_rating: int) -> float:
    """E: White's expected score by table 8.1(b) of the FIDE rating regulations."""
    return expected_score(white_rating - black_rating) / 100.0


def draw_probability(white_rating: int, black_rating: int) -> float:
    """d = d₀(mean rating) · 4·E·(1 − E) (see the module docstring)."""
    mean = (white_rating + black_rating) / 2.0
    t = min(1.0, max(0.0, (mean - LOW_RATING) / (HIGH_RATING - LOW_RATING)))
    base = LOW_DRAW + t * (HIGH_DRAW - LOW_DRAW)
    e = white_expectation(white_rating, black_rating)
    return base * 4.0 * e * (1.0 - e)


def fide_probabilities(white_rating: int, black_rating: int) -> tuple[float, float, float]:
    """(White wins, draw, Black wins); they sum to 1 and give White the expectation E."""
    e = white_expectation(white_rating, black_rating)
    d = draw_probability(white_rating, black_rating)
    return e - d / 2.0, d, 1.0 - e - d / 2.0


def fide_result(white_rating: int, black_rating: int, rng: random.Random) -> ResultCode:
    """White's result of one game, drawn with :func:`fide_probabilities` (one random number)."""
    win, draw, _ = fide_probabilities(white_rating, black_rating)
    roll = rng.random()
    if roll < win:
        return ResultCode.WIN
    if roll < win + draw:
        return ResultCode.DRAW
    return ResultCode.LOSS
