"""Tournament → Tournament ratings: every participant's official FIDE rating and its source, the official
national rating and a rating typed for this tournament, with the tournament rating the record 172 method makes
of them (checklist Q116, Q130–132, Q134, Q145).

The national and typed columns are edited in place (Enter or F2 edits, Tab moves on, an empty cell clears);
OK hands back only the cells that changed, which the caller stores in one command after showing the TPN moves.
"""

from __future__ import annotations

from collections.abc import Sequence

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

from arbiter_desk.core.rating_lists import RatingMethod, tournament_rating
from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.services.event.data import PlayerId, PlayerRecord
from arbiter_desk.services.ratings.event_ratings import MAX_RATING, RatingChoice, RatingKind
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t

HEADERS = (
    "TPN",
    tr("Player"),
    "FIDE",
    tr("Source"),
    tr_p("rating number", "National"),
    tr_p("rating number", "Typed"),
    tr_p("rating number", "Tournament"),
)
NATIONAL, TYPED = 4, 5


class TournamentRatingsDialog(QDialog):
    """``choices`` (player → national / typed rating) once OK is pressed with every edited cell readable."""

    def __init__(self, players: Sequence[PlayerRecord], method: RatingMethod, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Tournament ratings"))
        self.players = sorted(players, key=lambda p: (p.tpn, p.id))
        self.method = method
        self.choices: dict[PlayerId, tuple[RatingChoice, ...]] = {}
        self.heading = plain(QLabel(t("Tournament rating: {method} (TRF record 172).", method=method.label), self))
        self.table = QTableWidget(len(self.players), len(HEADERS), self)
        self.table.setHorizontalHeaderLabels([shown(header) for header in HEADERS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
        )
        for row, p in enumerate(self.players):
            cells = (
                str(p.tpn),
                p.name,
                str(p.rating or ""),
                p.rating_source,
                str(p.national_rating or ""),
                "" if p.manual_rating is None else str(p.manual_rating),
                str(p.ranking_rating or ""),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column not in (NATIONAL, TYPED):
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        if self.players:
            self.table.setCurrentCell(0, NATIONAL)
        self.table.itemChanged.connect(self._recompute)
        self.message = plain(QLabel(self))
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(720, 420)

    def _value(self, row: int, column: int) -> int | None:
        """The cell as a rating (None when empty); ValueError naming the player and column when unreadable."""
        item = self.table.item(row, column)
        text = "" if item is None else item.text().strip()
        if not text:
            return None
        if not text.isdigit() or int(text) > MAX_RATING:
            raise ValueError(
                t(
                    "{player}, {column}: a whole number from 0 to {top}",
                    player=self.players[row].name,
                    column=HEADERS[column],
                    top=MAX_RATING,
                )
            )
        return int(text)

    def _recompute(self, item: QTableWidgetItem) -> None:
        row = item.row()
        try:
            national, typed = self._value(row, NATIONAL) or 0, self._value(row, TYPED)
        except ValueError as error:
            self.message.setText(str(error))
            return
        self.message.clear()
        made = tournament_rating(self.method, self.players[row].rating, national, typed)
        shown = self.table.item(row, len(HEADERS) - 1)
        if shown is not None:
            self.table.blockSignals(True)
            shown.setText(str(made or ""))
            self.table.blockSignals(False)

    def accept(self) -> None:
        choices: dict[PlayerId, list[RatingChoice]] = {}
        try:
            for row, p in enumerate(self.players):
                national, typed = self._value(row, NATIONAL) or 0, self._value(row, TYPED)
                if national != p.national_rating:
                    choices.setdefault(p.id, []).append(RatingChoice(RatingKind.NATIONAL, national))
                if typed != p.manual_rating:
                    choices.setdefault(p.id, []).append(RatingChoice(RatingKind.TYPED, typed or 0))
        except ValueError as error:
            self.message.setText(str(error))
            return
        self.choices = {player: tuple(given) for player, given in choices.items()}
        super().accept()
