"""Column helpers: 1-based inclusive cuts, strict numbers, fixed-column line building."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.formats.trf.columns import LineBuilder, block_count, block_span, cut, parse_decimal, parse_int


def test_cut_is_one_based_inclusive_and_lenient_with_short_lines() -> None:
    assert cut("001    1 m", (5, 8)) == "   1"
    assert cut("001", (5, 8)) == ""


def test_block_span_of_rounds() -> None:
    assert block_span(1) == (92, 99)
    assert block_span(3) == (112, 119)


@pytest.mark.parametrize(("length", "count"), [(0, 0), (89, 0), (90, 1), (99, 1), (100, 2), (109, 2), (119, 3)])
def test_block_count_follows_the_line_length(length: int, count: int) -> None:
    assert block_count("x" * length + "   ") == count


@pytest.mark.parametrize("text", ["", "  ", "-1", "1.0", "²", "١٢", "1 2"])
def test_parse_int_rejects_all_but_ascii_digits(text: str) -> None:
    assert parse_int(text) is None


def test_parse_int_strips_blanks() -> None:
    assert parse_int(" 0012 ") == 12


@pytest.mark.parametrize("text", ["NaN", "Infinity", "1e3", "", ".", "1,5", "--1"])
def test_parse_decimal_rejects_what_decimal_would_take(text: str) -> None:
    assert parse_decimal(text) is None


@pytest.mark.parametrize(
    ("text", "value"), [(" 3.5", "3.5"), ("-0.5", "-0.5"), ("10", "10"), (".5", "0.5"), ("4.", "4")]
)
def test_parse_decimal_plain_numbers(text: str, value: str) -> None:
    assert parse_decimal(text) == Decimal(value)


def test_line_builder_places_and_pads_fields() -> None:
    line = LineBuilder("001").put(5, "7", 4, right=True).put(15, "Name", 33).put(81, "1.5", 4, right=True)
    text = line.text()
    assert text[4:8] == "   7"
    assert text[14:18] == "Name"
    assert text[80:84] == " 1.5"
    assert len(text) == 84
