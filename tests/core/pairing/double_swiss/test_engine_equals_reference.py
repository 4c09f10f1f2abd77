"""The engine equals the brute-force literal reading (``reference.py``) of C.04.5 (2026) art. 3.4–3.6 and 4.3
on generated rounds of 6–16 players, half of them irregular."""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem
from tests.core.pairing.double_swiss.play import play, rounds_of
from tests.core.pairing.double_swiss.reference import reference_pairing


def _compare(seed: int, irregular: bool) -> int:
    engine = DoubleSwissSystem()
    count = 0
    for rnd, snapshot in rounds_of(play(seed, irregular)):
        expected = reference_pairing(snapshot, rnd)
        try:
            pairing = engine.pair(snapshot, rnd)
        except NoValidPairingError:
            assert expected is None, f"seed {seed} round {rnd}: engine finds none, reference does"
            continue
        assert expected is not None
        got = {frozenset((b.white, b.black)): b.white for b in pairing.boards}
        assert (got, pairing.bye) == expected, f"seed {seed} irregular={irregular} round {rnd}"
        count += 1
    return count


@pytest.mark.parametrize("seed", range(1, 41))
def test_art_3_4_to_4_3_engine_equals_reference_regular(seed: int) -> None:
    assert _compare(seed, irregular=False) > 0


@pytest.mark.parametrize("seed", range(1, 41))
def test_art_3_4_to_4_3_engine_equals_reference_irregular(seed: int) -> None:
    assert _compare(seed, irregular=True) > 0
