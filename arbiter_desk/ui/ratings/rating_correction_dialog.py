"""A correction for the rating report only (C.04.2 (2026) art. 4.3; VCL4THP.13 Q192–193), from the Results tab.

The board's result stays what the standings and the pairings use; the result chosen here goes to the rating
report (the TRF file's ``### Rating correction`` line) with the reason, which is required. Keys: the result list
has the focus (arrows choose), Tab goes to the reason, Enter (or Alt+O) records, Esc cancels.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.data import Changes, GameResult
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t

CHOICES: tuple[tuple[GameResult, Text | str], ...] = (
    (GameResult.WHITE_WINS, "1-0"),
    (GameResult.DRAW, "½-½"),
    (GameResult.BLACK_WINS, "0-1"),
    (GameResult.WHITE_WINS_BY_FORFEIT, tr("1F-0F (not rated)")),
    (GameResult.BLACK_WINS_BY_FORFEIT, tr("0F-1F (not rated)")),
    (GameResult.DOUBLE_FORFEIT, tr("0F-0F (not rated)")),
)
"""What a game can be corrected to for rating evaluation: a played result, or a game not to be rated."""


class RatingCorrectionDialog(QDialog):
    """Correct board ``board`` of round ``round_no`` for the rating report only; ``changes`` after ``accept``."""

    def __init__(self, session: DeskSession, round_no: int, board: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.round_no, self.board = session, round_no, board
        self.changes: Changes | None = None
        self.setWindowTitle(
            t("Rating-report correction: round {round}, board {board} (C.04.2 art. 4.3)", round=round_no, board=board)
        )
        intro = plain(
            QLabel(
                t(
                    "Art. 4.3: an error notified after the end of the next round is corrected after the tournament "
                    "and only for submission to rating evaluation. The standings and the pairings keep the result "
                    "as it stands; the TRF file lists this correction as a {line} line.",
                    line="### Rating correction",
                ),
                self,
            )
        )
        intro.setWordWrap(True)
        self.result_combo = QComboBox(self)
        for result, text in CHOICES:
            self.result_combo.addItem(shown(text), result.value)
        self.reason_edit = QLineEdit(self)
        self.reason_edit.setPlaceholderText(t("What was wrong, who notified it and when"))
        self.error_label = plain(QLabel(self))
        self.error_label.setStyleSheet("color:#b00020")
        self.error_label.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(intro)
        result_label = QLabel(t("Result for the &rating report:"), self)
        result_label.setBuddy(self.result_combo)
        reason_label = QLabel(t("R&eason:"), self)
        reason_label.setBuddy(self.reason_edit)
        form.addRow(result_label, self.result_combo)
        form.addRow(reason_label, self.reason_edit)
        form.addRow(self.error_label)
        self.buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.result_combo.setFocus()
        self.session.failed.connect(self._show_failure)

    def _show_failure(self, message: str) -> None:
        if self.isVisible():
            self.error_label.setText(message)

    def accept(self) -> None:
        """Record the correction through the services; a refusal is shown here and the dialog stays open."""
        result = GameResult(self.result_combo.currentData())
        reason = self.reason_edit.text()
        changes = self.session.run(
            lambda d: d.ratings.correct_for_rating_report(self.round_no, self.board, result, reason)
        )
        if changes is None:
            return
        self.changes = changes
        super().accept()
