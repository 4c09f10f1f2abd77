"""Withdraw a participant (C.04.2 (2026) art. 3.2): from which round, and why (kept with the player and
written to the journal); or expel the participant (checklist Q197–198), which also leaves the player out of the
standings."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.names import isolated
from arbiter_desk.services.event.data import PlayerRecord
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import t


class WithdrawDialog(QDialog):
    """The round the withdrawal starts (the first unpublished one or later) and the reason."""

    def __init__(self, player: PlayerRecord, rounds: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Withdraw {name}", name=player.name))
        intro = plain(  # the name as typed, never markup
            QLabel(
                t(
                    "{name} (#{tpn}) will not be paired any more from the round chosen on (C.04.2 art. 3.2). "
                    "Results already played stay; Reinstate undoes the withdrawal.",
                    name=isolated(player.name),
                    tpn=player.tpn,
                ),
                self,
            )
        )
        intro.setWordWrap(True)
        self.from_round = QSpinBox(self)
        self.from_round.setRange(*rounds)
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(t("e.g. illness, left the venue, did not appear twice"))
        form = QFormLayout()
        form.addRow(t("From &round"), self.from_round)
        form.addRow(t("R&eason"), self.reason)
        self.expelled = QCheckBox(t("E&xpelled: a disciplinary decision; also left out of the standings"), self)
        self.expelled.setToolTip(
            t(
                "Checklist Q197–198: an expelled player is not paired and not ranked; the games played stay in the "
                "opponents' tie-breaks. The TRF file gets a '### Expelled' line."
            )
        )
        form.addRow("", self.expelled)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(t("Withdraw"))
        ok.setDefault(True)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        self.expelled.toggled.connect(lambda on: ok.setText(t("Expel") if on else t("Withdraw")))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)
        self.reason.setFocus()
