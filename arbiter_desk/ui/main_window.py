"""The main window: composes the start page and, later, the tournament tabs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from arbiter_desk import PROGRAM_NAME, __version__


class MainWindow(QMainWindow):
    """Top-level window of Arbiter Desk."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(PROGRAM_NAME)
        self.resize(1100, 720)
        page = QWidget(self)
        layout = QVBoxLayout(page)
        title = QLabel(f"<h1>{PROGRAM_NAME}</h1><p>FIDE Swiss tournaments at the venue, offline.</p>", page)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        self.setCentralWidget(page)
        self.statusBar().showMessage(f"{PROGRAM_NAME} {__version__} — no tournament open")
