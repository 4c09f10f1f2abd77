"""Requested byes (C.04.2 (2026) art. 3.3) and withdrawals (art. 3.2) of every player, round by round.

One panel, used by the Late entries tab and, as a dialog, from Registration and Round pairing. Every round
is a column: the published ones show what was recorded (read-only, greyed), the others can be changed.
Keyboard: arrows move between cells; Space cycles no bye → ½ (H) → 0 (Z) → no bye, H sets a half-point bye,
Z a zero-point bye, Delete clears it; each change is one journaled command. A withdrawal asks from which
round and why.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent
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
from arbiter_desk.services.event.data import Changes, PlayerId
from arbiter_desk.services.event.staleness import Seen
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.read_only import refused_text
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.table_views import sample_widths
from arbiter_desk.ui.common.wording import t
from arbiter_desk.ui.registration.byes import FIXED_COLUMNS, ByeGridModel, next_bye
from arbiter_desk.ui.registration.withdraw_dialog import WithdrawDialog

CYCLE = "cycle"
ELIGIBILITY = "half-bye eligibility"
KEYS: dict[int, ResultCode | str | None] = {
    Qt.Key.Key_Space: CYCLE,
    Qt.Key.Key_H: ResultCode.HALF_BYE,
    Qt.Key.Key_Z: ResultCode.ZERO_BYE,
    Qt.Key.Key_F: ResultCode.FULL_BYE,
    Qt.Key.Key_N: ELIGIBILITY,
    Qt.Key.Key_Delete: None,
    Qt.Key.Key_Backspace: None,
}
"""Keys of a bye cell: Space cycles, H half point, Z zero, F full point (deprecated: a notice first, Q177–179),
Delete / Backspace no bye; N (any cell of the row) switches the player's eligibility for half-point byes (Q175)."""


