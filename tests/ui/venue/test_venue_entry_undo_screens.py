"""The chief's "Undo this entry…" for an entry that touched no round, by keys on a real server: the deputy
withdraws a player at his desk; on the chief's desk Round pairing → Audit, "Whole journal" (Alt+J) lists every
entry of the event, the withdrawal is selected and Ctrl+Alt+Z asks first, then takes it back as the chief's own
entry (C.04.2 (2026) art. 2.1 and 4.3: ratings and recorded errors are the chief arbiter's to correct)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.ui.common import prompts
from tests.services.fakes import FakeSystem
from tests.ui.venue.test_venue_desk_undo import USERS, _event, _no_box, _window

RENDER = Path("/tmp/venue-server-screens")


@pytest.mark.timeout(180)
def test_the_chief_undoes_a_withdrawal_from_the_whole_journal_by_keys(
    qtbot: QtBot, tmp_path: Path, event_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _event(event_url)
    monkeypatch.setattr(prompts, "warn", _no_box)
    deputy = Desk.open(
        replace(ServerLocation.parse(event_url), user=USERS["deputy"]).url(), systems=lambda _n: FakeSystem(), desk="d"
    )
    leaving = deputy.players.all()[7]
    deputy.players.withdraw_player(leaving.id, 2, "left the venue")
    chief = _window(qtbot, tmp_path / "chief", event_url, "chief")
    tab = chief.pairing_tab
    chief.show_tab(chief.tab_pages().index(tab))
    tab.details.setCurrentWidget(tab.audit_view)
    qtbot.waitUntil(tab.entry_undo.whole.isVisible, timeout=3000)
    assert not any("withdraw" in e.label for e in tab.audit_model.rows)  # the round's entries only
    chief.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is chief, timeout=3000)
    QTest.keyClick(chief, Qt.Key.Key_J, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(tab.entry_undo.whole.isChecked, timeout=3000)  # a mnemonic clicks on a timer
    qtbot.waitUntil(lambda: any("withdraw" in e.label for e in tab.audit_model.rows), timeout=3000)
    row = next(i for i, e in enumerate(tab.audit_model.rows) if "withdraw" in e.label)
    tab.audit_view.setFocus()
    tab.audit_view.setCurrentIndex(tab.audit_model.index(row, 0))
    RENDER.mkdir(exist_ok=True)
    chief.grab().save(str(RENDER / "whole_journal.png"))
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not shown yet: look again
            QTimer.singleShot(50, answer)
            return
        asked.append(box.text())
        QTest.keyClick(box, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)  # from No to Yes
        yes = box.button(QMessageBox.StandardButton.Yes)
        assert box.focusWidget() is yes
        QTest.keyClick(yes, Qt.Key.Key_Space)  # the box's own focus: another window may be the active one

    QTimer.singleShot(100, answer)
    QTest.keyClick(tab.audit_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert asked and "withdraw" in asked[0] and f"entered by {USERS['deputy']}" in asked[0]
    assert next(p for p in deputy.players.all() if p.id == leaving.id).withdrawal_round is None
    last = deputy.journal.entries()[-1]
    assert (last.action, last.who) == ("undo", USERS["chief"])
    chief.session.close()
    deputy.close()
