"""The page shown when no tournament is open: New / Open / Import TRF / the demo, and the recent files.

The buttons trigger the very actions of the File menu (declared once in ``actions``); a recent file opens
with a double click or Enter.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk import PROGRAM_NAME
from arbiter_desk.core.text import Text, tr
from arbiter_desk.ui.common.plain_text import tooltip
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.shell.actions import DeskActions

NOTE_STYLE = "color: #5a5a5a;"
BUTTONS: tuple[tuple[str, Text, Text], ...] = (
    ("new", tr("New tournament…"), tr("Create an empty tournament and register the players")),
    ("open", tr("Open…"), tr("Continue a tournament saved on this computer")),
    ("import_trf", tr("Import TRF…"), tr("Start from a TRF-16 or TRF-2026 file, with its played rounds")),
    (
        "open_demo",
        tr("Open the demo tournament"),
        tr("24 players, 7 rounds: rounds 1–3 played, round 4 ready to pair"),
    ),
)


class StartPage(QWidget):
    """New / Open / Import TRF / Open the demo tournament, and the recently opened files."""

    def __init__(
        self,
        session: DeskSession,
        actions: DeskActions,
        open_path: Callable[[Path], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self._open_path = open_path
        title = QLabel(
            t("<h1>{program}</h1><p>FIDE Swiss tournaments at the venue, offline.</p>", program=PROGRAM_NAME), self
        )
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        for row, (key, text, help_text) in enumerate(BUTTONS):
            button = QPushButton(shown(text), self)
            button.setMinimumWidth(220)
            button.setToolTip(actions[key].toolTip())
            button.clicked.connect(actions[key].trigger)
            self.buttons[key] = button
            note = QLabel(shown(help_text), self)
            note.setStyleSheet(NOTE_STYLE)
            grid.addWidget(button, row, 0)
            grid.addWidget(note, row, 1)
        self.recent_list = QListWidget(self)
        self.recent_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.recent_list.setMaximumHeight(self.recent_list.fontMetrics().height() * 12)
        self.recent_list.itemActivated.connect(self._open_item)
        self.no_recent = QLabel(t("No tournament opened yet on this computer."), self)
        self.no_recent.setStyleSheet(NOTE_STYLE)
        separator = QFrame(self)
        separator.setFrameShape(QFrame.Shape.HLine)
        column = QVBoxLayout()
        column.addSpacing(24)
        column.addWidget(title)
        column.addLayout(grid)
        column.addSpacing(12)
        column.addWidget(separator)
        column.addWidget(QLabel(t("<b>Recent tournaments</b> (double-click to open)"), self))
        column.addWidget(self.recent_list)
        column.addWidget(self.no_recent)
        column.addStretch(1)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 3)
        outer.addStretch(1)

    def set_recent(self, paths: list[Path], descriptions: dict[Path, str] | None = None) -> None:
        """Show the recent files, newest first: event and round state when known, then file and folder."""
        self.recent_list.clear()
        for path in paths:
            described = (descriptions or {}).get(path, "")
            text = f"{described}    —    {path}" if described else f"{path.stem}    —    {path.parent}"
            item = QListWidgetItem(text, self.recent_list)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(tooltip(str(path)))
        self.recent_list.setVisible(bool(paths))
        self.no_recent.setVisible(not paths)

    def _open_item(self, item: QListWidgetItem) -> None:
        self._open_path(Path(str(item.data(Qt.ItemDataRole.UserRole))))
