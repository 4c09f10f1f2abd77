"""A team event in the window by keyboard (C.04.6 (2026)): the team tabs stand in for the
individual ones, a team is registered in its dialog, rounds are paired in a worker thread, line-ups set, board
results typed with 1 0 = + - and the cursor moving on, the match score shown, the team standings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import RoundState, SettingsRecord
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.teams.lineup_dialog import LineupDialog, unoccupied
from arbiter_desk.ui.teams.team_bye_dialog import TeamByeDialog
from arbiter_desk.ui.teams.team_dialog import TeamDialog
from tests.ui.desk_helpers import isolated_settings

TEAM_SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Club League", city="Turin", chief_arbiter="Rossi, Anna"),
    total_rounds=9,
    pairing_system="team",
    team_rules=TeamRules(),
)


def team_desk(tmp_path: Path, teams: int = 5) -> Desk:
    desk = Desk.create(tmp_path / "league.adesk", TEAM_SETTINGS)
    for t in range(teams):
        roster = [RosterPlayer(f"Club{t + 1} Player{k + 1}", rating=2300 - 30 * t - 10 * k) for k in range(5)]
        desk.teams.add_team(f"Club {t + 1:02d}", f"C{t + 1}", roster)
    return desk


@pytest.fixture
def window(tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: pytest.fail(f"refused: {text}"))
    w = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.session.attach(team_desk(tmp_path))
    return w


def _pair(window: MainWindow, qtbot: QtBot) -> None:
    tab = window.team_pairing_tab
    window.show_tab(1)
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.model.rowCount() > 0 and not tab.job.is_busy, timeout=10_000)


def test_team_tabs_replace_the_individual_ones(window: MainWindow) -> None:
    visible = [window.tabs.tabText(i) for i in range(window.tabs.count()) if window.tabs.isTabVisible(i)]
    assert visible == ["Teams", "Pairing", "Results", "Standings"]
    assert window.tabs.currentWidget() is window.teams_tab
    assert window.teams_tab.model.rowCount() == 5
    assert "Club1 Player1" in window.teams_tab.model.row_at(0).roster_text


def test_register_a_team_by_keys_in_its_dialog(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Insert opens the dialog; Name, Tab, federation, Tab, players a line each; Ctrl+Enter registers."""
    seen: list[TeamDialog] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, TeamDialog)
        seen.append(dialog)
        dialog.show()
        qtbot.keyClicks(dialog.name, "Turin Knights")
        qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
        qtbot.keyClicks(dialog.focusWidget(), "TOR")
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        assert dialog.focusWidget() is dialog.roster
        qtbot.keyClicks(dialog.roster, "Rossi, Mario; 2310; ITA; 812345")
        qtbot.keyClick(dialog.roster, Qt.Key.Key_Return)
        qtbot.keyClicks(dialog.roster, "Bianchi, Luca; 22x0")
        qtbot.keyClick(dialog.roster, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert "line 2 (Bianchi, Luca): the rating '22x0' is not a number" in dialog.error.text()
        qtbot.keyClick(dialog.roster, Qt.Key.Key_Backspace)
        qtbot.keyClick(dialog.roster, Qt.Key.Key_Backspace)
        qtbot.keyClicks(dialog.roster, "50")
        qtbot.keyClick(dialog.roster, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", run)
    window.teams_tab.view.setFocus()
    qtbot.keyClick(window.teams_tab.view, Qt.Key.Key_Insert)
    assert seen and window.teams_tab.model.rowCount() == 6
    team = window.teams_tab.model.row_at(1)  # strength 2280: after Club 01 (2285)
    assert (team.tpn, team.name, team.nickname) == (2, "Turin Knights", "TOR")
    assert [(p.name, p.rating, p.federation, p.fide_id) for p in team.roster] == [
        ("Rossi, Mario", 2310, "ITA", 812345),
        ("Bianchi, Luca", 2250, "", None),
    ]


def test_pair_set_a_lineup_and_type_results_by_keys(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _pair(window, qtbot)
    tab = window.team_pairing_tab
    assert tab.model.rowCount() == 2 and "art. 1.4" in tab.pab_label.text()
    assert "Match 1:" in tab.explanation.toPlainText()

    def lineup(dialog: QDialog) -> bool:
        assert isinstance(dialog, LineupDialog)
        dialog.show()
        combo = dialog.boards[3]
        combo.setFocus()
        qtbot.keyClick(combo, Qt.Key.Key_Up)  # the reserve (player 5) comes in on board 4
        dialog.boards[2].setFocus()
        qtbot.keyClick(dialog.boards[2], Qt.Key.Key_End)
        assert dialog.boards[2].currentText() == unoccupied()
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", lineup)
    tab.view.selectRow(0)
    tab.lineup_button.click()
    board_lines = window.team_pairing_tab.session.query(lambda d: d.teams.team_round_view(1)).matches[0].boards
    assert board_lines[2].unoccupied and board_lines[2].result_text == "-/+"  # board 3 left empty by White
    qtbot.mouseClick(tab.publish_button, Qt.MouseButton.LeftButton)
    results = window.team_results_tab
    window.show_tab(2)
    view = results.board_view
    view.setFocus()
    assert view.currentIndex().row() == 0 or view.selectionModel().selectedRows()[0].row() == 0
    for key in ("1", "=", "0"):  # board 3 is unoccupied: the cursor skips it
        qtbot.keyClicks(view, key)
    assert results.match_label.text() == "Match 2: Club 04 no result yet Club 02"  # moved on to match 2
    first = results.matches.row_at(0)
    assert [b.result_text for b in first.boards] == ["1-0", "½-½", "-/+", "0-1"]
    assert first.score_text == "2½ : 1½"  # boards 1 and 4 (0-1: the first team has Black there) and ½
    assert results.matches.row_at(0).score_text != ""
    assert results._match_row == 1  # the cursor moved on to the next match after its last board
    for _ in range(4):
        qtbot.keyClicks(view, "=")
    rounds = window.session.query(lambda d: d.rounds.all())
    assert rounds[0].state is RoundState.COMPLETE
    assert results.matches.row_at(1).score_text == "2 : 2"
    window.show_tab(3)
    standings = window.team_standings_tab
    assert standings.model.rowCount() == 5 and standings.model.row_at(0)[0] == "1"
    assert "EMGSB" in standings.note.text()


def test_a_whole_match_forfeit_from_the_results_tab(window: MainWindow, qtbot: QtBot) -> None:
    _pair(window, qtbot)
    qtbot.mouseClick(window.team_pairing_tab.publish_button, Qt.MouseButton.LeftButton)
    results = window.team_results_tab
    window.show_tab(2)
    results.forfeit.setFocus()
    qtbot.keyClick(results.forfeit, Qt.Key.Key_Down)
    qtbot.mouseClick(results.forfeit_button, Qt.MouseButton.LeftButton)
    assert results.matches.row_at(0).score_text == "+ : -"
    assert [b.result_text for b in results.matches.row_at(0).boards] == ["+/-", "-/+", "+/-", "-/+"]


def test_a_team_bye_and_a_withdrawal_from_the_teams_tab(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TRF 240 H (reading T7) in round 2, then a withdrawal (240 Z every round) from round 5, by keys."""
    answers = iter([("H", 2), ("withdraw", 5)])

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, TeamByeDialog)
        kind, round_no = next(answers)
        dialog.show()
        dialog.round.setFocus()
        dialog.round.selectAll()
        qtbot.keyClicks(dialog.round, str(round_no))
        dialog.kind.setFocus()
        while dialog.kind.currentData() != kind:
            qtbot.keyClick(dialog.kind, Qt.Key.Key_Down)
        dialog.accept()
        return True

    monkeypatch.setattr(prompts, "run_dialog", run)
    view = window.teams_tab.view
    view.setFocus()
    view.selectRow(1)
    qtbot.keyClick(view, Qt.Key.Key_B)
    qtbot.keyClick(view, Qt.Key.Key_B)
    state = window.session.query(lambda d: d.teams.team_state())
    team = state.teams[1]
    assert [(b.round, b.kind) for b in state.byes if b.team == team.id] == [(2, "H"), *((r, "Z") for r in range(5, 10))]


def test_teams_reordered_by_keys_until_round_1_is_paired(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """C.04.6 art. 1.1.2–1.1.3: Ctrl+↓ / Ctrl+↑ move the selected team; Order by strength shows what
    moves before renumbering; after round 1 is paired the order is fixed (buttons off, keys do nothing)."""
    tab = window.teams_tab
    window.show_tab(0)
    view = tab.view
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    names = [t.name for t in window.session.query(lambda d: d.teams.team_state()).teams]
    assert names == ["Club 02", "Club 03", "Club 01", "Club 04", "Club 05"]
    assert view.currentIndex().row() == 2 and tab.selected() is not None and tab.selected().name == "Club 01"
    qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert tab.model.row_at(1).name == "Club 01"
    notices: list[str] = []
    monkeypatch.setattr(prompts, "confirm", lambda _parent, text: notices.append(text) or True)
    tab.strength_button.setFocus()
    qtbot.keyClick(tab.strength_button, Qt.Key.Key_Space)
    assert notices == ["This renumbers 2 team(s): Club 02 1→2, Club 01 2→1. C.04.6 art. 1.1.3: once round 1 "
                       "is paired the team pairing numbers are fixed. Go ahead?"]  # fmt: skip
    assert [line.name for line in tab.model.rows] == ["Club 01", "Club 02", "Club 03", "Club 04", "Club 05"]
    _pair(window, qtbot)
    window.show_tab(0)
    assert not tab.up_button.isEnabled() and not tab.strength_button.isEnabled()
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert tab.model.row_at(0).name == "Club 01"


def test_team_results_list_the_pab_and_byes_and_the_round_combo_fits(qtbot: QtBot, tmp_path: Path) -> None:
    """The Results tab names the round's PAB and team byes (TRF 240); the Round combo shows its
    whole label, and Alt+R reaches it."""
    from arbiter_desk.ui.teams.team_results import TeamResultsTab

    desk = team_desk(tmp_path, teams=6)
    sixth = desk.teams.team_state().teams[5]
    desk.teams.set_team_bye(sixth.id, 1, "H")
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    session = DeskSession()
    session.attach(desk)
    tab = TeamResultsTab(session)
    qtbot.addWidget(tab)
    tab.reload_all()
    tab.show()
    qtbot.waitExposed(tab)
    state = desk.teams.team_state()
    (pab,) = [state.team(b.team).name for b in state.byes if b.round == 1 and b.kind == "pab"]
    assert tab.byes_label.text() == (
        f"Pairing-allocated bye (art. 1.4): {pab}.  Not paired: {sixth.name} (H: a drawn match)."
    )
    combo = tab.chooser.combo
    assert combo.currentText() == "1 (published)"
    assert combo.width() >= combo.fontMetrics().horizontalAdvance("10 (published)")
    tab.activateWindow()
    qtbot.waitUntil(tab.isActiveWindow)
    qtbot.keyClick(tab.match_view, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    assert tab.focusWidget() is combo
