"""A dialog's standard buttons (OK, Cancel, Close…) in the arbiter's language: Qt names them itself, in English
unless a Qt catalog is installed, so the desk names them through its own catalogs like every other word."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from arbiter_desk.ui.common.wording import t

Standard = QDialogButtonBox.StandardButton


def worded(box: QDialogButtonBox) -> QDialogButtonBox:
    """``box`` with its standard buttons named in the arbiter's language (call it again after
    ``setStandardButtons``); returned for chaining at construction."""
    words = {
        Standard.Ok: t("OK"),
        Standard.Cancel: t("Cancel"),
        Standard.Close: t("Close"),
        Standard.Apply: t("Apply"),
        Standard.Yes: t("&Yes"),
        Standard.No: t("&No"),
    }
    for which, word in words.items():
        button = box.button(which)
        if button is not None:
            button.setText(word)
    return box
