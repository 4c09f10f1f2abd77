"""The quick constructions are certificates of the exact method's result: both pair every round alike."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.dubov import DubovSystem

from .play import play_round, start


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(min_value=4, max_value=26),
    rounds=st.integers(min_value=3, max_value=9),
    seed=st.integers(min_value=0, max_value=10**6),
    absences=st.sampled_from([0.0, 0.1, 0.25]),
    forfeits=st.sampled_from([0.0, 0.1]),
)
def test_quick_and_exact_methods_pair_alike(n: int, rounds: int, seed: int, absences: float, forfeits: float) -> None:
    rng = random.Random(seed)
    t = start(n, rounds, rng)
    quick, exact = DubovSystem(), DubovSystem(exact=True)
    for _ in range(rounds):
        try:
            before, after, pairing = play_round(t, quick, rng, absences, forfeits)
        except NoValidPairingError:
            return
        reference = exact.pair(before)
        assert (pairing.boards, pairing.bye) == (reference.boards, reference.bye)
        upfloaters = [b.floaters for b in pairing.explanation.brackets]
        assert upfloaters == [b.floaters for b in reference.explanation.brackets]
        t = after
