"""Benchmark: pair round 7 of 9 of a 500-player event under each Dubov edition (target <= 1 s CPU).

Run: ``python -m tests.benchmarks.bench_dubov_editions [players] [--repeats N]`` from the repository root. The six
rounds before are played by the edition itself (a legal history of that text), with 5 % forfeits and 5 % requested
byes so that floaters, transfers and the bye rules are exercised. CPU time (``time.process_time``) is the figure to
compare on a shared machine; the history generation is not timed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace


def measure(edition: str, players: int, repeats: int, round_no: int = 7) -> dict[str, float]:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament

    system = find_system("dubov", edition)
    options = GeneratorOptions(players=players, rounds=round_no - 1, seed=7, forfeit_rate=0.05, bye_rate=0.05)
    tournament = replace(generate_tournament(system, options), total_rounds=9)
    cpu: list[float] = []
    wall: list[float] = []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        pairing = system.pair(tournament)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    assert pairing.round == round_no
    return {"cpu_s": statistics.median(cpu), "max_cpu_s": max(cpu), "wall_s": statistics.median(wall)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench_dubov_editions")
    parser.add_argument("players", type=int, nargs="?", default=500)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    for edition in ("1997", "2018", "2026"):
        m = measure(edition, args.players, args.repeats)
        print(
            f"dubov {edition}: {args.players} players, round 7: CPU {m['cpu_s']:.3f} s "
            f"(max {m['max_cpu_s']:.3f} s), wall {m['wall_s']:.3f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
