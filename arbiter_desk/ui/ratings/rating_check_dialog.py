"""Tournament → Check ratings against the lists: the consistency check's report (checklist Q137–144).

It names the list valid for the event and the warnings (a local list older than that, no list installed), then
one row per player whose rating differs, each with a tick box, none ticked: nothing changes unless the arbiter
ticks players and presses Apply (Q143–144). Keyboard: ↑/↓ move, Space ticks, Ctrl+A ticks all, Enter applies.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
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

from arbiter_desk.core.text import tr
from arbiter_desk.services.ratings.rating_check import CheckReport, Finding
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t

HEADERS = (tr("Player"), tr("FIDE id"), tr("Stored"), tr("In the list"), tr("List"))


class RatingCheckDialog(QDialog):
    """Shows a ``CheckReport``; ``chosen`` is the findings ticked when Apply was pressed."""

    def __init__(self, report: CheckReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.chosen: list[Finding] = []
        self.setWindowTitle(t("Rating consistency check"))
        self.summary = plain(QLabel(t("{summary}.", summary=report.summary), self))
        self.summary.setWordWrap(True)
        self.warnings = plain(QLabel("\n".join("⚠ " + shown(w.text) for w in report.warnings), self))
        self.warnings.setObjectName("warnings")
        self.warnings.setWordWrap(True)
        self.warnings.setVisible(bool(report.warnings))
        self.table = QTableWidget(len(report.findings), len(HEADERS), self)
        self.table.setHorizontalHeaderLabels([shown(header) for header in HEADERS])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, finding in enumerate(report.findings):
            d = finding.discrepancy
            listed = t("not in the list") if d.listed is None else (str(d.listed) if d.listed else t("unrated"))
            cells = (d.name, str(d.fide_id or ""), str(d.stored or t("unrated")), listed, shown(finding.list.label))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(Qt.CheckState.Unchecked)
                self.table.setItem(row, column, item)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setVisible(bool(report.findings))
        if report.findings:
            self.table.setCurrentCell(0, 0)
        self.hint = QLabel(
            t(
                "Nothing is changed by the check. Tick the players to update (Space; Ctrl+A all) and press Apply; "
                "players not in the list keep their rating unless ticked (they then become unrated)."
            ),
            self,
        )
        self.hint.setWordWrap(True)
        self.hint.setVisible(bool(report.findings))
        self.buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self))
        self.apply_button = self.buttons.addButton(
            t("&Apply the ticked ratings"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.apply_button.setVisible(bool(report.findings))
        self.apply_button.setDefault(bool(report.findings))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.warnings)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        self.resize(640, 380 if report.findings else 160)
        toggle = QShortcut(QKeySequence("Space"), self.table)
        toggle.setContext(Qt.ShortcutContext.WidgetShortcut)
        toggle.activated.connect(self._toggle_current)
        every = QShortcut(QKeySequence("Ctrl+A"), self.table)
        every.setContext(Qt.ShortcutContext.WidgetShortcut)
        every.activated.connect(self._tick_all)

    def _box(self, row: int) -> QTableWidgetItem:
        item = self.table.item(row, 0)
        assert item is not None
        return item

    def _toggle_current(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            box = self._box(row)
            ticked = box.checkState() == Qt.CheckState.Checked
            box.setCheckState(Qt.CheckState.Unchecked if ticked else Qt.CheckState.Checked)

    def _tick_all(self) -> None:
        for row in range(self.table.rowCount()):
            self._box(row).setCheckState(Qt.CheckState.Checked)

    def ticked(self) -> list[Finding]:
        return [f for row, f in enumerate(self.report.findings) if self._box(row).checkState() == Qt.CheckState.Checked]

    def accept(self) -> None:
        self.chosen = self.ticked()
        super().accept()
