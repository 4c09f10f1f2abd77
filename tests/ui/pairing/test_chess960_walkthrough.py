"""Checklist Q222 "done when": a Chess960 event by keys, from Tournament → Chess960… to printed pairings showing
each round's starting position (FIDE Laws of Chess, Guidelines II).

Tournament menu (Alt+T, 9): the Chess960 dialog — Alt+C makes it a Chess960 event with the shown seed, round 2's
position typed as a back rank over the lot's, Enter keeps it. Then each round: Ctrl+Shift+P pairs, File → Print
(Ctrl+P) shows the pairings (the draft's) in a print preview (Alt+V), Ctrl+Shift+U publishes, the results typed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.chess960 import draw, position
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.pairing.chess960_dialog import Chess960Dialog
from arbiter_desk.ui.printing.print_dialog import DocumentPreviewDialog, PrintDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings, new_desk

CTRL, SHIFT, ALT = (
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.AltModifier,
)
SEED = 424242


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "no active window"
    QTest.keyClick(target, key, modifier)


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


class Arbiter:
    """Stands in for ``prompts.run_dialog``: shows each dialog and plays it by keys."""

    def __init__(self, qtbot: QtBot, shots: Path) -> None:
        self.qtbot, self.shots = qtbot, shots
        self.printed: list[str] = []

    def __call__(self, dialog: QDialog) -> bool:
        dialog.setModal(True)
        dialog.show()
        self.qtbot.waitExposed(dialog)
        dialog.activateWindow()
        self.qtbot.waitUntil(dialog.isActiveWindow)
        if isinstance(dialog, Chess960Dialog):
            self.chess960(dialog)
        elif isinstance(dialog, PrintDialog):
            self.print_pairings(dialog)
        elif isinstance(dialog, DocumentPreviewDialog):
            self.qtbot.wait(50)
            dialog.grab().save(str(self.shots / f"preview_{len(self.printed)}.png"))
            press(Qt.Key.Key_Escape)
        else:
            pytest.fail(f"unexpected dialog {dialog.windowTitle()}")
        owner = dialog.parentWidget()
        if owner is not None:
            owner.window().activateWindow()
            self.qtbot.waitUntil(owner.window().isActiveWindow)
        return dialog.result() == QDialog.DialogCode.Accepted

    def chess960(self, dialog: Chess960Dialog) -> None:
        assert focus() is dialog.on and not dialog.table.isEnabled()
        press(Qt.Key.Key_C, ALT)  # the mnemonic ticks "Chess960 event"
        self.qtbot.waitUntil(dialog.on.isChecked)
        dialog.seed.setFocus()
        dialog.seed.selectAll()
        QTest.keyClicks(dialog.seed, str(SEED))
        press(Qt.Key.Key_Tab)  # New seed
        press(Qt.Key.Key_Tab)  # the table of rounds
        assert focus() is dialog.table
        dialog.table.setCurrentCell(1, 1)  # round 2's position
        press(Qt.Key.Key_F2)  # edit the cell
        self.qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit))
        QTest.keyClick(focus(), Qt.Key.Key_A, CTRL)
        QTest.keyClicks(focus(), "bbqnnrkr")
        press(Qt.Key.Key_Return)
        self.qtbot.waitUntil(lambda: dialog.table.item(1, 2).text() == "BBQNNRKR")
        dialog.grab().save(str(self.shots / "chess960_dialog.png"))
        dialog.on.setFocus()
        press(Qt.Key.Key_Return)  # OK, the default button

    def print_pairings(self, dialog: PrintDialog) -> None:
        self.qtbot.waitUntil(lambda: not dialog.is_busy and dialog.preview_button.isEnabled(), timeout=20_000)
        document = dialog.document()
        assert document is not None and document.title.startswith("Pairings, round")
        self.printed.append("\n".join(document.text_lines()))
        with self.qtbot.waitSignal(dialog.preview_button.clicked):
            press(Qt.Key.Key_V, ALT)
        press(Qt.Key.Key_Escape)


def test_q222_a_chess960_event_by_keys_prints_each_rounds_position(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    arbiter = Arbiter(qtbot, tmp_path)
    monkeypatch.setattr(prompts, "run_dialog", arbiter)
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: pytest.fail(f"refused: {text}"))
    desk = new_desk(tmp_path, players=6)
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    window.session.attach(desk)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    press(Qt.Key.Key_T, ALT)  # the Tournament menu
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    menu = QApplication.activePopupWidget()
    assert menu is not None
    QTest.keyClick(menu, Qt.Key.Key_9)  # Chess960…
    qtbot.waitUntil(lambda: desk.rounds.chess960() is not None)
    setting = desk.rounds.chess960()
    assert setting is not None and setting.seed == SEED and setting.entered == ((2, 0),)

    pairing = window.pairing_tab
    expected = {1: draw(SEED, 1), 2: 0}
    for rnd in (1, 2):
        press(Qt.Key.Key_P, CTRL | SHIFT)
        qtbot.waitUntil(lambda r=rnd: len(desk.rounds.all()) == r and not pairing.worker.is_busy, timeout=20_000)
        press(Qt.Key.Key_P, CTRL)  # File → Print: the draft's pairings
        qtbot.waitUntil(lambda r=rnd: len(arbiter.printed) == r, timeout=20_000)
        number = expected[rnd]
        assert f"Chess960 starting position {number}: {position(number)}" in arbiter.printed[-1], rnd
        press(Qt.Key.Key_U, CTRL | SHIFT)
        press(Qt.Key.Key_4, CTRL)  # the Results tab, at the round being played
        for _board in desk.rounds.boards(rnd):
            QTest.keyClick(focus(), "1")
        qtbot.waitUntil(lambda r=rnd: all(b.white_result is not None for b in desk.rounds.boards(r)))
