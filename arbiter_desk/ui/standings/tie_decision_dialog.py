"""Decide a tie the tie-break list leaves (VCL4THP.13 Q205 by hand, Q207 values entered such as a play-off).

The dialog lists the tied group of the selected player in the standings after the last published round;
Ctrl+Up / Ctrl+Down move the current player (ranking by hand), or the arbiter chooses "Values entered", names what
decided (Play-off, Armageddon…) and types each player's value in the Value column. OK runs one desk command,
confirmed at level 3 (``services.tie_decisions``).
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.tie_decisions import BY_HAND
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import t

HAND, VALUES = 0, 1


class _OrderTable(QTableWidget):
    """The tied players; Ctrl+Up / Ctrl+Down move the current one (the order is the hand ranking)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(Qt.Key(event.key()))
        if step is not None and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.move_current(step)
            return
        super().keyPressEvent(event)

    def move_current(self, step: int) -> None:
        row, column = self.currentRow(), max(self.currentColumn(), 0)
        target = row + step
        if row < 0 or not 0 <= target < self.rowCount():
            return
        for col in range(self.columnCount()):
            upper, lower = self.takeItem(row, col), self.takeItem(target, col)
            self.setItem(row, col, lower)
            self.setItem(target, col, upper)
        self.setCurrentCell(target, column)


class TieDecisionDialog(QDialog):
    def __init__(self, players: list[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Decide a tie"))
        intro = plain(
            QLabel(
                t(
                    "These players are tied on points and on every tie-break of the list (standings after the last "
                    "published round). Where the regulations provide for it, rank them by hand (Ctrl+Up / Ctrl+Down "
                    "move a player) or enter the values that decided them, e.g. a play-off (checklist Q205, Q207)."
                ),
                self,
            )
        )
        intro.setWordWrap(True)
        self.method = QComboBox(self)
        self.method.addItems([t("Rank by hand (the order below)"), t("Values entered (higher first)")])
        self.label = QLineEdit(t("Play-off"), self)
        self.label.setToolTip(t("What decided the tie, in a few words: Play-off, Armageddon, Blitz match…"))
        self.table = _OrderTable(len(players), 3, self)
        self.table.setHorizontalHeaderLabels(["TPN", t("Name"), t("Value")])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed | QAbstractItemView.EditTrigger.DoubleClicked
        )
        for row, (tpn, name) in enumerate(players):
            for col, text in enumerate((str(tpn), name, "")):
                item = QTableWidgetItem(text)
                if col < 2:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        self.table.setCurrentCell(0, 1)
        self.error = plain(QLabel(self))
        self.error.setStyleSheet("color: #a00000")
        form = QFormLayout()
        form.addRow(t("&Decided by"), self.method)
        form.addRow(t("&What decided"), self.label)
        buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        )
        buttons.accepted.connect(self._accept_if_valid)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.method.currentIndexChanged.connect(self._on_method)
        self._on_method(HAND)
        self.setMinimumWidth(520)
        self.table.setFocus()

    def _on_method(self, index: int) -> None:
        values = index == VALUES
        self.label.setEnabled(values)
        self.table.setColumnHidden(2, not values)

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return "" if item is None else item.text()

    def order(self) -> list[int]:
        return [int(self._text(r, 0)) for r in range(self.table.rowCount())]

    def values(self) -> list[Decimal]:
        """The values typed, in table order; raises ``ValueError`` naming the player of a bad one."""
        out = []
        for row in range(self.table.rowCount()):
            text = self._text(row, 2).strip().replace(",", ".")
            try:
                out.append(Decimal(text))
            except InvalidOperation:
                name = self._text(row, 1)
                raise ValueError(
                    t("{player}: the value must be a number such as 1.5, not {typed}", player=name, typed=repr(text))
                ) from None
        return out

    def decision(self) -> tuple[list[int], str, list[Decimal]]:
        """(TPNs in order, label, values) for ``desk.standings.decide_tie``."""
        if self.method.currentIndex() == HAND:
            return self.order(), BY_HAND, []
        return self.order(), self.label.text().strip(), self.values()

    def _accept_if_valid(self) -> None:
        try:
            self.decision()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()


def decide_tie(session: DeskSession, parent: QWidget, tpn: int | None) -> None:
    """The Standings tab's "Decide tie…": the tied group of player ``tpn``, the dialog, then the command."""
    if tpn is None or not session.is_open:
        return
    groups = session.query(lambda d: d.standings.tied_groups())
    group = next((g for g in groups if tpn in g), None)
    if group is None:
        session.failed.emit(
            t(
                "Player {tpn} is not tied on points and every tie-break after the last published round: only such a "
                "tie can be decided by hand or by a play-off.",
                tpn=tpn,
            )
        )
        return
    names = {int(p.tpn): p.name for p in session.query(lambda d: d.players.all())}
    dialog = TieDecisionDialog([(int(t), names[int(t)]) for t in group], parent)
    if not prompts.run_dialog(dialog):
        return
    order, label, values = dialog.decision()
    session.run_confirmed(parent, lambda d, c: d.standings.decide_tie(order, label, values, confirmed=c))
