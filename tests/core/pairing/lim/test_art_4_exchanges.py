"""The exchange rules, C.04.4.3 (2026) art. 2.4, 4.1–4.4: both tables of 4.2 and 4.3 column by column.

Incompatibilities are made with record-260 prohibited pairs in round 1 (all six players in the median,
paired downward), so that only the exchange order decides.
"""

from __future__ import annotations

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.lim.exchange import exchange_order

from .builder import absent, boards, build, pair, pairs, ps


def test_art_2_4_proposed_pairings_top_half_against_bottom_half() -> None:
    assert pairs(pair(build(6), 1)) == ps((1, 4), (2, 5), (3, 6))


def test_l13_exchange_order_for_player_1_is_the_4_2_table() -> None:
    first, order = exchange_order([PairingNumber(t) for t in range(1, 7)], downward=True)
    assert (first, order) == (1, [4, 5, 6, 3, 2])


def test_l13_exchange_order_for_player_2_after_1_6_is_the_4_3_table() -> None:
    first, order = exchange_order([PairingNumber(t) for t in (2, 3, 4, 5)], downward=True)
    assert (first, order) == (2, [4, 5, 3])


def test_l13_upward_exchange_order_is_the_mirror() -> None:
    """4.1.2: pairing upward, the lowest numbered player is scrutinised, starting from its proposed opponent."""
    first, order = exchange_order([PairingNumber(t) for t in range(1, 7)], downward=False)
    assert (first, order) == (6, [3, 2, 1, 4, 5])


# Table of 4.2: (forbidden opponents of #1) -> the column.
TABLE_4_2 = [
    ((), ((1, 4), (2, 5), (3, 6))),
    ((4,), ((1, 5), (2, 4), (3, 6))),
    ((4, 5), ((1, 6), (2, 4), (3, 5))),
    ((4, 5, 6), ((1, 3), (2, 5), (4, 6))),
    ((4, 5, 6, 3), ((1, 2), (3, 5), (4, 6))),
]


@pytest.mark.parametrize(("column", "case"), list(enumerate(TABLE_4_2, start=1)))
def test_art_4_2_table_column(column: int, case: tuple[tuple[int, ...], tuple[tuple[int, int], ...]]) -> None:
    blocked, expected = case
    t = build(6, forbid=[(1, b) for b in blocked])
    assert pairs(pair(t, 1)) == ps(*expected), f"column {column}"


# Table of 4.3 (after #1 has a compatible opponent): forbidden pairs -> the column.
TABLE_4_3 = [
    (((1, 4), (1, 5)), ((1, 6), (2, 4), (3, 5))),
    (((1, 4), (1, 5), (2, 4)), ((1, 6), (2, 5), (3, 4))),
    (((1, 4), (1, 5), (2, 4), (2, 5)), ((1, 6), (2, 3), (4, 5))),
    # #2 can only meet #6: 4.3 "must at the same time leave Player #1 with a compatible opponent" (L12).
    (((1, 4), (1, 5), (2, 3), (2, 4), (2, 5)), ((1, 3), (2, 6), (4, 5))),
    (((1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)), ((1, 2), (3, 5), (4, 6))),
]


@pytest.mark.parametrize(("column", "case"), list(enumerate(TABLE_4_3, start=1)))
def test_art_4_3_table_column(
    column: int, case: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]
) -> None:
    blocked, expected = case
    assert pairs(pair(build(6, forbid=blocked), 1)) == ps(*expected), f"column {column}"


def test_art_4_1_2_upward_scrutiny_starts_with_the_lowest_numbered() -> None:
    """Below the median (round 2: 7–12 lost) the group is paired upward: #12 tries 9, then 8 (L13)."""
    r1 = [f"{i}-{i + 6} 1-0" for i in range(1, 7)]
    plain = pair(build(12, [r1]))
    assert ps((7, 10), (8, 11), (9, 12)) <= pairs(plain)
    exchanged = pair(build(12, [r1], forbid=[(9, 12)]))
    assert ps((8, 12), (9, 11), (7, 10)) <= pairs(exchanged)


def test_art_4_4_2_even_scoregroup_floats_2_with_the_lowest_numbered_remaining() -> None:
    """L7 (the maximum number of pairings is kept) gives the worked example of 4.4.2.

    #1 and #2 can only meet #6: 1–6 stays, #2 floats with the lowest numbered player remaining (#5).

    Round 2: 1–6 all won in round 1 against 7–12; the prohibited pairs play the part of earlier games.
    """
    r1 = [f"{i}-{i + 6} 1-0" for i in range(1, 7)]
    blocked = [(1, 2), (1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)]
    result = pair(build(12, [r1], forbid=blocked))
    assert frozenset((1, 6)) in pairs(result)
    assert frozenset((3, 4)) in pairs(result)
    top = result.explanation.brackets[0]
    assert top.score == 1
    assert any("floats on: 2 " in n for n in top.notes)
    assert any("floats on: 5 " in n for n in top.notes)


def test_art_4_4_1_odd_scoregroup_exchanges_2_with_the_floater() -> None:
    """L7 gives the worked example of 4.4.1.

    Seven players: #7 would float to make the number even; #2 floats instead and #7 is paired."""
    r1 = [f"{i}-{i + 7} 1-0" for i in range(1, 8)]
    blocked = [(1, 2), (1, 3), (1, 4), (1, 5), (1, 7), (2, 3), (2, 4), (2, 5), (2, 7)]
    t = absent(build(14, [r1], forbid=blocked), 2, "Z", 13, 14)  # 5 below: an even field
    result = pair(t)
    top = result.explanation.brackets[0]
    floats = [n for n in top.notes if n.startswith("floats on:")]
    assert len(floats) == 1 and floats[0].startswith("floats on: 2 ")
    assert frozenset((1, 6)) in pairs(result)


def test_l14_colour_scrutiny_exchanges_for_the_due_colours() -> None:
    """5.2: 1 and 3 are both due Black, 2 and 4 due White: 1 takes 4 (exchange 1), then 2–3."""
    result = pair(build(8, [["1-5 1-0", "6-2 0-1", "3-7 1-0", "8-4 0-1"]]))
    assert {(4, 1), (2, 3)} <= set(boards(result))
    top = [b for b in result.explanation.boards if b.bracket_score == 1]
    assert any("1 scrutinised: exchange 1 of the art. 4 order" in b.placed_by for b in top)


def test_l20_no_maxi_tournament_rating_limits() -> None:
    """3.2.3, 3.8, 5.7 (Maxi-tournaments) are not modelled: rating gaps never change a pairing."""
    close = build(8, ratings=[2000 - i for i in range(8)])
    wide = build(8, ratings=[2700 - 200 * i for i in range(8)])
    assert pairs(pair(close, 1)) == pairs(pair(wide, 1))
