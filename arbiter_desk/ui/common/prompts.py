"""Every modal question the desk asks, in one place, so that tests replace them (``monkeypatch.setattr``).

File dialogs, message boxes and ``QDialog.exec`` are only ever called through these functions; a GUI test
patches them and never sees a real modal window (ARCHITECTURE.md, Habits).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from arbiter_desk import PROGRAM_NAME
from arbiter_desk.core.warnings import DeskWarning
from arbiter_desk.ui.common.wording import t
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer, WarningDialog

_last_folder: Path | None = None
"""The folder of the last file chosen in a file dialog (while the program runs): a dialog that would start in the
home folder starts there instead, so that the arbiter's folder is not looked for again each time."""


def _remembered(path: Path) -> Path:
    """``path`` with the home folder replaced by the folder last used (when there is one)."""
    if _last_folder is not None and path == Path.home():
        return _last_folder
    if _last_folder is not None and path.parent == Path.home():
        return _last_folder / path.name
    return path


def _remember(path: Path) -> None:
    global _last_folder
    _last_folder = path.parent


def open_file(parent: QWidget | None, title: str, folder: Path, filters: str) -> Path | None:
    """The file the user picked to open, or None if cancelled (the dialog starts in the folder last used)."""
    name, _ = QFileDialog.getOpenFileName(parent, title, str(_remembered(folder)), filters)
    if not name:
        return None
    _remember(Path(name))
    return Path(name)


def save_file(parent: QWidget | None, title: str, suggested: Path, filters: str) -> tuple[Path, str] | None:
    """The file (and the filter chosen) to write, or None if cancelled; the dialog asks before overwriting."""
    name, chosen = QFileDialog.getSaveFileName(parent, title, str(_remembered(suggested)), filters)
    if not name:
        return None
    _remember(Path(name))
    return Path(name), chosen


def _name_buttons(box: QMessageBox) -> None:
    """The standard buttons in the arbiter's language (the desk's own catalog, whatever Qt's catalogs hold)."""
    for standard, text in (
        (QMessageBox.StandardButton.Ok, t("OK")),
        (QMessageBox.StandardButton.Yes, t("&Yes")),
        (QMessageBox.StandardButton.No, t("&No")),
        (QMessageBox.StandardButton.Cancel, t("Cancel")),
    ):
        button = box.button(standard)
        if button is not None:
            button.setText(text)


def warn(parent: QWidget | None, message: str) -> None:
    """Tell the user that something was refused or failed (plain text: names are shown as typed)."""
    box = QMessageBox(QMessageBox.Icon.Warning, PROGRAM_NAME, message, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    _name_buttons(box)
    box.exec()


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """A message with rich text written by the program itself (About)."""
    QMessageBox.about(parent, title, text)


def confirm(parent: QWidget | None, question: str) -> bool:
    """Yes/No, No by default (plain text)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        PROGRAM_NAME,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    _name_buttons(box)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box.exec() == QMessageBox.StandardButton.Yes


def choose(parent: QWidget | None, message: str, choices: tuple[tuple[str, str], ...]) -> str | None:
    """A question with several answers (``(key, button text)``, the first the default) and Cancel: the key
    of the answer, or None (plain text)."""
    box = QMessageBox(QMessageBox.Icon.Question, PROGRAM_NAME, message, QMessageBox.StandardButton.Cancel, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    _name_buttons(box)
    buttons = {key: box.addButton(text, QMessageBox.ButtonRole.AcceptRole) for key, text in choices}
    if choices:
        box.setDefaultButton(buttons[choices[0][0]])
    box.exec()
    return next((key for key, button in buttons.items() if box.clickedButton() is button), None)


IN_USE_CHOICES = ("read_only", "take_over")


def choose_in_use(parent: QWidget | None, message: str) -> str | None:
    """Another desk has the file open: ``read_only``, ``take_over`` or None (cancel, the default)."""
    box = QMessageBox(QMessageBox.Icon.Question, PROGRAM_NAME, message, QMessageBox.StandardButton.Cancel, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    _name_buttons(box)
    read_only = box.addButton(t("Open &read-only"), QMessageBox.ButtonRole.AcceptRole)
    take_over = box.addButton(t("&Take over"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return "read_only" if clicked is read_only else "take_over" if clicked is take_over else None


def ask_text(parent: QWidget | None, title: str, label: str) -> str | None:
    """One line of text (e.g. a reason), or None if cancelled."""
    text, ok = QInputDialog.getText(parent, title, label)
    return text if ok else None


def ask_password(parent: QWidget | None, title: str, label: str) -> str | None:
    """A password, typed hidden; None if cancelled."""
    text, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Password)
    return text if ok else None


def system_dialog(parent: QWidget | None, message: str, choices: Sequence[tuple[str, str]]) -> QInputDialog:
    """The "Pairing system of the file" question: a list of ``(key, label)``, the first selected."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(t("Pairing system of the file"))
    dialog.setLabelText(message)
    dialog.setComboBoxItems([label for _key, label in choices])
    dialog.setComboBoxEditable(False)
    return dialog


def choose_system(parent: QWidget | None, message: str, choices: Sequence[tuple[str, str]]) -> str | None:
    """The key of the system the arbiter picks for a file that names none, or None if cancelled."""
    dialog = system_dialog(parent, message, choices)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    labels = [label for _key, label in choices]
    return choices[labels.index(dialog.textValue())][0]


def run_dialog(dialog: QDialog) -> bool:
    """Show ``dialog`` modally; True if accepted."""
    return dialog.exec() == QDialog.DialogCode.Accepted


def confirm_warnings(
    parent: QWidget | None, warnings: Sequence[DeskWarning], offer_leave_fide: bool = False
) -> WarningAnswer:
    """Show ``warnings`` in the one warning dialog (checklist levels 2–5); the arbiter's answer."""
    dialog = WarningDialog(warnings, parent, offer_leave_fide)
    dialog.exec()
    return dialog.answer