class ByeGridView(QTableView):
    """The grid; a bye key on a cell emits ``bye_key(index, wanted)`` (``CYCLE``, a code or None)."""

    bye_key = Signal(QModelIndex, object)

    def selectRow(self, row: int) -> None:
        """Select the player of ``row`` (the grid selects cells: the current cell moves to their name)."""
        column = self.currentIndex().column() if self.currentIndex().isValid() else 1
        self.setCurrentIndex(self.model().index(row, column))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if (
            key in KEYS
            and self.currentIndex().isValid()
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.bye_key.emit(self.currentIndex(), KEYS[key])
            event.accept()
            return
        super().keyPressEvent(event)


class ByesPanel(QWidget):
    """Withdraw… / Reinstate and the grid of byes of every round."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.read_only = False
        self.first_round = 1
        self.last_round = 1
        self.model = ByeGridModel(self)
        self.withdraw_button = QPushButton(t("&Withdraw…"), self)
        self.reinstate_button = QPushButton(t("Rei&nstate"), self)
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        self.reinstate_button.clicked.connect(self.reinstate_selected)
        self.hint = plain(QLabel(self))  # user text (names) shown as typed, never as markup
        self.hint.setWordWrap(True)
        self.notice = QLabel(self)
        self.notice.setStyleSheet("color: #8a5a00;")
        self.table = ByeGridView(self)
        self.setFocusProxy(self.table)
        self.table.setModel(self.model)
        sample_widths(self.table)  # column widths from a sample of rows: a big event stays quick
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.clicked.connect(self.cycle_bye)
        self.table.bye_key.connect(self._on_key)
        self.table.selectionModel().currentChanged.connect(self._update_buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.buttons = QHBoxLayout()
        self.buttons.addWidget(self.withdraw_button)
        self.buttons.addWidget(self.reinstate_button)
        self.buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.buttons)
        layout.addWidget(self.hint)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.notice)

    def reload(self) -> None:
        """Refill the grid: every player, every round (the published ones read-only)."""
        selected = self.selected_player()
        column = self.table.currentIndex().column()
        if not self.session.is_open:
            self.model.set_data([], [], range(0))
            self.hint.setText(t("Open a tournament to manage withdrawals and byes."))
            self._update_buttons()
            return
        desk = self.session.require()
        state = desk.state()
        self.first_round = int(state.first_unpublished_round)
        total = state.settings.total_rounds
        self.last_round = max(self.first_round - 1, total) if total is not None else self.first_round
        self.model.set_data(state.players, state.absences, range(1, self.last_round + 1), self.first_round)
        self._resize_columns()
        if self.first_round > self.last_round:
            self.hint.setText(t("Every round is published: no more byes can be requested."))
        else:
            self.hint.setText(
                t(
                    "Requested byes (C.04.2 art. 3.3) for rounds {first}–{last}: Space or a click cycles no bye → "
                    "½ point (H) → 0 point (Z); keys H and Z set (F: a full point, deprecated), Delete clears; N: not "
                    "eligible for a half-point bye (again). “—”: not taking part; grey columns are published rounds.",
                    first=self.first_round,
                    last=self.last_round,
                )
            )
        if selected is not None:
            self.select_player(selected, column)
        self._update_buttons()

    def _resize_columns(self) -> None:
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(1, max(self.table.columnWidth(1), 200))
        for column in range(len(FIXED_COLUMNS), self.model.columnCount()):
            self.table.setColumnWidth(column, 56)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)

    def on_changed(self, changes: Changes) -> None:
        if changes.players or changes.rounds or changes.settings or changes.is_empty:
            self.reload()

    def selected_player(self) -> PlayerId | None:
        index = self.table.currentIndex()
        if not index.isValid():
            selected = self.table.selectionModel().selectedIndexes()
            index = selected[0] if selected else index
        return self.model.player_id(index.row()) if index.isValid() else None

    def select_player(self, player: PlayerId, column: int = 1) -> None:
        row = self._row(player)
        if row is not None:
            self.table.setCurrentIndex(self.model.index(row, max(column, 0)))

    def _row(self, player: PlayerId) -> int | None:
        return next((r for r in range(self.model.rowCount()) if self.model.player_id(r) == player), None)

    def _update_buttons(self, *_: object) -> None:
        player = self.selected_player()
        row = None if player is None else self._row(player)
        record = None if row is None else self.model.player_at(row)
        can_withdraw = record is not None and record.withdrawal_round is None and self.first_round <= self.last_round
        self.withdraw_button.setEnabled(can_withdraw)
        self.reinstate_button.setEnabled(record is not None and record.withdrawal_round is not None)
        pick = t("Select a player in the grid first") if record is None else ""
        self.withdraw_button.setToolTip(
            pick or t("No longer paired from a round on, with the reason (C.04.2 art. 3.2)")
        )
        self.reinstate_button.setToolTip(pick or t("Paired again from the next round"))

    def withdraw_selected(self) -> None:
        """Art. 3.2: from which round and why (or an expulsion, Q197), then one journaled command."""
        player = self.selected_player()
        row = None if player is None else self._row(player)
        if player is None or row is None:
            return
        record = self.model.player_at(row)
        dialog = WithdrawDialog(record, (self.first_round, max(self.first_round, self.last_round)), self)
        if not prompts.run_dialog(dialog):
            return
        start, reason = dialog.from_round.value(), dialog.reason.text()
        if dialog.expelled.isChecked():  # Q197–198, confirmed at level 3
            self.session.run_confirmed(
                self, lambda d, c: d.players.expel_player(player, start, reason, based_on=record, confirmed=c)
            )
            return
        self.session.run(lambda d: d.players.withdraw_player(player, start, reason, based_on=record))

    def reinstate_selected(self) -> None:
        """Pair the selected player again from the next round; missed published rounds stay zero."""
        player = self.selected_player()
        row = None if player is None else self._row(player)
        if player is not None and row is not None:
            record = self.model.player_at(row)
            self.session.run(lambda d: d.players.reinstate_player(player, based_on=record))

    def cycle_bye(self, index: QModelIndex) -> None:
        """Art. 3.3: move a bye cell one step along none → H → Z → none, as one service command."""
        self._on_key(index, CYCLE)

    def set_read_only(self, read_only: bool) -> None:
        """A read-only file: the buttons are off (``ReadOnlyGuard``); bye keys and clicks are refused."""
        self.read_only = read_only
        off = t("Read-only file: byes cannot be changed (the banner above says why).")
        self.table.setToolTip(off if read_only else "")
        self.notice.setText(off if read_only else "")

    def _switch_eligibility(self, index: QModelIndex) -> None:
        """Key N: the player (not) eligible for a half-point bye (C.04.2 art. 3.3; Q175–176)."""
        record = self.model.player_at(index.row())
        self.session.run(lambda d: d.players.set_half_bye_barred(record.id, not record.half_bye_barred))
        row = self._row(record.id)
        if row is not None:
            self.table.setCurrentIndex(self.model.index(row, index.column()))

    def _on_key(self, index: QModelIndex, wanted: object) -> None:
        if self.read_only:
            self.notice.setText(refused_text())
            return
        if wanted == ELIGIBILITY:
            self.notice.clear()
            self._switch_eligibility(index)
            return
        round_no = self.model.round_of_column(index.column())
        if round_no is None or not self.model.is_cell_editable(index):
            if round_no is not None:
                self.notice.setText(
                    t("Round {round} is published: this cell cannot change.", round=round_no)
                    if round_no < self.model.first_editable
                    else t("Round {round} is one the player does not play: this cell cannot change.", round=round_no)
                )
            return
        self.notice.clear()
        player = self.model.player_id(index.row())
        current = self.model.bye(player, round_no)
        target = next_bye(current) if wanted == CYCLE else wanted
        if target == current:
            return
        seen = Seen(current)  # the bye shown: another desk's newer one is not overwritten
        if target is None:
            self.session.run(lambda d: d.players.cancel_bye(player, round_no, seen))
        else:
            kind = ResultCode(str(target))
            self.session.run_confirmed(self, lambda d, c: d.players.request_bye(player, round_no, kind, seen, c))
        row = self._row(player)
        if row is not None:
            self.table.setCurrentIndex(self.model.index(row, index.column()))

    def cell_index(self, player: PlayerId, round_no: int) -> QModelIndex:
        """The grid cell of ``player`` in ``round_no`` (invalid if that round is not shown)."""
        row = self._row(player)
        if round_no not in self.model.rounds or row is None:
            return QModelIndex()
        return self.model.index(row, len(FIXED_COLUMNS) + self.model.rounds.index(round_no))
