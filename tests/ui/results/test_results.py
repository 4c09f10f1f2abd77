"""The Results tab: keyboard entry (ui.result_keys), auto-advance, corrections (art. 4.3), blind re-entry check."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.results.results_model import HIDDEN, MISMATCH_COLOUR, ResultsModel
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play
from tests.ui.warning_keys import CANCEL, CONFIRM, script


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path)
    play(d, 1)
    d.rounds.pair_next_round()
    d.rounds.publish_round()
    yield d
    d.close()


@pytest.fixture
def session(desk: Desk) -> DeskSession:
    return session_on(desk)


@pytest.fixture
def tab(qtbot: QtBot, session: DeskSession) -> ResultsTab:
    widget = ResultsTab(session)
    qtbot.addWidget(widget)
    return widget


def results(desk: Desk, round_no: int) -> list[GameResult | None]:
    return [
        GameResult.from_codes(b.white_result, b.black_result) if b.white_result and b.black_result else None
        for b in desk.rounds.boards(round_no)
    ]


def test_keys_record_results_and_advance(qtbot: QtBot, tab: ResultsTab, desk: Desk) -> None:
    assert tab.shown_round() == 2 and "0 of 5" in tab.status_label.text()
    assert tab.view.currentIndex().row() == 0
    QTest.keyClicks(tab.view, "1=0+")
    assert results(desk, 2) == [
        GameResult.WHITE_WINS,
        GameResult.DRAW,
        GameResult.BLACK_WINS,
        GameResult.WHITE_WINS_BY_FORFEIT,
        None,
    ]
    assert tab.view.currentIndex().row() == 4 and "4 of 5" in tab.status_label.text()
    QTest.keyClicks(tab.view, "x")
    assert results(desk, 2)[4] is GameResult.DOUBLE_FORFEIT
    assert "5 of 5" in tab.status_label.text()


def test_each_key_is_one_undoable_command(qtbot: QtBot, tab: ResultsTab, desk: Desk, session: DeskSession) -> None:
    QTest.keyClicks(tab.view, "15")
    session.undo()
    assert results(desk, 2)[:2] == [GameResult.WHITE_WINS, None]
    assert "1 of 5" in tab.status_label.text()


def test_star_clears_and_enter_moves_on(qtbot: QtBot, tab: ResultsTab, desk: Desk) -> None:
    QTest.keyClicks(tab.view, "-")
    assert tab.view.currentIndex().row() == 1
    tab.view.setCurrentIndex(tab.model.index(0, 0))
    QTest.keyClicks(tab.view, "*")
    assert results(desk, 2)[0] is None and tab.view.currentIndex().row() == 0
    QTest.keyClick(tab.view, Qt.Key.Key_Return)
    assert tab.view.currentIndex().row() == 1
    QTest.keyClick(tab.view, Qt.Key.Key_Down)
    assert tab.view.currentIndex().row() == 2
    QTest.keyClicks(tab.view, "q")  # means nothing
    assert results(desk, 2) == [None] * 5


def test_a_marks_adjourned_skips_it_and_lets_the_next_round_be_paired(
    qtbot: QtBot, tab: ResultsTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """C.04.2 (2026) art. 3.1: an adjourned game has no result yet; it counts as a draw for pairing only.
    VCL4THP.13 Q112, Q115, Q157, Q163: adjourning, and the adjourned game later won, are integrity events confirmed
    at level 3 (by keys, in the real warning dialog) and written as ``### Adjournment @ Round 2`` lines."""
    answers = script(monkeypatch, qtbot, CONFIRM, CONFIRM)
    QTest.keyClicks(tab.view, "1a")
    boards = desk.rounds.boards(2)
    assert boards[1].adjourned and results(desk, 2)[1] is None
    assert tab.model.index(1, ResultsModel.RESULT_COLUMN).data() == "adjourned"
    assert "1 of 5</b> results entered, 1 adjourned" in tab.status_label.text()
    assert tab.view.currentIndex().row() == 2
    QTest.keyClicks(tab.view, "=01")  # boards 3-5; the cursor does not go back to the adjourned game
    assert tab.view.currentIndex().row() == 4
    desk.rounds.pair_next_round()  # allowed: every game of round 2 is finished or adjourned
    assert [r.number for r in desk.rounds.all()][-1] == 3
    tab.view.setCurrentIndex(tab.model.index(1, 0))
    QTest.keyClicks(tab.view, "0")  # the adjourned game ends: its result replaces the mark
    assert not desk.rounds.boards(2)[1].adjourned and results(desk, 2)[1] is GameResult.BLACK_WINS
    assert answers.levels == [3, 3] and not answers.answers
    assert [e.to_line() for e in desk.settings.current().fide_events] == [
        "### Adjournment @ Round 2: board 2 adjourned",
        "### Adjournment @ Round 2: board 2 -> 0-1 (adjourned game)",
    ]


