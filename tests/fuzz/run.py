"""Run many fuzz cases in parallel and print the figures: ``python -m tests.fuzz.run --cases 10000 --jobs 2``."""

from __future__ import annotations

import argparse
import os
import tempfile
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from tests.fuzz.pipeline import CaseReport, run_case


def _one(seed: int) -> CaseReport:
    with tempfile.TemporaryDirectory(prefix="adesk-fuzz-", dir=os.environ.get("ARBITER_FUZZ_TMP")) as folder:
        return run_case(seed, Path(folder), documents=seed % 20 == 0, full=seed % 4 == 0)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    codes: Counter[str] = Counter()
    failed = done = 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for report in pool.map(_one, range(args.first, args.first + args.cases), chunksize=20):
            done += 1
            codes.update(f"{step}={code}" for step, code in report.codes.items())
            if report.failures:
                failed += 1
                print(f"seed {report.seed}:", *report.failures, sep="\n  ", flush=True)
            if done % 250 == 0:
                print(f"... {done} cases, {failed} failed", flush=True)
    print(f"cases {args.cases}, failed {failed}")
    print(" ".join(f"{key}:{count}" for key, count in sorted(codes.items())))


if __name__ == "__main__":
    main()
