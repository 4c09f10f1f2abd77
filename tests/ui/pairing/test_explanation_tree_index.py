"""The why-tree lists each board under the bracket it was paired in (C.04.3 (2026) art. 1.4.1), found for all
boards in one pass (asked board by board, a 5,000-player round took a second of the GUI thread):
the same boards, in the same order, as asking ``paired_bracket`` for each board."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing.explain import BracketExplanation, RoundExplanation
from arbiter_desk.services.pairing.round_why import RoundWhy, round_why
from arbiter_desk.ui.pairing.explanation_view import ExplanationView, paired_bracket
from tests.ui.round_fixtures import imported_desk


def one_by_one(why: RoundWhy, explanation: RoundExplanation, bracket: BracketExplanation) -> list[int]:
    """The boards under ``bracket`` as the tree listed them before: ``paired_bracket`` per board."""
    out = []
    for b in why.boards:
        first = b.white_tpn if b.white_tpn is not None else b.black_tpn
        if b.engine is not None:
            found = paired_bracket(explanation, b.engine) == bracket
        else:
            found = first is not None and first in bracket.members
        if found:
            out.append(b.number)
    return out


def test_every_bracket_lists_the_boards_paired_in_it(qtbot: QtBot, tmp_path: Path) -> None:
    desk = imported_desk(tmp_path, players=60, rounds=3)
    desk.rounds.pair_next_round()
    why = round_why(desk, 4)
    explanation = why.explanation
    assert explanation is not None and len(explanation.brackets) > 3
    view = ExplanationView()
    qtbot.addWidget(view)
    view.set_why(why)
    listed = []
    for bracket in explanation.brackets:
        numbers = [n for n, _, _ in view._boards_in(bracket)]
        assert numbers == one_by_one(why, explanation, bracket)
        listed += numbers
    assert sorted(listed) == sorted(b.number for b in why.boards)  # each board once
    desk.close()


def test_the_engines_own_boards_are_listed_without_a_published_round(qtbot: QtBot, tmp_path: Path) -> None:
    desk = imported_desk(tmp_path, players=40, rounds=2)
    desk.rounds.pair_next_round()
    explanation = round_why(desk, 3).explanation
    assert explanation is not None
    view = ExplanationView()
    qtbot.addWidget(view)
    view.set_explanation(explanation, {})
    for bracket in explanation.brackets:
        expected = [b.board for b in explanation.boards if paired_bracket(explanation, b) == bracket]
        assert [n for n, _, _ in view._boards_in(bracket)] == expected
    desk.close()
