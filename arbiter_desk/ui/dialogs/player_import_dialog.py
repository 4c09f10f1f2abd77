"""File → Import players into this tournament…: what was read, before it is registered.

The file's players are listed as the import would register them (name, title, rating, federation, FIDE id,
birth date, sex), with the columns a CSV file may have; OK registers them all in one command, Cancel adds nobody.
"""

from __future__ import annotations

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

from arbiter_desk.core.counting import plural
from arbiter_desk.services.data import PlayerData
from arbiter_desk.services.player_import import CSV_COLUMNS_HINT
from arbiter_desk.ui.plain_text import plain

HEADERS = ("Name", "Title", "Rating", "Fed", "FIDE id", "Birth date", "Sex", "Club")


def _cells(player: PlayerData) -> tuple[str, ...]:
    return (
        player.name, player.title.value, str(player.rating or ""), player.federation,
        "" if player.fide_id is None else str(player.fide_id), player.birth_date, player.sex.value, player.club,
    )  # fmt: skip


class PlayerImportDialog(QDialog):
    """The preview of an import; accepted = register the players shown."""

    def __init__(self, source: str, players: list[PlayerData], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Import players from {source}")
        self.summary = plain(QLabel(f"{plural(len(players), 'player')} read from {source}:", self))
        self.table = QTableWidget(len(players), len(HEADERS), self)
        self.table.setHorizontalHeaderLabels(HEADERS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        for row, player in enumerate(players):
            for column, text in enumerate(_cells(player)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        hint = QLabel(CSV_COLUMNS_HINT, self)
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #5a5a5a;")
        note = QLabel("A player whose FIDE id (or, without one, name) is already registered is skipped.", self)
        note.setStyleSheet("color: #5a5a5a;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(f"Import {plural(len(players), 'player')}")
        ok.setEnabled(bool(players))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        layout.addWidget(hint)
        layout.addWidget(self.buttons)
        self.resize(820, 460)
        ok.setFocus()
