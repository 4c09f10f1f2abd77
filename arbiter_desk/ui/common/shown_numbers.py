"""Scores and tie-break values as the tables show them: the core's digits (``format_points``, ``format_value``)
with the decimal separator of the language the desk speaks ("4,5" in French). Only the shown text changes: the
tables sort on the numbers themselves (``Column.sort_key``), and the exports keep "." (C.07 values, TRF)."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tiebreaks import TieBreakSpec, format_value
from arbiter_desk.language import active
from arbiter_desk.language.numbers import show_decimal


def _with_separator(text: str, value: Decimal) -> str:
    """``text`` (the core's digits for ``value``) with the active language's separator, same decimals."""
    if "." not in text:
        return text
    return show_decimal(value, active(), len(text.partition(".")[2]))


def shown_points(value: Decimal) -> str:
    """Points as the core writes them (``3.5``, ``4.0``) in the desk's language (``3,5`` in French)."""
    return _with_separator(format_points(value), value)


def shown_tiebreak(spec: TieBreakSpec, value: Decimal | None) -> str:
    """A tie-break value as the standings show it (``format_value``) in the desk's language; "–" undefined."""
    text = format_value(spec, value)
    return text if value is None else _with_separator(text, value)


def shown_number(value: Decimal) -> str:
    """A computed value as the breakdown writes it (every decimal it has) in the desk's language."""
    return _with_separator(format(value, "f"), value)
