"""Deciding a tie at the desk by keys (VCL4THP.13 Q205 by hand, Q207 values entered): the Standings tab's
"Decide tie…" button, the real dialog driven by keys, the level-3 confirmation and the marked ranks."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.standings.standings import StandingsTab
from arbiter_desk.ui.standings.tie_decision_dialog import TieDecisionDialog
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play
from tests.ui.warning_keys import ALT, CONFIRM, MNEMONIC_ANIMATION_MS, script


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path, players=8)
    play(d, 2)
    yield d
    d.close()


def keyed(qtbot: QtBot, keys: list[tuple[Qt.Key, Qt.KeyboardModifier]], text: list[str] | None = None) -> object:
    """Replaces ``prompts.run_dialog``: shows the dialog, presses ``keys`` in the table (and types ``text`` into
    the Value cells from the top, by keys), then Return for OK."""
    seen: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, TieDecisionDialog)
        seen.append(dialog)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.table)
        for key, modifier in keys:
            qtbot.keyClick(QApplication.focusWidget(), key, modifier)
            if modifier == ALT:
                qtbot.wait(MNEMONIC_ANIMATION_MS)
        if text is not None:
            dialog.table.setFocus()
            for row, value in enumerate(text):
                dialog.table.setCurrentCell(row, 2)
                qtbot.keyClicks(dialog.table, value)
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        dialog.grab().save("/tmp/fide4_tie_dialog.png")
        dialog.table.setFocus()
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)  # the default button
        return dialog.result() == QDialog.DialogCode.Accepted

    run.seen = seen  # type: ignore[attr-defined]
    return run


def _tab(qtbot: QtBot, desk: Desk) -> StandingsTab:
    tab = StandingsTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.resize(1000, 600)
    return tab


def _tied_first_row(tab: StandingsTab, desk: Desk) -> tuple[int, ...]:
    tab.view.setFocus()
    tab.view.setCurrentIndex(tab.model.index(0, 0))
    group = next(g for g in desk.standings.tied_groups() if tab.selected_tpn() in g)
    return tuple(int(t) for t in group)


def test_q205_rank_by_hand_with_ctrl_down_and_the_ranks_are_marked(
    qtbot: QtBot, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = _tab(qtbot, desk)
    group = _tied_first_row(tab, desk)
    assert len(group) >= 2
    ctrl = Qt.KeyboardModifier.ControlModifier
    monkeypatch.setattr(prompts, "run_dialog", keyed(qtbot, [(Qt.Key.Key_Down, ctrl)]))  # first moves to second
    answers = script(monkeypatch, qtbot, CONFIRM)
    tab.tie_button.click()
    assert answers.levels == [3] and answers.seen[0][0].questions == (205,)
    decision = desk.standings.tie_decisions()[0]
    assert decision.players[:2] == (group[1], group[0]) and decision.by_hand
    tab.reload()
    ranks = {tab.model.tpn_at(r): str(tab.model.index(r, 0).data()) for r in range(tab.model.rowCount())}
    assert ranks[group[1]].endswith("(by hand)") and ranks[group[1]].startswith("1 ")
    tab.grab().save("/tmp/fide4_tie_standings.png")


def test_q207_values_typed_into_the_dialog_decide_the_tie(
    qtbot: QtBot, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = _tab(qtbot, desk)
    group = _tied_first_row(tab, desk)
    values = [str(i) for i in range(len(group))]  # the last in the list gets the highest value
    keys = [(Qt.Key.Key_D, ALT), (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)]  # Decided by: values
    monkeypatch.setattr(prompts, "run_dialog", keyed(qtbot, keys, values))
    answers = script(monkeypatch, qtbot, CONFIRM)
    tab.tie_button.click()
    assert answers.seen[0][0].questions == (207,)
    decision = desk.standings.tie_decisions()[0]
    assert (decision.label, decision.players) == ("Play-off", group)
    assert decision.values == tuple(Decimal(v) for v in values)
    tab.reload()
    top = tab.model.tpn_at(0)
    assert top == group[-1] and str(tab.model.index(0, 0).data()) == f"1 (Play-off {values[-1]}.0)"


def test_a_player_not_tied_is_told_why_nothing_opens(qtbot: QtBot, tmp_path: Path) -> None:
    d = new_desk(tmp_path, players=4)
    try:
        tab = _tab(qtbot, d)
        told: list[str] = []
        tab.session.failed.connect(told.append)
        tab.tie_button.click()  # nothing selected, no round: nothing happens
        assert told == [] and d.standings.tie_decisions() == ()
    finally:
        d.close()
