"""The kit's absolute criteria: C.04.1 (2026) art. 2, prohibited pairs (TRF 260), absolute colours, completion."""

from arbiter_desk.core.pairing.common import Bar, FloatRule, Legality, build_participants
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament
from tests.core.pairing.dubov.tournament_builder import build


def _legality(t: Tournament, round_no: int, absolute: dict[int, Colour | None] | None = None) -> Legality:
    state = build_participants(t, round_no, FloatRule())
    return Legality(state, t, round_no, absolute or {})  # type: ignore[arg-type]


def test_c04_1_art_2_no_rematch_but_c04_2_art_3_5_forfeits_may_meet_again() -> None:
    t = build([2400, 2300, 2200, 2100], [["1-2 1-0", "3-4 +-"]])
    legal = _legality(t, 2)
    assert legal.bar(1, 2) is Bar.REMATCH and legal.bar(2, 1) is Bar.REMATCH
    assert legal.can_meet(3, 4)


def test_prohibited_pairs_are_absolute_in_their_rounds_only() -> None:
    t = build([2400, 2300, 2200, 2100])
    t = Tournament(players=t.players, forbidden_pairs=(ForbiddenPairs((1, 2, 3), 2, 3),))
    assert _legality(t, 1).can_meet(1, 2)
    legal = _legality(t, 2)
    assert legal.bar(1, 3) is Bar.PROHIBITED and legal.bar(2, 3) is Bar.PROHIBITED
    assert legal.can_meet(1, 4)
    assert not legal.can_complete([1, 2, 3, 4])  # three of four may not meet each other
    assert legal.unpaired_in_best_attempt([1, 2, 3, 4])


def test_same_absolute_colour_bars_the_pair_unless_exempt() -> None:
    t = build([2400, 2300, 2200, 2100])
    state = build_participants(t, 1, FloatRule())
    absolute = {1: Colour.WHITE, 2: Colour.WHITE, 3: None, 4: Colour.BLACK}
    legal = Legality(state, t, 1, absolute)
    assert legal.bar(1, 2) is Bar.COLOUR and legal.can_meet(1, 4)
    exempt = Legality(state, t, 1, absolute, colour_exempt=frozenset({2}))
    assert exempt.can_meet(1, 2)


def test_completion_needs_an_even_number() -> None:
    legal = _legality(build([2400, 2300, 2200]), 1)
    assert not legal.can_complete([1, 2, 3])
    assert legal.can_complete([1, 2])


def test_fewest_partners_is_a_lower_bound_of_legal_partners() -> None:
    """Opponents met, same absolute colours and prohibited partners are counted out; a bound, never above the
    true number of partners each participant has in the group."""
    t = build([2400, 2300, 2200, 2100, 2000, 1900], [["1-2 1-0", "3-4 =", "5-6 0-1"]])
    t = Tournament(players=t.players, forbidden_pairs=(ForbiddenPairs((1, 3), 2, 2),))
    state = build_participants(t, 2, FloatRule())
    absolute = {5: Colour.WHITE, 6: Colour.WHITE}
    legal = Legality(state, t, 2, absolute)  # type: ignore[arg-type]
    everybody = [1, 2, 3, 4, 5, 6]
    true_fewest = min(sum(1 for o in everybody if legal.can_meet(a, o)) for a in everybody)
    assert legal.fewest_partners(everybody, everybody) == true_fewest == 3  # 1: not 1, 2, 3 → 4, 5, 6
    assert legal.fewest_partners([1], [4, 5, 6]) == 3
    true_5 = sum(1 for o in (4, 6) if legal.can_meet(5, o))
    assert legal.fewest_partners([5], [4, 6]) <= true_5 == 1  # 6 is counted out twice (met, same colour)
