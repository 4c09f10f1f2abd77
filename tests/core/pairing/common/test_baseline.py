"""C.04.1 (2026) basic rules checked on an arbitrary (e.g. overridden) pairing."""

from arbiter_desk.core.pairing.common.baseline import BreakKind, basic_rule_breaks
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament
from tests.core.pairing.dubov.tournament_builder import build


def _history() -> Tournament:
    return build(
        [2400, 2300, 2200, 2100, 2000],
        [["1-2 1-0", "3-4 =", "5 U"], ["1-3 =", "4-5 +-", "2 H"]],
    )


def test_c04_1_art_2_rematch_is_absolute() -> None:
    found = basic_rule_breaks(_history(), 3, [(2, 1)], None)
    assert [b.kind for b in found] == [BreakKind.REMATCH] and found[0].is_absolute
    assert found[0].article == "C.04.1 art. 2"


def test_c04_2_art_3_5_forfeit_is_no_rematch() -> None:
    assert not [b for b in basic_rule_breaks(_history(), 3, [(5, 4)], None) if b.kind is BreakKind.REMATCH]


def test_c04_1_art_4_pab_refused_after_a_pab_or_unplayed_win() -> None:
    found = basic_rule_breaks(_history(), 3, [], 5)
    assert [(b.kind, b.round) for b in found] == [(BreakKind.PAB, 1)]
    assert basic_rule_breaks(_history(), 3, [], 2) == ()  # a half-point bye does not bar it


def test_c04_1_art_6_and_7_colour_limits_are_warnings() -> None:
    t = build([2400, 2300, 2200, 2100], [["1-2 =", "3-4 ="], ["1-3 =", "2-4 ="]])
    found = basic_rule_breaks(t, 3, [(1, 4)], None)
    kinds = {b.kind for b in found}
    assert kinds == {BreakKind.COLOUR_DIFFERENCE, BreakKind.SAME_COLOUR}
    assert not any(b.is_absolute for b in found)
    assert next(b for b in found if b.kind is BreakKind.COLOUR_DIFFERENCE).value == 3


def test_prohibited_pair_is_absolute() -> None:
    t = build([2400, 2300, 2200, 2100])
    t = Tournament(players=t.players, forbidden_pairs=(ForbiddenPairs((1, 4)),))
    assert [b.kind for b in basic_rule_breaks(t, 1, [(1, 4)], None)] == [BreakKind.PROHIBITED]
