"""Expelling a player at the desk by keys (VCL4THP.13 Q197–198): the Withdraw dialog's Expelled box, the
level-3 confirmation, the status in the byes grid and the unranked row of the Standings tab."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.registration.late_entries import LateEntriesTab
from arbiter_desk.ui.registration.withdraw_dialog import WithdrawDialog
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import demo_session
from tests.ui.warning_keys import ALT, CANCEL, CONFIRM, MNEMONIC_ANIMATION_MS, script

SHOT = Path("/tmp/fide4_expel_dialog.png")


class KeyedDialog:
    """Replaces ``prompts.run_dialog``: shows the real dialog and types as a person would (reason, Alt+X for the
    Expelled box, Return for the default button)."""

    def __init__(self, qtbot: QtBot, reason: str, expel: bool) -> None:
        self.qtbot, self.reason, self.expel = qtbot, reason, expel
        self.dialogs: list[QDialog] = []

    def __call__(self, dialog: QDialog) -> bool:
        self.dialogs.append(dialog)
        self.qtbot.addWidget(dialog)
        dialog.show()
        self.qtbot.waitExposed(dialog)
        dialog.activateWindow()
        assert isinstance(dialog, WithdrawDialog)
        self.qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.reason)
        self.qtbot.keyClicks(dialog.reason, self.reason)
        if self.expel:
            self.qtbot.keyClick(dialog.reason, Qt.Key.Key_X, ALT)
            self.qtbot.wait(MNEMONIC_ANIMATION_MS)
            assert dialog.expelled.isChecked()
            dialog.grab().save(str(SHOT))
        self.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted


def test_q197_expel_by_keys_then_q198_the_standings_leave_the_player_unranked(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = demo_session(tmp_path)
    tab = LateEntriesTab(session)
    qtbot.addWidget(tab)
    standings = StandingsTab(session)
    qtbot.addWidget(standings)
    tab.table.selectRow(2)
    player = tab.model.player_id(2)
    tpn = next(p.tpn for p in session.require().players.all() if p.id == player)
    runner = KeyedDialog(qtbot, "abusive behaviour", expel=True)
    monkeypatch.setattr(prompts, "run_dialog", runner)
    answers = script(monkeypatch, qtbot, CONFIRM)
    tab.withdraw_button.click()
    assert answers.levels == [3] and answers.seen[0][0].questions == (197, 198)
    dialog = runner.dialogs[0]
    assert isinstance(dialog, WithdrawDialog) and dialog.expelled.text().startswith("E&xpelled")
    record = next(p for p in session.require().players.all() if p.id == player)
    assert (record.expelled, record.withdrawal_round, record.withdrawal_reason) == (True, 4, "abusive behaviour")
    assert tab.model.index(2, 2).data() == "expelled from round 4 (abusive behaviour)"
    assert tab.reinstate_button.isEnabled()
    standings.reload()
    last = standings.model.rowCount() - 1
    assert standings.model.index(last, 1).data() == str(tpn)
    assert standings.model.index(last, 0).data() == "–"
    assert str(standings.model.index(last, 2).data()).endswith("(exp. R4)")
    standings.resize(900, 700)
    standings.view.scrollToBottom()
    standings.grab().save("/tmp/fide4_expel_standings.png")


def test_q197_expulsion_cancelled_at_the_warning_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = demo_session(tmp_path)
    tab = LateEntriesTab(session)
    qtbot.addWidget(tab)
    tab.table.selectRow(1)
    monkeypatch.setattr(prompts, "run_dialog", KeyedDialog(qtbot, "late twice", expel=True))
    answers = script(monkeypatch, qtbot, CANCEL)
    tab.withdraw_button.click()
    assert answers.levels == [3]
    assert all(not p.expelled and p.withdrawal_round is None for p in session.require().players.all())


def test_withdrawing_by_keys_without_the_box_is_a_plain_withdrawal(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = demo_session(tmp_path)
    tab = LateEntriesTab(session)
    qtbot.addWidget(tab)
    tab.table.selectRow(1)
    monkeypatch.setattr(prompts, "run_dialog", KeyedDialog(qtbot, "illness", expel=False))
    script(monkeypatch, qtbot)  # no warning may be asked
    tab.withdraw_button.click()
    record = next(p for p in session.require().players.all() if p.id == tab.model.player_id(1))
    assert (record.expelled, record.withdrawal_reason) == (False, "illness")
