"""Benchmark: CPU time to pair round 7 of 9 of 500 players under the 1992 Swiss system based on rating
(target ≤ 1 s CPU); not part of the test run.

Run: ``python -m tests.benchmarks.bench_rating_1992 [sizes...]`` from the repository root. The six rounds before
are played by the 1992 system itself (seed 7), as in ``bench_pairing.py``.
"""

from __future__ import annotations

import sys

from tests.benchmarks.bench_pairing import main as bench_main


def main(argv: list[str]) -> int:
    return bench_main(["--system", "rating-1992", *(argv or ["500"])])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
