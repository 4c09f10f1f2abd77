"""Shared orders: middle-out sequence numbers (C.04.4.1 art. 4.3.3) and board order (C.04.2 art. 3.6)."""

from decimal import Decimal

from arbiter_desk.core.pairing.common.order import board_sort_key, middle_out


def test_art_4_3_3_example_of_seven_players() -> None:
    assert "".join(middle_out(list("ABCDEFG"))) == "DCEBFAG"


def test_art_4_3_3_even_list_takes_the_higher_of_the_two_middles() -> None:
    assert "".join(middle_out(list("ABCDEF"))) == "CDBEAF"


def test_middle_out_of_one_and_none() -> None:
    assert middle_out(["A"]) == ["A"]
    assert middle_out([]) == []


def test_c04_2_art_3_6_board_order() -> None:
    d = Decimal
    pairs = {
        "a": board_sort_key(d(2), 5, d(1), 9),  # higher ranked has 2 points
        "b": board_sort_key(d(2), 3, d(2), 4),  # 3.6.1 equal, 3.6.2 larger sum
        "c": board_sort_key(d(2), 1, d(1), 8),  # same as a on 3.6.1/3.6.2, smaller TPN (3.6.3)
        "d": board_sort_key(d(3), 7, d(0), 2),  # 3.6.1 highest score
    }
    assert sorted(pairs, key=pairs.__getitem__) == ["d", "b", "c", "a"]
