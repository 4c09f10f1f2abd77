"""The Round pairing tab (placeholder until its issue lands)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from arbiter_desk.ui.session import DeskSession


class PairingTab(QWidget):
    """Round pairing."""

    title = "Round pairing"

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Round pairing", self))
