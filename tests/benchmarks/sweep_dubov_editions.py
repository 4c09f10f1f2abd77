"""Long sweep of the Dubov 1997 and 2018 engines against the independent oracles.

    python -m tests.benchmarks.sweep_dubov_editions --sweep 300 [--seed S] [--edition 1997|2018] [--dump DIR]

Plays ``N`` events per edition with the engine (6-24 players, every second one irregular: forfeits, H/F/Z byes,
withdrawals, late entries), re-pairs every round from the snapshot before it with the engine and with the oracle
(``tests/core/pairing/dubov/editions/oracle``) and prints the rounds compared, the disagreements by kind
(bye, pairs, colours, board order) and, for 1997, in how many rounds each article acted. ``--dump`` writes the
snapshot of each disagreement as a TRF file. Exit 1 if any disagreement.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from arbiter_desk.formats.trf.writer import write_trf
from tests.core.pairing.dubov.editions.oracle.compare import sweep


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sweep", type=int, default=150, metavar="N", help="number of events per edition")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the event list (the CI test uses 1)")
    parser.add_argument("--edition", choices=("1997", "2018"), action="append", help="default: both")
    parser.add_argument("--dump", type=Path, help="folder for the TRF snapshots of the disagreements")
    args = parser.parse_args(argv)
    failed = False
    for edition in args.edition or ["1997", "2018"]:
        start = time.monotonic()
        tally = sweep(edition, args.sweep, seed=args.seed)
        seconds = time.monotonic() - start
        print(
            f"Dubov {edition}: {tally.events} events, {tally.rounds} rounds compared "
            f"({tally.irregular_rounds} in irregular events, {tally.refused} refused by the engine), "
            f"{len(tally.disagreements)} disagreements "
            f"{dict(tally.by_kind())}, {seconds:.0f} s"
        )
        if tally.paths:
            print("  articles acting (rounds): " + ", ".join(f"{k} {v}" for k, v in sorted(tally.paths.items())))
        for n, d in enumerate(tally.disagreements):
            if n < 20:
                print(f"  {d.options} round {d.round_no} ({d.kind})\n    engine {d.engine}\n    oracle {d.oracle}")
            if args.dump:
                args.dump.mkdir(parents=True, exist_ok=True)
                name = f"dubov{edition}-seed{d.options.seed}-round{d.round_no}.trf"
                (args.dump / name).write_text(write_trf(d.snapshot), encoding="utf-8")
        failed = failed or bool(tally.disagreements)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
