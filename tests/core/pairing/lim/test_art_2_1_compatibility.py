"""Compatibility, C.04.4.3 (2026) art. 2.1 and art. 6; readings L1, L2, L10, L21."""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.lim.compatibility import Compatibility
from arbiter_desk.core.pairing.lim.players import build_players
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

from .builder import build, pair, pairs

W, B = Colour.WHITE, Colour.BLACK


def _compat(t: Tournament, round_no: int, last: bool = False) -> Compatibility:
    present = frozenset(p.tpn for p in t.players)
    return Compatibility(build_players(t, round_no, present), t, round_no, last)


def _n(t: int) -> PairingNumber:
    return PairingNumber(t)


def test_art_2_1_players_who_met_are_not_compatible() -> None:
    t = build(4, [["1-2 1-0", "3-4 1-0"]])
    c = _compat(t, 2)
    assert not c.can_meet(_n(1), _n(2))
    assert "already played" in c.why_not(_n(2), _n(1))
    assert c.can_meet(_n(1), _n(3))


def test_l21_a_forfeited_game_is_no_meeting() -> None:
    """C.04.2 art. 3.5: two players whose game was not played may be paired again."""
    t = build(4, [["1-2 +-", "3-4 1-0"]])
    assert _compat(t, 2).can_meet(_n(1), _n(2))


def test_l1_both_had_white_twice_are_incompatible() -> None:
    """Both must have Black: no allocation avoids a third White in succession (5.1.1)."""
    t = build(8, [["1-5 1-0", "2-6 1-0", "7-3 1-0", "8-4 1-0"], ["1-7 1-0", "2-8 1-0", "5-3 1-0", "6-4 1-0"]])
    c = _compat(t, 3)
    assert not c.can_meet(_n(1), _n(2))
    assert "5.1.1 or 5.1.2" in c.why_not(_n(1), _n(2))
    assert c.can_meet(_n(1), _n(3))  # 3 had Black twice: 1 Black, 3 White


def test_l1_a_forfeit_does_not_break_a_colour_sequence() -> None:
    """C.04.2 art. 3.4: W, forfeit, W counts as two Whites in succession."""
    t = build(
        8,
        [["1-5 1-0", "2-6 1-0", "3-7 1-0", "4-8 1-0"], ["1-6 +-", "2-5 +-", "3-8 1-0", "4-7 1-0"],
         ["1-7 1-0", "2-8 1-0", "5-3 1-0", "6-4 1-0"]],
    )  # fmt: skip
    c = _compat(t, 4)
    assert not c.can_meet(_n(1), _n(2))


def test_l2_last_round_same_score_ignores_colour_limits() -> None:
    t = build(8, [["1-5 1-0", "2-6 1-0", "7-3 1-0", "8-4 1-0"], ["1-7 1-0", "2-8 1-0", "5-3 1-0", "6-4 1-0"]])
    last = _compat(t, 3, last=True)
    assert last.can_meet(_n(1), _n(2))  # both 2 points
    assert not last.can_meet(_n(1), _n(5))  # 5 has 1 point: the limits stay (L2)


def test_art_6_last_round_pairs_equal_scores_despite_colours() -> None:
    """Round 3 of 3: 1 and 2 (2 points, both White twice) meet; in round 3 of 9 they may not."""
    rounds = [["1-5 1-0", "2-6 1-0", "7-3 1-0", "8-4 1-0"], ["1-7 1-0", "2-8 1-0", "5-3 1-0", "6-4 1-0"]]
    assert frozenset((1, 2)) in pairs(pair(build(8, rounds, total_rounds=3)))
    assert frozenset((1, 2)) not in pairs(pair(build(8, rounds, total_rounds=9)))


def test_prohibited_pairs_are_absolute() -> None:
    t = build(4, forbid=[(1, 3)])
    assert not _compat(t, 1).can_meet(_n(1), _n(3))
    assert frozenset((1, 3)) not in pairs(pair(t, 1))


def test_l10_floated_last_round_includes_forfeits_not_the_bye() -> None:
    t = build(5, [["1-2 1-0", "3-4 =", "5 U"], ["1-3 +-", "2-5 1-0", "4 Z"]])
    players = build_players(t, 3, frozenset(p.tpn for p in t.players))
    assert players[_n(1)].floated_last_round  # 1 (1 pt) forfeited against 3 (0.5)
    assert players[_n(3)].floated_last_round
    assert players[_n(2)].floated_last_round  # 0 points against 5 (1 point from the PAB)
    assert not players[_n(4)].floated_last_round  # absent
    before = build_players(t, 2, frozenset(p.tpn for p in t.players))
    assert not before[_n(5)].floated_last_round  # a PAB is not a float
    assert not before[_n(3)].floated_last_round  # equal scores in round 1


def test_l10_a_double_forfeit_floats_and_only_the_round_just_before_counts() -> None:
    """Art. 3.10 "floated the round just before" (L10, L27): 1 (1 point) and 3 (½) were paired in round 2 and
    neither came: a float for both. In round 4 only round 3 counts, where both met equal scores."""
    t = build(4, [["1-2 1-0", "3-4 ="], ["1-3 --", "2-4 ="], ["1-4 1-0", "3-2 ="]])
    players = build_players(t, 3, frozenset(p.tpn for p in t.players))
    assert players[_n(1)].floated_last_round and players[_n(3)].floated_last_round
    assert players[_n(2)].floated_last_round and players[_n(4)].floated_last_round  # 0 against 0.5
    later = build_players(t, 4, frozenset(p.tpn for p in t.players))
    assert not later[_n(1)].floated_last_round and not later[_n(3)].floated_last_round


def test_l21_forfeit_win_bars_the_bye() -> None:
    t = build(4, [["1-2 +-", "3-4 1-0"]])
    players = build_players(t, 2, frozenset(p.tpn for p in t.players))
    assert not players[_n(1)].can_get_bye
    assert players[_n(2)].can_get_bye
