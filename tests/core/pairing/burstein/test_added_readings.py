"""Readings added to B1–B32 (``burstein/system.py``): B36 pairing scores, B38 the B5 exception with another
point system, B23/B19 parity of late entries, B20 board order."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.pairing.burstein.index import opposition_indices
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import Acceleration

from .builder import build
from .play import burstein

D = Decimal


def test_b36_virtual_points_move_players_between_brackets_but_not_into_the_index() -> None:
    """B36: with one virtual point, 3 and 4 (1.5 points) form the 2.5 bracket; the index is unchanged."""
    rounds = [["1-2 1-0", "3-4 =", "5-6 1-0"], ["1-5 =", "2-3 0-1", "4-6 1-0"]]
    plain = build(6, rounds, total_rounds=4)
    accelerated = replace(plain, accelerations=(Acceleration(D(1), 3, 3, 3, 4),))
    groups = {b.score: set(b.members) for b in burstein().pair(accelerated).explanation.brackets if not b.floaters}
    assert any({3, 4} <= members for score, members in groups.items() if score >= 2)
    assert opposition_indices(plain, 3) == opposition_indices(accelerated, 3)


def test_b38_zero_point_byes_count_a_draws_points_of_the_point_system() -> None:
    """B38 (with B5): under 3/1/0, the opponent's trailing zero-point bye adds 1 point (a draw), not ½."""
    t = replace(build(4, [["1-2 1-0", "3-4 1-0"], ["1-3 =", "2 Z", "4 Z"]], total_rounds=4))
    t = replace(t, point_system=PointSystem.simple(D(3), D(1), D(0)))
    index = opposition_indices(t, 3)
    # 1 beat 2 (R1, 3 points): 2 has 0 points + one trailing zero-point bye as a draw = 1.
    assert index[1].terms[0].opponent_score == D(1)
    assert index[1].sonneborn_berger == D(3) * D(1) + D(1) * D(4)  # drew 3, who has 3 + 1 = 4


def test_b20_boards_in_score_order_and_the_pab_last() -> None:
    """B20 (C.04.2 art. 3.6): boards by the higher score of the pair, not by the index."""
    t = build(7, [["1-2 1-0", "3-4 1-0", "5-6 1-0", "7 U"], ["1-3 1-0", "5-7 1-0", "2-4 1-0", "6 Z"]], total_rounds=4)
    pairing = burstein().pair(t)
    scores = {1: 2, 2: 1, 3: 1, 4: 0, 5: 2, 6: 0, 7: 1}
    tops = [max(scores[b.white], scores[b.black]) for b in pairing.boards]
    assert tops == sorted(tops, reverse=True)
    assert pairing.to_lines()[-1].endswith(" 0")


def test_b8_forfeited_opponents_may_meet_again_and_b9_unrated_games_are_played() -> None:
    """B8 (C.04.2 art. 3.5): 1 and 2 did not play (forfeit), so they may be paired again; B9: 3-4 played a
    game of less than one move (W/L), which is a game: no rematch, colours count."""
    from arbiter_desk.core.ids import PairingNumber, RoundNo
    from arbiter_desk.core.player import RoundEntry
    from arbiter_desk.core.results import Colour, ResultCode

    t = build(4, [["1-2 +-"]], total_rounds=2)
    w = RoundEntry(RoundNo(1), PairingNumber(4), Colour.WHITE, ResultCode.WIN_UNRATED)
    b = RoundEntry(RoundNo(1), PairingNumber(3), Colour.BLACK, ResultCode.LOSS_UNRATED)
    players = list(t.players)
    players[2] = replace(players[2], rounds=(w,))
    players[3] = replace(players[3], rounds=(b,))
    t = t.with_players(players)
    pairs = {frozenset((x.white, x.black)) for x in burstein().pair(t).boards}
    assert frozenset((3, 4)) not in pairs
    index = opposition_indices(t, 2)
    assert index[1].terms[0].opponent is None  # the forfeit: against himself
    assert index[3].terms[0].opponent == 4  # the W game: against 4


def test_b19_parity_skips_late_entries_not_yet_arrived() -> None:
    """B19 (5.2.1): 1 has not arrived (never paired, absent now), so 2 counts as number 1 (odd)."""
    from arbiter_desk.core.pairing.burstein.colours import allocate_colours
    from arbiter_desk.core.pairing.burstein.players import build_players
    from arbiter_desk.core.results import Colour

    t = build(6, [["3-4 1-0", "5-6 1-0", "1 Z", "2 Z"], ["1 Z"]], total_rounds=2)
    players = build_players(t, 2)
    assert players[2].parity_number == 1
    assert players[3].parity_number == 2
    t2 = build(6, [["3-4 1-0", "5-6 1-0", "1 Z", "2 Z"], ["1 Z", "4 Z"]], total_rounds=2)
    late = build_players(t2, 2)
    # 2 has no game; against another player without a game the higher ranked decides by parity number.
    assert late[2].preference is None
    d = allocate_colours(late[2], replace(late[2], tpn=late[2].tpn + 10, parity_number=9), Colour.WHITE)
    assert d.rule == "5.2.1" and d.white == 2  # 2 ranks higher (smaller TPN), parity number 1: odd
