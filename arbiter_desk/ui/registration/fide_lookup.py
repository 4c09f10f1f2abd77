"""Find in FIDE list: a search field and a short result list over the local rating list (player dialog).

Type a name (``carlsen``, ``Carlsen, M``, accents optional) or a FIDE id; the matches show name, federation,
title, standard rating, birth year and FIDE id. Double-click a match or press "Fill in" to emit ``picked`` (the
form filled in, to be checked); Enter on a match emits ``picked`` and then ``chosen`` (filled in and registered).
Without an imported list the field is disabled with a hint saying how to import one.
"""

from __future__ import annotations

import contextlib
from datetime import date
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.services.ratings.rating_list import (
    RatedPlayer,
    RatingListInfo,
    default_db_path,
    lookup,
    rating_list_info,
)
from arbiter_desk.services.ratings.rating_lists import month_of
from arbiter_desk.services.ratings.rating_lookup import title_of
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t, t_n

RESULT_LIMIT = 20
DEBOUNCE_MS = 200
NO_LIST_HINT = tr("No FIDE rating list imported yet: Tournament → Import a rating list… (FIDE combined list)")
_HEADERS = (tr("Name"), tr("Fed"), tr("Title"), tr_p("rating number", "Rating"), tr("Born"), tr("FIDE id"))
_RIGHT = frozenset({3, 4, 5})
AnyIndex = QModelIndex | QPersistentModelIndex


def database_path() -> Path:
    """The rating list the lookups read (tests replace this)."""
    return default_db_path()


