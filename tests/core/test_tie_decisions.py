"""Ties decided outside the list (VCL4THP.13 Q205 by hand, Q207 values entered) and their ``###`` line."""

from dataclasses import replace
from decimal import Decimal

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.integrity import EventKind, parse_event
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tie_decisions import TieDecision, parse_tie_decision, split_tie_decisions
from tests.core.tiebreaks.crosstable import make_tournament

TWINS = {1: "2w= U", 2: "1b= U", 3: "4w= U", 4: "3b= U"}
"""Everybody on 1.5 with equal BH, SB and DE: one group of four that the list leaves tied."""


def tpns(*numbers: int) -> tuple[PairingNumber, ...]:
    return tuple(PairingNumber(n) for n in numbers)


def test_lines_read_back() -> None:
    hand = TieDecision(2, tpns(3, 1, 4, 2))
    assert hand.event().to_line() == "### Tie decision @ Round 2: by hand: 3, 1, 4, 2"
    assert parse_tie_decision(hand.event().to_line()) == hand
    play_off = TieDecision(2, tpns(4, 2), "Play-off", (Decimal("1.5"), Decimal("0.5")))
    assert play_off.to_comment() == "Tie decision @ Round 2: Play-off: 4=1.5, 2=0.5"
    assert parse_tie_decision(play_off.to_comment()) == play_off
    assert parse_event(play_off.to_comment()).kind is EventKind.TIE_DECISION  # type: ignore[union-attr]
    found, rest = split_tie_decisions([hand.to_comment(), "free", "Tie decision @ Round 2: by hand: 3"])
    assert found == (hand,) and rest == ("free", "Tie decision @ Round 2: by hand: 3")  # one player: no decision


def test_bad_decisions_are_refused_in_plain_words() -> None:
    with pytest.raises(InvalidInputError, match="two or more"):
        TieDecision(2, tpns(1, 1))
    with pytest.raises(InvalidInputError, match="one value per player"):
        TieDecision(2, tpns(1, 2), "Armageddon", (Decimal(1),))
    with pytest.raises(InvalidInputError, match="without ':'"):
        TieDecision(2, tpns(1, 2), "Play: off", (Decimal(1), Decimal(0)))


def test_q205_a_hand_ranking_orders_the_tied_group_and_marks_it() -> None:
    t = make_tournament(TWINS)
    assert [r.rank for r in compute_standings(t, "BH,SB,DE").rows] == [1, 1, 1, 1]
    decided = replace(t, comments=(TieDecision(2, tpns(3, 1, 4, 2)).to_comment(),))
    standings = compute_standings(decided, "BH,SB,DE")
    assert [(r.rank, r.tpn, r.decided) for r in standings.rows] == [
        (1, 3, "by hand"),
        (2, 1, "by hand"),
        (3, 4, "by hand"),
        (4, 2, "by hand"),
    ]
    assert standings.table()[1][0] == "1 (by hand)"
    assert standings.ranks() == {3: 1, 1: 2, 4: 3, 2: 4}  # the TRF rank column follows


def test_q207_values_entered_order_by_the_higher_value_and_equal_values_stay_tied() -> None:
    t = make_tournament(TWINS)
    values = (Decimal("2"), Decimal("1.5"), Decimal("1.5"), Decimal("0"))
    decided = replace(t, comments=(TieDecision(2, tpns(2, 4, 1, 3), "Play-off", values).to_comment(),))
    rows = compute_standings(decided, "BH,SB,DE").rows
    assert [(r.rank, r.tpn, r.shared, r.decided) for r in rows] == [
        (1, 2, False, "Play-off 2.0"),
        (2, 1, True, "Play-off 1.5"),
        (2, 4, True, "Play-off 1.5"),
        (4, 3, False, "Play-off 0.0"),
    ]


def test_a_decision_applies_only_from_its_round_and_only_to_the_exact_group() -> None:
    t = make_tournament(TWINS)
    later = replace(t, comments=(TieDecision(3, tpns(3, 1, 4, 2)).to_comment(),))
    assert all(r.shared and not r.decided for r in compute_standings(later, "BH,SB,DE").rows)
    part = replace(t, comments=(TieDecision(2, tpns(3, 1)).to_comment(),))  # not the whole tied group
    assert all(r.shared and not r.decided for r in compute_standings(part, "BH,SB,DE").rows)
