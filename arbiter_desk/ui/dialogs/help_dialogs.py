"""Help → Keyboard shortcuts (result keys and menu shortcuts) and Help → About."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.ui.actions import shortcut_rows
from arbiter_desk.ui.result_keys import KEY_HELP


def about_text() -> str:
    return (
        f"<h3>{PROGRAM_NAME} {__version__}</h3>"
        "<p>Runs a FIDE-rated Swiss tournament at the venue, offline: registration, pairings by the FIDE rules "
        "(Handbook C.04, 2026; Dubov system), results, standings with FIDE tie-breaks (C.07), TRF exchange files."
        "</p><p>Every change is kept in the tournament file's journal and can be undone.</p>"
        "<p>Licence: GPL-3.0-or-later.</p>"
    )


class ShortcutsDialog(QDialog):
    """Two tables: the result keys of the Results tab, then every menu shortcut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Keyboard shortcuts")
        layout = QVBoxLayout(self)
        self.result_keys = self._table(list(KEY_HELP))
        self.menu_keys = self._table(shortcut_rows())
        layout.addWidget(QLabel("<b>Results tab</b> — type the result on the selected board", self))
        layout.addWidget(self.result_keys)
        layout.addWidget(QLabel("<b>Menus</b>", self))
        layout.addWidget(self.menu_keys)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def _table(self, rows: list[tuple[str, str]]) -> QTableWidget:
        table = QTableWidget(len(rows), 2, self)
        table.setHorizontalHeaderLabels(["Key", "What it does"])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        for row, (key, meaning) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(key))
            table.setItem(row, 1, QTableWidgetItem(meaning))
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        height = table.horizontalHeader().sizeHint().height() + table.verticalHeader().length() + 2 * table.frameWidth()
        table.setFixedHeight(height)
        return table
