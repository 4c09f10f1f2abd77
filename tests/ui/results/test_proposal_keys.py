"""Players' result proposals at the results desk, by keys: a proposal that reached the desk
(through the pages' spool folder) is marked on its Results row and is never a result until the arbiter presses
F8 (Edit → Confirm the player's proposal), which enters it journaled as his ("confirmed player's proposal");
Shift+F8 (Edit → Reject the player's proposal) rejects it; conflicting proposals are refused by F8 until the
arbiter types the result."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.results.proposal_spool import SpooledProposal, spool_folder, write_proposal
from arbiter_desk.services.results.proposals import CONFIRMED_WHY
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.results.results_model import CONFLICT_COLOUR, PROPOSAL_COLOUR, ResultsModel
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings, session_on
from tests.ui.round_fixtures import new_desk
from tests.ui.test_screenshots import save

SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    desk = new_desk(tmp_path, players=8)
    desk.results.set_player_proposals(True)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.session.attach(desk)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    QTest.keyClick(win.tabs.currentWidget() or win, Qt.Key.Key_4, CTRL)
    assert win.tabs.currentWidget() is win.results_tab
    return win


def _propose(desk: Desk, board: int, result: str) -> None:
    code = desk.results.board_codes(1)[board]
    write_proposal(spool_folder(desk.path), SpooledProposal(1, board, result, code, "192.168.1.40"))


def _go_to(window: MainWindow, board: int) -> None:
    view = window.results_tab.view
    view.setCurrentIndex(window.results_tab.model.index(board - 1, ResultsModel.RESULT_COLUMN))
    view.setFocus()


def _key(window: MainWindow, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F8, modifier)


def _cell(window: MainWindow, board: int) -> tuple[str, str]:
    model = window.results_tab.model
    index = model.index(board - 1, ResultsModel.RESULT_COLUMN)
    background = model.data(index, Qt.ItemDataRole.BackgroundRole)
    return str(model.data(index)), background.color().name() if background is not None else ""


def test_f8_confirms_a_proposal_which_was_never_a_result_before(qtbot: QtBot, window: MainWindow) -> None:
    desk = window.session.require()
    assert window.desk_actions["confirm_proposal"].shortcut().toString() == "F8"
    assert window.desk_actions["reject_proposal"].shortcut().toString() == "Shift+F8"
    _propose(desk, 2, "0-1")
    qtbot.waitUntil(lambda: _cell(window, 2) == ("0-1 ?", PROPOSAL_COLOUR), timeout=5000)
    assert "F8 confirms" in window.results_tab.notice_label.text()
    assert not desk.rounds.boards(1)[1].has_result  # marked, never a result without the arbiter's key
    _go_to(window, 2)
    _key(window)
    assert desk.rounds.boards(1)[1].has_result and _cell(window, 2)[0] == "0-1"
    entry = desk.journal.entries()[-1]
    assert entry.why == CONFIRMED_WHY and entry.who == "Ann Arbiter"


def test_conflicting_proposals_refuse_f8_until_the_result_is_typed(qtbot: QtBot, window: MainWindow) -> None:
    desk = window.session.require()
    _propose(desk, 1, "1-0")
    _propose(desk, 1, "0-1")
    _propose(desk, 2, "½-½")
    qtbot.waitUntil(lambda: _cell(window, 1) == ("1-0 ≠ 0-1", CONFLICT_COLOUR), timeout=5000)
    qtbot.waitUntil(lambda: _cell(window, 2)[0] == "½-½ ?", timeout=5000)
    save(window, "results_proposals")
    _go_to(window, 1)
    _key(window)
    assert not desk.rounds.boards(1)[0].has_result
    assert "different results" in window.results_tab.notice_label.text()
    QTest.keyClick(window.results_tab.view, Qt.Key.Key_1)  # the arbiter types it
    assert desk.rounds.boards(1)[0].has_result and desk.journal.entries()[-1].why != CONFIRMED_WHY


def test_shift_f8_rejects_and_the_board_keeps_no_result(qtbot: QtBot, window: MainWindow) -> None:
    desk = window.session.require()
    _propose(desk, 3, "½-½")
    qtbot.waitUntil(lambda: _cell(window, 3)[0] == "½-½ ?", timeout=5000)
    _go_to(window, 3)
    _key(window, SHIFT)
    assert _cell(window, 3) == ("", "") and not desk.rounds.boards(1)[2].has_result
    assert desk.results.board_proposals(1) == {}
    _key(window)
    assert "Select a board marked" in window.results_tab.notice_label.text()


def test_the_publish_dialog_switches_proposals_by_keys(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tournament → Publish on the venue network…: "Players may propose their results" (Alt+R, or Tab and
    Space) is the event's setting, journaled; off by default."""
    desk = new_desk(tmp_path, players=4)
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: dialog.show())
    monkeypatch.setattr("arbiter_desk.ui.printing.publish_pages_dialog.local_addresses", lambda: ["127.0.0.1"])
    commands = DeskCommands(session_on(desk), None, isolated_settings(tmp_path), lambda: tmp_path)  # type: ignore[arg-type]
    dialog = commands.publish_pages()
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.address)
    assert dialog.proposals.isVisible() and not dialog.proposals.isChecked()
    for _ in range(3):  # Address → Port → Hide juniors → Players may propose
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.proposals
    QTest.keyClick(dialog.proposals, Qt.Key.Key_Space)
    assert (
        desk.settings.current().player_proposals
        and desk.journal.entries()[-1].label == "players may propose their results: on"
    )
    save(dialog, "publish_pages_proposals")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_venue_servers_proposals_are_read_in_the_background_and_confirmed_by_f8(
    qtbot: QtBot, tmp_path: Path, event_url: str
) -> None:
    """The pages' login (role publication) adds a proposal to the server's table; the desk reads the table off the
    GUI thread, marks the row, and F8 enters it as the arbiter's."""
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake, arbiter="Ann Arbiter")
    init_server(ServerLocation.parse(event_url))
    add_user(ServerLocation.parse(event_url), "adesk_test_pages_ui", "publication")
    for i in range(4):
        desk.players.register_player(PlayerData(f"Player {i + 1}", rating=2000 - i))
    desk.results.set_player_proposals(True)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.session.attach(desk)
    win.show()
    qtbot.waitExposed(win)
    win.show_tab(win.tab_pages().index(win.results_tab))
    pages = Desk.open(replace(ServerLocation.parse(event_url), user="adesk_test_pages_ui").url(), read_only=True)
    try:
        pages.results.receive_proposal(1, 2, "1-0", desk.results.board_codes(1)[2], "192.168.1.41")
        qtbot.waitUntil(lambda: _cell(win, 2) == ("1-0 ?", PROPOSAL_COLOUR), timeout=10000)
        assert not desk.rounds.boards(1)[1].has_result
        _go_to(win, 2)
        _key(win)
        assert desk.rounds.boards(1)[1].has_result and desk.journal.entries()[-1].why == CONFIRMED_WHY
    finally:
        pages.close()
        win.session.close()
