"""The Round pairing tab: pairing in the worker thread, review with reasons, publish, override (C.04.2 art. 4.4)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing import RoundPairing, find_system
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services import Desk, GameResult, OverrideArticle, PlayerData
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.boards import CHANGED_COLOUR
from arbiter_desk.ui.pairing.pairing import PairingTab
from tests.services.conftest import validate_pairing
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play, wait_for_pairing
from tests.ui.warning_keys import TWO_STEP, script


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path)
    yield d
    d.close()


@pytest.fixture
def session(desk: Desk) -> DeskSession:
    return session_on(desk)


@pytest.fixture
def tab(qtbot: QtBot, session: DeskSession) -> PairingTab:
    widget = PairingTab(session)
    qtbot.addWidget(widget)
    return widget


def test_pair_runs_in_the_worker_and_shows_the_draft(qtbot: QtBot, tab: PairingTab, desk: Desk) -> None:
    assert tab.pair_button.text() == "&Pair round 1" and tab.pair_button.isEnabled()
    tab.pair_button.click()
    assert tab.worker.is_busy and not tab.pair_button.isEnabled() and not tab.busy.isHidden()
    wait_for_pairing(qtbot, tab)
    assert desk.rounds.all()[0].state is RoundState.DRAFT
    assert tab.boards_model.rowCount() == 5
    assert "Pairing-allocated bye: Player 11 (11)" in tab.bye_label.text()
    assert "draft" in tab.status_label.text()
    assert tab.publish_button.isEnabled() and not tab.pair_button.isEnabled()
    assert tab.override_button.isEnabled() and "until Publish" in tab.override_button.toolTip()
    assert tab.busy.isHidden()


def test_selecting_a_board_shows_why(qtbot: QtBot, tab: PairingTab) -> None:
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    tab.select_board(2)
    html = tab.explanation.detail.toPlainText()
    assert "Board 2" in html and "White by art. 5.2" in html
    assert tab.explanation.tree.isColumnHidden(2)  # nothing overridden: no "Changed" column
    assert "Bracket" in tab.round_text.toPlainText()


def test_repair_discard_publish(qtbot: QtBot, tab: PairingTab, desk: Desk, session: DeskSession) -> None:
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    with qtbot.waitSignal(session.changed, timeout=30000) as blocker:
        tab.repair_button.click()
    assert blocker.args[0].label == "re-pair round 1"
    assert not tab.worker.is_busy and tab.boards_model.rowCount() == 5
    tab.discard_button.click()
    assert desk.rounds.all() == [] and tab.boards_model.rowCount() == 0
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    tab.publish_button.click()
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED
    assert tab.override_button.isEnabled() and tab.pair_button.text() == "&Pair round 2"


def test_refused_pairing_is_reported_and_nothing_runs(qtbot: QtBot, tab: PairingTab, session: DeskSession) -> None:
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    tab.publish_button.click()
    assert not tab.pair_button.isEnabled() and "Round 1 is not complete" in tab.pair_button.toolTip()
    with qtbot.waitSignal(session.failed) as blocker:
        tab.pair_next_round()
    assert "not complete" in blocker.args[0]
    assert not tab.worker.is_busy and "not complete" in tab.status_label.text()


def test_override_shows_in_status_and_audit(qtbot: QtBot, tab: PairingTab, desk: Desk) -> None:
    play(desk, 1)
    tab.reload()
    dialog = tab.make_override_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.swap_colours(0)
    dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(OverrideArticle.COMPETITION_RULES))
    dialog.reason_edit.setPlainText("Board 1 colours swapped by the organiser's rule 7")
    assert desk.rounds.boards(1)[0].has_result  # a changed board with a result is refused by the services
    dialog.accept()
    assert dialog.changes is None and dialog.result() == 0


def test_override_of_open_round(qtbot: QtBot, tab: PairingTab, desk: Desk, monkeypatch: pytest.MonkeyPatch) -> None:
    script(monkeypatch, qtbot, TWO_STEP)
    play(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    tab.reload()
    dialog = tab.make_override_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.swap_colours(0)
    dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(OverrideArticle.COMPETITION_RULES))
    dialog.reason_edit.setPlainText("Colours of board 1 exchanged: rule 7 of the tournament regulations")
    dialog.accept()
    assert dialog.changes is not None
    assert "Overridden" in tab.status_label.text() and "4.4.2" in tab.status_label.text()
    whats = [tab.audit_model.index(r, 2).data() for r in range(tab.audit_model.rowCount())]
    whys = [tab.audit_model.index(r, 3).data() for r in range(tab.audit_model.rowCount())]
    assert whats[0] == "override round 2 (art. 4.4.2)"
    assert tab.boards_model.changed == {1}
    background = tab.boards_model.index(0, 1).data(Qt.ItemDataRole.BackgroundRole)
    assert background.color().name() == CHANGED_COLOUR
    assert tab.boards_model.index(1, 1).data(Qt.ItemDataRole.BackgroundRole) is None
    assert "rule 7" in whys[0]


def test_a_changed_draft_stays_a_draft_until_publish(
    qtbot: QtBot, tab: PairingTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """C.04.2 art. 4.4 before publishing, by the keyboard: same dialog, reasons, diff and audit; confirming keeps
    the changed draft (printed as a draft, shown to a second arbiter) and Publish publishes it."""
    answers = script(monkeypatch, qtbot, TWO_STEP)  # Validate pairings: differs from the engine's (Q68–69)
    play(desk, 1)
    desk.rounds.pair_next_round()
    tab.reload()
    assert tab.override_button.isEnabled()
    dialog = tab.make_override_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert "Edit pairings of round 2" in dialog.windowTitle()
    assert "(the draft stays a draft until Publish)" in dialog.windowTitle()
    assert dialog.ok_button.text() == "&Validate pairings"
    dialog.table.setCurrentCell(0, 1)
    dialog.swap_button.setFocus()
    QTest.keyClick(dialog.swap_button, Qt.Key.Key_Space)
    assert dialog.preview is not None and any("colours swapped" in line for line in dialog.preview.diff)
    dialog.article_combo.setFocus()
    while dialog.article_combo.currentData() != OverrideArticle.COMPETITION_RULES:
        QTest.keyClick(dialog.article_combo, Qt.Key.Key_Down)
    QTest.keyClicks(dialog.reason_edit, "Rule 7: board 1 colours exchanged")
    assert dialog.ok_button.isEnabled()
    dialog.ok_button.setFocus()
    QTest.keyClick(dialog.ok_button, Qt.Key.Key_Space)
    assert dialog.changes is not None and not dialog.isVisible()
    assert answers.levels == [4]
    assert desk.rounds.all()[-1].state is RoundState.DRAFT
    (override,) = desk.rounds.overrides(2)
    assert override.article == "4.4.2" and override.diff
    whats = [tab.audit_model.index(r, 2).data() for r in range(tab.audit_model.rowCount())]
    assert whats[0] == "change the draft of round 2 (art. 4.4.2)"
    assert tab.boards_model.changed == {1}
    assert "draft" in tab.status_label.text() and "Overridden" in tab.status_label.text()
    status = document_for(desk, "pairings", 2).header_lines[-1]
    assert status == (
        "Status: round 2 DRAFT — not published, may still change; changed from the engine's pairing (C.04.2 art. 4.4.2)"
    )
    assert tab.publish_button.isEnabled()
    tab.publish_button.setFocus()
    QTest.keyClick(tab.publish_button, Qt.Key.Key_Space)
    assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
    swapped = desk.rounds.boards(2)[0]
    assert (swapped.white, swapped.black) == (override.new_pairing.boards[0][0], override.new_pairing.boards[0][1])
    whats = [tab.audit_model.index(r, 2).data() for r in range(tab.audit_model.rowCount())]
    assert whats[0] == "publish round 2 changed from the engine's draft (art. 4.4.2)"
    assert document_for(desk, "pairings", 2).header_lines[-1] == "Status: round 2 published, games in progress"


def test_boards_with_a_result_are_locked_in_the_override_dialog(qtbot: QtBot, tab: PairingTab, desk: Desk) -> None:
    """Disabled up front instead of refused after the work: a board with a result cannot be edited."""
    play(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(2, 1, GameResult.DRAW)
    tab.reload()
    dialog = tab.make_override_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    white, black = dialog.boards[0]
    item = dialog.table.item(0, 1)
    assert not item.flags() & Qt.ItemFlag.ItemIsSelectable and "has a result" in item.toolTip()
    assert dialog.table.item(1, 1).flags() & Qt.ItemFlag.ItemIsSelectable
    dialog.swap_colours(0)
    dialog.exchange((0, 0), (1, 0))
    assert dialog.boards[0] == [white, black]
    bye_choices = {dialog.bye_combo.itemData(i) for i in range(dialog.bye_combo.count())}
    assert white not in bye_choices and black not in bye_choices
    for board in desk.rounds.boards(2)[1:]:
        desk.results.record_result(2, board.number, GameResult.DRAW)
    tab.reload()
    assert not tab.override_button.isEnabled() and "clear a result" in tab.override_button.toolTip()


def test_no_pair_button_for_a_round_after_the_last(qtbot: QtBot, tab: PairingTab, desk: Desk) -> None:
    """A finished 5-round event does not offer "Pair round 6"."""
    play(desk, 4)
    tab.reload()
    assert tab.pair_button.text() == "&Pair round 5" and tab.pair_button.isEnabled()
    play(desk, 1)
    tab.reload()
    assert tab.pair_button.text() == "All 5 rounds paired" and not tab.pair_button.isEnabled()
    assert "every one is paired" in tab.pair_button.toolTip()


def test_models_pass_the_model_tester(qtbot: QtBot, tab: PairingTab, desk: Desk, qtmodeltester: object) -> None:
    play(desk, 1)
    tab.reload()
    qtmodeltester.check(tab.boards_model)  # type: ignore[attr-defined]
    qtmodeltester.check(tab.audit_model)  # type: ignore[attr-defined]


class SlowDubov:
    """The real engine, slowed down so that the test can act while the worker thread runs."""

    def __init__(self) -> None:
        self.engine = find_system("dubov")
        self.thread_names: list[str] = []

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        self.thread_names.append(threading.current_thread().name)
        time.sleep(0.4)
        return self.engine.pair(tournament, round_no)


def test_worker_thread_keeps_the_window_live_and_stale_pairings_are_refused(
    qtbot: QtBot, tab: PairingTab, desk: Desk, session: DeskSession
) -> None:
    slow = SlowDubov()
    tab.worker.systems = lambda _name: slow  # type: ignore[assignment, return-value]
    tab.pair_next_round()
    assert tab.worker.is_busy
    # the event loop still runs while the engine works: the arbiter registers a late arrival meanwhile
    session.run(lambda d: d.players.register_player(PlayerData("Late Arrival", rating=1500)))
    with qtbot.waitSignal(session.failed, timeout=30000) as blocker:
        pass
    assert "changed while the round was being paired" in blocker.args[0]
    assert slow.thread_names and slow.thread_names[0] != threading.main_thread().name
    assert desk.rounds.all() == [] and tab.pair_button.isEnabled()


def test_why_tree_shows_the_published_pairing_with_overridden_boards_marked(
    qtbot: QtBot, tab: PairingTab, desk: Desk
) -> None:
    """After an override the tree lists the boards as published; an overridden board is marked,
    with the engine's board and the C.04.2 art. 4.4 reason beside it; untouched boards keep the engine's reasons."""
    play(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    engine = [(b.white, b.black) for b in desk.rounds.boards(2)]
    changed = [(engine[0][1], engine[0][0]), *engine[1:]]
    validate_pairing(desk, 2, changed, desk.state().bye_of(2)[0] if desk.state().bye_of(2) else None,
                     OverrideArticle.COMPETITION_RULES, "Colours of board 1 exchanged: rule 7")  # fmt: skip
    tab.reload()
    tab.show_round(2)
    tree = tab.explanation.tree
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    boards = [it.child(j) for it in items if it is not None for j in range(it.childCount())]
    texts = {b.text(0): (b.text(1), b.text(2)) for b in boards if b is not None}
    assert not tree.isColumnHidden(2)
    marked = [k for k in texts if "✎" in k]
    assert marked == ["Board 1 ✎"]
    players, beside = texts["Board 1 ✎"]
    name = {p.id: p.name for p in desk.players.all()}
    assert players.index(name[changed[0][0]]) < players.index(name[changed[0][1]])  # as published: White first
    assert beside.startswith("✎ engine: board 1:")
    tab.explanation.show_board(1)
    detail = tab.explanation.detail.toPlainText()
    assert "Changed by the arbiter" in detail and "art. 4.4.2: Colours of board 1 exchanged" in detail
    tab.explanation.show_board(2)
    assert "White by art." in tab.explanation.detail.toPlainText()
    assert "✎" in tab.round_text.toPlainText()


def test_dubov_round_with_an_unrated_player_asks_first(
    qtbot: QtBot, tab: PairingTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """C.04.4.1 art. 1.1.1–1.1.2: a player with neither a FIDE nor a provisional rating is named before pairing."""
    desk.players.register_player(PlayerData("Stranger, Cy"))
    questions: list[str] = []

    def answer(_parent: object, question: str, _choices: object) -> None:
        questions.append(question)
        return None  # Cancel

    monkeypatch.setattr(prompts, "choose", answer)
    tab.pair_button.click()
    assert not tab.worker.is_busy and desk.rounds.all() == []
    assert "Stranger, Cy (#12)" in questions[0] and "art. 1.1.2" in questions[0]
    assert "provisional ratings first" in tab.status_label.text()
    cy = next(p for p in desk.players.all() if p.name == "Stranger, Cy")
    desk.players.edit_player(cy.id, PlayerData("Stranger, Cy", pairing_rating=1500))
    tab.pair_button.click()
    wait_for_pairing(qtbot, tab)
    assert len(questions) == 1 and desk.rounds.all()[0].state is RoundState.DRAFT
    tab.show_round(1)
    cell = next(
        tab.boards_model.index(r, c) for r in range(tab.boards_model.rowCount()) for c in (3, 6)
        if tab.boards_model.index(r, c).data() == "(1500)"
    )  # fmt: skip
    assert "provisional rating 1500" in cell.data(Qt.ItemDataRole.ToolTipRole)


def test_c04_7_art_1_5_virtual_points_show_in_the_boards_and_the_explanation(qtbot: QtBot, tmp_path: Path) -> None:
    """Round 2 of a Baku tournament: a GA winner has pairing score 2.0 = 1.0 + 1.0 virtual."""
    from dataclasses import replace

    from arbiter_desk.services.event.data import AccelerationMethod

    baku = new_desk(tmp_path, players=10, name="baku")
    baku.settings.update_settings(replace(baku.settings.current(), acceleration=AccelerationMethod.BAKU))
    play(baku, 1)
    tab = PairingTab(session_on(baku))
    qtbot.addWidget(tab)
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    assert tab.view_data is not None and tab.view_data.round.number == 2
    first = tab.view_data.boards[0]
    assert first.white.virtual == 1 and first.white.points == 1  # GA (TPN 1–6) and a win in round 1
    assert tab.boards_model.index(0, 2).data() == "1.0 +1.0v"
    tooltip = tab.boards_model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert "pairing score 2.0 = 1.0 points + 1.0 virtual" in tooltip
    tab.select_board(1)
    text = tab.explanation.detail.toPlainText()
    assert f"{first.white.tpn} is in GA: pairing score 2.0 = 1.0 + 1.0 virtual" in text
    assert "is in GA: pairing score" in tab.round_text.toPlainText()
    gb = [s for b in tab.view_data.boards for s in (b.white, b.black) if s.tpn > 6]
    assert gb and all(s.virtual == 0 for s in gb)
    baku.close()


def test_cancel_frees_the_window_at_once_and_never_stores_the_draft(
    qtbot: QtBot, tab: PairingTab, desk: Desk, session: DeskSession
) -> None:
    """The engine cannot always stop at once, but Cancel drops its run: the buttons are back at once,
    a new pairing may start, and the cancelled draft is never stored."""
    slow = SlowDubov()
    tab.worker.systems = lambda _name: slow  # type: ignore[assignment, return-value]
    stored: list[object] = []
    session.changed.connect(stored.append)
    tab.pair_button.click()
    assert tab.worker.is_busy and not tab.cancel_button.isHidden()
    qtbot.mouseClick(tab.cancel_button, Qt.MouseButton.LeftButton)
    assert not tab.worker.is_busy and tab.pair_button.isEnabled() and tab.cancel_button.isHidden()
    assert "cancelled" in tab.status_label.text()
    tab.worker.wait()
    qtbot.wait(100)
    assert desk.rounds.all() == [] and stored == []
    tab.worker.systems = None
    tab.pair_button.click()
    wait_for_pairing(qtbot, tab)
    assert desk.rounds.all()[0].state is RoundState.DRAFT and len(stored) == 1


def test_a_refusal_comes_at_once_without_starting_the_worker(qtbot: QtBot, tab: PairingTab, desk: Desk) -> None:
    play(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    tab.reload()
    tab.pair_next_round()  # round 2 has no results yet (C.04.2 art. 3.1)
    assert not tab.worker.is_busy and "not complete" in tab.status_label.text()


def test_the_job_reads_the_new_draft_for_the_tab_and_a_stale_reading_is_not_shown(
    qtbot: QtBot, tab: PairingTab, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker also reads what the tab shows of the new draft, so the GUI thread only shows it;
    the reading is used once, and only while nothing changed since."""
    from arbiter_desk.ui.pairing import pairing as pairing_module

    on_gui_thread: list[int] = []
    original = pairing_module.round_page

    def watched(d: Desk, number: int) -> object:
        on_gui_thread.append(number)
        return original(d, number)

    monkeypatch.setattr(pairing_module, "round_page", watched)
    tab.pair_next_round()
    qtbot.waitUntil(lambda: not tab.worker.is_busy, timeout=30000)
    assert tab.view_data is not None and tab.view_data.round.state is RoundState.DRAFT
    assert tab.boards_model.rowCount() == 5 and on_gui_thread == [] and tab.worker.page is None
    page = (tab.view_data, tab._why)
    tab.worker.page = (0, page)  # read at journal entry 0: the file has moved on since
    assert tab._prepared_page(1) is None and tab.worker.page is None
    tab.worker.page = (desk.journal.journal_seq(), page)
    assert tab._prepared_page(2) is None  # another round
    tab.worker.page = (desk.journal.journal_seq(), page)
    assert tab._prepared_page(1) is page


