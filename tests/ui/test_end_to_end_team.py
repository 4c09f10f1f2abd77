"""A nine-round Team Swiss event (C.04.6 (2026)) run in the desk by keyboard.

File → New (Ctrl+N) with Team Swiss chosen in the settings dialog; eleven teams of four boards (two with a reserve)
registered with Insert in the Teams tab, each in its dialog; then, nine times: Ctrl+Shift+P pairs in the worker
thread, Ctrl+Shift+U publishes, Ctrl+3 brings the Results tab with the cursor on match 1, board 1, and every board's
result is typed (1 0 = +; the cursor moves on over all the round's matches); in round 7 match 3 is not played
(Alt+W, "+-", Alt+M: the cursor goes on to match 4, TRF 330, reading T5). In round 5 the Chief Arbiter swaps a
match's colours before publishing (Ctrl+Shift+O, the override dialog by keys, C.04.2 art. 4.4.2), then publishes the
changed draft. At the end: Ctrl+Shift+S exports the TRF; the team standings tab equals ``core/tiebreaks/teams``
computed from that file alone, and the team pairing checker agrees with every round but the changed one, which it
names with the Chief Arbiter's reason.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing.team.checker import check_team_event
from arbiter_desk.core.tiebreaks.teams import team_standings
from arbiter_desk.formats.documents.team_tables import team_standings_rows
from arbiter_desk.formats.trf.team_reader import load_team_trf
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.teams.team_dialog import TeamDialog
from arbiter_desk.ui.teams.team_override_dialog import TeamOverrideDialog
from tests.ui.desk_helpers import isolated_settings
from tests.ui.warning_keys import TWO_STEP, script

CTRL, SHIFT, ALT = (
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.AltModifier,
)
TEAMS = 11
ROUNDS = 9
CHANGED_ROUND = 5
FORFEIT_ROUND = 7
REASON = "Regulation 9: the host club has White on board 1 in its home match"
RESULTS = "1=0=10+1=0=1"
"""Board results as typed (White's side first), taken in turn from a place that moves with the round."""


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key to the widget with the focus, else to the active window (the start page has no focus widget)."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "no active window"
    QTest.keyClick(target, key, modifier)


class Dialogs:
    """Stands in for ``prompts.run_dialog``: shows each dialog and types into it as the arbiter would."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.teams_registered = 0
        self.overrides = 0

    def __call__(self, dialog: QDialog) -> bool:
        dialog.setModal(True)
        dialog.show()
        self.qtbot.waitExposed(dialog)
        dialog.activateWindow()
        self.qtbot.waitUntil(dialog.isActiveWindow)
        if isinstance(dialog, SettingsDialog):
            self.settings(dialog)
        elif isinstance(dialog, TeamDialog):
            self.team(dialog)
        elif isinstance(dialog, TeamOverrideDialog):
            self.override(dialog)
        else:
            pytest.fail(f"unexpected dialog {dialog.windowTitle()}")
        owner = dialog.parentWidget()
        if owner is not None:  # the window manager gives the main window back its activation
            owner.window().activateWindow()
            self.qtbot.waitUntil(owner.window().isActiveWindow)
        return dialog.result() == QDialog.DialogCode.Accepted

    def settings(self, dialog: SettingsDialog) -> None:
        dialog.name.setFocus()
        QTest.keyClicks(dialog.name, "Serie B Team Swiss")
        dialog.chief_arbiter.setFocus()
        QTest.keyClicks(dialog.chief_arbiter, "Rossi, Anna")
        dialog.rounds.setFocus()
        QTest.keyClick(dialog.rounds, Qt.Key.Key_A, CTRL)
        QTest.keyClicks(dialog.rounds, str(ROUNDS))
        dialog.system.setFocus()
        while dialog.system.currentData() != "team":
            QTest.keyClick(dialog.system, Qt.Key.Key_Down)
        assert dialog.team_rules.isVisible()
        QTest.keyClick(dialog.system, Qt.Key.Key_Return)  # the default button: OK
        assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()

    def team(self, dialog: TeamDialog) -> None:
        t = self.teams_registered + 1
        assert QApplication.focusWidget() is dialog.name
        QTest.keyClicks(dialog.name, f"Club {t:02d}")
        QTest.keyClick(dialog.name, Qt.Key.Key_Tab)
        QTest.keyClicks(dialog.nickname, f"C{t:02d}")
        QTest.keyClick(dialog.nickname, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.roster
        players = 5 if t in (3, 8) else 4
        for k in range(players):
            if k:
                QTest.keyClick(dialog.roster, Qt.Key.Key_Return)
            QTest.keyClicks(dialog.roster, f"Player {t:02d}-{k + 1}, A.; {2400 - 20 * t - 7 * k}; ITA")
        QTest.keyClick(dialog.roster, Qt.Key.Key_Return, CTRL)
        assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()
        self.teams_registered += 1

    def override(self, dialog: TeamOverrideDialog) -> None:
        """Swap the colours of match 1, choose art. 4.4.2, write the reason, Ctrl+Enter."""
        assert QApplication.focusWidget() is dialog.table
        QTest.keyClick(dialog.table, Qt.Key.Key_S)
        QTest.keyClick(dialog.table, Qt.Key.Key_R, ALT)
        QTest.keyClick(dialog.article_combo, Qt.Key.Key_Down)
        QTest.keyClick(dialog.article_combo, Qt.Key.Key_Down)
        QTest.keyClick(dialog.article_combo, Qt.Key.Key_E, ALT)
        assert QApplication.focusWidget() is dialog.reason_edit
        QTest.keyClicks(dialog.reason_edit, REASON)
        QTest.keyClick(dialog.reason_edit, Qt.Key.Key_Return, CTRL)
        assert dialog.result() == QDialog.DialogCode.Accepted, dialog.hint_label.text()
        self.overrides += 1


def test_nine_team_rounds_end_to_end_by_keyboard(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(qtbot)
    monkeypatch.setattr(prompts, "run_dialog", dialogs)
    answers = script(monkeypatch, qtbot, *[TWO_STEP] * 9)  # each change validated at level 4 (Q68-69)
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: pytest.fail(f"refused: {text}"))
    saved = {"Create the tournament file": tmp_path / "serie-b.adesk", "Export TRF": tmp_path / "final.trf"}
    monkeypatch.setattr(prompts, "save_file", lambda _w, title, *_a: (saved[title], ""))
    window = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    press(Qt.Key.Key_N, CTRL)
    desk = window.session.require()
    assert desk.teams.is_team_event() and desk.settings.current().total_rounds == ROUNDS
    assert window.tabs.currentWidget() is window.teams_tab and QApplication.focusWidget() is window.teams_tab.view
    for _ in range(TEAMS):
        press(Qt.Key.Key_Insert)
    assert dialogs.teams_registered == TEAMS and window.teams_tab.model.rowCount() == TEAMS

    pairing, results = window.team_pairing_tab, window.team_results_tab
    typed = 0
    for rnd in range(1, ROUNDS + 1):
        press(Qt.Key.Key_P, CTRL | SHIFT)
        qtbot.waitUntil(lambda r=rnd: len(desk.rounds.all()) == r and not pairing.job.is_busy, timeout=20_000)
        assert desk.rounds.all()[-1].state is RoundState.DRAFT and pairing.model.rowCount() == TEAMS // 2
        if rnd == CHANGED_ROUND:
            press(Qt.Key.Key_O, CTRL | SHIFT)  # changes the draft (art. 4.4); it stays a draft
            assert dialogs.overrides == 1 and answers.levels == [4] and pairing.model.row_at(0).changed
            assert desk.rounds.all()[-1].state is RoundState.DRAFT
        press(Qt.Key.Key_U, CTRL | SHIFT)
        assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
        press(Qt.Key.Key_3, CTRL)
        assert window.tabs.currentWidget() is results and QApplication.focusWidget() is results.board_view
        assert results.chooser.number() == rnd
        assert (results.match_view.currentIndex().row(), results.board_view.currentIndex().row()) == (0, 0)
        boards = TEAMS // 2 * 4
        for board in range(boards):
            if rnd == FORFEIT_ROUND and board == 8:  # match 3 not played: Alt+W, "+-", Alt+M, on to match 4
                press(Qt.Key.Key_W, ALT)
                assert QApplication.focusWidget() is results.forfeit
                press(Qt.Key.Key_Down)
                with qtbot.waitSignal(results.forfeit_button.clicked):  # a mnemonic clicks after its animation
                    press(Qt.Key.Key_M, ALT)
                assert results.matches.row_at(2).score_text == "+ : -"
                assert QApplication.focusWidget() is results.board_view and results.match_view.currentIndex().row() == 3
            if rnd == FORFEIT_ROUND and 8 <= board < 12:
                continue
            QTest.keyClicks(results.board_view, RESULTS[typed % len(RESULTS)])
            typed += 1
        assert desk.rounds.all()[-1].state is RoundState.COMPLETE, f"round {rnd} has boards without a result"
        assert all(m.score_text for m in results.matches.rows)

    press(Qt.Key.Key_S, CTRL | SHIFT)  # File → Export TRF
    event = load_team_trf(tmp_path / "final.trf")
    press(Qt.Key.Key_4, CTRL)
    standings = window.team_standings_tab
    qtbot.waitUntil(lambda: not standings.is_busy and standings.model.rowCount() == TEAMS, timeout=10_000)
    computed = team_standings(event)  # C.07 team tie-breaks from the exported file alone
    expected = [list(row) for row in team_standings_rows(computed)]  # the cells of the printed standings
    assert [standings.model.row_at(r) for r in range(TEAMS)] == expected
    assert sum(r.match_points for r in computed.rows) == ROUNDS * (TEAMS // 2 * 2 + 1)  # 2 MP a match, 1 the PAB

    report = check_team_event(event)
    assert [c.round for c in report.rounds if not c.is_ok] == [CHANGED_ROUND]
    changed = report.rounds[CHANGED_ROUND - 1].differences
    assert "engine gives White to" in changed[0]
    assert changed[-1] == f"overridden by the Chief Arbiter (C.04.2 art. 4.4.2): {REASON}"
    window.session.close()
