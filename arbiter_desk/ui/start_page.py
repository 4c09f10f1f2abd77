"""The page shown when no tournament is open (placeholder until the desk issue lands)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from arbiter_desk import PROGRAM_NAME
from arbiter_desk.ui.session import DeskSession


class StartPage(QWidget):
    """New / Open / Import TRF / Open the demo tournament."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        title = QLabel(f"<h1>{PROGRAM_NAME}</h1><p>FIDE Swiss tournaments at the venue, offline.</p>", self)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
