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

from arbiter_desk.core.text import Text, tr
from arbiter_desk.ui.common.wording import shown, t, t_p

WITHDRAW = "withdraw"
CHOICES: tuple[tuple[str, Text], ...] = (
    ("Z", tr("Z: known absence (0)")),
    ("H", tr("H: half-point bye (a drawn match)")),
    ("F", tr("F: full-point bye (a won match)")),
    ("", tr("no bye (remove it)")),
    (WITHDRAW, tr("withdraw the team from this round on")),
)
"""The TRF 240 codes (``services.teams.BYE_KINDS``), no bye, or the withdrawal."""


class TeamByeDialog(QDialog):
    """Round and kind; ``choice()`` gives (round, kind) with kind Z/H/F, "" (remove) or ``WITHDRAW``."""

    def __init__(self, team: str, rounds: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Bye or withdrawal: {team}", team=team))
        self.round = QSpinBox(self)
        self.round.setRange(*rounds)
        self.kind = QComboBox(self)
        for key, label in CHOICES:
            self.kind.addItem(shown(label), key)
        intro = QLabel(t("Only rounds not yet paired; a bye H or F is given only if the competition's rules allow it."))
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow(t_p("tournament round", "&Round"), self.round)
        form.addRow(t("&What"), self.kind)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
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
