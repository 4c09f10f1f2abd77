"""Standings → Norms… by keys only: the 9-round event's norms (B.01 effective 1 January 2024), the selected
norm's IT1 in a real print preview, the round chooser, and the event inputs typed into their dialog."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintPreviewWidget
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.printing.print_dialog import DocumentPreviewDialog
from arbiter_desk.ui.standings.norm_settings_dialog import NormSettingsDialog
from arbiter_desk.ui.standings.norms_dialog import NormsDialog
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.services.standings.norms_event import norms_desk
from tests.ui.desk_helpers import session_on
from tests.ui.warning_keys import ALT, MNEMONIC_ANIMATION_MS

NO = Qt.KeyboardModifier.NoModifier
Key = tuple[Qt.Key, Qt.KeyboardModifier]


def press(qtbot: QtBot, keys: list[Key]) -> None:
    for key, modifier in keys:
        qtbot.keyClick(QApplication.focusWidget(), key, modifier)
        if modifier == ALT:
            qtbot.wait(MNEMONIC_ANIMATION_MS)


def typed(qtbot: QtBot, text: str) -> None:
    qtbot.keyClicks(QApplication.focusWidget(), text)


class Screens:
    """Replaces ``prompts.run_dialog``: shows each dialog for real and plays its part by keys."""

    def __init__(self, qtbot: QtBot, tmp_path: Path) -> None:
        self.qtbot, self.tmp_path = qtbot, tmp_path
        self.parts: dict[type, Callable[[QDialog], None]] = {}
        self.seen: list[QDialog] = []
        self.preview_pages: list[int] = []

    def __call__(self, dialog: QDialog) -> bool:
        self.seen.append(dialog)
        self.qtbot.addWidget(dialog)
        dialog.show()
        self.qtbot.waitExposed(dialog)
        dialog.activateWindow()
        if isinstance(dialog, DocumentPreviewDialog):
            widget = dialog.findChild(QPrintPreviewWidget)
            widget.updatePreview()
            self.preview_pages.append(widget.pageCount())
            dialog.grab().save(str(self.tmp_path / "it1_preview.png"))
            dialog.grab().save("/tmp/norms_it1_preview.png")
            self.qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # the arbiter closes the preview
            self.qtbot.waitUntil(lambda: not dialog.isVisible())
            return True
        self.parts[type(dialog)](dialog)
        return dialog.result() == QDialog.DialogCode.Accepted


def judged(dialog: NormsDialog, after: int = 9) -> bool:
    """The background job has judged the norms after round ``after``."""
    return not dialog.is_busy and dialog.norms is not None and dialog.norms.after_round == after


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = norms_desk(tmp_path / "n.adesk")
    yield d
    d.close()


def _tab(qtbot: QtBot, desk: Desk) -> StandingsTab:
    tab = StandingsTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.resize(1000, 600)
    tab.show()
    qtbot.waitExposed(tab)
    tab.activateWindow()
    tab.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tab.view)
    return tab


def test_norms_by_keys_and_an_it1_in_the_print_preview(
    qtbot: QtBot, desk: Desk, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    screens = Screens(qtbot, tmp_path)
    shown: dict[str, object] = {}

    def norms_part(dialog: QDialog) -> None:
        assert isinstance(dialog, NormsDialog)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.table and judged(dialog), timeout=30000)
        table = dialog.table
        shown["rows"] = [(table.item(r, 0).text(), table.item(r, 5).text(), table.item(r, 6).text())
                         for r in range(table.rowCount())]  # fmt: skip
        chain: list[QWidget | None] = []
        for _ in range(4):  # Tab order: table → details → Print IT1 → Export IT1 PDF
            chain.append(QApplication.focusWidget())
            press(qtbot, [(Qt.Key.Key_Tab, NO)])
        shown["tab order"] = chain
        dialog.grab().save("/tmp/norms_dialog.png")
        table.setFocus()
        press(qtbot, [(Qt.Key.Key_T, ALT)])  # Print IT1… of the selected row (No. 1, GM)
        dialog.activateWindow()  # back from the preview, as the window system would
        table.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is table)
        press(qtbot, [(Qt.Key.Key_R, ALT), (Qt.Key.Key_Up, NO), (Qt.Key.Key_Up, NO), (Qt.Key.Key_Up, NO)])
        qtbot.waitUntil(lambda: judged(dialog, 6), timeout=30000)
        shown["after 6"] = [(table.item(r, 0).text(), table.item(r, 6).text()) for r in range(table.rowCount())]
        dialog.grab().save("/tmp/norms_dialog_round6.png")
        press(qtbot, [(Qt.Key.Key_Escape, NO)])

    screens.parts[NormsDialog] = norms_part
    monkeypatch.setattr(prompts, "run_dialog", screens)
    tab = _tab(qtbot, desk)
    press(qtbot, [(Qt.Key.Key_N, ALT)])  # Standings → Norms…
    assert shown["rows"] == [("1", "GM", "made"), ("1", "IM", "made"), ("9", "IM", "made"), ("10", "IM", "made")]
    dialog = screens.seen[0]
    assert isinstance(dialog, NormsDialog)
    order = shown["tab order"]
    assert isinstance(order, list)
    assert order == [dialog.table, dialog.details, dialog.it1_button, dialog.it1_pdf_button]
    assert isinstance(screens.seen[1], DocumentPreviewDialog) and screens.preview_pages == [1]
    assert ("1", "can still make") in shown["after 6"]  # type: ignore[operator]
    assert dialog.after_round() == 6
    assert tab.isVisible()


def test_event_inputs_typed_then_the_norms_appear(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the inputs the window says "cannot judge"; typed by keys, the norms appear (B.01 1.1.3, 1.4.3)."""
    desk = norms_desk(tmp_path / "bare.adesk", settings=None)
    screens = Screens(qtbot, tmp_path)
    seen: dict[str, object] = {}

    def inputs_part(dialog: QDialog) -> None:
        assert isinstance(dialog, NormSettingsDialog)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.category)
        press(qtbot, [(Qt.Key.Key_C, ALT), (Qt.Key.Key_Down, NO)])  # an ordinary event
        press(qtbot, [(Qt.Key.Key_H, ALT)])
        typed(qtbot, "eng")
        press(qtbot, [(Qt.Key.Key_M, ALT)])
        typed(qtbot, "120")
        press(qtbot, [(Qt.Key.Key_D, ALT)])
        typed(qtbot, "1")
        press(qtbot, [(Qt.Key.Key_T, ALT), (Qt.Key.Key_Down, NO)])  # as held at the start
        press(qtbot, [(Qt.Key.Key_R, ALT)])
        typed(qtbot, "2026-12")
        dialog.grab().save("/tmp/norms_inputs.png")
        press(qtbot, [(Qt.Key.Key_Return, NO)])

    def norms_part(dialog: QDialog) -> None:
        assert isinstance(dialog, NormsDialog)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.table and judged(dialog), timeout=30000)
        seen["before"] = (dialog.status.text(), dialog.table.rowCount())
        press(qtbot, [(Qt.Key.Key_I, ALT)])  # Event inputs…
        qtbot.waitUntil(lambda: judged(dialog) and dialog.table.rowCount() > 0, timeout=30000)
        seen["after"] = dialog.table.rowCount()
        dialog.grab().save("/tmp/norms_dialog_after_inputs.png")
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    screens.parts[NormsDialog] = norms_part
    screens.parts[NormSettingsDialog] = inputs_part
    monkeypatch.setattr(prompts, "run_dialog", screens)
    try:
        _tab(qtbot, desk)
        press(qtbot, [(Qt.Key.Key_N, ALT)])
        status, rows = seen["before"]  # type: ignore[misc]
        assert rows == 0 and str(status).count("Cannot judge") == 6
        assert seen["after"] == 4
        assert desk.standings.norm_settings().host_federation == "ENG"
    finally:
        desk.close()


def test_a_read_only_file_shows_the_norms_without_event_inputs(qtbot: QtBot, tmp_path: Path) -> None:
    """The Norms button only reads (it stays on for a read-only file); Event inputs… writes, so it is off."""
    norms_desk(tmp_path / "n.adesk").close()
    desk = Desk.open(tmp_path / "n.adesk", read_only=True)
    try:
        dialog = NormsDialog(session_on(desk))
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: judged(dialog), timeout=30000)
        assert dialog.table.rowCount() == 4 and not dialog.inputs_button.isEnabled()
    finally:
        desk.close()
