"""Benchmark: time and peak memory to pair round 7 of 9 with one registered pairing system (not part of the test
run). Targets on this 2-core machine: Dubov 2,000 players ≤ 1 s; Dutch 2,000 ≤ 5 s, 5,000 ≤ 30 s; Lim 2,000 ≤ 5 s;
Burstein 2,000 ≤ 5 s.

Run: ``python -m tests.benchmarks.bench_pairing --system dubov|dutch|burstein|lim [sizes...]`` from the
repository root. CPU time (``time.process_time``) is reported beside wall time: on a shared machine it is
the figure to compare. Each size runs in a fresh process so that peak memory (max RSS) belongs to that size alone.
The six rounds before are played by the system itself, except Dutch and Burstein (whose seeding rounds are Dutch),
whose history is played by Dubov (any legal history will do for timing, and a slow engine would spend the
benchmark generating it). Round 7 of 9 is a Burstein round (4 seeding rounds, art. 1.6.2).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import replace

DEFAULT_SIZES = (100, 500, 2000, 5000)
HISTORY_BY = {"dutch": "dubov", "burstein": "dubov"}
"""Systems whose earlier rounds another (faster) engine plays."""


def measure(system_name: str, players: int, repeats: int, round_no: int = 7) -> dict[str, float]:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament

    history = find_system(HISTORY_BY.get(system_name, system_name))
    played = generate_tournament(history, GeneratorOptions(players=players, rounds=round_no - 1, seed=7))
    tournament = replace(played, total_rounds=9)
    system = find_system(system_name)
    times = []
    cpu = []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        pairing = system.pair(tournament)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    assert pairing.round == round_no
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {
        "players": players,
        "median_s": statistics.median(times),
        "max_s": max(times),
        "cpu_s": statistics.median(cpu),
        "peak_mb": peak_kb / 1024,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench_pairing")
    parser.add_argument("--system", default="dubov")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--round", type=int, default=7, help="the round to pair (of 9); default 7")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    parser.add_argument("sizes", nargs="*", type=int)
    args = parser.parse_args(argv)
    if args.one is not None:
        print(json.dumps(measure(args.system, args.one, args.repeats, args.round)))
        return 0
    print(f"{args.system} round {args.round}: {'players':>8} {'median s':>9} {'max s':>7} {'CPU s':>7} {'peak MB':>8}")
    for n in args.sizes or DEFAULT_SIZES:
        command = ["-m", "tests.benchmarks.bench_pairing", "--system", args.system, "--repeats", str(args.repeats)]
        command += ["--round", str(args.round)]
        out = subprocess.run([sys.executable, *command, "--one", str(n)], capture_output=True, text=True, check=True)
        row = json.loads(out.stdout.strip().splitlines()[-1])
        times = f"{row['median_s']:>9.3f} {row['max_s']:>7.3f} {row['cpu_s']:>7.3f}"
        print(f"{row['players']:>8} {times} {row['peak_mb']:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
