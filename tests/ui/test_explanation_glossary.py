"""Readable explanations (issue 16 item 12): every explanation shown ends with the terms it uses."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from arbiter_desk.ui.explanation_glossary import legend_html
from arbiter_desk.ui.tabs.pairing import PairingTab
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, wait_for_pairing


def test_legend_names_only_the_terms_used() -> None:
    legend = legend_html("<p>S1 by ARO; C5: 1 upfloater; White by art. 5.2.2.</p>")
    assert "G1 sorted by ascending ARO" in legend and "as few upfloaters as possible" in legend
    assert "both colour preferences granted" in legend
    assert "C10" not in legend and "5.2.1" not in legend and "<b>T2</b>" not in legend
    assert legend_html("<p>nothing special</p>") == ""


def test_the_why_of_a_board_explains_its_terms_and_round_one_colours(qtbot: QtBot, tmp_path: Path) -> None:
    desk = new_desk(tmp_path)
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    tab.select_board(1)
    text = tab.explanation.detail.toPlainText()
    assert "no game yet for either player: colour by the initial-colour draw" in text
    assert "wants" not in text.split("Bracket")[0]
    assert "Terms" in text and "T2" in text and "the first ordering (transposition) of G2" in text
