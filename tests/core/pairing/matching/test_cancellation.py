"""The pairing kit's cooperative stop: a check set by the caller runs before every matching; without one the
kit behaves exactly as before (the pairings never depend on it)."""

from __future__ import annotations

import threading

import pytest

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.matching.cancellation import checkpoint, stop_when
from arbiter_desk.core.pairing.matching.general import max_weight_perfect_matching, maximum_matching


class Stop(Exception):
    pass


def stop() -> None:
    raise Stop


def test_a_check_that_raises_stops_the_matchings() -> None:
    with stop_when(stop), pytest.raises(Stop):
        max_weight_perfect_matching(2, [(0, 1, 1)])
    with stop_when(stop), pytest.raises(Stop):
        maximum_matching(2, [(0, 1)])
    assert max_weight_perfect_matching(2, [(0, 1, 1)]) is not None  # the check ends with the block
    checkpoint()


def test_the_check_belongs_to_its_thread() -> None:
    seen: list[object] = []

    def other() -> None:
        try:
            checkpoint()
            seen.append("ran")
        except Stop:
            seen.append("stopped")

    with stop_when(stop):
        thread = threading.Thread(target=other)
        thread.start()
        thread.join()
    assert seen == ["ran"]


def test_the_dubov_engine_passes_checkpoints_and_pairs_the_same_with_a_check_that_lets_it_go() -> None:
    engine = find_system("dubov")
    tournament = generate_tournament(engine, GeneratorOptions(players=40, rounds=3, seed=5))
    calls: list[int] = []
    with stop_when(lambda: calls.append(1)):
        watched = engine.pair(tournament)
    assert calls and watched.boards == engine.pair(tournament).boards
    with stop_when(stop), pytest.raises(Stop):
        engine.pair(tournament)
