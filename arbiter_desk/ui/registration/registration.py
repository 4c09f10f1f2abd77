"""The Registration tab: the participants, filtered by name and sorted by any column; add, edit, remove.

TPNs are those the services compute (C.04.2 (2026) art. 2.2: rating, title, name; art. 2.3: they follow
corrections until round 4 is paired). Removing is only possible before round 1 is paired; afterwards the
Late entries tab withdraws (art. 3.2).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.names import isolated
from arbiter_desk.services.event.data import AccelerationMethod, Changes, PlayerData, PlayerId, PlayerRecord
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.pairing.acceleration import ga_players
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.sorting import SortFilterProxy
from arbiter_desk.ui.common.table_views import sample_widths
from arbiter_desk.ui.common.wording import shown, t, t_n
from arbiter_desk.ui.ratings.pairing_ratings_dialog import PairingRatingsDialog
from arbiter_desk.ui.registration.byes_dialog import ByesDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.players import NAME_COLUMN, PlayersModel
from arbiter_desk.ui.registration.renumbering import NOT_RENUMBERED, renumbering_confirmed


def run_inline(session: DeskSession, command: Callable[[Desk], Changes]) -> str | None:
    """Run a command whose refusal a dialog shows itself: the message, or None (``DeskSession.run_inline``)."""
    return session.run_inline(command)


def player_data(record: PlayerRecord) -> PlayerData:
    """The editable part of a stored player."""
    return PlayerData(
        record.name, record.sex, record.title, record.rating, record.federation, record.fide_id, record.birth_date,
        record.pairing_rating,
    )  # fmt: skip


def baku_summary(desk: Desk) -> str | None:
    """``GA (Baku, C.04.7): #1–#6, 6 players …`` or None without the Baku method."""
    state = desk.state()
    if state.settings.acceleration is not AccelerationMethod.BAKU:
        return None
    ga = ga_players(state)
    if not ga:
        return t("Baku acceleration (C.04.7): GA is formed when players are registered.")
    names = ", ".join(f"{isolated(p.name)} (#{p.tpn})" for p in ga)
    if state.settings.baku_last_ga is not None:
        return t_n(
            "Baku acceleration (C.04.7): GA = #{first}–#{last}, {count} player (fixed by round 1; late entries "
            "above the last GA player join GA, art. 1.3): {names}.",
            "Baku acceleration (C.04.7): GA = #{first}–#{last}, {count} players (fixed by round 1; late entries "
            "above the last GA player join GA, art. 1.3): {names}.",
            len(ga),
            first=ga[0].tpn,
            last=ga[-1].tpn,
            names=names,
        )
    return t_n(
        "Baku acceleration (C.04.7): GA = #{first}–#{last}, {count} player (the first half of the round-1 list "
        "rounded up to an even number, art. 1.2): {names}.",
        "Baku acceleration (C.04.7): GA = #{first}–#{last}, {count} players (the first half of the round-1 list "
        "rounded up to an even number, art. 1.2): {names}.",
        len(ga),
        first=ga[0].tpn,
        last=ga[-1].tpn,
        names=names,
    )


