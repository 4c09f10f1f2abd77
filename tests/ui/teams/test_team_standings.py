"""The team Standings tab: team standings, or — chosen under Show by keys — the per-board
statistics (games over the board, %, ARO, performance C.07 TPR); computed off the GUI thread for a big event;
Print… opens the print dialog on what is shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.teams import teams as teams_tab
from arbiter_desk.ui.teams.teams import TeamStandingsTab
from tests.services.teams.test_team_desk import _finish, _team_desk
from tests.ui.desk_helpers import session_on


@pytest.fixture
def session(tmp_path: Path) -> DeskSession:
    desk = _team_desk(tmp_path, teams=6)
    for round_no in (1, 2):
        desk.teams.pair_next_team_round()
        desk.teams.publish_team_round()
        _finish(desk, round_no)
    return session_on(desk)


def _tab(qtbot: QtBot, session: DeskSession) -> TeamStandingsTab:
    tab = TeamStandingsTab(session)
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitExposed(tab)
    tab.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    tab.reload()  # what the window does when the tournament opens
    qtbot.waitUntil(lambda: not tab.is_busy and tab.model.rowCount() > 0, timeout=10000)
    return tab


def test_board_statistics_are_chosen_by_keys(qtbot: QtBot, session: DeskSession) -> None:
    tab = _tab(qtbot, session)
    assert tab.shown() == "standings" and tab.model.rowCount() == 6
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # &Show
    assert QApplication.focusWidget() is tab.view_combo
    qtbot.keyClick(tab.view_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: not tab.is_busy, timeout=10000)
    assert tab.shown() == "boards"
    head = [tab.model.headerData(i, Qt.Orientation.Horizontal) for i in range(tab.model.columnCount())]
    assert head == ["Board", "Player", "No.", "Team", "Rtg", "Games", "Pts", "%", "ARO", "Perf", "Forfeits"]
    rows = [tab.model.row_at(i) for i in range(tab.model.rowCount())]
    assert [r[0] for r in rows] == sorted((r[0] for r in rows), key=int)  # board 1 first
    assert sum(int(r[5]) for r in rows) == 2 * 3 * 4 * 2  # 2 rounds × 3 matches × 4 boards × 2 players
    assert "8.1a" in tab.note.text() and "After round 2" in tab.note.text()


def test_points_are_written_as_on_the_printed_standings(qtbot: QtBot, session: DeskSession) -> None:
    """``6½`` and ``4``, not ``6.5`` and ``4.0``: the tab shows the cells of the printed team standings."""
    tab = _tab(qtbot, session)
    rows = [tab.model.row_at(r) for r in range(tab.model.rowCount())]
    printed = session.query(lambda d: document_for(d, "standings")).tables()[0].rows
    assert rows == [list(row) for row in printed]
    points = [cell for row in rows for cell in row[3:]]
    assert any("½" in cell for cell in points)
    assert not any(cell.endswith((".0", ".5")) for cell in points)


def test_a_big_event_is_computed_in_the_background(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    monkeypatch.setattr(teams_tab, "BACKGROUND_FROM", 0)
    threads: list[bool] = []
    original = teams_tab.standings_table

    def watched(desk: object, view: str) -> teams_tab.StandingsTable:
        threads.append(threading.current_thread() is threading.main_thread())
        return original(desk, view)  # type: ignore[arg-type]

    monkeypatch.setattr(teams_tab, "standings_table", watched)
    tab = _tab(qtbot, session)
    tab.view_combo.setCurrentIndex(1)
    assert tab.is_busy and "Computing the board statistics" in tab.note.text()
    qtbot.waitUntil(lambda: not tab.is_busy, timeout=10000)
    assert tab.model.columnCount() == 11 and threads and not any(threads)


def test_print_opens_the_dialog_on_the_shown_document(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[QDialog] = []
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: seen.append(dialog) or False)
    tab = _tab(qtbot, session)
    tab.view_combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: not tab.is_busy, timeout=10000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # &Print…
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    dialog = seen[0]
    assert isinstance(dialog, PrintDialog)
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30000)
    document = dialog.document()
    assert dialog.kind() == "boards" and document is not None and document.title == "Board statistics after round 2"
