"""The result of Tournament → Check all rounds…: one line saying whether every round agrees, then the checker's
round-by-round account (C.04.2 (2026) art. 1.4)."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from arbiter_desk.core.text import tr
from arbiter_desk.services.pairing.rounds_check import RoundsCheckResult
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t

HISTORICAL_NOTE = tr("Historical rules: a superseded text, for re-checking and re-pairing old events.")


class RoundsCheckDialog(QDialog):
    """Shows a :class:`RoundsCheckResult`; Close (Enter or Escape) ends it."""

    def __init__(self, result: RoundsCheckResult, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Check all rounds"))
        self.result_shown = result
        clean = result.report.is_clean
        self.summary = plain(QLabel(shown(result.summary), self))
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(f"font-weight: bold; color: {'#1b5e20' if clean else '#b00020'};")
        self.note = plain(QLabel(shown(HISTORICAL_NOTE), self))
        self.note.setStyleSheet("color: #5a5a5a;")
        self.note.setVisible(result.historical)
        self.details = QPlainTextEdit(result.report.to_text(), self)
        self.details.setReadOnly(True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setMinimumSize(640, 320)
        self.buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self))
        self.buttons.rejected.connect(self.reject)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.note)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.buttons)
        self.setTabOrder(self.details, close)
        close.setFocus()
