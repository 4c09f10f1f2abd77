"""View → Language… driven by keys: the seven languages by their own names, the one kept for the
next start selected; the arrows choose, Enter keeps the choice in the desk's settings (``desk/language``), Escape
leaves it as it was; the language applies after a restart (the window in front keeps speaking its language), and
F1 opens the guide's page on it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from arbiter_desk.language import LANGUAGES, active, language
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.settings.desk_language import KEY, choose_language, chosen_language
from arbiter_desk.ui.settings.language_dialog import LanguageDialog, choose_desk_language
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings


def _typed(qtbot: QtBot, *keys: Qt.Key) -> Callable[[QDialog], bool]:
    """A ``prompts.run_dialog`` that shows the dialog and types ``keys`` where the keyboard focus is."""

    def run(dialog: QDialog) -> bool:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for key in keys:
            qtbot.keyClick(dialog.focusWidget() or dialog, key)
        return dialog.result() == QDialog.DialogCode.Accepted

    return run


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    kept = isolated_settings(tmp_path)
    choose_language(kept, language("fr"))
    return kept


def test_the_seven_languages_by_their_own_names_the_kept_one_selected_and_the_restart_said(
    qtbot: QtBot, settings: QSettings
) -> None:
    dialog = LanguageDialog(chosen_language(settings) or active())
    qtbot.addWidget(dialog)
    dialog.show()
    names = [dialog.languages.item(row).text() for row in range(dialog.languages.count())]
    assert names == [spoken.own_name for spoken in LANGUAGES] and "العربية" in names and "Русский" in names
    assert dialog.languages.currentItem().text() == "Français"
    assert dialog.focusWidget() is dialog.languages
    assert any("after a restart" in label.text() for label in dialog.findChildren(QLabel))


def test_down_and_enter_keep_the_next_language_for_the_next_start(
    qtbot: QtBot, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(prompts, "run_dialog", _typed(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Return))
    chosen = choose_desk_language(settings)
    assert chosen is not None and chosen.code == "es"
    assert settings.value(KEY) == "es"
    assert active().code == "en"  # the window in front keeps its language until the restart


def test_escape_leaves_the_language_as_it_was(
    qtbot: QtBot, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(prompts, "run_dialog", _typed(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Escape))
    assert choose_desk_language(settings) is None
    assert settings.value(KEY) == "fr"


def test_the_view_menu_opens_it_and_the_status_line_says_when_it_applies(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    action = window.desk_actions["language"]
    assert action in window.menus["&View"].actions() and action.isEnabled()  # no tournament needed
    assert action.text() == "Lan&guage…"
    seen: list[str] = []

    def run(dialog: QDialog) -> bool:
        seen.append(window.guide_help.target_for(dialog))
        return _typed(qtbot, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_End, Qt.Key.Key_Return)(dialog)

    monkeypatch.setattr(prompts, "run_dialog", run)
    action.trigger()
    assert chosen_language(window.settings) == language("ar")
    assert "العربية" in window.statusBar().currentMessage() and "next start" in window.statusBar().currentMessage()
    assert seen == ["languages.html#the-language-of-the-screens"]  # F1 in the dialog
