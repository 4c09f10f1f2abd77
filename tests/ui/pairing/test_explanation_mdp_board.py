"""A moved-down player's board is explained in the bracket it was paired in, not in his home bracket
(C.04.3 (2026) art. 1.4.1: he left it as a downfloater); the board explanation carries that bracket's score."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.ui.pairing.explanation_view import ExplanationView, paired_bracket
from tests.core.pairing.dutch.builder import build


def test_mdp_board_shows_the_bracket_it_was_paired_in(qtbot: QtBot) -> None:
    t = build(6, rounds=[["2-1 0-1", "4-3 0-1", "6-5 0-1"]])
    explanation = DutchSystem().pair(t, RoundNo(2)).explanation
    mdp_boards = [b for b in explanation.boards if b.bracket_score == 0 and {b.white, b.black} & {1, 3, 5}]
    assert len(mdp_boards) == 1
    board = mdp_boards[0]
    assert board.white in (1, 3, 5), "the moved-down player has White, so the White player's home bracket differs"
    home = explanation.bracket_of(board.white if board.white in (1, 3, 5) else board.black)
    assert home is not None and home.score == 1
    bracket = paired_bracket(explanation, board)
    assert bracket is not None and bracket.score == 0 and bracket is not home

    view = ExplanationView()
    qtbot.addWidget(view)
    view.set_explanation(explanation, {i: f"P{i}" for i in range(1, 7)})
    labels_home = [n for n, _, _ in view._boards_in(home)]
    labels_low = [n for n, _, _ in view._boards_in(bracket)]
    assert board.board in labels_low and board.board not in labels_home
    detail = view.board_detail(board.board)
    assert "MDP-pairing" in detail
    pairs_text = next(s.text for s in bracket.steps if s.label.startswith("Pairs"))
    assert pairs_text in detail
