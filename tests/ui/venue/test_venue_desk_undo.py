"""Per-desk Undo on a real venue server, by keys, with two desks open at once: the results desk types a typo on
board 1, the deputy then a result on board 4; the results desk presses Ctrl+Z — its typo goes, the deputy's
result stays, and Edit → Undo said whose action it was. The chief arbiter takes back the deputy's entry only
from the journal view ("Undo this entry…", Ctrl+Alt+Z), asked first, journaled as his own."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.results.results_model import ResultsModel
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings

RENDER = Path("/tmp/venue-server-screens")
USERS = {"results": "ud_results", "deputy": "ud_deputy", "chief": "ud_chief"}


def _event(url: str) -> None:
    init_server(ServerLocation.parse(url))
    for role, user in USERS.items():
        add_user(ServerLocation.parse(url), user, role)
    fake = FakeSystem()
    desk = Desk.create(url, SETTINGS, systems=lambda _name: fake)
    register(desk, 8)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.close()


def _window(qtbot: QtBot, folder: Path, url: str, role: str) -> MainWindow:
    folder.mkdir()
    win = MainWindow(settings=isolated_settings(folder), data_folder=lambda: folder)  # its own desk name
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.commands.connect_url(replace(ServerLocation.parse(url), user=USERS[role]).url())
    return win


def _type_result(win: MainWindow, qtbot: QtBot, board: int, key: str) -> None:
    results = win.results_tab
    win.show_tab(win.tab_pages().index(results))
    qtbot.waitUntil(lambda: results.is_loaded and results.shown_round() == 1, timeout=3000)
    results.view.setFocus()
    results.view.setCurrentIndex(results.model.index(board - 1, 0))
    QTest.keyClicks(results.view, key)


def _white_results(url: str) -> list[ResultCode | None]:
    desk = Desk.open(url, systems=lambda _name: FakeSystem(), desk="reader")
    try:
        return [board.white_result for board in desk.rounds.boards(1)]
    finally:
        desk.close()


def _no_box(_parent: object, text: str) -> None:
    raise AssertionError(f"a message the test did not expect: {text}")


@pytest.mark.timeout(180)
def test_each_desk_undoes_its_own_typo_and_the_chief_undoes_an_entry_explicitly(
    qtbot: QtBot, tmp_path: Path, event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _event(event_url)
    monkeypatch.setattr(prompts, "warn", _no_box)
    results = _window(qtbot, tmp_path / "hall", event_url, "results")
    deputy = _window(qtbot, tmp_path / "office", event_url, "deputy")
    _type_result(results, qtbot, 1, "1")  # the typo
    _type_result(deputy, qtbot, 4, "0")  # the deputy's confirmed result
    assert _white_results(event_url)[0] is ResultCode.WIN and _white_results(event_url)[3] is ResultCode.LOSS
    qtbot.waitUntil(lambda: "board 1" in results.desk_actions["undo"].text(), timeout=3000)
    assert results.desk_actions["undo"].text() == "Undo: record result board 1 of round 1: 1-0 (yours, ud_results)"
    assert "board 4" in deputy.desk_actions["undo"].text()
    results.raise_()
    results.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is results, timeout=3000)
    results.results_tab.view.setFocus()
    QTest.keyClick(results.results_tab.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: _white_results(event_url)[0] is None, timeout=3000)
    assert _white_results(event_url)[3] is ResultCode.LOSS  # the deputy's result intact
    qtbot.waitUntil(lambda: not results.desk_actions["undo"].isEnabled(), timeout=3000)
    RENDER.mkdir(exist_ok=True)
    results.grab().save(str(RENDER / "results_desk_after_undo.png"))
    results.session.close()

    chief = _window(qtbot, tmp_path / "chief", event_url, "chief")
    assert "board 4" not in chief.desk_actions["undo"].text()  # not the chief's to undo by Ctrl+Z
    tab = chief.pairing_tab
    chief.show_tab(chief.tab_pages().index(tab))
    tab.details.setCurrentWidget(tab.audit_view)
    qtbot.waitUntil(lambda: any("board 4" in e.label for e in tab.audit_model.rows), timeout=3000)
    row = next(i for i, e in enumerate(tab.audit_model.rows) if "board 4" in e.label and e.action != "undo")
    tab.audit_view.setFocus()
    tab.audit_view.setCurrentIndex(tab.audit_model.index(row, 0))
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not shown yet: look again
            QTimer.singleShot(50, answer)
            return
        asked.append(box.text())
        box.grab().save(str(RENDER / "undo_this_entry.png"))
        yes = box.button(QMessageBox.StandardButton.Yes)
        assert box.focusWidget() is not yes  # No is the default: Enter alone takes nothing back
        QTest.keyClick(box, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        assert box.focusWidget() is yes
        QTest.keyClick(yes, Qt.Key.Key_Space)  # the box's own focus: another window may be the active one

    assert tab.entry_undo.action.isEnabled(), "enabled for the chief"
    chief.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is chief, timeout=3000)
    tab.audit_view.setFocus()
    QTimer.singleShot(100, answer)
    QTest.keyClick(tab.audit_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert asked and "entered by ud_deputy" in asked[0]
    qtbot.waitUntil(lambda: _white_results(event_url)[3] is None, timeout=3000)
    journal = chief.session.require().journal.entries()
    assert (journal[-1].action, journal[-1].who) == ("undo", USERS["chief"])
    qtbot.waitUntil(lambda: "board 4" not in deputy.desk_actions["undo"].text(), timeout=3000)
    chief.session.close()
    deputy.session.close()


def test_the_same_board_typed_at_two_desks_is_marked_on_the_row_and_replaced_only_by_a_second_key(
    qtbot: QtBot, tmp_path: Path, event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trial's race: the deputy enters board 2 as 1-0; a moment later the results desk types 0 on board 2 (its
    view may not even show the deputy's result yet). Not saved: the row is marked, the status line names the
    deputy's desk and result; the same key again on that row replaces it — no dialog at any point."""
    _event(event_url)
    monkeypatch.setattr(prompts, "warn", _no_box)
    monkeypatch.setattr(prompts, "confirm", lambda *_a: pytest.fail("a dialog at the results table"))
    results = _window(qtbot, tmp_path / "hall", event_url, "results")
    deputy = Desk.open(
        replace(ServerLocation.parse(event_url), user=USERS["deputy"]).url(), systems=lambda _n: FakeSystem(), desk="d"
    )
    deputy.results.record_result(1, 2, GameResult.WHITE_WINS)
    _type_result(results, qtbot, 2, "0")
    assert _white_results(event_url)[1] is ResultCode.WIN  # the deputy's result stays
    tab = results.results_tab
    assert tab.view.currentIndex().row() == 1  # the cursor stays on the marked row
    assert tab.model.data(tab.model.index(1, ResultsModel.RESULT_COLUMN)) == "! 1-0"  # marked, the deputy's result
    tab.view.setCurrentIndex(tab.model.index(2, 0))
    RENDER.mkdir(exist_ok=True)
    results.grab().save(str(RENDER / "same_board_marked.png"))
    tab.view.setCurrentIndex(tab.model.index(1, 0))
    notice = tab.notice_label.text()
    assert "board 2 already has 1-0, typed at ud_deputy's desk" in notice and "same key again" in notice
    QTest.keyClicks(tab.view, "0")  # the explicit key on that row: replace
    assert _white_results(event_url)[1] is ResultCode.LOSS
    assert not tab.model.clashes
    deputy.close()
    results.session.close()
