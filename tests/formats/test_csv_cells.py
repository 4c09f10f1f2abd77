"""CSV cells starting with = + - @ TAB CR are neutralised (OWASP), numbers stay numbers."""

from __future__ import annotations

import pytest

from arbiter_desk.formats.csv_cells import safe_cell, safe_row


@pytest.mark.parametrize(
    ("value", "written"),
    [
        ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'),
        ("+1+1", "'+1+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1", "'\t=1"),
        ("\r=1", "'\r=1"),
        ("Alpha, Anna", "Alpha, Anna"),
        ("-1.5", "-1.5"),
        ("+2", "+2"),
        (3, "3"),
        ("3=", "3="),
    ],
)
def test_formula_cells_are_written_as_text(value: object, written: str) -> None:
    assert safe_cell(value) == written


def test_a_row_is_neutralised_cell_by_cell() -> None:
    assert safe_row(["1", "=cmd|' /C calc'!A0", 2400]) == ["1", "'=cmd|' /C calc'!A0", "2400"]
