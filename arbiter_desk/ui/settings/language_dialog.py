"""View → Language…: the language of the desk's screens, chosen from the seven the desk speaks, each by its own
name (so an arbiter who cannot read the present language still finds his). The choice is kept in the desk's
settings (``ui.desk_language``) and applies at the next start: the window is built in one language, never
half-translated while it runs.

Keyboard: the arrows choose, Enter keeps the choice, Escape leaves the language as it was; F1 opens the guide's page.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from arbiter_desk.language import LANGUAGES, Language, active, language
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.wording import t
from arbiter_desk.ui.settings.desk_language import choose_language, chosen_language


class LanguageDialog(QDialog):
    """The seven languages by their own names, the present one selected; ``chosen`` once accepted."""

    def __init__(self, current: Language, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Language"))
        self.chosen: Language | None = None
        intro = QLabel(t("The language of the desk's screens. It applies after a restart of the desk."), self)
        intro.setWordWrap(True)
        self.languages = QListWidget(self)
        self.languages.setObjectName("languages")
        for spoken in LANGUAGES:
            item = QListWidgetItem(spoken.own_name, self.languages)
            item.setData(Qt.ItemDataRole.UserRole, spoken.code)
            # each name in its own direction: العربية reads right to left even in a left-to-right window
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight if spoken.right_to_left else Qt.AlignmentFlag.AlignLeft)
            if spoken.code == current.code:
                self.languages.setCurrentItem(item)
        if self.languages.currentItem() is None:
            self.languages.setCurrentRow(0)
        self.languages.itemActivated.connect(lambda _item: self._keep())
        label = QLabel(t("&Language of the screens"), self)
        label.setBuddy(self.languages)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(t("OK"))
        ok.setDefault(True)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        buttons.accepted.connect(self._keep)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(label)
        layout.addWidget(self.languages)
        layout.addWidget(buttons)
        self.languages.setFocus()

    def _keep(self) -> None:
        item = self.languages.currentItem()
        if item is None:
            return
        self.chosen = language(str(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()


def present_language(settings: QSettings) -> Language:
    """The language the dialog shows selected: the one kept for the next start, else the one spoken now."""
    return chosen_language(settings) or active()


def choose_desk_language(settings: QSettings, parent: QWidget | None = None) -> Language | None:
    """View → Language…: ask, keep the choice for the next start; the language chosen (None if cancelled)."""
    dialog = LanguageDialog(present_language(settings), parent)
    if not prompts.run_dialog(dialog) or dialog.chosen is None:
        return None
    choose_language(settings, dialog.chosen)
    return dialog.chosen