class RatedPlayersModel(QAbstractTableModel):
    """Players found in the rating list, one row each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._players: list[RatedPlayer] = []

    def set_players(self, players: list[RatedPlayer]) -> None:
        self.beginResetModel()
        self._players = list(players)
        self.endResetModel()

    def player(self, row: int) -> RatedPlayer:
        return self._players[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(_HEADERS)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._players):
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in _RIGHT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        p = self._players[index.row()]
        cells = (p.name, p.federation, title_of(p).value, str(p.standard or t("unrated")),
                 str(p.birth_year or ""), str(p.fide_id))  # fmt: skip
        return cells[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal and 0 <= section < 6:
            return shown(_HEADERS[section])
        return None


def list_month(info: RatingListInfo) -> str:
    """The month the list is of (``of November 2026``: its date, or the month its file names, ``NOV26``); the
    import day only when neither says (``imported 2026-12-07``), since a list is known by its month."""
    month = None
    if info.list_date:
        with contextlib.suppress(ValueError):
            month = date.fromisoformat(info.list_date[:10])
    month = month or month_of(info.source)
    if month is None:
        return t("imported {day}", day=info.imported_at[:10])
    y = month.year
    months = (
        t("of January {year}", year=y), t("of February {year}", year=y), t("of March {year}", year=y),
        t("of April {year}", year=y), t("of May {year}", year=y), t("of June {year}", year=y),
        t("of July {year}", year=y), t("of August {year}", year=y), t("of September {year}", year=y),
        t("of October {year}", year=y), t("of November {year}", year=y), t("of December {year}", year=y),
    )  # fmt: skip
    return months[month.month - 1]


class _SearchEdit(QLineEdit):
    """Keeps Enter for the lookup (it would press the dialog's OK) and moves to the results with Down."""

    entered = Signal()
    down = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
        elif event.key() == Qt.Key.Key_Down:
            self.down.emit()
            event.accept()
        else:
            super().keyPressEvent(event)


class FideLookup(QGroupBox):
    """The search field, the matches and "Fill in"; ``picked(RatedPlayer)`` when the arbiter chooses one (Fill in,
    double-click) and then ``chosen()`` when it was chosen by Enter: the form is filled in and registered at once,
    so that players are registered from the list by keys only (search, Enter, the next one)."""

    picked = Signal(object)
    chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(t("Find in FIDE list"), parent)
        self.db_path = database_path()
        self.search_edit = _SearchEdit(self)
        self.search_edit.setPlaceholderText(t("Name (Lastname, Firstname) or FIDE id"))
        self.search_edit.setClearButtonEnabled(True)
        self.fill_button = QPushButton(t("Fill in"), self)
        self.fill_button.setToolTip(t("Copy the selected player's data into the form"))
        self.fill_button.setEnabled(False)
        self.model = RatedPlayersModel(self)
        self.results = QTableView(self)
        self.results.setModel(self.model)
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.verticalHeader().setVisible(False)
        self.results.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.results.setAlternatingRowColors(True)
        self.results.setWordWrap(False)
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.results.setMinimumHeight(150)
        self.results.hide()
        self.status = plain(QLabel(self))
        self.status.setObjectName("lookup_status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #5a5a5a;")
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.search)
        row = QHBoxLayout()
        row.addWidget(self.search_edit, 1)
        row.addWidget(self.fill_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.results)
        layout.addWidget(self.status)
        self.search_edit.textEdited.connect(lambda _text: self.timer.start())
        self.search_edit.entered.connect(self._on_enter)
        self.search_edit.down.connect(self._focus_results)
        self.results.activated.connect(lambda index: self.pick(index.row()))
        self.results.installEventFilter(self)  # Enter on a match registers it, as in the search field
        self.results.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.fill_button.setEnabled(current.isValid())
        )
        self.fill_button.clicked.connect(lambda: self.pick(self.results.currentIndex().row()))
        # Once enabled in a dialog, an auto-default button takes Enter from the dialog's OK: Enter in the form
        # filled in from the list would fill it in again instead of registering the player.
        self.fill_button.setAutoDefault(False)
        self._show_availability()

    def _show_availability(self) -> None:
        info = rating_list_info(self.db_path)
        self.search_edit.setEnabled(info is not None)
        if info is None:
            self.search_edit.setPlaceholderText(t("no list imported"))
            self.status.setText(shown(NO_LIST_HINT))
        else:
            self.status.setText(
                t_n(
                    "FIDE list {month}: {count} player ({file})",
                    "FIDE list {month}: {count} players ({file})",
                    info.players,
                    month=list_month(info),
                    count=f"{info.players:,}",
                    file=info.source,
                )
            )
        self.default_status = self.status.text()

    @property
    def is_available(self) -> bool:
        return self.search_edit.isEnabled()

    def search(self, text: str | None = None) -> list[RatedPlayer]:
        """Look ``text`` up (default: what is typed) and show the matches; the first one is selected."""
        self.timer.stop()
        if text is not None:
            self.search_edit.setText(text)
        query = self.search_edit.text().strip()
        players = lookup(query, self.db_path, RESULT_LIMIT) if query and self.is_available else []
        self.model.set_players(players)
        self.results.setVisible(bool(query))
        self.fill_button.setEnabled(bool(players))
        if players:
            self.results.setCurrentIndex(self.model.index(0, 0))
            if len(players) == RESULT_LIMIT:
                found = t(
                    "{count} found (the first {count}: type more of the name) — Enter registers the chosen one; "
                    "Fill in to edit it first.",
                    count=len(players),
                )
            else:
                found = t_n(
                    "{count} found — Enter registers the chosen one; Fill in to edit it first.",
                    "{count} found — Enter registers the chosen one; Fill in to edit it first.",
                    len(players),
                )
            self.status.setText(found)
        else:
            self.status.setText(t("Nobody found for “{query}”.", query=query) if query else self.default_status)
        return players

    def _on_enter(self) -> None:
        if self.timer.isActive() or not self.model.rowCount():
            self.search()
        elif self.model.rowCount():
            self.pick(max(self.results.currentIndex().row(), 0))
            self.chosen.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a row of the matches: that player, filled in and registered (``chosen``)."""
        if (
            watched is self.results
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.results.currentIndex().isValid()
        ):
            self.pick(self.results.currentIndex().row())
            self.chosen.emit()
            return True
        return super().eventFilter(watched, event)

    def _focus_results(self) -> None:
        if self.model.rowCount():
            self.results.setFocus()

    def pick(self, row: int) -> None:
        """Emit ``picked`` with the player of ``row`` (ignored when there is no such row)."""
        if 0 <= row < self.model.rowCount():
            player = self.model.player(row)
            self.picked.emit(player)
            self.status.setText(
                t("Filled in from the FIDE list: {player} ({fide_id}).", player=player.name, fide_id=player.fide_id)
            )
