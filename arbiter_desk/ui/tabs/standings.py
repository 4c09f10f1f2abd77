"""The Standings tab (placeholder until its issue lands)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from arbiter_desk.ui.session import DeskSession


class StandingsTab(QWidget):
    """Standings."""

    title = "Standings"

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Standings", self))