def test_escape_on_the_adjournment_warning_saves_nothing(
    qtbot: QtBot, tab: ResultsTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q115: the event is committed only once confirmed; Escape cancels and the cursor stays on the board."""
    script(monkeypatch, qtbot, CANCEL)
    QTest.keyClicks(tab.view, "a")
    assert not desk.rounds.boards(2)[0].adjourned and tab.view.currentIndex().row() == 0
    assert desk.settings.current().fide_events == ()


def test_adjourn_key_does_nothing_in_the_re_entry_check(qtbot: QtBot, tab: ResultsTab, desk: Desk) -> None:
    tab.set_check_mode(True)
    QTest.keyClicks(tab.view, "a")
    assert tab.model.checks == {} and not desk.rounds.boards(2)[0].adjourned and tab.view.currentIndex().row() == 0


def test_choosing_an_earlier_round_corrects_it(
    qtbot: QtBot, tab: ResultsTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q190: correcting the previous round is a Correction event, confirmed at level 3 by keys (Alt+O)."""
    answers = script(monkeypatch, qtbot, CONFIRM)
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))
    assert tab.shown_round() == 1 and "art. 4.3" in tab.status_label.text()
    tab.view.setCurrentIndex(tab.model.index(0, 0))
    QTest.keyClicks(tab.view, "0")
    assert answers.levels == [3] and "### Correction @ Round 1: board 1" in english(answers.seen[0][0].text)
    assert results(desk, 1)[0] is GameResult.BLACK_WINS
    assert [e.kind.value for e in desk.settings.current().fide_events] == ["Correction"]
    assert tab.shown_round() == 1
    assert "art. 4.3" in tab.notice_label.text()


