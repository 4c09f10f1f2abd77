"""Colour histories (C.04.2 art. 3.4) and the latest alternation (C.04.4.1 art. 5.2.4)."""

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.common.colour import colour_difference, latest_alternation, played_colours
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode

W, B, N = Colour.WHITE, Colour.BLACK, Colour.NONE


def _entries(text: str) -> list[RoundEntry]:
    out = []
    for r, ch in enumerate(text, start=1):
        if ch == "u":
            out.append(RoundEntry(RoundNo(r), None, N, ResultCode.ZERO_BYE))
        elif ch == "f":  # forfeit: colour given but not played
            out.append(RoundEntry(RoundNo(r), PairingNumber(99), W, ResultCode.FORFEIT_WIN))
        else:
            out.append(RoundEntry(RoundNo(r), PairingNumber(99), W if ch == "W" else B, ResultCode.DRAW))
    return out


def test_c04_2_art_3_4_unplayed_rounds_move_to_the_front() -> None:
    assert played_colours(_entries("BWBuW")) == (B, W, B, W)
    assert played_colours(_entries("WBuWB")) == (W, B, W, B)
    assert played_colours(_entries("BWWuBuW")) == (B, W, W, B, W)


def test_forfeits_give_no_colour() -> None:
    assert played_colours(_entries("WfB")) == (W, B)


def test_entries_are_taken_in_round_order() -> None:
    assert played_colours(list(reversed(_entries("WWB")))) == (W, W, B)


def test_art_1_5_colour_difference() -> None:
    assert colour_difference((W, W, B)) == 1
    assert colour_difference((B, B, B, W)) == -2
    assert colour_difference(()) == 0


def test_art_5_2_4_latest_alternation_walks_back_from_the_last_game() -> None:
    assert latest_alternation((W, B, W), (B, W, W)) == (B, W)
    assert latest_alternation((W, W), (W, W)) is None
    # Histories of different lengths are aligned at their latest game.
    assert latest_alternation((B, W, W), (W, B)) == (W, B)


def test_c04_4_1_art_1_6_and_c04_3_art_1_7_colour_preference() -> None:
    from arbiter_desk.core.pairing.common.colour import Strength, colour_limit_breaks, colour_preference

    assert colour_preference(()) is None  # no game: the system decides (Dubov 1.6.4, Dutch 1.7.4)
    absolute = colour_preference((W, W))
    assert absolute is not None and absolute.colour is B and absolute.strength is Strength.ABSOLUTE
    strong = colour_preference((B, W, B))
    assert strong is not None and strong.colour is W and strong.strength is Strength.STRONG
    mild = colour_preference((W, B))
    assert mild is not None and mild.colour is W and mild.strength is Strength.MILD
    # C.04.1 art. 6 and 7 on the colour given next
    assert colour_limit_breaks((W, B, W, W), W) == ("6", "7")
    assert colour_limit_breaks((W, B), W) == ()


class _Numbered:
    def __init__(self, tpn: int) -> None:
        self.tpn = tpn


def test_give_colour_the_other_gets_the_other_colour() -> None:
    """C.04.4.1–3 art. 5, C.04.5/C.04.6 art. 4.3: a decision gives one of the pair a colour, the other the other."""
    from arbiter_desk.core.pairing.common.colour import give_colour

    a, b = _Numbered(3), _Numbered(8)
    assert (give_colour(a, b, W, "5.2.2", "why").white, give_colour(a, b, W, "5.2.2", "why").black) == (3, 8)
    black = give_colour(a, b, B, "5.2.5", "why")
    assert (black.white, black.black, black.rule, black.reason) == (8, 3, "5.2.5", "why")


def test_pair_colours_gives_either_player_and_appends_the_data() -> None:
    """The reason names the rule's why, then the histories the rules read (one shape in every system)."""
    from arbiter_desk.core.pairing.common.colour import PairColours

    high, low = _Numbered(1), _Numbered(2)
    pair = PairColours(high, low, "1: WB; 2: BW")
    to_low = pair.give(low, W, "5.2.3", "2 has the stronger preference")
    assert (to_low.white, to_low.black) == (2, 1)
    assert to_low.reason == "2 has the stronger preference (1: WB; 2: BW)"
    to_high = pair.give(high, B, "5.2.4", "alternate")
    assert (to_high.white, to_high.black) == (2, 1)


def test_history_letters_of_the_compressed_history() -> None:
    """C.04.2 art. 3.4: the explanations show the played colours in order, or that there is no game yet."""
    from arbiter_desk.core.pairing.common.colour import history_letters

    assert history_letters(played_colours(_entries("WuBf"))) == "WB"
    assert history_letters(()) == "no game"


def test_pair_colours_ranked_by_the_system_s_order() -> None:
    """The higher ranked by the system's own order comes first, in the pair and in the reason's data."""
    from arbiter_desk.core.pairing.common.colour import PairColours

    a, b = _Numbered(5), _Numbered(2)
    pair = PairColours.ranked(a, b, lambda x, y: x if x.tpn < y.tpn else y, lambda p: f"#{p.tpn}")
    assert (pair.high, pair.low, pair.data) == (b, a, "#2; #5")
