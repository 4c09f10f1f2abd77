"""Column widths that do not cost a pass over thousands of rows.

Qt sizes a column to its contents by asking every row (up to 1,000 by default) for its size hint, on every
reset and, in ``ResizeToContents`` mode, after every ``dataChanged``. The desk's tables hold up to several
thousand rows of similar text, so the width is taken from a sample of rows instead.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QHeaderView, QTableView

SAMPLE_ROWS = 60
"""Rows (besides the visible ones) whose contents decide a column's width."""


def sample_widths(view: QTableView, rows: int = SAMPLE_ROWS) -> None:
    """Size ``view``'s columns (``resizeColumnsToContents`` and ``ResizeToContents``) from a sample of rows."""
    view.horizontalHeader().setResizeContentsPrecision(rows)
    view.verticalHeader().setResizeContentsPrecision(rows)


def fit_columns(view: QTableView, stretch: tuple[int, ...] = (), widest: dict[int, str] | None = None) -> None:
    """Size the columns once to (a sample of) their contents and keep them so: a changed row does not make
    the header measure the table again, as ``ResizeToContents`` would after every ``dataChanged``.
    ``widest`` names, per column, the longest text it may come to hold (e.g. a result typed later)."""
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.resizeColumnsToContents()
    metrics = view.fontMetrics()
    for column, text in (widest or {}).items():
        view.setColumnWidth(column, max(view.columnWidth(column), metrics.horizontalAdvance(text) + 16))
    for column in stretch:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)


def widest_number(numbers: Iterable[int]) -> str:
    """A text as wide as the widest of ``numbers`` (board numbers from 100 on must not be elided to "…")."""
    return "8" * len(str(max(numbers, default=1)))
