"""A read-only table model over a list of frozen rows, described by column specs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication

from arbiter_desk.core.text import Text
from arbiter_desk.ui.common.plain_text import tooltip
from arbiter_desk.ui.common.wording import shown

Row = TypeVar("Row")
Index = QModelIndex | QPersistentModelIndex

LTR_MARK = "\u200e"
"""Left-to-right mark (see ``left_to_right``)."""

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2


def left_to_right(text: str) -> str:
    """``text`` kept in its written order when the window reads right to left (Arabic): a player's label
    ``GM Abel, Ines (1)`` or a shared rank ``1=`` would otherwise have its number or sign moved to the other
    end of the cell. Unchanged in a left-to-right window."""
    if text and QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        return LTR_MARK + text + LTR_MARK
    return text


@dataclass(frozen=True, slots=True)
class Column(Generic[Row]):
    """One column: its title (a ``Text`` made at import, rendered when the header is asked), the text of a cell,
    and optionally a sort key, alignment and tooltip."""

    title: Text | str
    text: Callable[[Row], str]
    sort_key: Callable[[Row], Any] | None = None
    align_right: bool = False
    tooltip: Callable[[Row], str] | None = None
    background: Callable[[Row], str | None] | None = None
    """A colour name for the cell background, or None."""


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """Rows are replaced as a whole with ``set_rows`` (the services give fresh frozen data)."""

    def __init__(self, columns: Sequence[Column[Row]], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._rows: list[Row] = []

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def replace_row(self, row: int, value: Row) -> None:
        """Put ``value`` in place of row ``row``: one ``dataChanged`` for that row, no reset."""
        self._rows[row] = value
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(self._columns) - 1))

    def row_at(self, row: int) -> Row:
        return self._rows[row]

    @property
    def rows(self) -> list[Row]:
        return list(self._rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == SORT_ROLE:
            return column.sort_key(row) if column.sort_key is not None else column.text(row)
        if role == ROW_ROLE:
            return index.row()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if column.align_right else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return tooltip(column.tooltip(row))
        if role == Qt.ItemDataRole.BackgroundRole and column.background is not None:
            colour = column.background(row)
            return QBrush(QColor(colour)) if colour else None
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            return shown(self._columns[section].title)
        if orientation == Qt.Orientation.Vertical:
            return section + 1
        return None
