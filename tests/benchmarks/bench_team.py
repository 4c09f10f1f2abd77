"""Benchmark: time and peak memory to pair Team Swiss rounds of 200 teams × 6 boards (C.04.6; target ≤ 2 s).

A 9-round event with forfeits, matches not played and absences (Type B, match points primary) is generated,
then every round is re-paired from the rounds before it, from the TRF file as the command line reads it.

Run: ``python -m tests.benchmarks.bench_team [teams...]`` from the repository root, or ``pytest
tests/benchmarks/bench_team.py``.
"""

from __future__ import annotations

import statistics
import sys
import time

import pytest

TARGET_S = 2.0


def measure(teams: int, boards: int = 6, rounds: int = 9) -> dict[str, float]:
    from arbiter_desk.core.pairing.team import TeamSystem
    from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
    from arbiter_desk.core.teams import PreferenceType
    from arbiter_desk.formats.trf.team_reader import read_team_trf
    from arbiter_desk.formats.trf.team_writer import write_team_trf

    options = TeamGeneratorOptions(
        teams=teams,
        rounds=rounds,
        boards=boards,
        seed=11,
        preference_type=PreferenceType.B,
        forfeit_rate=0.02,
        match_forfeit_rate=0.02,
        absence_rate=0.02,
    )
    event = generate_team_event(options)
    system = TeamSystem()
    times, reads = [], []
    for rnd in range(1, event.last_paired_round() + 1):
        text = write_team_trf(event.truncated(rnd))
        start = time.perf_counter()
        read = read_team_trf(text).event
        middle = time.perf_counter()
        assert read is not None
        system.pair_teams(read, rnd)
        times.append(time.perf_counter() - middle)
        reads.append(middle - start)
    return {
        "teams": teams,
        "median_s": statistics.median(times),
        "max_s": max(times),
        "max_read_s": max(reads),
    }


@pytest.mark.benchmark
def test_200_teams_of_6_boards_pair_within_target() -> None:
    row = measure(200)
    print(row)
    assert row["max_s"] <= TARGET_S


def main(argv: list[str]) -> int:
    for n in [int(a) for a in argv] or [200]:
        row = measure(n)
        print(
            f"{row['teams']:>5} teams: median {row['median_s']:.3f} s, max {row['max_s']:.3f} s per round, "
            f"read ≤ {row['max_read_s']:.3f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
