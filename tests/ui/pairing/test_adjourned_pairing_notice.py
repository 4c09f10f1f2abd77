"""Pairing at the desk while an adjourned game of an earlier round is open (VCL4THP.13 Q168; C.04.2 art. 3.1: the
game counts as a draw for pairing): a level-2 notice in the real warning dialog, answered by keys; Escape leaves
the round unpaired, Enter acknowledges and pairs."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import NeedsConfirmation, english, tokens
from arbiter_desk.services import GameResult
from arbiter_desk.ui.pairing.pairing import PairingTab
from tests.ui.desk_helpers import new_desk, session_on
from tests.ui.round_fixtures import wait_for_pairing
from tests.ui.warning_keys import ACKNOWLEDGE, CANCEL, script


def test_pairing_with_an_adjourned_game_open_is_a_level_2_notice_by_keys_q168(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = new_desk(tmp_path, players=6)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.WHITE_WINS)
    desk.results.record_result(1, 3, GameResult.DRAW)
    with pytest.raises(NeedsConfirmation) as needs:  # the adjournment's own level 3 (Q157), confirmed here
        desk.results.mark_adjourned(1, 2)
    desk.results.mark_adjourned(1, 2, confirmed=tokens(needs.value.warnings))
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    answers = script(monkeypatch, qtbot, CANCEL)
    tab.pair_button.click()
    assert answers.levels == [2] and [r.number for r in desk.rounds.all()] == [1]
    (notice,) = answers.seen[0]
    assert notice.code == "pairing.adjourned-open" and "round 1 board 2" in english(notice.text)
    assert "Not paired" in tab.status_label.text()
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    tab.pair_button.click()
    wait_for_pairing(qtbot, tab)
    assert answers.levels == [2] and [r.number for r in desk.rounds.all()] == [1, 2]
    desk.close()


def test_re_pairing_the_draft_asks_the_same_notice_q168(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Re-pair pairs the draft round again with the open game counted as a draw: the notice comes first there too."""
    desk = new_desk(tmp_path, players=6)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.WHITE_WINS)
    desk.results.record_result(1, 3, GameResult.DRAW)
    with pytest.raises(NeedsConfirmation) as needs:
        desk.results.mark_adjourned(1, 2)
    desk.results.mark_adjourned(1, 2, confirmed=tokens(needs.value.warnings))
    desk.rounds.pair_next_round()  # the draft of round 2 (the service asks no notice: the window does)
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    started: list[bool] = []
    real_start = tab._start_pairing
    monkeypatch.setattr(tab, "_start_pairing", lambda repair: started.append(repair) or real_start(repair))
    answers = script(monkeypatch, qtbot, CANCEL)
    tab.repair_button.click()
    assert answers.levels == [2] and answers.seen[0][0].code == "pairing.adjourned-open"
    assert "Not re-paired" in tab.status_label.text() and started == []
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    tab.repair_button.click()
    wait_for_pairing(qtbot, tab)
    assert answers.levels == [2] and started == [True]
    assert [r.number for r in desk.rounds.all()] == [1, 2]
    desk.close()
