"""CSV cells that a spreadsheet cannot take for a formula (OWASP "CSV injection").

A cell that starts with ``= + - @``, a tab or a carriage return is run as a formula by spreadsheet programs;
such a cell gets a leading apostrophe, which they show as text. Numbers the desk writes itself (``-1.5`` as
a tie-break value) stay numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?[0-9]+(?:\.[0-9]+)?")


def safe_cell(value: object) -> str:
    """The text of ``value`` for a CSV cell, neutralised if a spreadsheet would run it."""
    text = str(value)
    if text.startswith(FORMULA_START) and not _NUMBER.fullmatch(text):
        return "'" + text
    return text


def safe_row(values: Iterable[object]) -> list[str]:
    return [safe_cell(value) for value in values]
