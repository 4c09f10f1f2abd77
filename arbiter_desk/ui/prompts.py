"""Every modal question the desk asks, in one place, so that tests replace them (``monkeypatch.setattr``).

File dialogs, message boxes and ``QDialog.exec`` are only ever called through these functions; a GUI test
patches them and never sees a real modal window (ARCHITECTURE.md, Habits).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from arbiter_desk import PROGRAM_NAME


def open_file(parent: QWidget | None, title: str, folder: Path, filters: str) -> Path | None:
    """The file the user picked to open, or None if cancelled."""
    name, _ = QFileDialog.getOpenFileName(parent, title, str(folder), filters)
    return Path(name) if name else None


def save_file(parent: QWidget | None, title: str, suggested: Path, filters: str) -> tuple[Path, str] | None:
    """The file (and the filter chosen) to write, or None if cancelled; the dialog asks before overwriting."""
    name, chosen = QFileDialog.getSaveFileName(parent, title, str(suggested), filters)
    return (Path(name), chosen) if name else None


def warn(parent: QWidget | None, message: str) -> None:
    """Tell the user that something was refused or failed."""
    QMessageBox.warning(parent, PROGRAM_NAME, message)


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """A message with rich text (About)."""
    QMessageBox.about(parent, title, text)


def confirm(parent: QWidget | None, question: str) -> bool:
    """Yes/No, No by default."""
    answer = QMessageBox.question(
        parent,
        PROGRAM_NAME,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def run_dialog(dialog: QDialog) -> bool:
    """Show ``dialog`` modally; True if accepted."""
    return dialog.exec() == QDialog.DialogCode.Accepted
