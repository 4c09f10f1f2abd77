"""The same board typed at two desks, for a Double-Swiss match on a real server (C.04.5 art. 4.4: each board is a
two-game match, each game with its own result in its own colours): the deputy enters game 1 of board 2; a moment
later the results desk types a key on that game's cell. Not saved: the cell shows the deputy's result marked,
the status line names the deputy's desk and result; the same key again on that cell replaces it — no dialog.
The other game of the same board is no race: its key goes in at once."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.results.results_model import CLASH_COLOUR, ResultsModel
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.pairing.test_double_swiss_desk import DS_SETTINGS
from tests.ui.venue.test_venue_desk_undo import USERS, _no_box, _window

RENDER = Path("/tmp/venue-server-screens")
GAME_1, GAME_2 = ResultsModel.GAME_COLUMNS


def _event(url: str) -> None:
    location = ServerLocation.parse(url)
    init_server(location)
    for role in ("results", "deputy"):
        add_user(location, USERS[role], role)
    desk = Desk.create(url, DS_SETTINGS)
    for i in range(8):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2400 - 20 * i, fide_id=5000 + i))
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.close()


def _games(url: str, board: int) -> tuple[ResultCode | None, ResultCode | None]:
    """The board's White's letter in game 1 and in game 2, read afresh from the server."""
    desk = Desk.open(url, desk="reader")
    try:
        record = next(b for b in desk.rounds.boards(1) if b.number == board)
        return record.white_result, record.white_result2
    finally:
        desk.close()


def _type_on_cell(win: MainWindow, qtbot: QtBot, board: int, column: int, key: str) -> None:
    tab = win.results_tab
    qtbot.waitUntil(lambda: tab.is_loaded and tab.model.two_games, timeout=5000)
    tab.view.setFocus()
    tab.view.setCurrentIndex(tab.model.index(board - 1, column))
    QTest.keyClicks(tab.view, key)


@pytest.mark.timeout(120)
def test_a_game_cell_typed_at_two_desks_is_marked_and_replaced_only_by_a_second_key(
    qtbot: QtBot, tmp_path: Path, event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _event(event_url)
    monkeypatch.setattr(prompts, "warn", _no_box)
    monkeypatch.setattr(prompts, "confirm", lambda *_a: pytest.fail("a dialog at the results table"))
    results = _window(qtbot, tmp_path / "hall", event_url, "results")
    results.show_tab(results.tab_pages().index(results.results_tab))
    deputy = Desk.open(replace(ServerLocation.parse(event_url), user=USERS["deputy"]).url(), desk="d")
    deputy.results.record_game_result(1, 2, 1, GameResult.WHITE_WINS)
    _type_on_cell(results, qtbot, 2, GAME_1, "0")
    assert _games(event_url, 2) == (ResultCode.WIN, None)  # the deputy's game stays
    tab = results.results_tab
    assert tab.view.currentIndex().row() == 1  # the cursor stays on the marked cell's row
    assert tab.model.data(tab.model.index(1, GAME_1)) == "! 1-0"  # the cell: the deputy's result, marked
    assert tab.model.data(tab.model.index(1, GAME_1), 8).color().name() == CLASH_COLOUR  # BackgroundRole
    assert tab.model.data(tab.model.index(1, GAME_2)) == ""  # the other game's cell as it was
    notice = tab.notice_label.text()
    assert "board 2 game 1 already has 1-0, typed at ud_deputy's desk" in notice and "same key again" in notice
    RENDER.mkdir(exist_ok=True)
    results.grab().save(str(RENDER / "double_swiss_game_marked.png"))
    _type_on_cell(results, qtbot, 2, GAME_1, "0")  # the explicit key on that cell: replace
    assert _games(event_url, 2) == (ResultCode.LOSS, None)
    assert not tab.model.clashes
    deputy.results.record_game_result(1, 3, 2, GameResult.DRAW)
    _type_on_cell(results, qtbot, 3, GAME_1, "1")  # game 1 of a board whose game 2 the deputy entered: no race
    assert _games(event_url, 3) == (ResultCode.WIN, ResultCode.DRAW) and not tab.model.clashes
    deputy.close()
    results.session.close()
