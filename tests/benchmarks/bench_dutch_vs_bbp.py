"""Benchmark: our Dutch engine against bbpPairings v6 on the same files (issue 32 item 4; not part of the test run).

    python -m tests.benchmarks.bench_dutch_vs_bbp [--bbp-max N] [SIZES...]   # default 100 500 2000 5000 9999

For each size one file is made once: N players, six rounds played by our Dubov engine (any legal history does
for timing, and it is fast), ``XXR 9``, written as TRF-16 with the TRF(x) records that both programs read.
Then round 7 of 9 is paired by each program in a fresh process of its own:

- ours: ``python -m arbiter_desk pair --system dutch FILE`` (whole process: start, reading, pairing, writing)
  and, in a second process, the pairing call alone (``DutchSystem.pair`` after ``load_trf``);
- bbp: ``bbpPairings.exe --dutch FILE -p OUT``.

CPU seconds (user + system of the child, ``getrusage``) and peak memory (max RSS of that child alone: each
measurement runs under a fresh wrapper process) are printed as a table, and whether both pairings are equal.
Target (issue 32): 9,999 players round 7 of 9 ≤ 5 s CPU and ≤ 500 MB. ``--bbp-max N`` leaves bbp out above N
players (its weighted matching grows about as N³: 11.5 s CPU at 500 players here; 5,000 would take hours).
The machine is shared: the load
average is printed with the table; CPU time, not wall time, is the figure to compare.

Figures of issue 32 item 4 (speed work, 2026-11-28; ``arbiter-desk pair --system dutch``, round 7 of 9, CPU s /
peak MB; the code before (b3902a0) and after measured in turn on the same files, on the shared 2-core machine
at load 5-11, where the same process varies by +-20 % from run to run):

    players | whole process before         | whole process after          | load_trf / pairing call, best of 3
       5000 | 4.97-5.52 s  160 MB          | 4.52-6.07 s  158 MB          | 0.65 / 4.35 -> 0.58 / 4.12
       9999 | 5.50-6.75 s  281 MB          | 4.55-5.67 s  279 MB          | 1.13-1.46 / 3.2-3.4 -> 0.93-1.17 / 3.1-3.6

At load 0.8 the code before took 4.0-4.5 s for the whole 9,999-player process. The gain is in start-up (the
parser no longer imports the generator and the document builders: ~0.25 s) and reading the TRF (~0.2 s); the
pairing call itself is within the noise (the per-bracket map of who may not meet whom is cheaper, ~0.3 s by
phase timing, not separable from the load). Left: the certified brackets' legal-partner sets (quadratic in a
bracket's size, ~0.6 s), local_bad per bracket (~0.5 s), the players' state (~0.5 s).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

DEFAULT_SIZES = (100, 500, 2000, 5000, 9999)
ROOT = Path(__file__).resolve().parents[2]

_WRAPPER = """
import json, resource, subprocess, sys
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"cpu": r.ru_utime + r.ru_stime, "rss_mb": r.ru_maxrss / 1024, "rc": done.returncode,
                  "out": done.stdout, "err": done.stderr[-500:]}))
"""


def make_file(players: int, folder: Path) -> Path:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
    from arbiter_desk.formats.trf import TrfVersion, write_trf

    path = folder / f"dutch-{players}.trf"
    if not path.exists():
        options = GeneratorOptions(players=players, rounds=6, seed=7, initial_colour=None)
        played = replace(generate_tournament(find_system("dubov"), options), total_rounds=9)
        path.write_text(write_trf(played, TrfVersion.TRF16), encoding="utf-8")
    return path


def measured(argv: list[str]) -> dict[str, object]:
    """``argv`` run under a fresh wrapper: the child's CPU seconds and its own peak memory."""
    done = subprocess.run([sys.executable, "-c", _WRAPPER, *argv], capture_output=True, text=True, cwd=ROOT)
    result: dict[str, object] = json.loads(done.stdout)
    return result


def pair_only(path: str) -> None:
    """The pairing call alone, in this process (run as ``--pair-only FILE``)."""
    import resource

    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.formats.trf import load_trf

    tournament = load_trf(path)
    start = time.process_time()
    pairing = find_system("dutch").pair(tournament)
    cpu = time.process_time() - start
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"cpu": cpu, "rss_mb": rss, "boards": len(pairing.boards)}))


def _pairs(text: str) -> set[tuple[int, int]]:
    rows = [line.split() for line in text.splitlines()[1:] if line.strip()]
    return {(int(a), int(b)) for a, b in rows}


def main(argv: list[str]) -> int:
    from tests.crosstest.engines import bbp_path

    if argv[:1] == ["--pair-only"]:
        pair_only(argv[1])
        return 0
    bbp_max = 10**9
    if argv[:1] == ["--bbp-max"]:
        bbp_max, argv = int(argv[1]), argv[2:]
    sizes = [int(a) for a in argv] or list(DEFAULT_SIZES)
    bbp = bbp_path()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; bbpPairings: {bbp or 'not built'}")
    header = (
        f"{'players':>7} | {'ours CPU s':>10} {'ours MB':>8} {'pair() s':>8} | {'bbp CPU s':>9} {'bbp MB':>7} | same"
    )
    print(header)
    print("-" * len(header))
    with tempfile.TemporaryDirectory(prefix="bench-dutch-bbp-") as tmp:
        for n in sizes:
            path = make_file(n, Path(tmp))
            ours = measured([sys.executable, "-m", "arbiter_desk", "pair", "--system", "dutch", str(path)])
            alone = json.loads(
                str(
                    measured([sys.executable, "-m", "tests.benchmarks.bench_dutch_vs_bbp", "--pair-only", str(path)])[
                        "out"
                    ]
                )
            )
            row = f"{n:>7} | {ours['cpu']:>10.2f} {ours['rss_mb']:>8.0f} {alone['cpu']:>8.2f} |"
            if bbp is None or n > bbp_max:
                print(row + "         –       – | –", flush=True)
                continue
            out = Path(tmp) / f"bbp-{n}.txt"
            theirs = measured([str(bbp), "--dutch", str(path), "-p", str(out)])
            same = _pairs(str(ours["out"])) == _pairs(out.read_text()) if out.exists() else False
            print(row + f" {theirs['cpu']:>9.2f} {theirs['rss_mb']:>7.0f} | {'yes' if same else 'NO'}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
