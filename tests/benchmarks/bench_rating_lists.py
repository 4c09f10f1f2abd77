"""Benchmark: FIDE's three single lists of ~1.2 million players each, imported side by side, then players found
by an event's list sequence and checked in bulk (not a test).

Run: ``python -m tests.benchmarks.bench_rating_lists [players]`` from the repository root. It generates a
standard, a rapid and a blitz list in FIDE's single-list layout (the month column ``NOV26``), imports each
(timed), then times ``find_by_sequence`` for single players (what the player dialog does) and ``holdings`` for a
500-player event (what the consistency check does).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from arbiter_desk.core.rating_lists import RateOfPlay, default_sequence
from arbiter_desk.services.ratings.rating_lists import find_by_sequence, holdings, import_fide_list
from tests.formats.rating_list_samples import txt_line

HEADER = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
    "           FOA NOV26 Gms  K  B-day Flag"
)


def write_single_list(path: Path, players: int, rated_share: float, seed: int) -> None:
    rng = random.Random(seed)
    template = txt_line(HEADER, ID_Number="1000000", Name="Surname, Given", Fed="NOR", Sex="M", NOV26="2000")
    name_at = HEADER.index("Name")
    rating_at = HEADER.index("NOV26")
    with path.open("w", encoding="utf-8") as out:
        out.write(HEADER + "\n")
        for n in range(players):
            rating = f"{rng.randint(1400, 2800):<5}" if rng.random() < rated_share else "     "
            name = f"Player{n}, Given".ljust(rating_at - name_at - 20)
            line = f"{1_000_000 + n * 7:<15}{name}" + template[len(f"{1_000_000:<15}") + len(name) : rating_at]
            out.write(line[:rating_at] + rating + template[rating_at + 5 :] + "\n")


def main(argv: list[str]) -> int:
    players = int(argv[0]) if argv else 1_200_000
    with tempfile.TemporaryDirectory() as folder:
        where = Path(folder)
        report: dict[str, object] = {"players": players}
        for rate, share in (("standard", 0.7), ("rapid", 0.35), ("blitz", 0.3)):
            source = where / f"{rate}_rating_list.txt"
            write_single_list(source, players, share, seed=len(rate))
            start = time.perf_counter()
            result = import_fide_list(source, rate, date(2026, 11, 1), where / "lists")
            report[f"import_{rate}_s"] = round(time.perf_counter() - start, 1)
            report[f"{rate}_stored"] = result.players
            report[f"{rate}_problems"] = len(result.problems)
        sequence = default_sequence(RateOfPlay.RAPID)
        rng = random.Random(7)
        times = []
        chosen = 0
        for _ in range(200):
            fide_id = 1_000_000 + rng.randrange(players) * 7
            t0 = time.perf_counter()
            outcome = find_by_sequence(sequence, fide_id, where / "lists")
            times.append(time.perf_counter() - t0)
            chosen += outcome.chosen is not None
        report["sequence_lookup_median_ms"] = round(statistics.median(times) * 1000, 2)
        report["sequence_lookup_max_ms"] = round(max(times) * 1000, 2)
        report["found_in_main_list"] = chosen
        event = [1_000_000 + rng.randrange(players) * 7 for _ in range(500)]
        t0 = time.perf_counter()
        held = holdings(event, where / "lists")
        report["holdings_500_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        report["holdings_500_found"] = len(held.ratings.get("fide", {}))
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
