"""A result key in the team Results tab patches the board's row and its match's score in place (one
``dataChanged`` each, never a model reset), and the hidden team Standings only mark themselves stale."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.row_table import RowTableModel
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings
from tests.ui.teams.test_team_desk import team_desk


class Signals:
    """Counts the resets of a model and the rows its ``dataChanged`` named."""

    def __init__(self, model: RowTableModel[object]) -> None:
        self.resets = 0
        self.rows: list[int] = []
        model.modelReset.connect(self._reset)
        model.dataChanged.connect(self._changed)

    def _reset(self) -> None:
        self.resets += 1

    def _changed(self, top: QModelIndex, bottom: QModelIndex) -> None:
        self.rows.extend(range(top.row(), bottom.row() + 1))


@pytest.fixture
def window(tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: pytest.fail(f"refused: {text}"))
    w = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.session.attach(team_desk(tmp_path, teams=6))
    w.session.run(lambda d: d.teams.pair_next_team_round())
    w.session.run(lambda d: d.teams.publish_team_round())
    w.show_tab(w.tab_pages().index(w.team_results_tab))
    return w


def test_result_keys_patch_the_board_row_and_the_match_score(window: MainWindow, qtbot: QtBot) -> None:
    tab, standings = window.team_results_tab, window.team_standings_tab
    standings_reloads = standings.refresher.reloads
    matches, boards = Signals(tab.matches), Signals(tab.boards)
    untouched = tab.matches.row_at(1)
    view = tab.board_view
    view.setFocus()
    qtbot.keyClicks(view, "1")
    qtbot.keyClicks(view, "=")
    assert matches.resets == 0 and boards.resets == 0
    assert sorted(set(boards.rows)) == [0, 1] and set(matches.rows) == {0}
    first = tab.matches.row_at(0)
    assert [b.result_text for b in first.boards] == ["1-0", "½-½", "", ""]
    assert [tab.boards.row_at(r).result_text for r in range(4)] == ["1-0", "½-½", "", ""]
    assert first.score_text == "1½ : ½"  # board 1 White is the first team (art. 4), board 2 a draw
    assert tab.match_label.text().endswith(f"{first.first} 1½ : ½ {first.second}")
    assert tab.matches.row_at(1) == untouched
    assert view.selectionModel().selectedRows()[0].row() == 2  # the cursor moved on to board 3
    assert standings.refresher.stale and standings.refresher.reloads == standings_reloads
    assert tab.matches.row_at(0) == window.session.query(lambda d: d.teams.team_round_view(1)).matches[0]

    window.session.undo()  # the undo of a key is patched in place as well
    assert matches.resets == 0 and boards.resets == 0
    assert [b.result_text for b in tab.matches.row_at(0).boards] == ["1-0", "", "", ""]
    assert tab.matches.row_at(0).score_text == "1 : 0"

    window.show_tab(window.tab_pages().index(standings))
    qtbot.waitUntil(lambda: not standings.is_busy, timeout=10_000)
    assert standings.refresher.reloads == standings_reloads + 1 and not standings.refresher.stale
    assert standings.model.rowCount() == 6


def test_the_last_board_of_a_match_moves_to_the_next_match(window: MainWindow, qtbot: QtBot) -> None:
    tab = window.team_results_tab
    matches = Signals(tab.matches)
    view = tab.board_view
    view.setFocus()
    for key in "10=1":
        qtbot.keyClicks(view, key)
    assert matches.resets == 0
    assert tab.matches.row_at(0).score_text == "2½ : 1½"  # 1-0, 0-1 (first team Black on board 2), ½, 1-0
    assert tab._match_row == 1 and tab.board_view.selectionModel().selectedRows()[0].row() == 0
    qtbot.keyClick(view, Qt.Key.Key_Asterisk)  # * clears board 1 of match 2: nothing to clear, stays put
    assert tab.matches.row_at(1).score_text == ""
