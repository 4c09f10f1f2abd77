"""Byes and withdrawals as a dialog, so that Registration and Round pairing reach them too (C.04.2 (2026)
art. 3.2, 3.3): the same panel as the Late entries tab, on the player selected where it was opened."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from arbiter_desk.services.event.data import Changes, PlayerId
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import t
from arbiter_desk.ui.registration.byes_panel import ByesPanel


class ByesDialog(QDialog):
    """The grid of byes of every round with Withdraw… / Reinstate; changes apply at once (one command each)."""

    def __init__(self, session: DeskSession, player: PlayerId | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Byes and withdrawals"))
        self.panel = ByesPanel(session, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(t("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 1)
        layout.addWidget(buttons)
        self.resize(900, 560)
        session.changed.connect(self._on_changed)
        self.panel.reload()
        if player is not None:
            first = self.panel.model.first_editable
            rounds = self.panel.model.rounds
            column = 3 + rounds.index(first) if first in rounds else 1
            self.panel.select_player(player, column)
        self.panel.table.setFocus()

    def _on_changed(self, changes: Changes) -> None:
        self.panel.on_changed(changes)
