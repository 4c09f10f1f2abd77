"""The first legal transposition (C.04.4.1 art. 3.2.6, 4.4): exact, greedy, and brute force agree."""

from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.pairing.matching.bipartite import first_lexicographic_assignment
from arbiter_desk.core.pairing.matching.greedy import greedy_lexicographic_assignment, greedy_pairing


def _brute(n: int, allowed: set[tuple[int, int]]) -> list[int] | None:
    for perm in permutations(range(n)):  # art. 4.4.2: transpositions in lexicographic order
        if all((i, perm[i]) in allowed for i in range(n)):
            return list(perm)
    return None


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=1, max_value=6), st.data())
def test_exact_assignment_is_the_first_legal_permutation(n: int, data: st.DataObject) -> None:
    allowed = {(i, j) for i in range(n) for j in range(n) if data.draw(st.booleans())}
    left = list(range(n))
    expected = _brute(n, allowed)
    assert first_lexicographic_assignment(left, left, lambda a, b: (a, b) in allowed) == expected
    greedy = greedy_lexicographic_assignment(left, left, lambda a, b: (a, b) in allowed)
    assert greedy is None or greedy == expected  # when greedy completes it is the same answer


def test_the_4_4_note_order_of_three() -> None:
    # {A,B,C} {A,C,B} {B,A,C} ...: with A forbidden in the first place, B,A,C comes first.
    allowed = {(0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
    assert first_lexicographic_assignment([0, 1, 2], list("ABC"), lambda a, b: (a, "ABC".index(b)) in allowed) == [
        "B",
        "A",
        "C",
    ]


def test_no_assignment() -> None:
    assert first_lexicographic_assignment([0, 1], [0, 1], lambda a, b: b == 0) is None


def test_greedy_pairing_pairs_in_order_or_gives_up() -> None:
    assert greedy_pairing([1, 2, 3, 4], lambda a, b: True) == [(1, 2), (3, 4)]
    assert greedy_pairing([1, 2, 3, 4], lambda a, b: {a, b} != {1, 2}) == [(1, 3), (2, 4)]
    # 1-2 first, then 3 and 4 may not meet: greedy gives up (the exact method decides then).
    assert greedy_pairing([1, 2, 3, 4], lambda a, b: {a, b} != {3, 4}) is None
    assert greedy_pairing([1, 2], lambda a, b: False) is None
