"""The pruned search (``homogeneous.py``) finds the same first candidate as the plain procedure of 1992 C4–C14
read literally (R11, R12, R21): every p, level, D2 exchange and D1 transposition tried in turn, no pruning."""

from __future__ import annotations

from decimal import Decimal
from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.floats import Float
from arbiter_desk.core.pairing.rating_1992.bracket import candidates
from arbiter_desk.core.pairing.rating_1992.criteria import Judge, levels, x_of
from arbiter_desk.core.pairing.rating_1992.homogeneous import exchange_order
from tests.core.pairing.rating_1992.helpers import judge, mk

_HISTORIES = ["", "W", "B", "WB", "BW", "WW", "BB", "WBW", "BWB", "WWB", "BBW"]
_FLOATS = [Float.NONE, Float.NONE, Float.DOWN, Float.UP]


def _plain_first(j: Judge, group: list[PairingNumber], score: Decimal, lowest: bool) -> tuple[object, ...] | None:
    n = len(group)
    top = n // 2
    x0 = x_of([j.players[t] for t in group])
    for p in [top] if lowest else range(top, -1, -1):
        x = max(0, x0 - (top - p))
        for level in levels(max(0, p - x)):
            for split in exchange_order(n, p):
                for order in permutations(split.s2, p):
                    pairs = [(group[a], group[b]) for a, b in zip(split.s1, order, strict=True)]
                    left = [group[i] for i in split.s2 if i not in order]
                    if not all(j.pair_ok(a, b, level) for a, b in pairs):
                        continue
                    if sum(j.conflict(a, b) for a, b in pairs) > x + level.inc:
                        continue
                    if not all(j.down_ok(t, score, level) for t in left):
                        continue
                    if lowest and (len(left) > 1 or not all(j.bye_ok(t) for t in left)):
                        continue
                    return tuple(pairs), tuple(left), level
    return None


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(_HISTORIES),
            st.sampled_from(_FLOATS),
            st.sampled_from(_FLOATS),
            st.booleans(),
        ),
        min_size=2,
        max_size=7,
    ),
    st.sets(st.tuples(st.integers(1, 7), st.integers(1, 7)), max_size=8),
    st.booleans(),
)
def test_first_candidate_agrees_with_the_plain_procedure(
    spec: list[tuple[str, Float, Float, bool]], met: set[tuple[int, int]], lowest: bool
) -> None:
    count = len(spec)
    players = [
        mk(i + 1, "1", h, tuple(b for a, b in met if a == i + 1 and b != a and b <= count), last=f1, before=f2,
           bye_ok=bye)
        for i, (h, f1, f2, bye) in enumerate(spec)
    ]  # fmt: skip
    j = judge(*players)
    group = [PairingNumber(i + 1) for i in range(count)]
    found = next(candidates(j, group, frozenset(), Decimal(1), lowest), None)
    plain = _plain_first(j, group, Decimal(1), lowest)
    if plain is None:
        assert found is None
    else:
        assert found is not None and (found.pairs, found.left, found.level) == plain
