"""Tournament → Exchange two pairing numbers (C.04.2 art. 2.3; checklist Q148–152): pick two participants; the
warning of the exchange (level 3, level 4 after round 4) is asked by the caller before anything changes.

Keyboard: Tab walks the two lists; typing a number or name jumps in a list; Enter is Exchange.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from arbiter_desk.services.event.data import PlayerId, PlayerRecord
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import t


class TpnExchangeDialog(QDialog):
    """``pair`` (two player ids) once accepted with two different participants."""

    def __init__(self, players: Sequence[PlayerRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Exchange two pairing numbers"))
        self.pair: tuple[PlayerId, PlayerId] | None = None
        self.first = QComboBox(self)
        self.second = QComboBox(self)
        for combo in (self.first, self.second):
            for p in sorted(players, key=lambda p: p.tpn):
                rating = str(p.rating_for_pairing) if p.rating_for_pairing else t("unrated")
                combo.addItem(t("{tpn}. {name} ({rating})", tpn=p.tpn, name=p.name, rating=rating), int(p.id))
        self.second.setCurrentIndex(min(1, self.second.count() - 1))
        self.message = plain(QLabel(self))
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        self.ok = self.buttons.addButton(t("E&xchange"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(t("&First participant"), self.first)
        form.addRow(t("&Second participant"), self.second)
        note = QLabel(t("Meant for participants of equal tournament rating (C.04.2 art. 2.2–2.3); you confirm next."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

    def accept(self) -> None:
        first, second = PlayerId(int(self.first.currentData())), PlayerId(int(self.second.currentData()))
        if first == second:
            self.message.setText(t("Choose two different participants."))
            return
        self.pair = (first, second)
        super().accept()