class RegistrationTab(QWidget):
    """Participants table with a name filter and Add / Edit / Remove."""

    title: str
    """The tab's title, in the desk's language."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = t("Registration")
        self.session = session
        self.keep_adding = False
        """The player dialog's Keep adding box as the arbiter left it (remembered while the window is open)."""
        self.read_only = False
        self.model = PlayersModel(self)
        self.proxy = SortFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(NAME_COLUMN)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(t("Filter by name…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.count = QLabel(self)
        self.add_button = QPushButton(t("&Add player…"), self)
        self.edit_button = QPushButton(t("E&dit…"), self)
        self.remove_button = QPushButton(t("Re&move"), self)
        self.byes_button = QPushButton(t("&Byes && withdrawal…"), self)
        self.byes_button.setToolTip(
            t("Requested byes of every round and withdrawal of the selected player (C.04.2 art. 3.2, 3.3)")
        )
        self.byes_button.clicked.connect(self.open_byes)
        self.ratings_button = QPushButton(t("Ratings for &pairing…"), self)
        self.ratings_button.setToolTip(
            t(
                "The provisional rating of every unrated player at once (C.04.4.1 art. 1.1.2; the Dubov system "
                "needs one for every player)"
            )
        )
        self.ratings_button.clicked.connect(self.open_pairing_ratings)
        self.add_button.clicked.connect(self.add_player)
        self.edit_button.clicked.connect(self.edit_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.table = QTableView(self)
        self.setFocusProxy(self.table)  # Ctrl+1…5 land in the table, ready for keys
        self.table.setModel(self.proxy)
        sample_widths(self.table)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _index: self.edit_selected())
        self.table.installEventFilter(self)  # Enter on a row opens Edit
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.empty = QLabel(t("No players yet. Press “Add player…” to register the first participant."), self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.groups = QLabel(self)
        self.groups.setObjectName("baku_groups")
        self.groups.setWordWrap(True)
        self.groups.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar = QHBoxLayout()
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.count)
        bar.addStretch(1)
        for button in (self.add_button, self.edit_button, self.remove_button, self.byes_button, self.ratings_button):
            bar.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.groups)
        self.refresher = StaleWhileHidden(self, session, self.reload, wants=self._wants)
        self.reload()

    def reload(self) -> None:
        """Fill the table from the services (keeps the selected player selected)."""
        selected = self.selected_player()
        players = self.session.query(lambda d: d.players.all()) if self.session.is_open else []
        self.model.set_rows(players)
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(NAME_COLUMN, max(self.table.columnWidth(NAME_COLUMN), 220))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.count.setText(t_n("{count} player", "{count} players", len(players)) if players else "")
        self.empty.setVisible(not players)
        self._show_groups()
        if selected is not None:
            self.select_player(selected)
        self._update_buttons()

    @staticmethod
    def _wants(changes: Changes) -> bool:
        return bool(changes.tables & {"players", "rounds", "settings"})

    def _show_groups(self) -> None:
        """The Baku groups (C.04.7 art. 1.2–1.3): who is in GA now, and whether the split is fixed."""
        summary = self.session.query(baku_summary) if self.session.is_open else None
        self.groups.setText(summary or "")
        self.groups.setVisible(summary is not None)

    def selected_player(self) -> PlayerId | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        return self.model.player_id(self.proxy.mapToSource(rows[0]).row())

    def select_player(self, player: PlayerId) -> None:
        row = self.model.row_of(player)
        if row is not None:
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            if index.isValid():
                self.table.selectRow(index.row())

    def _update_buttons(self, *_: object) -> None:
        is_open = self.session.is_open
        has_selection = self.selected_player() is not None
        self.add_button.setEnabled(is_open)
        self.byes_button.setEnabled(is_open)
        self.ratings_button.setEnabled(is_open)
        self.edit_button.setEnabled(is_open and has_selection)
        started = is_open and bool(self.session.query(lambda d: d.rounds.all()))
        self.remove_button.setEnabled(is_open and has_selection and not started)
        self.remove_button.setToolTip(
            t("Round 1 is paired: a player is no longer removed but withdrawn (Withdraw…, C.04.2 art. 3.2)")
            if started
            else t("Delete the selected player from the tournament")
        )

    def add_player(self) -> None:
        """Register a participant (before round 1 is published; later ones are late entries, art. 2.4)."""

        def submit(data: PlayerData, _entry: int | None) -> str | None:
            return run_inline(self.session, lambda d: d.players.register_player(data))

        dialog = PlayerDialog(submit, None, None, self, keep_adding=self.keep_adding)
        dialog.rating_sequence = self.session.require().ratings.rating_settings().sequence
        prompts.run_dialog(dialog)
        self.keep_adding = dialog.keep_adding.isChecked()  # as the arbiter left it, for the next time

    def edit_selected(self) -> None:
        """Correct the selected participant's data (TPNs follow until round 4 is paired, art. 2.3)."""
        player = self.selected_player()
        if player is None or self.read_only:  # a double-click on a read-only file opens nothing to change
            return
        record = self.model.row_at(self.model.row_of(player) or 0)

        def submit(data: PlayerData, _entry: int | None) -> str | None:
            if not renumbering_confirmed(self, self.session, lambda d: d.players.renumbering_if_edited(player, data)):
                return shown(NOT_RENUMBERED)
            return run_inline(self.session, lambda d: d.players.edit_player(player, data, based_on=record))

        prompts.run_dialog(PlayerDialog(submit, player_data(record), None, self))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter or Return on a row of the table opens Edit, as a double-click does."""
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
            and self.selected_player() is not None
        ):
            self.edit_selected()
            return True
        return super().eventFilter(watched, event)

    def set_read_only(self, read_only: bool) -> None:
        """A read-only file: the buttons are off (``ReadOnlyGuard``), and so is double-click to edit."""
        self.read_only = read_only
        self.table.setToolTip(t("Read-only file: players cannot be changed") if read_only else "")

    def remove_selected(self) -> None:
        """Delete the selected participant after confirmation (only before round 1 is paired)."""
        player = self.selected_player()
        if player is None:
            return
        record = self.model.row_at(self.model.row_of(player) or 0)
        if prompts.confirm(
            self, t("Remove {player} (#{tpn}) from the tournament?", player=isolated(record.name), tpn=record.tpn)
        ):
            self.session.run(lambda d: d.players.remove_player(player, based_on=record))

    def make_byes_dialog(self) -> ByesDialog:
        """Byes and withdrawal, on the selected player (the caller shows it)."""
        return ByesDialog(self.session, self.selected_player(), self)

    def open_byes(self) -> None:
        prompts.run_dialog(self.make_byes_dialog())

    def open_pairing_ratings(self) -> bool:
        """Set ratings for pairing… (C.04.4.1 art. 1.1.2); True if the ratings were stored."""
        return prompts.run_dialog(PairingRatingsDialog(self.session, self))

    def index_of(self, player: PlayerId) -> QModelIndex:
        """The view's index of ``player``'s row (for tests and keyboard navigation)."""
        row = self.model.row_of(player)
        return QModelIndex() if row is None else self.proxy.mapFromSource(self.model.index(row, 0))
