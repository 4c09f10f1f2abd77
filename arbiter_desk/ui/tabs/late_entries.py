"""The Late entries tab: late entries, withdrawals and requested byes for the rounds not yet published.

* A late entry (C.04.2 (2026) art. 2.4) is registered once round 1 is published, with the round the player
  joins; the rounds before score the tournament's late-entry result and the TPN follows art. 2.3 / 2.5.
  While the newest published round is under way, the hint says how a late entry can still play it: register
  them here, then admit them with Round pairing → Override… (art. 4.4.4).
* Withdraw (art. 3.2) stops pairing the selected player from the first unpublished round; Reinstate undoes it.
* The grid holds requested byes (art. 3.3): clicking a cell cycles none → ½ (H) → 0 (Z) → none, each change
  one journaled command.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services.data import Changes, PlayerData, PlayerId
from arbiter_desk.ui import prompts
from arbiter_desk.ui.dialogs.player_dialog import PlayerDialog
from arbiter_desk.ui.models.byes import FIXED_COLUMNS, ByeGridModel, next_bye
from arbiter_desk.ui.plain_text import plain
from arbiter_desk.ui.session import DeskSession
from arbiter_desk.ui.tabs.registration import run_inline


class LateEntriesTab(QWidget):
    """Add late entry, Withdraw / Reinstate the selected player, and the grid of requested byes."""

    title = "Late entries"

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.first_round = 1
        self.last_round = 1
        self.round_under_way: int | None = None
        """The newest published round while it still lacks results (a late entry may join it by art. 4.4.4)."""
        self.model = ByeGridModel(self)
        self.add_button = QPushButton("&Add late entry…", self)
        self.withdraw_button = QPushButton("&Withdraw", self)
        self.reinstate_button = QPushButton("&Reinstate", self)
        self.add_button.clicked.connect(self.add_late_entry)
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        self.reinstate_button.clicked.connect(self.reinstate_selected)
        self.hint = plain(QLabel(self))
        self.hint.setWordWrap(True)
        self.table = QTableView(self)
        self.setFocusProxy(self.table)  # Ctrl+1…5 land in the table, ready for keys
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.clicked.connect(self.cycle_bye)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        bar = QHBoxLayout()
        for button in (self.add_button, self.withdraw_button, self.reinstate_button):
            bar.addWidget(button)
        bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.hint)
        layout.addWidget(self.table, 1)
        session.opened.connect(self.reload)
        session.closed.connect(self.reload)
        session.changed.connect(self._on_changed)
        self.reload()

    def reload(self) -> None:
        """Refill the grid: every player, the rounds from the first unpublished one to the last."""
        selected = self.selected_player()
        if not self.session.is_open:
            self.model.set_data([], [], range(0))
            self.hint.setText("Open a tournament to manage late entries, withdrawals and byes.")
            self._update_buttons()
            return
        desk = self.session.require()
        state = desk.state()
        self.first_round = int(state.first_unpublished_round)
        under_way = state.round_under_way
        self.round_under_way = None if under_way is None else int(under_way.number)
        total = state.settings.total_rounds
        self.last_round = max(self.first_round - 1, total) if total is not None else self.first_round
        self.model.set_data(desk.players(), desk.absences(), range(self.first_round, self.last_round + 1))
        self._resize_columns()
        if self.first_round > self.last_round:
            self.hint.setText("Every round is published: no more late entries or byes.")
        else:
            self.hint.setText(
                f"Requested byes (C.04.2 art. 3.3) for rounds {self.first_round}–{self.last_round}: click a cell to "
                "cycle no bye → ½ point (H) → 0 point (Z). “—”: the player does not take part in that round."
            )
        if self.round_under_way is not None:
            self.hint.setText(f"{self.hint.text()}\n{self.under_way_note()}")
        if selected is not None:
            self.select_player(selected)
        self._update_buttons()

    def _resize_columns(self) -> None:
        header = self.table.horizontalHeader()
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(1, max(self.table.columnWidth(1), 200))
        for column in range(len(FIXED_COLUMNS), self.model.columnCount()):
            self.table.setColumnWidth(column, 64)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)

    def _on_changed(self, changes: Changes) -> None:
        if changes.players or changes.rounds or changes.settings or changes.is_empty:
            self.reload()

    def selected_player(self) -> PlayerId | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.player_id(rows[0].row()) if rows else None

    def select_player(self, player: PlayerId) -> None:
        for row in range(self.model.rowCount()):
            if self.model.player_id(row) == player:
                self.table.selectRow(row)

    def _update_buttons(self, *_: object) -> None:
        is_open = self.session.is_open
        player = self.selected_player()
        record = None if player is None else self.model.player_at(self._row(player))
        can_enter = is_open and self.first_round >= 2 and self.first_round <= self.last_round
        self.add_button.setEnabled(can_enter)
        self.add_button.setToolTip("" if can_enter else "Late entries are added once round 1 is published")
        self.withdraw_button.setEnabled(record is not None and record.withdrawal_round is None)
        self.reinstate_button.setEnabled(record is not None and record.withdrawal_round is not None)
        pick = "Select a player in the grid first" if record is None else ""
        self.withdraw_button.setToolTip(pick or f"Not paired any more from round {self.first_round} (C.04.2 art. 3.2)")
        self.reinstate_button.setToolTip(pick or "Paired again from the next round")

    def under_way_note(self) -> str:
        """How a late entry can still play the round under way (empty if none is)."""
        if self.round_under_way is None:
            return ""
        return (
            f"Round {self.round_under_way} is published: to let a late entry play it, add them here and then "
            "admit them with Round pairing → Override… (C.04.2 art. 4.4.4: minimal changes, all involved agree)."
        )

    def _row(self, player: PlayerId) -> int:
        return next(row for row in range(self.model.rowCount()) if self.model.player_id(row) == player)

    def add_late_entry(self) -> None:
        """Art. 2.4: register a player who joins in a round after the first (chosen in the dialog)."""

        def submit(data: PlayerData, entry: int | None) -> str | None:
            return run_inline(self.session, lambda d: d.register_player(data, entry))

        rounds = (self.first_round, max(self.first_round, self.last_round))
        prompts.run_dialog(PlayerDialog(submit, None, rounds, self, entry_note=self.under_way_note()))

    def withdraw_selected(self) -> None:
        """Art. 3.2: not paired any more from the first unpublished round (after confirmation)."""
        player = self.selected_player()
        if player is None:
            return
        record = self.model.player_at(self._row(player))
        if prompts.confirm(self, f"Withdraw {record.name} (#{record.tpn}) from round {self.first_round} on?"):
            self.session.run(lambda d: d.withdraw_player(player))

    def reinstate_selected(self) -> None:
        """Pair the selected player again from the next round; missed published rounds stay zero."""
        player = self.selected_player()
        if player is not None:
            self.session.run(lambda d: d.reinstate_player(player))

    def cycle_bye(self, index: QModelIndex) -> None:
        """Art. 3.3: move a bye cell one step along none → H → Z → none, as one service command."""
        round_no = self.model.round_of_column(index.column())
        if round_no is None or not self.model.is_cell_editable(index):
            return
        player = self.model.player_id(index.row())
        wanted = next_bye(self.model.bye(player, round_no))
        if wanted is None:
            self.session.run(lambda d: d.cancel_bye(player, round_no))
        else:
            kind: ResultCode = wanted
            self.session.run(lambda d: d.request_bye(player, round_no, kind))
        self.table.setCurrentIndex(self.model.index(self._row(player), index.column()))

    def cell_index(self, player: PlayerId, round_no: int) -> QModelIndex:
        """The grid cell of ``player`` in ``round_no`` (invalid if that round is not shown)."""
        if round_no not in self.model.rounds:
            return QModelIndex()
        column = len(FIXED_COLUMNS) + self.model.rounds.index(round_no)
        return self.model.index(self._row(player), column)
