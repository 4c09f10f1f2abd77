"""How points are written for people: ``format_points`` (TRF, one decimal) and ``half_points_text`` (½)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.scoring import format_points, half_points_text


@pytest.mark.parametrize(
    ("value", "trf", "printed"),
    [
        ("0", "0.0", "0"),
        ("0.5", "0.5", "½"),
        ("3.5", "3.5", "3½"),
        ("4", "4.0", "4"),
        ("12.0", "12.0", "12"),
        ("2.25", "2.25", "2.25"),  # a point system with quarter points keeps its digits
    ],
)
def test_points_for_the_file_and_for_the_wall_chart(value: str, trf: str, printed: str) -> None:
    assert format_points(Decimal(value)) == trf
    assert half_points_text(Decimal(value)) == printed
