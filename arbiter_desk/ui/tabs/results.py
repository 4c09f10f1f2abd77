"""The Results tab (placeholder until its issue lands)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from arbiter_desk.ui.session import DeskSession


class ResultsTab(QWidget):
    """Results."""

    title = "Results"

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Results", self))
