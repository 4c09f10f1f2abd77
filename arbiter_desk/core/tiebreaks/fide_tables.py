"""The two rating tables of the FIDE rating regulations (8.1a and 8.1b) that TPR and PTP look up (C.07 (2026)).

- Table 1: dp, the rating difference of a fractional score p ≥ 0.50 (p rounded to the hundredth; for
  p < 0.50, dp(p) = −dp(1 − p)).
- Table 2: the expected score ×100 of the higher-rated player for a rating difference D; the lower-rated
  player expects 100 minus that.
"""

from __future__ import annotations

from bisect import bisect_left
from decimal import ROUND_HALF_UP, Decimal

_DP_FROM_100_DOWN = (
    800, 677, 589, 538, 501, 470, 444, 422, 401, 383,
    366, 351, 336, 322, 309, 296, 284, 273, 262, 251,
    240, 230, 220, 211, 202, 193, 184, 175, 166, 158,
    149, 141, 133, 125, 117, 110, 102, 95, 87, 80,
    72, 65, 57, 50, 43, 36, 29, 21, 14, 7,
    0,
)  # fmt: skip
"""dp for p = 1.00, 0.99, …, 0.50 (table 1)."""

_EXPECTED_UPPER_BOUNDS = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391,
    411, 432, 456, 484, 517, 559, 619, 735,
)  # fmt: skip
"""The highest difference D of each band of table 2; band i expects 50 + i (×100); above 735: 100."""


def round_fraction(p: Decimal) -> Decimal:
    """p rounded to the nearest hundredth, half up (table 1 is read at hundredths)."""
    return p.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def dp(p: Decimal) -> int:
    """Table 1: the rating difference of the fractional score ``p`` (0 ≤ p ≤ 1)."""
    hundredths = int(round_fraction(p) * 100)
    if not 0 <= hundredths <= 100:
        raise ValueError(f"fractional score must be between 0 and 1, not {p}")
    if hundredths < 50:
        return -_DP_FROM_100_DOWN[hundredths]
    return _DP_FROM_100_DOWN[100 - hundredths]


def expected_score(difference: int) -> int:
    """Table 2: the expected score ×100 of a player rated ``difference`` points above (below if < 0)."""
    band = bisect_left(_EXPECTED_UPPER_BOUNDS, abs(difference))
    higher = 50 + band if band < len(_EXPECTED_UPPER_BOUNDS) else 100
    return higher if difference >= 0 else 100 - higher
