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

from arbiter_desk.core.text import Text, tr, tr_p
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.services.registration.player_import import CSV_COLUMNS_HINT
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t, t_n

HEADERS: tuple[Text, ...] = (
    tr("Name"), tr("Title"), tr_p("rating number", "Rating"), tr("Fed"), tr("FIDE id"), tr("Birth date"),
    tr("Sex"), tr("Club"),
)  # fmt: skip


def _cells(player: PlayerData) -> tuple[str, ...]:
    return (
        player.name, player.title.value, str(player.rating or ""), player.federation,
        "" if player.fide_id is None else str(player.fide_id), player.birth_date, player.sex.value, player.club,
    )  # fmt: skip


class PlayerImportDialog(QDialog):
    """The preview of an import; accepted = register the players shown."""

    def __init__(self, source: str, players: list[PlayerData], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Import players from {source}", source=source))
        self.summary = plain(
            QLabel(
                t_n(
                    "{count} player read from {source}:",
                    "{count} players read from {source}:",
                    len(players),
                    source=source,
                ),
                self,
            )
        )
        self.table = QTableWidget(len(players), len(HEADERS), self)
        self.table.setHorizontalHeaderLabels([shown(header) for header in HEADERS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        for row, player in enumerate(players):
            for column, text in enumerate(_cells(player)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        hint = QLabel(shown(CSV_COLUMNS_HINT), self)
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #5a5a5a;")
        note = QLabel(t("A player whose FIDE id (or, without one, name) is already registered is skipped."), self)
        note.setStyleSheet("color: #5a5a5a;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(t_n("Import {count} player", "Import {count} players", len(players)))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
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