def test_a_long_list_of_unpaired_players_is_cut_short_under_the_boards(qtbot: QtBot, tmp_path: Path) -> None:
    """At a big open hundreds of players may be absent: the line under the boards names a few and counts the rest,
    instead of growing until the boards table shows two rows."""
    desk = new_desk(tmp_path, players=40, name="big")
    for player in desk.players.all()[-15:]:
        desk.players.request_bye(player.id, 1)
    widget = PairingTab(session_on(desk))
    qtbot.addWidget(widget)
    widget.pair_button.click()
    wait_for_pairing(qtbot, widget)
    text = widget.bye_label.text()
    assert text.count("[H]") == 12
    assert text.endswith("and 3 more (Byes & withdrawals… lists them all).")
    desk.close()


def test_the_board_finder_text_belongs_to_the_shown_round(qtbot: QtBot, tab: PairingTab, desk: Desk) -> None:
    """Enter goes back to the boards on the one found; another round clears the field."""
    play(desk, 2)
    tab.reload()
    tab.show()
    with qtbot.waitActive(tab):
        tab.activateWindow()
    tab.boards_view.setFocus()
    QTest.keyClick(tab.boards_view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(tab.finder, "2")
    QTest.keyClick(tab.finder, Qt.Key.Key_Return)
    assert tab.boards_view.hasFocus() and tab.boards_model.rows[tab.boards_view.currentIndex().row()].number == 2
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))
    assert tab.shown_round() == 1 and tab.finder.text() == ""
