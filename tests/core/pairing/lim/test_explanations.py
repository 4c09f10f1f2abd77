"""Explanations of a Lim round: scoregroups in pairing order and direction, floaters with their 3.x rule,
the exchange used (art. 4), the colour rule (art. 5, 7.2); colours of a single added board (C.04.2 4.4.4).
"""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.lim import LimSystem

from .builder import build, pair


def test_board_names_the_exchange_of_the_art_4_table() -> None:
    result = pair(build(6, forbid=[(1, 4)]), 1)
    placed = {(b.white, b.black): b.placed_by for b in result.explanation.boards}
    assert any("1 scrutinised: exchange 1 of the art. 4 order" in text for text in placed.values())
    assert any("2 scrutinised: the proposed pairing (2.4)" in text for text in placed.values())


def test_text_lists_scoregroups_in_pairing_order_with_floats_and_colour_rules() -> None:
    text = pair(build(6, [["1-4 1-0", "2-5 1-0", "3-6 1-0"]])).explanation.to_text()
    assert text.index("Bracket 1.0") < text.index("Bracket 0.0") < text.index("Bracket 0.5")
    assert "paired 2. (below the median, upward; art. 2.2)" in text
    assert "3 floated down from 1.0 to the 0.5 scoregroup (art. 3.2.1)" in text
    assert "type d of 3.9.1" in text
    assert "White by 5." in text


def test_colours_for_a_single_board_uses_the_same_rules() -> None:
    t = build(6, [["1-4 1-0", "2-5 1-0", "3-6 1-0"]])
    choice = LimSystem().colours_for(t, RoundNo(2), PairingNumber(1), PairingNumber(5))
    assert (choice.white, choice.black, choice.rule) == (5, 1, "5.1")


def test_board_says_why_earlier_candidates_were_passed_over() -> None:
    result = pair(build(6, forbid=[(1, 4), (1, 5)]), 1)
    texts = [b.placed_by for b in result.explanation.boards]
    assert any("exchange 2 of the art. 4 order [passed over 4: a prohibited pair; 5: a prohibited pair]" in t
               for t in texts)  # fmt: skip
