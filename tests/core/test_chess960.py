"""Chess960 starting positions (FIDE Laws of Chess, Guidelines II.1-II.2): numbering, validation, the lot."""

from __future__ import annotations

import pytest

from arbiter_desk.core.chess960 import POSITIONS, STANDARD, draw, number_of, parse, position


def test_518_is_the_standard_position_and_0_is_bbqnnrkr() -> None:
    assert position(STANDARD) == "RNBQKBNR"
    assert position(0) == "BBQNNRKR"
    assert position(959) == "RKRNNQBB"


def test_every_number_is_a_different_legal_position() -> None:
    """II.1.2: bishops on opposite colours, the king between the rooks; 960 different positions."""
    seen = set()
    for n in range(POSITIONS):
        rank = position(n)
        bishops = [i for i, p in enumerate(rank) if p == "B"]
        rooks = [i for i, p in enumerate(rank) if p == "R"]
        assert sorted(rank) == sorted("RNBQKBNR")
        assert bishops[0] % 2 != bishops[1] % 2
        assert rooks[0] < rank.index("K") < rooks[1]
        assert number_of(rank) == n
        seen.add(rank)
    assert len(seen) == POSITIONS


def test_the_arbiter_types_a_number_or_a_back_rank() -> None:
    assert parse(" 518 ") == STANDARD
    assert parse("bbqnnrkr") == 0
    for bad, words in (("960", "0 to 959"), ("RBNQKBNR", "opposite colours"), ("RNBQKB", "eight letters")):
        with pytest.raises(ValueError, match=words):
            parse(bad)
    with pytest.raises(ValueError, match="king between the rooks"):
        parse("KRBQRBNN")


def test_the_lot_repeats_with_its_seed_and_differs_by_round_and_board() -> None:
    assert draw(1234, 3) == draw(1234, 3)
    assert all(0 <= draw(1234, r) < POSITIONS for r in range(1, 50))
    assert len({draw(1234, r) for r in range(1, 12)}) > 1
    assert len({draw(1234, 3, board=b) for b in range(1, 12)}) > 1
    assert draw(1234, 3) == 459, "the lot must not change between versions: a printed seed draws it again"
