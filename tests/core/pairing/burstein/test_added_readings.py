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
