"""1992 C12 read as written (R15): the next bracket's own first pairing decides, never the brackets below it.

The text reaches C12 from C1 ("a player for whom no opponent can be found within this score bracket", moved down
from a higher one) or when C6-C11 fail in a heterogeneous bracket; completing the lower brackets is C13's work
(R16), which never calls C12.  Both rounds below come from generated events and were paired differently while C12
looked ahead through the brackets below."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.pairing.rating_1992 import Rating1992System
from arbiter_desk.formats.trf import load_trf

DATA = Path(__file__).parent / "data"


def _boards(name: str, rnd: int) -> list[str]:
    """The round's boards as ``white black`` lines (``tpn 0`` for the bye), in any order."""
    return sorted(Rating1992System().pair(load_trf(DATA / name), rnd).to_lines()[1:])  # type: ignore[arg-type]


def test_c12_is_not_reached_when_the_moved_down_player_has_an_opponent() -> None:
    """1992 C1/C12 (R15), round 4 of 7 players: 1 (3 points) pairs 2 in the 2-point bracket and 4 goes down to
    {3, 5}, where 3 is a legal opponent, so C12 is not reached.  Pairing 4-3 would leave {5, 6, 7} without a
    complete pairing (all three had a bye, B1b): that is C13's business (R16), which pairs 3-5 and lets 4 float
    on to the lowest bracket and its bye.  Looking ahead through the lowest bracket, C12 re-paired the 2-point
    bracket instead (2-4, 5-1, bye 3)."""
    assert _boards("c12_not_reached_r4.trf", 4) == sorted(["2 1", "3 5", "7 6", "4 0"])


def test_c12_accepts_a_pairing_whose_next_bracket_pairs_the_moved_down_player() -> None:
    """1992 C12 (R15), round 6 of 11 players: the 2½-point bracket's first pairing (1-8, 5-6) moves 4 down to
    {7, 9}, both of whom 4 has met (C1 reaches C12).  The first later pairing with two pairs that moves another
    player down, 1-8 and 4-6, moves 5, and the 2-point bracket's own first pairing pairs 5 ("all of whom the
    next bracket pairs"): accepted.  That the brackets below then need C13 (the 2-point bracket gives up its pair,
    R16) does not undo it; looking ahead refused this alternative and kept 4 moving down."""
    assert _boards("c12_own_first_accepts_r6.trf", 6) == sorted(["1 8", "3 2", "4 6", "7 10", "9 11", "5 0"])


def test_c12_takes_a_later_candidate_with_as_many_pairs_past_other_counts() -> None:
    """1992 C12 (R15) "the first later candidate with the same number of pairs", round 7 of 22 players: the
    2-point bracket {14, 15, 18, 22} with 17 moved in first pairs 17-15 and 18-22 and moves 14 down, who has no
    opponent in the 1½-point bracket; the heterogeneous order (moved-down pairs first, then the remainder's)
    puts the next two-pair candidates after ones with other numbers of pairs, and the first of them that moves
    another player down whom the next bracket pairs is 22-15, 14-18 (17 moved down)."""
    boards = _boards("c12_same_pairs_later_r7.trf", 7)
    assert {"22 15", "14 18"} <= set(boards) and "17 15" not in boards
