"""The language of the printed sheets in the two dialogs: the Tournament settings dialog keeps the
event's choice (a combo beside the event's data, reached by Tab, chosen by keys, saved with OK); the Print dialog
starts from the event's language and may print one sheet in another. Both labels go through the catalog."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from tests.ui.desk_helpers import new_desk, session_on
from tests.ui.pseudo_locale import pseudo_language  # noqa: F401  (the fixture)
from tests.ui.round_fixtures import play


def _label_of(field: QWidget) -> str:
    for form in field.window().findChildren(QFormLayout):
        label = form.labelForField(field)
        if isinstance(label, QLabel):
            return label.text()
    raise AssertionError("the combo has no label in a form")


def test_the_settings_dialog_offers_the_sheet_language_by_keys(qtbot: QtBot) -> None:
    dialog = SettingsDialog(SettingsRecord(info=replace(SettingsRecord().info, name="Open")))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    combo = dialog.sheet_language
    assert combo.isVisible() and combo.currentData() == "en"
    assert _label_of(combo) == "Language of the printed sheets"
    dialog.event_fields.round_dates.setFocus()
    qtbot.keyClick(dialog.event_fields.round_dates, Qt.Key.Key_Tab)
    assert combo.hasFocus()  # Tab reaches it after the round dates, before the pairing system
    while combo.currentData() != "fr":
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == "Français"
    qtbot.keyClick(combo, Qt.Key.Key_Tab)
    assert dialog.system.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.accepted_settings is not None and dialog.accepted_settings.sheet_language == "fr"
    dialog.grab().save(str(Path("/tmp/docs_l10n") / "settings-sheet-language.png"))


def test_escape_leaves_the_sheet_language_unchanged(qtbot: QtBot) -> None:
    dialog = SettingsDialog(replace(SettingsRecord(), sheet_language="ar"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.sheet_language.currentText() == "العربية"
    dialog.sheet_language.setCurrentIndex(0)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.accepted_settings is None


def test_the_print_dialog_starts_from_the_events_language_and_may_change_it(qtbot: QtBot, tmp_path: Path) -> None:
    desk = new_desk(tmp_path, players=4)
    play(desk, 1)
    before = desk.settings.current()
    desk.settings.update_settings(replace(before, sheet_language="ru"), based_on=before)
    dialog = PrintDialog(session_on(desk), "pairings", None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30_000)
    assert dialog.language_combo.currentData() == "ru" and dialog.options().language == "ru"
    made = dialog.document()
    assert made is not None and made.title == "Пары, тур 1"
    assert _label_of(dialog.language_combo) == "&Language of the sheet"
    dialog.language_combo.setFocus()
    while dialog.language_combo.currentData() != "it":
        qtbot.keyClick(dialog.language_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: not dialog.is_busy and dialog.document() is not None, timeout=30_000)
    document = dialog.document()
    assert document is not None and document.title == "Abbinamenti, turno 1"
    assert desk.settings.current().sheet_language == "ru"  # one print in another language leaves the event's as it was
    dialog.grab().save(str(Path("/tmp/docs_l10n") / "print-sheet-language.png"))


def test_the_labels_of_the_language_rows_go_through_the_catalog(
    qtbot: QtBot,
    tmp_path: Path,
    pseudo_language: None,  # noqa: F811
) -> None:
    settings = SettingsDialog(SettingsRecord())
    qtbot.addWidget(settings)
    settings.show()
    assert "⟦" in _label_of(settings.sheet_language)
    desk = new_desk(tmp_path, players=2)
    printing = PrintDialog(session_on(desk), "players", None)
    qtbot.addWidget(printing)
    printing.show()
    qtbot.waitUntil(lambda: not printing.is_busy, timeout=30_000)
    assert "⟦" in _label_of(printing.language_combo)
    assert printing.language_combo.property("data_text")  # the languages' own names are data