def test_re_entry_check_hides_first_entry_and_lists_mismatches(
    qtbot: QtBot, tab: ResultsTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(prompts, "confirm", lambda _parent, _question: True)
    QTest.keyClicks(tab.view, "1=01=")
    tab.check_button.click()
    assert tab.model.check_mode and not tab.view.isColumnHidden(ResultsModel.CHECK_COLUMN)
    assert tab.model.index(0, ResultsModel.RESULT_COLUMN).data() == HIDDEN
    QTest.keyClicks(tab.view, "1=11")
    assert results(desk, 2)[2] is GameResult.BLACK_WINS  # the check never writes
    assert [line.number for line in tab.model.mismatches()] == [3]
    listed = [tab.side.list.item(i).text() for i in range(tab.side.list.count())]
    assert listed == ["Board 3: entered 0-1, check 1-0"]
    assert "4 of 5 typed, 1 mismatch" in tab.side.title.text()
    assert tab.view.currentIndex().row() == 4  # the next board not yet typed a second time
    colour = tab.model.index(2, 1).data(Qt.ItemDataRole.BackgroundRole).color().name()
    assert colour == MISMATCH_COLOUR
    tab.check_button.click()
    assert not tab.model.check_mode and tab.model.index(0, ResultsModel.RESULT_COLUMN).data() == "1-0"


def test_model_passes_the_model_tester(qtbot: QtBot, tab: ResultsTab, qtmodeltester: object) -> None:
    QTest.keyClicks(tab.view, "1=")
    tab.set_check_mode(True)
    QTest.keyClicks(tab.view, "0")
    qtmodeltester.check(tab.model)  # type: ignore[attr-defined]


def test_find_a_board_or_a_name_with_ctrl_f_while_digits_stay_result_keys(
    qtbot: QtBot, tab: ResultsTab, desk: Desk
) -> None:
    """Ctrl+F into the find field, a board number or part of a name, Enter / Ctrl+G next,
    Esc back to the table on that board, where 1 is again a result key."""
    tab.show()
    with qtbot.waitActive(tab):
        tab.activateWindow()
    tab.view.setFocus()
    QTest.keyClick(tab.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert tab.finder.hasFocus()
    QTest.keyClicks(tab.finder, "4")
    assert tab.model.row_at(tab.view.currentIndex().row()).number == 4
    QTest.keyClick(tab.finder, Qt.Key.Key_Escape)
    assert tab.view.hasFocus()
    QTest.keyClick(tab.view, Qt.Key.Key_1)
    assert results(desk, 2)[3] is GameResult.WHITE_WINS
    line = tab.model.row_at(2)
    QTest.keyClick(tab.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(tab.finder, line.black.name.upper())
    assert tab.view.currentIndex().row() == 2
    QTest.keyClicks(tab.finder, "zzz")
    assert not tab.finder.found and "ffd9d9" in tab.finder.styleSheet()
    tab.finder.setText("Player")
    QTest.keyClick(tab.finder, Qt.Key.Key_Return)
    first = tab.view.currentIndex().row()
    QTest.keyClick(tab.finder, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert tab.view.currentIndex().row() == first + 1


def test_a_key_that_means_nothing_says_so(qtbot: QtBot, tab: ResultsTab, desk: Desk) -> None:
    """Keys 2, 3, h were silently ignored; now a hint names the result keys."""
    QTest.keyClicks(tab.view, "2")
    assert "“2” is not a result key" in tab.notice_label.text() and "Ctrl+F" in tab.notice_label.text()
    assert results(desk, 2) == [None] * 5


def test_the_rounds_pab_and_byes_are_listed_under_the_boards(qtbot: QtBot, tmp_path: Path) -> None:
    """The pairing-allocated bye and the requested byes score too, so the Results tab names them;
    choosing another round by keys shows that round's."""
    from arbiter_desk.core.results import ResultCode

    d = new_desk(tmp_path, players=12, name="byes")  # 11 paired in round 2: a PAB
    play(d, 1)
    half = next(p for p in d.players.all() if p.tpn == 3)
    d.players.request_bye(half.id, 2, ResultCode.HALF_BYE)
    d.rounds.pair_next_round()
    d.rounds.publish_round()
    tab = ResultsTab(session_on(d))
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitExposed(tab)
    (pab,) = [b.player for b in d.rounds.pairing_byes() if b.round == 2]
    pab_player = d.state().player(pab)
    assert tab.shown_round() == 2
    text = tab.bye_label.text()
    assert text.startswith(f"Pairing-allocated bye: {pab_player.name} ({pab_player.tpn})")
    assert "Not paired: Player 03 (3) [H]" in text
    tab.round_combo.setFocus()
    QTest.keyClick(tab.round_combo, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: tab.shown_round() == 1)
    qtbot.waitUntil(lambda: tab.bye_label.text() == "No pairing-allocated bye.  Not paired: nobody.")
    d.close()


def test_enter_in_the_finder_returns_to_the_board_and_the_text_stays_with_its_round(
    qtbot: QtBot, tab: ResultsTab, desk: Desk, tmp_path: Path
) -> None:
    """After Enter the next result key went into the find field, and its text stayed on when
    another round or file was shown. Now Enter goes back to the table on the board found; another round or
    file clears the field."""
    tab.show()
    with qtbot.waitActive(tab):
        tab.activateWindow()
    tab.view.setFocus()
    QTest.keyClick(tab.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(tab.finder, "3")
    QTest.keyClick(tab.finder, Qt.Key.Key_Return)
    assert tab.view.hasFocus() and not tab.finder.hasFocus()
    QTest.keyClick(tab.view, Qt.Key.Key_0)  # a result key: board 3, not a "0" in the field
    assert results(desk, 2)[2] is GameResult.BLACK_WINS and tab.finder.text() == "3"
    QTest.keyClick(tab.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(tab.finder, "zzz")
    QTest.keyClick(tab.finder, Qt.Key.Key_Return)  # nothing found: the cursor stays to correct the text
    assert tab.finder.hasFocus() and not tab.finder.found
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))
    assert tab.shown_round() == 1 and tab.finder.text() == "" and tab.finder.styleSheet() == ""
    QTest.keyClick(tab.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(tab.finder, "Player")
    other = new_desk(tmp_path, name="other")
    play(other, 1)
    tab.session.attach(other)
    assert tab.shown_round() == 1 and tab.finder.text() == ""
    tab.session.close()


def test_ending_the_check_with_a_mismatch_warns_and_the_second_entry_can_be_accepted(
    qtbot: QtBot, tab: ResultsTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ending the blind re-entry check with a mismatch open asks first (No keeps the check), and
    Accept the check entry (Alt+A) records the second entry as an ordinary journaled correction."""
    asked: list[str] = []
    answer = [False]

    def confirm(_parent: object, question: str) -> bool:
        asked.append(question)
        return answer[0]

    monkeypatch.setattr(prompts, "confirm", confirm)
    tab.show()
    with qtbot.waitActive(tab):
        tab.activateWindow()
    tab.view.setFocus()

    def alt(key: Qt.Key) -> None:  # a mnemonic, typed where the focus is; it clicks after its animation
        button = tab.side.accept_button if key == Qt.Key.Key_A else tab.check_button
        with qtbot.waitSignal(button.clicked):
            QTest.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)

    QTest.keyClicks(tab.view, "1=01=")
    alt(Qt.Key.Key_C)  # Re-entry check
    assert tab.model.check_mode
    QTest.keyClicks(tab.view, "0=0")  # boards 1 and 3 differ
    assert [tab.side.list.item(i).text() for i in range(tab.side.list.count())] == ["Board 1: entered 1-0, check 0-1"]
    alt(Qt.Key.Key_C)  # End re-entry check: asked, No
    assert len(asked) == 1 and "1 mismatch" in asked[0] and "Board 1: entered 1-0, check 0-1" in asked[0]
    assert tab.model.check_mode and tab.check_button.isChecked() and tab.model.checks
    assert tab.side.list.currentItem().text() == "Board 1: entered 1-0, check 0-1"
    alt(Qt.Key.Key_A)  # Accept the check entry
    assert results(desk, 2)[0] is GameResult.BLACK_WINS
    assert desk.journal.entries()[-1].label == "correct result board 1 of round 2: 0-1"
    assert tab.model.mismatches() == [] and tab.side.list.count() == 0 and not tab.side.accept_button.isEnabled()
    alt(Qt.Key.Key_C)  # nothing open: ends without asking
    assert len(asked) == 1 and not tab.model.check_mode
    assert tab.session.undo() is not None and results(desk, 2)[0] is GameResult.WHITE_WINS  # undone like any other


def test_a_key_on_a_board_changed_behind_the_table_is_refused_and_the_table_shows_its_result(
    qtbot: QtBot, tab: ResultsTab, desk: Desk
) -> None:
    """Board 1 gets a result the table has not been told of (another desk's turn at the file, or
    any change made behind this view) while the table still shows it empty; the key is refused with who
    entered what, nothing of it is stored, the table is read again, and the cursor stays on that board (a
    refused key never moves on)."""
    desk.results.record_result(2, 1, GameResult.DRAW)  # not through the session: the tab does not know
    failures: list[str] = []
    tab.session.reported.connect(failures.append)  # told on the status line: a result key never opens a box
    boxes: list[str] = []
    tab.session.failed.connect(boxes.append)
    assert tab.model.row_at(0).result is None  # what the table still shows
    QTest.keyClicks(tab.view, "1")
    assert results(desk, 2)[0] is GameResult.DRAW
    assert len(failures) == 1 and "board 1 of round 2 was changed meanwhile by" in failures[0] and not boxes
    assert "½-½" in failures[0] and tab.model.row_at(0).result is GameResult.DRAW
    assert tab.view.currentIndex().row() == 0
    QTest.keyClick(tab.view, Qt.Key.Key_Down)
    QTest.keyClicks(tab.view, "1")
    assert results(desk, 2)[:2] == [GameResult.DRAW, GameResult.WHITE_WINS]


def test_keys_typed_while_another_program_locks_the_file_never_freeze_the_window_and_are_all_saved(
    qtbot: QtBot, tab: ResultsTab, desk: Desk
) -> None:
    """Another program holds a write lock (BEGIN EXCLUSIVE). Each key returns at once (no 5 s
    busy wait on the GUI thread), the entries are kept in order, and they land, once each, when the lock goes."""
    locker = sqlite3.connect(desk.path, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    entries_before = len(desk.journal.entries())
    slowest = 0.0
    for key in "1=01=":
        started = time.monotonic()
        QTest.keyClicks(tab.view, key)
        slowest = max(slowest, time.monotonic() - started)
    assert slowest < 0.3, f"a key held the window for {slowest:.2f} s"
    assert results(desk, 2) == [None] * 5
    assert "locked by another program: 5 entries kept" in tab.notice_label.text()
    assert "board 1: 1-0" in tab.notice_label.text()
    locker.rollback()
    locker.close()
    qtbot.waitUntil(lambda: results(desk, 2)[-1] is not None, timeout=5000)
    assert results(desk, 2) == [
        GameResult.WHITE_WINS,
        GameResult.DRAW,
        GameResult.BLACK_WINS,
        GameResult.WHITE_WINS,
        GameResult.DRAW,
    ]
    assert len(desk.journal.entries()) == entries_before + 5  # each once
    assert "free again: 5 entries typed meanwhile were saved" in tab.notice_label.text()
    assert tab.model.entered() == 5
