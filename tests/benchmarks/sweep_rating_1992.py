"""Sweep: the independent 1992 oracle against the engine over generated events.

    python -m tests.benchmarks.sweep_rating_1992 --sweep 150

6-24 players, half the events irregular (forfeits, H/Z byes, F byes injected, withdrawals, late entries).  Prints
the rounds compared, the refusals, every disagreement and how often each article acted in the oracle."""

from __future__ import annotations

import argparse
import random
import sys
import time

from tests.core.pairing.rating_1992.oracle.compare import Tally, compare_calls, event_calls


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sweep", type=int, default=150, help="number of generated events")
    parser.add_argument("--seed", type=int, default=1992)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    tally = Tally()
    start = time.perf_counter()
    for i in range(args.sweep):
        players = rng.randint(6, 24)
        rounds = rng.randint(3, min(11, players - 1))
        seed = rng.randint(0, 1_000_000)
        label = f"players={players} rounds={rounds} seed={seed} irregular={i % 2 == 1}"
        compare_calls(event_calls(players, rounds, seed, i % 2 == 1), tally, label)
        done = f"{i + 1}/{args.sweep} events, {tally.rounds} rounds"
        print(f"{done}, {len(tally.disagreements)} disagreements", flush=True)
    print(f"rounds compared: {tally.rounds} ({tally.refused} refused by the engine) in {tally.events} events")
    print(f"time: {time.perf_counter() - start:.0f} s")
    for line in tally.gave_up:
        print("ORACLE GAVE UP (C12 scan over 1,000,000 candidates)", line)
    for line in tally.disagreements:
        print("DISAGREE", line)
    for article, count in sorted(tally.acted.items()):
        print(f"{count:6d}  {article}")
    return 1 if tally.disagreements or tally.gave_up else 0


if __name__ == "__main__":
    sys.exit(main())
