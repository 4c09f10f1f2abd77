"""Pairing by hand a round the engine cannot pair, at the desk (C.04.3 art. 1.9.3; VCL4THP.13 Q63): four players,
five rounds; after three rounds everyone has met, Pair round 4 fails, the desk offers to pair it by hand, the
manual-pairing phase opens on the participants in pairing-number order, the arbiter exchanges players, writes
the reason and validates by keys (level 4: the engine found no pairing; level 3: the rematches).
Rendered to ``tests/output/pairing_by_hand.png``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import english
from arbiter_desk.services import GameResult
from arbiter_desk.services.event.data import OverrideArticle, RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.pairing.override_dialog import OverrideDialog
from arbiter_desk.ui.pairing.pairing import PairingTab
from tests.ui.desk_helpers import new_desk, session_on
from tests.ui.round_fixtures import wait_for_pairing
from tests.ui.test_screenshots import save
from tests.ui.warning_keys import ALT, TWO_STEP, press, script


def test_a_round_the_engine_cannot_pair_is_paired_by_hand_by_keys_q63(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = new_desk(tmp_path, players=4)
    for round_no in (1, 2, 3):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        for board in desk.rounds.boards(round_no):
            desk.results.record_result(round_no, board.number, GameResult.DRAW)
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.show()
    questions: list[str] = []

    def choose(_parent: object, question: str, choices: tuple[tuple[str, str], ...]) -> str:
        questions.append(question)
        return choices[0][0]  # "Pair by hand…"

    monkeypatch.setattr(prompts, "choose", choose)
    tab.pair_button.click()
    wait_for_pairing(qtbot, tab)  # the engine refuses ...
    qtbot.waitUntil(lambda: bool(tab.findChildren(OverrideDialog)), timeout=30000)  # ... and the phase opens
    assert "no legal pairing" in questions[0] and "art. 1.9.3" in questions[0]
    assert desk.rounds.all()[3].state is RoundState.DRAFT and desk.rounds.boards(4) == []
    (dialog,) = tab.findChildren(OverrideDialog)
    qtbot.waitExposed(dialog)
    assert "the engine found no legal pairing" in dialog.windowTitle()
    assert dialog.article() is OverrideArticle.NO_LEGAL_PAIRING
    tpn = {p.id: p.tpn for p in desk.players.all()}
    assert [[tpn[p] for p in board] for board in dialog.boards] == [[1, 2], [3, 4]]
    dialog.exchange((0, 1), (1, 1))  # 1-4 3-2
    dialog.reason_edit.setFocus()
    qtbot.keyClicks(dialog.reason_edit, "All four have met: the Chief Arbiter pairs round 4 by hand")
    assert dialog.ok_button.isEnabled()
    save(dialog, "pairing_by_hand")
    answers = script(monkeypatch, qtbot, TWO_STEP)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    press(qtbot, ((Qt.Key.Key_V, ALT),))  # &Validate pairings
    qtbot.waitUntil(lambda: dialog.changes is not None)
    assert answers.levels == [4]
    codes = [w.code for w in answers.seen[0]]
    assert codes[0] == "mpa.differs" and codes.count("mpa.rematch") == 2
    assert "The engine found no legal pairing for round 4" in english(answers.seen[0][0].text)
    assert [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(4)] == [(1, 4), (3, 2)]
    assert desk.rounds.overrides(4)[0].article == "1.9.3"
    desk.close()
