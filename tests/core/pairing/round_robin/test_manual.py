"""The checks of a round robin paired by hand (checklist Q100–102): every pair once per cycle, nobody twice in
a round, off the tables nobody with one colour three games running."""

from __future__ import annotations

from arbiter_desk.core.pairing.round_robin import schedule
from arbiter_desk.core.pairing.round_robin.manual import check_manual_rounds, missing_pairs
from arbiter_desk.core.pairing.round_robin.plan import RoundRobinPlan


def _rounds(players: int, cycles: int, swap: bool) -> dict[int, list[tuple[int, int]]]:
    return {
        r: [(b.white, b.black) for b in boards if players + 1 not in (b.white, b.black)]
        for r, boards in enumerate(schedule(players, cycles, swap), start=1)
    }


def test_the_berger_tables_pass() -> None:
    for players, cycles in ((6, 2), (7, 1), (10, 2)):
        plan = RoundRobinPlan(players, cycles, True)
        rounds = _rounds(players, cycles, True)
        assert check_manual_rounds(plan, rounds) == ()
        assert missing_pairs(plan, rounds) == ()


def test_a_pair_meeting_twice_in_a_cycle_is_named() -> None:
    plan = RoundRobinPlan(4, 1)
    rounds = {1: [(1, 4), (2, 3)], 2: [(4, 1), (3, 2)], 3: [(2, 4), (3, 1)]}
    problems = check_manual_rounds(plan, rounds)
    assert [(p.round, p.rule) for p in problems if "already met" in p.text] == [(2, "C.05"), (2, "C.05")]
    assert "1 and 4 already met in round 1" in problems[0].text or "4 and 1 already met in round 1" in problems[0].text
    assert set(missing_pairs(plan, rounds)) == {(1, 1, 2), (1, 3, 4)}


def test_the_same_pair_in_the_second_cycle_is_fine() -> None:
    plan = RoundRobinPlan(4, 2)
    rounds = _rounds(4, 2, True)
    assert check_manual_rounds(plan, rounds) == ()


def test_three_of_a_colour_running_is_named_off_the_tables() -> None:
    """Q102: player 1 White in rounds 1–3 of a hand-made round robin of 4."""
    plan = RoundRobinPlan(4, 1)
    rounds = {1: [(1, 4), (2, 3)], 2: [(1, 3), (4, 2)], 3: [(1, 2), (3, 4)]}
    problems = check_manual_rounds(plan, rounds)
    assert [(p.round, p.rule, p.text) for p in problems] == [
        (3, "Q102", "player 1 has White three games running (rounds 1, 2, 3)")
    ]


def test_a_player_twice_in_a_round_or_off_the_field() -> None:
    plan = RoundRobinPlan(4, 1)
    problems = check_manual_rounds(plan, {1: [(1, 2), (2, 5)]})
    texts = [p.text for p in problems]
    assert "player 2 plays twice in round 1" in texts and "player 5 is not in the field 1–4" in texts
