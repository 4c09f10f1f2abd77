"""Sorting and filtering proxy that sorts by each column's sort key and filters on a text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel

from arbiter_desk.ui.common.row_table import SORT_ROLE


class SortFilterProxy(QSortFilterProxyModel):
    """Sorts with ``SORT_ROLE`` values (numbers sort as numbers) and filters rows on the filter column."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(self.filterCaseSensitivity().CaseInsensitive)

    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:
        a = left.data(SORT_ROLE)
        b = right.data(SORT_ROLE)
        try:
            return bool(a < b)
        except TypeError:
            return str(a) < str(b)
