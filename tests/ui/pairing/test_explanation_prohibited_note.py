"""The desk's explanation shows the prohibited-pairs note (TRF-2026 record 260) with the round's notes."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.tournament import ForbiddenPairs
from arbiter_desk.ui.pairing.explanation_view import ExplanationView
from tests.core.pairing.dubov.tournament_builder import build


def test_round_html_lists_the_prohibited_pair_that_decided(qtbot: QtBot) -> None:
    t = replace(build([2400, 2300, 2200, 2100]), forbidden_pairs=(ForbiddenPairs((1, 3), 1, 5),))
    explanation = find_system("lim").pair(t, RoundNo(1)).explanation
    view = ExplanationView()
    qtbot.addWidget(view)
    view.set_explanation(explanation, {1: "A", 2: "B", 3: "C", 4: "D"})
    assert "Prohibited pairs (TRF 260) decided: 1–3 may not meet (rounds 1–5)" in view.round_html()
