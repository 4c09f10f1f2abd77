"""The choice of the language the sheets are printed in: a combo of the desk's languages, each named in its own
language (Français, Deutsch, العربية) — as a language picker names them, so they are data, not marked texts. The
settings dialog keeps the event's choice; the print dialog starts from it and may change it for one print."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from arbiter_desk.language import LANGUAGES


def sheet_language_combo(chosen: str, parent: QWidget | None = None) -> QComboBox:
    """A combo of the desk's languages with ``chosen`` (an ISO 639-1 code; English if unknown) selected; each
    item's data is its code."""
    combo = QComboBox(parent)
    combo.setObjectName("sheet_language")
    combo.setProperty("data_text", True)  # the languages' own names: never translated
    for spoken in LANGUAGES:
        combo.addItem(spoken.own_name, spoken.code)
    combo.setCurrentIndex(max(combo.findData(chosen), 0))
    return combo


def chosen_code(combo: QComboBox) -> str:
    """The code of the language chosen in a :func:`sheet_language_combo`."""
    return str(combo.currentData() or "en")
