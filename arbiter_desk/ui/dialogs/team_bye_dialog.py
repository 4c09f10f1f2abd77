"""A team's bye in a round not yet paired (TRF 240: Z known absence, H a drawn match, F a won match, reading T7)
or its withdrawal (C.04.2 art. 3.2 for teams: ``Z`` in every round from the one chosen)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.services.teams import BYE_KINDS

WITHDRAW = "withdraw"
CHOICES = (*((kind, f"{kind}: {text}") for kind, text in BYE_KINDS.items()), ("", "no bye (remove it)"),
           (WITHDRAW, "withdraw the team from this round on"))  # fmt: skip


class TeamByeDialog(QDialog):
    """Round and kind; ``choice()`` gives (round, kind) with kind Z/H/F, "" (remove) or ``WITHDRAW``."""

    def __init__(self, team: str, rounds: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Bye or withdrawal: {team}")
        self.round = QSpinBox(self)
        self.round.setRange(*rounds)
        self.kind = QComboBox(self)
        for key, label in CHOICES:
            self.kind.addItem(label, key)
        intro = QLabel("Only rounds not yet paired; a bye H or F is given only if the competition's rules allow it.")
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow("&Round", self.round)
        form.addRow("&What", self.kind)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self.round.setFocus()

    def choice(self) -> tuple[int, str]:
        return self.round.value(), str(self.kind.currentData())
