"""The 1997 oracle on the text's own examples and the examples of the readings (so that the oracle is checked
against the text, not only against the engine): 6.2, 6.3, art. 3 (E18), art. 4 with E10, E15, 6.4 (E23)."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from .oracle.pairing_1997 import Round97
from .oracle.players_1997 import P97, colours


def p97(tpn: int, score: float = 2, r: int = 2000, aro: str = "0", hist: str = "", met: Iterable[int] = ()) -> P97:
    return P97(
        tpn=tpn,
        r=r,
        score=Fraction(str(score)),
        hist=tuple(c.lower() for c in hist),
        aro=Fraction(aro),
        met=frozenset(met),
        bye_barred=False,
        transfers=0,
        transferred_last=False,
    )


def mutual(players: list[P97]) -> list[P97]:
    met = {q.tpn: set(q.met) for q in players}
    for q in players:
        for o in q.met:
            met[o].add(q.tpn)
    return [P97(**{**{f: getattr(q, f) for f in P97.__slots__}, "met": frozenset(met[q.tpn])}) for q in players]


def pairs(players: list[P97]) -> set[tuple[int, int]]:
    result = Round97.of_players(mutual(players)).pair()
    return set(result.boards)


def test_art_6_2_the_example_pairs_increasing_aro_with_decreasing_r() -> None:
    aros = {7: "2340.5", 8: "2310", 9: "2344.6", 10: "2318.4", 11: "2333.7", 12: "2322.3"}
    ratings = {1: 2260, 2: 2380, 3: 2250, 4: 2300, 5: 2365, 6: 2280}
    blacks = [p97(t, r=r, hist="W") for t, r in ratings.items()]
    whites = [p97(t, r=2000, aro=a, hist="B") for t, a in aros.items()]
    # rows: 2310.0-2380, 2318.4-2365, 2322.3-2300, 2333.7-2280, 2340.5-2260, 2344.6-2250
    assert pairs(blacks + whites) == {(8, 2), (10, 5), (12, 4), (11, 6), (7, 1), (9, 3)}


def test_art_6_3_a_rematch_takes_the_first_black_below_not_met() -> None:
    # Whites 1 (ARO 1900), 2 (ARO 1950); Blacks 3 (R 2100), 4 (R 2000); 1 met 3: 1-4, then 2-3.
    players = [
        p97(1, aro="1900", hist="B", met=[3]),
        p97(2, aro="1950", hist="B"),
        p97(3, r=2100, hist="W"),
        p97(4, r=2000, hist="W"),
    ]
    assert pairs(players) == {(1, 4), (2, 3)}


def test_e15_the_readings_example_two_met_four() -> None:
    players = [
        p97(1, aro="1900", hist="B"),
        p97(2, aro="1950", hist="B", met=[4]),
        p97(3, r=2100, hist="W"),
        p97(4, r=2000, hist="W"),
    ]
    assert pairs(players) == {(1, 4), (2, 3)}


def test_art_3_e18_the_more_unbalanced_player_gets_his_due_colour() -> None:
    a, b = p97(1, hist="BWB"), p97(2, hist="WB")
    assert a.due == b.due == "w"
    assert colours(a, b)[:2] == (1, 2)
    assert colours(b, a)[:2] == (1, 2)


def test_art_4_e10_the_bye_leaves_the_others_pairable() -> None:
    # 3 has the lowest R, but 1 and 2 met: the bye goes to 2 (lower R of the two).
    players = mutual([p97(1, 0, 2200, met=[2]), p97(2, 0, 2100), p97(3, 0, 2000)])
    result = Round97.of_players(players).pair()
    assert result.bye == 2


def test_art_6_4_e23_the_best_class_list_floats() -> None:
    # Group 1-4 (1.5), 5 (1.0) and 6 (0.0) met; 4 met 5, 2 met 4 and 6, 3 met 6: {1, 2} (classes 1, 1) float,
    # not {3, 4} (1, 2).
    players = [
        p97(1, 1.5, 2000),
        p97(2, 1.5, 1990, met=[6, 4]),
        p97(3, 1.5, 1980, met=[6]),
        p97(4, 1.5, 1970),
        p97(5, 1.0, 1960, met=[6, 4]),
        p97(6, 0.0, 1950),
    ]
    assert {frozenset(b) for b in pairs(players)} == {frozenset((3, 4)), frozenset((2, 5)), frozenset((1, 6))}
