"""A 6-player double round robin run by keys only prints its whole Berger schedule
before round 1 and publishes all its rounds at once (C.05 Annex 1).

File → New (Ctrl+N) with the double round robin chosen by arrow keys; six players typed in the player dialog;
Round robin → Draw or set pairing numbers (Alt+O, W), drawn by lot. File → Print (Ctrl+P): "All rounds (the Berger
schedule, for the wall)" chosen by keys is offered before any round is paired, and previewed (Alt+V). Round robin →
Pair and publish all rounds (Alt+O, A): the ten rounds are published at once, each the Berger table's. The Results
tab (Ctrl+4) opens on the round in play, round 1; its results typed; the exported TRF (Ctrl+Shift+S) holds round 1
only and the command line's ``check`` agrees with it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.pairing.round_robin import schedule
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings
from tests.ui.round_robins.test_round_robin_walkthrough import ALT, CTRL, SEED, SHIFT, SHOTS, Arbiter, focus, press


class ScheduleArbiter(Arbiter):
    """The walkthrough's arbiter, who prints the schedule instead of the cross table."""

    printed: list[tuple[str, ...]]

    def print_cross_table(self, dialog: PrintDialog) -> None:
        dialog.kind_combo.setFocus()
        while dialog.kind_combo.currentData() != "all-rounds":
            QTest.keyClick(dialog.kind_combo, Qt.Key.Key_Down)
        self.qtbot.waitUntil(lambda: not dialog.is_busy and dialog.preview_button.isEnabled(), timeout=20_000)
        document = dialog.document()
        assert document is not None and document.title == "All rounds"
        self.printed = document.header_lines
        assert len(document.tables()[0].rows) == 10
        if SHOTS.is_dir():
            dialog.grab().save(str(SHOTS / "rr_schedule_print_dialog.png"))
        with self.qtbot.waitSignal(dialog.preview_button.clicked):
            press(Qt.Key.Key_V, ALT)
        press(Qt.Key.Key_Escape)


def _menu_item(qtbot: QtBot, key: Qt.Key) -> None:
    """An item of the Round robin menu by its mnemonic; the window has the keyboard again afterwards."""
    window = QApplication.activeWindow()
    press(Qt.Key.Key_O, ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    menu = QApplication.activePopupWidget()
    assert menu is not None and window is not None
    QTest.keyClick(menu, key)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    window.activateWindow()  # the window manager gives the window back its activation
    qtbot.waitUntil(window.isActiveWindow)


def test_a_double_round_robin_prints_its_schedule_before_round_1_and_publishes_every_round_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    arbiter = ScheduleArbiter(qtbot, 6, double=True)
    monkeypatch.setattr(prompts, "run_dialog", arbiter)
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: pytest.fail(f"refused: {text}"))
    monkeypatch.setattr("arbiter_desk.ui.round_robins.round_robin_commands.new_seed", lambda: SEED)
    saved = {"Create the tournament file": tmp_path / "rr.adesk", "Export TRF": tmp_path / "r1.trf"}
    monkeypatch.setattr(prompts, "save_file", lambda _w, title, *_a: (saved[title], ""))
    window = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.session.failed.connect(lambda text: pytest.fail(f"refused: {text}"))

    press(Qt.Key.Key_N, CTRL)
    desk = window.session.require()
    press(Qt.Key.Key_1, CTRL)
    press(Qt.Key.Key_A, ALT)  # Add player…
    qtbot.waitUntil(lambda: len(desk.players.all()) == 6)
    assert desk.settings.current().total_rounds == 10  # 6 players twice through: 2 × 5 (C.05 Annex 1)
    _menu_item(qtbot, Qt.Key.Key_W)  # Draw or set pairing numbers…
    qtbot.waitUntil(lambda: "RoundRobinNumbersDialog" in arbiter.seen)

    press(Qt.Key.Key_P, CTRL)  # File → Print…: the schedule, before round 1
    assert "PrintDialog" in arbiter.seen and "DocumentPreviewDialog" in arbiter.seen
    assert desk.rounds.all() == []
    assert arbiter.printed[-1] == "Status: the schedule (C.05 Annex 1), 0 of 10 rounds published, 0 complete"

    _menu_item(qtbot, Qt.Key.Key_A)  # Pair and publish all rounds
    qtbot.waitUntil(lambda: len(desk.rounds.all()) == 10)
    assert all(r.state is RoundState.PUBLISHED for r in desk.rounds.all())
    tpn = {p.id: int(p.tpn) for p in desk.players.all()}
    for number, table_round in enumerate(schedule(6, 2, swap_last_two=True), start=1):
        stored = [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(number)]
        assert stored == [(b.white, b.black) for b in table_round], number
    press(Qt.Key.Key_3, CTRL)  # the Pairing tab
    qtbot.waitUntil(lambda: window.pairing_tab.pair_button.text() == "All 10 rounds paired")
    assert window.pairing_tab.round_combo.count() == 10
    if SHOTS.is_dir():
        qtbot.wait(100)
        window.grab().save(str(SHOTS / "rr_schedule_pairing_tab.png"))

    press(Qt.Key.Key_4, CTRL)
    results = window.results_tab
    assert window.tabs.currentWidget() is results and results.shown_round() == 1  # the round in play
    for key in "1=0":
        QTest.keyClick(focus(), key)
    assert desk.rounds.all()[0].state is RoundState.COMPLETE
    assert desk.round_robins.round_in_play() == 2
    if SHOTS.is_dir():
        qtbot.wait(100)
        window.grab().save(str(SHOTS / "rr_schedule_results_tab.png"))

    press(Qt.Key.Key_S, CTRL | SHIFT)  # File → Export TRF: round 1 only, the rounds ahead are not played yet
    event = load_trf(tmp_path / "r1.trf")
    assert {e.round for p in event.players for e in p.rounds} == {1}
    capsys.readouterr()
    assert run(["check", str(tmp_path / "r1.trf")]) == EXIT_OK
    assert "round 1: ok" in capsys.readouterr().out
