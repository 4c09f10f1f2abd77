"""Answering the warning dialog by keys in tests: the real ``WarningDialog`` is shown and driven by the keys
a person would press (no answer is faked), for every flow that meets a warning (Q218–221)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import DeskWarning
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer, WarningDialog

Key = tuple[Qt.Key, Qt.KeyboardModifier]
NONE = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier
ACKNOWLEDGE: tuple[Key, ...] = ((Qt.Key.Key_Return, NONE),)
CONFIRM: tuple[Key, ...] = ((Qt.Key.Key_C, ALT),)
TWO_STEP: tuple[Key, ...] = ((Qt.Key.Key_C, ALT), (Qt.Key.Key_Y, ALT))
CANCEL: tuple[Key, ...] = ((Qt.Key.Key_Escape, NONE),)
LEAVE: tuple[Key, ...] = ((Qt.Key.Key_L, ALT),)
MNEMONIC_ANIMATION_MS = 250


def press(qtbot: QtBot, keys: Sequence[Key]) -> None:
    """Each key to the widget that has the focus, as a person types."""
    for key, modifier in keys:
        widget = QApplication.focusWidget()
        assert widget is not None, "no widget has the focus"
        qtbot.keyClick(widget, key, modifier)
        if modifier == ALT:
            qtbot.wait(MNEMONIC_ANIMATION_MS)  # a mnemonic clicks its button after a short animation


def shown(
    qtbot: QtBot, warnings: Sequence[DeskWarning], parent: QWidget | None = None, leave: bool = False
) -> WarningDialog:
    dialog = WarningDialog(warnings, parent, offer_leave_fide=leave)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: _focus_in(dialog))
    return dialog


def _focus_in(dialog: WarningDialog) -> bool:
    widget = QApplication.focusWidget()
    return widget is not None and widget.window() is dialog


class WarningScript:
    """Replaces ``prompts.confirm_warnings``: each time the desk asks, the next answer's keys are pressed in
    the real dialog; ``seen`` keeps every dialog's warnings for the test to check."""

    def __init__(self, qtbot: QtBot, answers: Sequence[Sequence[Key]]) -> None:
        self.qtbot = qtbot
        self.answers = list(answers)
        self.seen: list[tuple[DeskWarning, ...]] = []

    def __call__(
        self, parent: QWidget | None, warnings: Sequence[DeskWarning], offer_leave_fide: bool = False
    ) -> WarningAnswer:
        assert self.answers, f"an unexpected warning: {[w.title for w in warnings]}"
        dialog = shown(self.qtbot, warnings, parent, offer_leave_fide)
        self.seen.append(dialog.warnings)
        press(self.qtbot, self.answers.pop(0))
        self.qtbot.waitUntil(lambda: not dialog.isVisible())
        return dialog.answer

    @property
    def levels(self) -> list[int]:
        return [max(int(w.level) for w in ws) for ws in self.seen]


def script(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, *answers: Sequence[Key]) -> WarningScript:
    found = WarningScript(qtbot, answers)
    monkeypatch.setattr(prompts, "confirm_warnings", found)
    return found
