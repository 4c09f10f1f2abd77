"""C.04.5 (2026) articles with their own cases: 1.4, 3.4, 3.5.3–3.5.4, 3.6.1–3.6.4, 4.3.x, 4.4."""

from __future__ import annotations

from decimal import Decimal
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.upfloaters import profiles, sets_in_order
from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem
from arbiter_desk.core.pairing.double_swiss.bracket import pair_bracket
from arbiter_desk.core.pairing.double_swiss.colours import allocate_colours
from arbiter_desk.core.pairing.double_swiss.players import build_players
from arbiter_desk.core.results import Colour
from tests.core.pairing.double_swiss.builders import Event


def test_art_3_5_4_example_set_order() -> None:
    """2, 6, 8 on 3 points and 1, 3, 5 on 2.5: two upfloaters on 3 and one on 2.5, in the text's order."""
    groups = [[PairingNumber(t) for t in (2, 6, 8)], [PairingNumber(t) for t in (1, 3, 5)]]
    found = list(sets_in_order(groups, (2, 1)))
    assert found == [(2, 6, 1), (2, 6, 3), (2, 6, 5), (2, 8, 1), (2, 8, 3), (2, 8, 5), (6, 8, 1), (6, 8, 3), (6, 8, 5)]


def test_art_2_3_2_c5_profiles_best_first() -> None:
    """[C5]: scores in ascending order as high as possible: {3,3} > {2.5,3} > {2.5,2.5} (3 + 2.5 groups)."""
    groups = [(Decimal(3), 2), (Decimal("2.5"), 3)]
    assert list(profiles(groups, 2)) == [(2, 0), (1, 1), (0, 2)]


def test_art_3_6_2_round_one_is_top_half_against_bottom_half() -> None:
    """Identifier order: the top members 1..4 first, then their bottom members 5..8 (not 1-2, 3-4)."""
    t = Event(8).tournament()
    pairs = {frozenset((b.white, b.black)) for b in DoubleSwissSystem().pair(t).boards}
    assert pairs == {frozenset(p) for p in ((1, 5), (2, 6), (3, 7), (4, 8))}


def test_art_4_3_1_initial_colour_to_odd_hrp() -> None:
    t = Event(8, initial=Colour.BLACK).tournament()
    lines = DoubleSwissSystem().pair(t).to_lines()
    assert lines[1:] == ["5 1", "2 6", "7 3", "4 8"]


def test_art_1_4_pab_one_and_a_half_and_art_3_4_lowest_score_largest_tpn() -> None:
    t = Event(5).tournament()
    pairing = DoubleSwissSystem().pair(t)
    assert pairing.bye == 5
    t = Event(5).match(1, 1, 3, "11").match(1, 2, 4, "00").pab(1, 5).tournament()
    assert build_players(t, 2)[5].score == Decimal("1.5")
    assert DoubleSwissSystem().pair(t).bye == 3  # lowest score 0: 2 and 3, one match each; largest TPN


def test_art_4_3_4_same_histories_hrp_alternates() -> None:
    t = Event(4).match(1, 1, 3, "11").match(1, 4, 2, "11").tournament()
    players = build_players(t, 2)
    d = allocate_colours(players[1], players[4], Colour.WHITE)
    assert (d.rule, d.black) == ("4.3.4", 1)


def test_art_4_3_2_fewer_whites_gets_white() -> None:
    t = Event(4).match(1, 1, 3, "11").match(1, 2, 4, "11").bye(2, 1, "H").tournament()
    d = allocate_colours(build_players(t, 2)[3], build_players(t, 2)[2], Colour.WHITE)
    assert (d.rule, d.white) == ("4.3.2", 3)


def test_art_4_4_second_game_reversed_in_the_file_convention() -> None:
    from arbiter_desk.core.pairing.generator import GeneratorOptions
    from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament

    t = generate_two_game_tournament(DoubleSwissSystem(), GeneratorOptions(players=7, rounds=3, seed=5))
    for p in t.players:
        for e in p.rounds:
            if e.round % 2 == 0 and e.opponent is not None:
                first = p.entry(e.round - 1)
                assert first is not None and first.colour.opposite is e.colour


def _brute(
    tpns: list[int], banned: set[frozenset[int]], cost: dict[frozenset[int], int]
) -> list[tuple[int, int]] | None:
    best: tuple[int, tuple[int, ...], list[tuple[int, int]]] | None = None
    for tops in combinations(tpns, len(tpns) // 2):
        bottoms = [t for t in tpns if t not in tops]
        for pairing in _assign(list(tops), bottoms, banned):
            c = sum(cost.get(frozenset(p), 0) for p in pairing)
            ident = tuple(a for a, _ in pairing) + tuple(b for _, b in pairing)
            if best is None or (c, ident) < (best[0], best[1]):
                best = (c, ident, pairing)
    return None if best is None else best[2]


def _assign(tops: list[int], bottoms: list[int], banned: set[frozenset[int]]) -> list[list[tuple[int, int]]]:
    if not tops:
        return [[]]
    out = []
    for b in bottoms:
        if b > tops[0] and frozenset((tops[0], b)) not in banned:
            for tail in _assign(tops[1:], [x for x in bottoms if x != b], banned):
                out.append([(tops[0], b), *tail])
    return out


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 5), st.data())
def test_art_3_6_4_bracket_is_first_legal_identifier_with_fewest_c8(half: int, data: st.DataObject) -> None:
    tpns = sorted(data.draw(st.sets(st.integers(1, 30), min_size=2 * half, max_size=2 * half)))
    pairs = [frozenset(p) for p in combinations(tpns, 2)]
    banned = {p for p in pairs if data.draw(st.integers(0, 9)) < 3}
    cost = {p: data.draw(st.integers(0, 2)) for p in pairs if data.draw(st.booleans())}
    expected = _brute(tpns, banned, cost)
    got = pair_bracket(
        [PairingNumber(t) for t in tpns],
        lambda a, b: frozenset((a, b)) not in banned,
        lambda a, b: cost.get(frozenset((a, b)), 0),
    )
    assert (None if got is None else [(int(a), int(b)) for a, b in got]) == expected
