"""Benchmark: time and peak memory to pair Double-Swiss round 5 of 7 (C.04.5; not part of the test run).

The snapshot holds four two-game rounds (eight TRF columns, D1); target for 2,000 players: <= 5 s.

Run: ``python -m tests.benchmarks.bench_double_swiss [sizes...]`` from the repository root. Each size runs in a
fresh process so that peak memory (max RSS) belongs to that size alone.
"""

from __future__ import annotations

import json
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import replace

DEFAULT_SIZES = (100, 500, 2000)
REPEATS = 3


def measure(players: int) -> dict[str, float]:
    from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem
    from arbiter_desk.core.pairing.generator import GeneratorOptions
    from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament

    system = DoubleSwissSystem()
    played = generate_two_game_tournament(system, GeneratorOptions(players=players, rounds=4, seed=7))
    tournament = replace(played, total_rounds=14)
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        pairing = system.pair(tournament)
        times.append(time.perf_counter() - start)
    assert pairing.round == 5
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"players": players, "median_s": statistics.median(times), "max_s": max(times), "peak_mb": peak_kb / 1024}


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--one":
        print(json.dumps(measure(int(argv[1]))))
        return 0
    sizes = [int(a) for a in argv] or list(DEFAULT_SIZES)
    print(f"{'players':>8} {'median s':>9} {'max s':>7} {'peak MB':>8}")
    for n in sizes:
        out = subprocess.run(
            [sys.executable, "-m", "tests.benchmarks.bench_double_swiss", "--one", str(n)],
            capture_output=True,
            text=True,
            check=True,
        )
        row = json.loads(out.stdout.strip().splitlines()[-1])
        print(f"{row['players']:>8} {row['median_s']:>9.3f} {row['max_s']:>7.3f} {row['peak_mb']:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
