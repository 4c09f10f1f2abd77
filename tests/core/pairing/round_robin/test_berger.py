"""The FIDE Berger tables (Handbook C.05, Annex 1), checked against FIDE TEC's Gacrux ``berger`` tables
(``gacrux.berger``, the reference program of ``shared/refs``) for 3 to 16 players, and the properties every
round robin must have: each pair meets once per cycle, every player once per round, colours balanced."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, pairwise

import pytest
from gacrux import berger as gacrux_berger

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.round_robin import BergerBoard, berger_round, berger_table, schedule, table_size

SIZES = range(3, 17)


@pytest.mark.parametrize("players", SIZES)
def test_every_round_equals_fides_reference_table(players: int) -> None:
    reference = gacrux_berger.bergertables(players)
    n = table_size(players)
    assert reference["players"] == n
    for round_no, boards in enumerate(berger_table(players), start=1):
        expected = [gacrux_berger.bergerpairing(reference, round_no, board) for board in range(1, n // 2 + 1)]
        assert [{"white": b.white, "black": b.black} for b in boards] == expected, f"round {round_no}"


def test_six_players_as_the_handbook_prints_them() -> None:
    """C.05 Annex 1, 5 or 6 players: Rd 1: 1-6 2-5 3-4, Rd 2: 6-4 5-3 1-2, Rd 3: 2-6 3-1 4-5, …"""
    rows = [" ".join(f"{b.white}-{b.black}" for b in berger_round(6, r)) for r in range(1, 6)]
    assert rows == ["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"]


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("cycles", [1, 2])
def test_each_pair_meets_once_per_cycle_and_everybody_plays_each_round(players: int, cycles: int) -> None:
    n = table_size(players)
    rounds = schedule(players, cycles)
    assert len(rounds) == cycles * (n - 1)
    for boards in rounds:
        seen = [p for b in boards for p in (b.white, b.black)]
        assert sorted(seen) == list(range(1, n + 1))
    meetings = Counter(frozenset((b.white, b.black)) for boards in rounds for b in boards)
    assert set(meetings) == {frozenset(pair) for pair in combinations(range(1, n + 1), 2)}
    assert set(meetings.values()) == {cycles}
    if cycles == 2:  # the second cycle reverses every game's colours
        first = {(b.white, b.black) for boards in rounds[: n - 1] for b in boards}
        second = {(b.black, b.white) for boards in rounds[n - 1 :] for b in boards}
        assert first == second


def _longest_same_colour_run(rounds: tuple[tuple[BergerBoard, ...], ...], player: int) -> int:
    colours = []
    for boards in rounds:
        board = next(b for b in boards if player in (b.white, b.black))
        colours.append("w" if board.white == player else "b")
    longest = run = 1
    for before, now in pairwise(colours):
        run = run + 1 if now == before else 1
        longest = max(longest, run)
    return longest


@pytest.mark.parametrize("players", range(4, 17, 2))
def test_swapping_the_last_two_rounds_avoids_three_colours_in_a_row(players: int) -> None:
    """C.05: in a double round robin of an even field, exchanging the last two rounds of the first cycle keeps
    everybody from a third game running with one colour at the turn of the cycles."""
    swapped = schedule(players, 2, swap_last_two=True)
    plain = schedule(players, 2)
    assert max(_longest_same_colour_run(swapped, p) for p in range(1, players + 1)) <= 2
    assert max(_longest_same_colour_run(plain, p) for p in range(1, players + 1)) == 3
    assert swapped[players - 3] == plain[players - 2] and swapped[players - 2] == plain[players - 3]


@pytest.mark.parametrize("players", SIZES)
def test_a_single_cycle_never_gives_three_colours_in_a_row(players: int) -> None:
    n = table_size(players)
    rounds = schedule(players)
    assert max(_longest_same_colour_run(rounds, p) for p in range(1, n + 1)) <= 2


@pytest.mark.parametrize(("players", "round_no"), [(1, 1), (10_000, 1), (6, 0), (6, 6), (7, 8)])
def test_out_of_range_is_refused_with_the_reason(players: int, round_no: int) -> None:
    with pytest.raises(InvalidInputError):
        berger_round(players, round_no)


def test_cycles_are_one_or_two() -> None:
    with pytest.raises(InvalidInputError, match="one or two cycles"):
        schedule(6, 3)
