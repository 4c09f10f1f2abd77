"""Help → Keyboard shortcuts (result keys and menu shortcuts) and Help → About."""

from __future__ import annotations

from collections.abc import Sequence

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
from arbiter_desk.core.pairing import ENTRIES
from arbiter_desk.core.text import Text, tr
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.results.result_keys import key_help
from arbiter_desk.ui.shell.actions import shortcut_rows


def system_titles() -> str:
    """The systems the desk pairs, from the registry: ``Dubov (C.04.4.1), Dutch (C.04.3), …``."""
    return ", ".join(shown(entry.label) for entry in ENTRIES)


def about_text() -> str:
    return t(
        "<h3>{program} {version}</h3>"
        "<p>Runs a FIDE-rated Swiss tournament at the venue, offline: registration, pairings by the FIDE rules "
        "(Handbook C.04, 2026: {systems}), results, standings with FIDE tie-breaks (C.07), TRF exchange files.</p>"
        "<p>Every change is kept in the tournament file's journal and can be undone.</p>"
        "<p>Licence: GPL-3.0-or-later.</p>",
        program=PROGRAM_NAME,
        version=__version__,
        systems=system_titles(),
    )


TWO_GAME_KEYS = tr(
    "Double-Swiss (two-game matches): the same keys, typed on each game in that game's colours (in game 2 the "
    "board's Black has White); the cursor goes game 1 → game 2 → next board."
)


class ShortcutsDialog(QDialog):
    """Two tables: the result keys of the Results tab, then every menu shortcut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        self.result_keys = self._table(key_help())
        self.menu_keys = self._table(shortcut_rows())
        layout.addWidget(QLabel(t("<b>Results tab</b> — type the result on the selected board"), self))
        layout.addWidget(self.result_keys)
        two_games = QLabel(shown(TWO_GAME_KEYS), self)
        two_games.setWordWrap(True)
        layout.addWidget(two_games)
        layout.addWidget(QLabel(t("<b>Menus</b>"), self))
        layout.addWidget(self.menu_keys)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(t("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self._fit_screen()

    def _fit_screen(self) -> None:
        """As tall as both tables whole, but never taller than the screen (the tables scroll then)."""
        whole = self.sizeHint().height()
        for table in (self.result_keys, self.menu_keys):
            whole += table.maximumHeight() - table.sizeHint().height()
        screen = self.screen()
        room = screen.availableGeometry().height() - 80 if screen is not None else whole
        self.resize(
            max(self.minimumWidth(), self.sizeHint().width()), max(self.minimumSizeHint().height(), min(whole, room))
        )

    def _table(self, rows: Sequence[tuple[str, Text | str]]) -> QTableWidget:
        table = QTableWidget(len(rows), 2, self)
        table.setHorizontalHeaderLabels([t("Key"), t("What it does")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        for row, (key, meaning) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(key))
            table.setItem(row, 1, QTableWidgetItem(shown(meaning)))
        header = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        # Whole on a big screen; on a 768-pixel laptop screen the table scrolls instead of overflowing the dialog.
        table.setMaximumHeight(header + table.verticalHeader().length())
        table.setMinimumHeight(header + min(len(rows), 5) * table.verticalHeader().defaultSectionSize())
        return table
