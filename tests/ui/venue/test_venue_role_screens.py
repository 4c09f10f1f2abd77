"""Role limits in the window, on a real venue server: a desk connected as deputy or as results
desk shows what its role allows — what it may not use is greyed, its tooltip naming the role — and what it
may use works (a results key on the current round). Rendered to PNG for a look."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.venue.desk_roles import LIMITS
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import CHIEF, DEPUTY, RESULTS, add_user, init_server
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings
from tests.ui.warning_keys import CONFIRM, script

RENDER = Path("/tmp/venue-server-screens")
USERS = {"deputy": "adesk_test_ui_deputy", "results": "adesk_test_ui_results", "chief": "adesk_test_ui_chief"}
CHIEF_ONLY = ("pair_round", "publish_round", "override_pairing", "settings", "prohibited_pairs", "rating_settings")


def _event(url: str) -> None:
    """8 players; round 1 complete, round 2 published with its results pending (the current round)."""
    fake = FakeSystem()
    desk = Desk.create(url, SETTINGS, systems=lambda _name: fake)
    register(desk, 8)
    for round_no in (1, 2):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        if round_no == 1:
            for board in desk.rounds.boards(1):
                desk.results.record_result(1, board.number, GameResult.WHITE_WINS)
    desk.close()
    location = ServerLocation.parse(url)
    init_server(location)
    for role, user in USERS.items():
        add_user(location, user, role)


def _window(qtbot: QtBot, tmp_path: Path, url: str, role: str) -> MainWindow:
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.commands.connect_url(replace(ServerLocation.parse(url), user=USERS[role]).url())
    return win


def _show_round(win: MainWindow, qtbot: QtBot, round_no: int) -> None:
    results = win.results_tab
    win.show_tab(win.tab_pages().index(results))
    results.round_combo.setCurrentIndex(results.round_combo.findData(round_no))
    qtbot.waitUntil(lambda: results.is_loaded and results.shown_round() == round_no, timeout=3000)
    results.view.setFocus()
    results.view.setCurrentIndex(results.model.index(0, 0))


def _no_message_box(_parent: object, text: str) -> None:
    raise AssertionError(f"a failure the test did not expect: {text}")


def _results(url: str, round_no: int) -> list[ResultCode | None]:
    desk = Desk.open(url, systems=lambda _name: FakeSystem())
    try:
        return [board.white_result for board in desk.rounds.boards(round_no)]
    finally:
        desk.close()


def test_a_deputy_desk_greys_pairing_publishing_and_settings_naming_the_role(
    qtbot: QtBot, tmp_path: Path, event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _event(event_url)
    win = _window(qtbot, tmp_path, event_url, "deputy")
    limit = LIMITS[DEPUTY]
    for key in CHIEF_ONLY:
        assert not win.desk_actions[key].isEnabled(), key
        assert win.desk_actions[key].toolTip() == limit, key
    tab = win.pairing_tab
    win.show_tab(win.tab_pages().index(tab))  # a tab sets its buttons when first shown
    for button in (tab.pair_button, tab.publish_button, tab.override_button):
        assert not button.isEnabled() and button.toolTip() == limit
    assert tab.byes_button.isEnabled()  # byes and withdrawals are the deputy's
    win.show_tab(win.tab_pages().index(win.late_entries_tab))
    assert win.late_entries_tab.add_button.isEnabled()
    assert win.late_entries_tab.withdraw_button not in win.role_guard.needs or not win.role_guard.denied(
        win.late_entries_tab.withdraw_button
    )  # on when a player is selected, by the tab's own rule
    assert not win.registration_tab.ratings_button.isEnabled()
    assert win.registration_tab.ratings_button.toolTip() == limit
    assert win.desk_actions["print"].isEnabled() and win.desk_actions["import_players"].isEnabled()
    win.show_tab(win.tab_pages().index(tab))
    win.session.run(lambda d: d.results.record_result(2, 4, GameResult.DRAW))  # a change arrives, the tabs refresh
    assert not tab.pair_button.isEnabled() and not tab.publish_button.isEnabled()
    RENDER.mkdir(exist_ok=True)
    win.grab().save(str(RENDER / "deputy_window.png"))
    monkeypatch.setattr(prompts, "warn", _no_message_box)
    _show_round(win, qtbot, 2)
    QTest.keyClicks(win.results_tab.view, "0")  # a deputy's result key
    assert _results(event_url, 2)[0] is ResultCode.LOSS
    _show_round(win, qtbot, 1)
    answers = script(monkeypatch, qtbot, CONFIRM)  # a correction is a pairing-integrity event (Q112)
    QTest.keyClicks(win.results_tab.view, "0")  # a deputy corrects an earlier round, its event recorded
    assert answers.seen and "Correction" in english(answers.seen[0][0].title)
    assert _results(event_url, 1)[0] is ResultCode.LOSS
    win.session.close()


def test_a_results_desk_enters_the_current_round_only(
    qtbot: QtBot, tmp_path: Path, event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _event(event_url)
    monkeypatch.setattr(prompts, "warn", _no_message_box)
    win = _window(qtbot, tmp_path, event_url, "results")
    limit = LIMITS[RESULTS]
    assert limit == "The results desk may enter results of the round in play only"
    for key in (*CHIEF_ONLY, "import_players"):
        assert not win.desk_actions[key].isEnabled() and win.desk_actions[key].toolTip() == limit, key
    for button in (
        win.pairing_tab.byes_button,
        win.pairing_tab.pair_button,
        win.late_entries_tab.add_button,
        win.late_entries_tab.withdraw_button,
        win.results_tab.rating_button,
        win.standings_tab.tie_button,
    ):
        assert not button.isEnabled() and button.toolTip() == limit, button.text()
    assert win.results_tab.check_button.isEnabled()
    for tab in (win.pairing_tab, win.late_entries_tab, win.standings_tab):
        win.show_tab(win.tab_pages().index(tab))  # shown: the tab sets its buttons, the role turns them off
    _show_round(win, qtbot, 2)
    QTest.keyClicks(win.results_tab.view, "1")
    assert _results(event_url, 2)[0] is ResultCode.WIN
    assert win.results_tab.view.currentIndex().row() == 1  # on to the next board, as at any desk
    win.grab().save(str(RENDER / "results_desk_window.png"))
    _show_round(win, qtbot, 1)
    QTest.keyClicks(win.results_tab.view, "0")
    assert win.results_tab.notice_label.text() == f"{limit} (round 2); nothing was entered."
    assert _results(event_url, 1)[0] is ResultCode.WIN
    win.session.close()


@pytest.mark.parametrize("role", ["chief"])
def test_a_chief_desk_and_a_file_desk_have_every_action(
    qtbot: QtBot, tmp_path: Path, event_url: str, role: str
) -> None:
    _event(event_url)
    win = _window(qtbot, tmp_path, event_url, role)
    assert win.session.require().rights.limit == "" and win.role_guard.rights.rights
    for key in CHIEF_ONLY[3:]:
        assert win.desk_actions[key].isEnabled(), key
    assert win.desk_actions["pair_round"].toolTip() != LIMITS[DEPUTY]
    assert win.pairing_tab.pair_button.toolTip() not in LIMITS.values()
    assert CHIEF in LIMITS
    win.session.close()
