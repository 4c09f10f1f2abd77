"""The Late entries tab on the demo (rounds 1–3 complete): late entries (C.04.2 art. 2.4), withdraw and
reinstate (art. 3.2), and the grid of requested byes (art. 3.3), one journaled command per change."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services.event.data import PlayerId
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.registration.byes_dialog import ByesDialog
from arbiter_desk.ui.registration.late_entries import LateEntriesTab
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.registration import RegistrationTab
from arbiter_desk.ui.registration.withdraw_dialog import WithdrawDialog
from tests.ui.desk_helpers import DialogRunner, demo_session, new_desk, session_on


def make_tab(qtbot: QtBot, session: DeskSession) -> LateEntriesTab:
    tab = LateEntriesTab(session)
    qtbot.addWidget(tab)
    return tab


def byes(session: DeskSession) -> dict[tuple[int, int], ResultCode]:
    return {(a.player, a.round): a.result for a in session.require().players.absences()}


def test_no_late_entry_before_round_one_is_published(qtbot: QtBot, tmp_path: Path) -> None:
    tab = make_tab(qtbot, session_on(new_desk(tmp_path, players=4)))
    assert not tab.add_button.isEnabled()
    assert "round 1 is published" in tab.add_button.toolTip()
    assert tab.model.rounds == [1, 2, 3, 4, 5]


def test_grid_shows_every_round_and_changes_only_those_not_yet_published(qtbot: QtBot, tmp_path: Path) -> None:
    tab = make_tab(qtbot, demo_session(tmp_path))
    assert tab.model.rounds == [1, 2, 3, 4, 5, 6, 7] and tab.model.editable_rounds == [4, 5, 6, 7]
    assert tab.add_button.isEnabled()
    assert tab.model.rowCount() == 24
    assert tab.cell_index(tab.model.player_id(8), 4).data() == "½ (H)"  # the demo's requested bye
    assert "rounds 4–7" in tab.hint.text()


def test_late_entry_joins_in_the_chosen_round(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayerDialog) and dialog.entry_round is not None
        assert (dialog.entry_round.minimum(), dialog.entry_round.maximum()) == (4, 7)
        dialog.name.setText("Late, Larry")
        dialog.rating.setText("1500")
        dialog.entry_round.setValue(5)

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(fill))
    notices: list[str] = []
    monkeypatch.setattr(prompts, "confirm", lambda _parent, question: (notices.append(question), True)[1])
    tab.add_button.click()
    late = next(p for p in session.require().players.all() if p.name == "Late, Larry")
    assert late.entry_round == 5
    # the renumbering was announced first (C.04.2 art. 2.3) and is in the journal.
    assert len(notices) == 1 and "renumbers" in notices[0] and "art. 2.3" in notices[0]
    assert session.require().journal.entries()[-1].why.startswith("TPNs renumbered")
    row = next(r for r in range(tab.model.rowCount()) if tab.model.player_id(r) == late.id)
    assert tab.model.index(row, 2).data() == "late entry from round 5"
    assert tab.cell_index(late.id, 4).data() == "—"
    assert session.require().journal.undo_label() == "Undo: register Late, Larry (late entry from round 5)"


def test_late_entry_not_added_when_the_renumbering_is_declined(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    before = len(session.require().players.all())
    shown: list[str] = []

    def fill(dialog: QDialog) -> None:
        dialog.name.setText("Late, Lou")  # type: ignore[attr-defined]
        dialog.rating.setText("2700")  # type: ignore[attr-defined]

    runner = DialogRunner(fill)
    monkeypatch.setattr(prompts, "run_dialog", runner)
    monkeypatch.setattr(prompts, "confirm", lambda _parent, question: (shown.append(question), False)[1])
    tab.add_button.click()
    assert shown and len(session.require().players.all()) == before


def withdrawing(reason: str, from_round: int | None = None) -> DialogRunner:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, WithdrawDialog)
        dialog.reason.setText(reason)
        if from_round is not None:
            dialog.from_round.setValue(from_round)

    return DialogRunner(fill)


def test_withdraw_and_reinstate(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """C.04.2 art. 3.2 with the reason kept and shown in the status."""
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    assert not tab.withdraw_button.isEnabled() and not tab.reinstate_button.isEnabled()
    tab.table.selectRow(2)
    player = tab.model.player_id(2)
    assert tab.withdraw_button.isEnabled() and not tab.reinstate_button.isEnabled()
    runner = withdrawing("illness")
    monkeypatch.setattr(prompts, "run_dialog", runner)
    tab.withdraw_button.click()
    dialog = runner.dialogs[0]
    assert isinstance(dialog, WithdrawDialog) and dialog.from_round.minimum() == 4
    record = next(p for p in session.require().players.all() if p.id == player)
    assert (record.withdrawal_round, record.withdrawal_reason) == (4, "illness")
    assert tab.model.index(2, 2).data() == "withdrawn from round 4 (illness)"
    assert session.require().journal.entries()[-1].why == "illness"
    assert tab.selected_player() == player
    assert tab.reinstate_button.isEnabled() and not tab.withdraw_button.isEnabled()
    assert tab.cell_index(player, 6).data() == "—"
    tab.reinstate_button.click()
    assert next(p for p in session.require().players.all() if p.id == player).withdrawal_round is None
    assert tab.cell_index(player, 6).data() == ""


def test_withdraw_cancelled_changes_nothing(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    tab.table.selectRow(0)
    monkeypatch.setattr(prompts, "run_dialog", lambda _dialog: False)
    tab.withdraw_button.click()
    assert all(p.withdrawal_round is None for p in session.require().players.all())


def test_bye_cell_cycles_none_half_zero_none(qtbot: QtBot, tmp_path: Path) -> None:
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    player = tab.model.player_id(0)
    journal_before = len(session.require().journal.entries())
    seen = []
    for _ in range(3):
        tab.table.clicked.emit(tab.cell_index(player, 6))
        seen.append((byes(session).get((player, 6)), tab.cell_index(player, 6).data()))
    assert seen == [(ResultCode.HALF_BYE, "½ (H)"), (ResultCode.ZERO_BYE, "0 (Z)"), (None, "")]
    assert len(session.require().journal.entries()) == journal_before + 3  # one command per change


def test_clicks_outside_bye_cells_change_nothing(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    before = byes(session)
    tab.table.clicked.emit(tab.model.index(0, 1))  # the name column
    monkeypatch.setattr(prompts, "run_dialog", withdrawing(""))
    tab.table.selectRow(1)
    tab.withdraw_button.click()
    player = tab.model.player_id(1)
    tab.table.clicked.emit(tab.cell_index(player, 5))  # withdrawn: not taking part
    assert "does not play" in tab.panel.notice.text()
    tab.table.clicked.emit(tab.cell_index(PlayerId(player), 3))  # round 3 is published: shown, read-only
    assert byes(session) == before
    assert "Round 3 is published" in tab.panel.notice.text()


def test_a_round_under_way_points_to_the_4_4_4_override(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    assert tab.round_under_way is None and "Edit pairings" not in tab.hint.text()  # rounds 1-3 are complete
    session.run(lambda d: d.rounds.pair_next_round())
    assert tab.round_under_way is None  # a draft is not published
    session.run(lambda d: d.rounds.publish_round())
    assert tab.round_under_way == 4
    assert "Round 4 is published" in tab.hint.text() and "art. 4.4.4" in tab.hint.text()
    notes: list[str] = []

    def look(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayerDialog)
        notes.extend(label.text() for label in dialog.findChildren(QLabel) if "4.4.4" in label.text())

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(look))
    tab.add_button.click()
    assert len(notes) == 1 and "Edit pairings" in notes[0]


def test_byes_by_keyboard_space_h_z_delete(qtbot: QtBot, tmp_path: Path) -> None:
    """C.04.2 art. 3.3 without the mouse: arrows move between cells, Space cycles, H / Z set, Delete clears."""
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    tab.show()
    qtbot.waitExposed(tab)
    player = tab.model.player_id(0)
    tab.table.setFocus()
    tab.table.setCurrentIndex(tab.cell_index(player, 5))
    QTest.keyClick(tab.table, Qt.Key.Key_Right)
    assert tab.table.currentIndex() == tab.cell_index(player, 6)
    QTest.keyClick(tab.table, Qt.Key.Key_H)
    assert byes(session)[(player, 6)] is ResultCode.HALF_BYE
    QTest.keyClick(tab.table, Qt.Key.Key_Z)
    assert byes(session)[(player, 6)] is ResultCode.ZERO_BYE
    QTest.keyClick(tab.table, Qt.Key.Key_Delete)
    assert (player, 6) not in byes(session)
    QTest.keyClick(tab.table, Qt.Key.Key_Space)
    assert byes(session)[(player, 6)] is ResultCode.HALF_BYE
    assert tab.table.currentIndex() == tab.cell_index(player, 6)  # the cursor stays for the next key
    QTest.keyClick(tab.table, Qt.Key.Key_Down)
    QTest.keyClick(tab.table, Qt.Key.Key_H)
    assert byes(session)[(tab.model.player_id(1), 6)] is ResultCode.HALF_BYE
    tab.table.setCurrentIndex(tab.cell_index(player, 2))
    before = byes(session)
    QTest.keyClick(tab.table, Qt.Key.Key_H)  # a published round: nothing changes, a hint says why
    assert byes(session) == before and "Round 2 is published" in tab.panel.notice.text()


def test_byes_and_withdrawal_reachable_from_registration_and_pairing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = demo_session(tmp_path)
    registration = RegistrationTab(session)
    pairing = PairingTab(session)
    for widget in (registration, pairing):
        qtbot.addWidget(widget)
    shown: list[QDialog] = []
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: shown.append(dialog) or False)
    registration.table.selectRow(3)
    player = registration.selected_player()
    registration.byes_button.click()
    pairing.byes_button.click()
    first, second = shown
    assert isinstance(first, ByesDialog) and isinstance(second, ByesDialog)
    assert first.panel.selected_player() == player
    assert first.panel.table.currentIndex() == first.panel.cell_index(PlayerId(player or 0), 4)
    QTest.keyClick(first.panel.table, Qt.Key.Key_H)
    assert byes(session)[(player, 4)] is ResultCode.HALF_BYE
    assert second.panel.cell_index(PlayerId(player or 0), 4).data() == "½ (H)"  # every open view follows
