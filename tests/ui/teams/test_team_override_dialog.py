"""The team override dialog (C.04.2 (2026) art. 4.4 for a Team Swiss event), opened with Ctrl+Shift+O and run
modally (``exec``) by keys only: X marks and exchanges teams, S swaps a match's colours, B gives the bye, Alt+R /
Alt+E reach the situation and the reason, Ctrl+Enter confirms, Escape cancels."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services.event.data import OverrideArticle, RoundState
from arbiter_desk.services.teams.team_override_checks import TeamLayout
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.teams.team_override_dialog import TeamOverrideDialog
from tests.ui.desk_helpers import isolated_settings
from tests.ui.teams.test_team_desk import team_desk
from tests.ui.warning_keys import TWO_STEP, script

CTRL, ALT, SHIFT = (
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.AltModifier,
    Qt.KeyboardModifier.ShiftModifier,
)


@pytest.fixture
def window(tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: pytest.fail(f"refused: {text}"))
    w = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.session.attach(team_desk(tmp_path))
    return w


def key(widget: object, k: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() if widget is None else widget, k, modifier)  # type: ignore[arg-type]


def run_modally(qtbot: QtBot, window: MainWindow, drive: Callable[[TeamOverrideDialog], None]) -> TeamOverrideDialog:
    """Ctrl+Shift+O from the window opens the dialog with ``exec``; ``drive`` types into it while it runs."""
    seen: list[TeamOverrideDialog] = []

    def step() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TeamOverrideDialog) or not dialog.isActiveWindow():
            QTimer.singleShot(20, step)
            return
        seen.append(dialog)
        try:
            drive(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, step)
    key(None, Qt.Key.Key_O, CTRL | SHIFT)
    assert seen, "the override dialog did not open"
    return seen[0]


def test_override_a_draft_by_keys_then_publish_it_changed(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = script(monkeypatch, qtbot, TWO_STEP)  # Validate: differs from the engine's pairing (Q68-69)
    desk = window.session.require()
    key(None, Qt.Key.Key_P, CTRL | SHIFT)
    tab = window.team_pairing_tab
    qtbot.waitUntil(lambda: tab.model.rowCount() == 2 and not tab.job.is_busy, timeout=10_000)
    engine = desk.teams.team_layouts(1)[1]
    (a, b), (c, d) = engine.matches

    def drive(dialog: TeamOverrideDialog) -> None:
        assert dialog.isModal() and dialog.windowTitle().startswith("Change the draft of round 1")
        table = dialog.table
        assert QApplication.focusWidget() is table and (table.currentRow(), table.currentColumn()) == (0, 1)
        key(table, Qt.Key.Key_X)  # mark the first team of match 1
        assert "▶" in table.item(0, 1).text()
        key(table, Qt.Key.Key_Down)
        key(table, Qt.Key.Key_Right)
        key(table, Qt.Key.Key_X)  # ... exchange it with the second team of match 2
        assert dialog.edit.matches == [[d, b], [c, a]]
        assert sum(line.startswith("added: ") for line in dialog.preview.diff) == 2  # type: ignore[union-attr]
        key(table, Qt.Key.Key_S)  # match 2: the other team gets White on board 1
        assert dialog.edit.matches == [[d, b], [a, c]]
        key(table, Qt.Key.Key_Down)  # the bye row
        assert dialog.current_slot() == (-1, 0)
        key(table, Qt.Key.Key_Up)
        key(table, Qt.Key.Key_Left)
        key(table, Qt.Key.Key_B)  # the bye to the team under the cursor (match 2's first team)
        assert dialog.edit.bye == a and dialog.edit.matches == [[d, b], [engine.bye, c]]
        assert not dialog.ok_button.isEnabled() and "choose the situation" in dialog.hint_label.text()
        key(table, Qt.Key.Key_R, ALT)
        assert QApplication.focusWidget() is dialog.article_combo
        key(dialog.article_combo, Qt.Key.Key_Down)
        key(dialog.article_combo, Qt.Key.Key_Down)
        assert dialog.article() is OverrideArticle.COMPETITION_RULES
        key(dialog.article_combo, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.reason_edit
        QTest.keyClicks(dialog.reason_edit, "Regulation 7: clubs of one city apart")
        key(dialog.reason_edit, Qt.Key.Key_Tab)  # Tab leaves the reason (no tab character typed)
        assert QApplication.focusWidget() is dialog.ok_button and dialog.ok_button.isEnabled()
        assert dialog.reason() == "Regulation 7: clubs of one city apart"
        key(dialog.ok_button, Qt.Key.Key_Return, CTRL)

    dialog = run_modally(qtbot, window, drive)
    assert answers.levels == [4]
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.changes is not None
    assert desk.rounds.all()[0].state is RoundState.DRAFT  # kept as a draft until Publish
    assert desk.teams.team_layouts(1) == (engine, TeamLayout(((d, b), (engine.bye or 0, c)), a))
    assert tab.publish_button.isEnabled()
    (override,) = desk.rounds.overrides(1)
    assert override.article == "4.4.2" and override.reason == "Regulation 7: clubs of one city apart"
    assert [m.changed for m in tab.model.rows] == [True, True]
    assert "Overridden, C.04.2 art. 4.4.2: Regulation 7" in tab.pab_label.text()
    assert tab.model.index(0, 1).data(Qt.ItemDataRole.BackgroundRole) is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key(None, Qt.Key.Key_U, CTRL | SHIFT)  # Publish
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED
    assert desk.teams.team_layouts(1) == (engine, TeamLayout(((d, b), (engine.bye or 0, c)), a))
    key(None, Qt.Key.Key_Z, CTRL)  # undo the publishing: the changed draft
    assert desk.rounds.all()[0].state is RoundState.DRAFT and len(desk.rounds.overrides(1)) == 1
    key(None, Qt.Key.Key_Z, CTRL)  # undo: the engine's draft again, nothing highlighted
    assert desk.rounds.all()[0].state is RoundState.DRAFT and desk.rounds.overrides() == []
    assert desk.teams.team_layouts(1)[1] == engine and not any(m.changed for m in tab.model.rows)
    assert tab.pab_label.text().startswith("Pairing-allocated bye") and "Overridden" not in tab.pab_label.text()
    key(None, Qt.Key.Key_Z, CTRL | SHIFT)  # redo
    assert [m.changed for m in tab.model.rows] == [True, True] and len(desk.rounds.overrides(1)) == 1


def test_escape_drops_a_mark_then_cancels_and_nothing_changes(qtbot: QtBot, window: MainWindow) -> None:
    desk = window.session.require()
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    window.team_pairing_tab.reload_all()
    seq = desk.journal.journal_seq()

    def drive(dialog: TeamOverrideDialog) -> None:
        assert dialog.windowTitle().startswith("Override round 1")
        assert dialog.ok_button.text() == "Confirm override"
        key(dialog.table, Qt.Key.Key_X)
        assert dialog.mark == (0, 0)
        key(dialog.table, Qt.Key.Key_Escape)  # drops the mark, the dialog stays
        assert dialog.mark is None and dialog.isVisible()
        key(dialog.table, Qt.Key.Key_S)
        key(dialog.table, Qt.Key.Key_Return, CTRL)  # not ready (no situation, no reason): stays open
        assert dialog.isVisible() and "write the explanation" in dialog.hint_label.text()
        key(dialog.table, Qt.Key.Key_Escape)

    dialog = run_modally(qtbot, window, drive)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert desk.journal.journal_seq() == seq and desk.rounds.overrides() == []


def test_a_rematch_is_shown_refused_and_cannot_be_confirmed(qtbot: QtBot, window: MainWindow) -> None:
    """C.04.6 art. 2.1.1 [C1]: the dialog lists the refusal in red and keeps Confirm off."""
    desk = window.session.require()
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    for m in desk.teams.team_state().matches_of(1):
        for g in m.games:
            desk.teams.record_team_result(1, m.number, g.board, ResultCode.DRAW)
    first = desk.teams.team_layouts(1)[1].matches[0]
    desk.teams.pair_next_team_round()
    window.team_pairing_tab.reload_all()
    layout = desk.teams.team_layouts(2)[1]
    dialog = TeamOverrideDialog(window.session, 2, window)
    qtbot.addWidget(dialog)
    dialog.show()
    rest = [t for t in layout.teams if t not in first]
    dialog.edit.matches = [list(first), rest[:2]]
    dialog.edit.bye = rest[2]
    dialog.refresh()
    texts = [dialog.warnings_list.item(i).text() for i in range(dialog.warnings_list.count())]
    assert any(t.startswith("Refused: rematch:") and "[C1]" in t for t in texts)
    assert "breaks an absolute rule" in dialog.hint_label.text() and not dialog.ok_button.isEnabled()


def test_a_big_event_reads_the_earlier_rounds_in_the_background(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From BACKGROUND_FROM players the context is read off the GUI thread: the dialog shows at once, the
    situation and explanation can be filled in meanwhile, the table takes the keys once the rounds are read."""
    import threading

    script(monkeypatch, qtbot, TWO_STEP)  # Validate: differs from the engine's pairing (Q68-69)

    from arbiter_desk.services.teams.manager import TeamsManager
    from arbiter_desk.ui.teams import team_override_dialog

    desk = window.session.require()
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    window.team_pairing_tab.reload_all()
    engine = desk.teams.team_layouts(1)[1]
    monkeypatch.setattr(team_override_dialog, "BACKGROUND_FROM", 0)
    gate, on_gui_thread = threading.Event(), []
    original = TeamsManager.team_change_context

    def slow(self: TeamsManager, round_no: int) -> object:
        on_gui_thread.append(threading.current_thread() is threading.main_thread())
        gate.wait(10)
        return original(self, round_no)

    monkeypatch.setattr(TeamsManager, "team_change_context", slow)

    def drive(dialog: TeamOverrideDialog) -> None:
        assert dialog.is_loading and not dialog.table.isEnabled() and not dialog.swap_button.isEnabled()
        assert "Reading the rounds before round 1" in dialog.hint_label.text()
        key(dialog, Qt.Key.Key_R, ALT)  # the situation while the rounds are read
        assert QApplication.focusWidget() is dialog.article_combo
        key(dialog.article_combo, Qt.Key.Key_Down)
        key(dialog, Qt.Key.Key_Return, CTRL)  # not ready: stays open
        assert dialog.isVisible() and not dialog.ok_button.isEnabled()
        assert "Reading the rounds before round 1" in dialog.hint_label.text()
        gate.set()
        qtbot.waitUntil(lambda: not dialog.is_loading, timeout=10_000)
        assert dialog.windowTitle().startswith("Override round 1") and dialog.table.isEnabled()
        assert QApplication.focusWidget() is dialog.article_combo  # the arbiter's place is kept
        dialog.table.setFocus()
        dialog.table.setCurrentCell(0, 1)
        key(dialog.table, Qt.Key.Key_S)
        assert dialog.team_layout().matches[0] == engine.matches[0][::-1]
        key(dialog, Qt.Key.Key_E, ALT)
        QTest.keyClicks(QApplication.focusWidget(), "Colours exchanged at the captains' request")
        key(dialog, Qt.Key.Key_Return, CTRL)

    dialog = run_modally(qtbot, window, drive)
    assert on_gui_thread == [False]
    assert dialog.result() == QDialog.DialogCode.Accepted and len(desk.rounds.overrides(1)) == 1
    assert desk.teams.team_layouts(1)[1].matches[0] == engine.matches[0][::-1]
