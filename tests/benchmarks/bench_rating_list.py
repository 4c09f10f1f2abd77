"""Benchmark: import a generated 1.9-million-line FIDE rating list (TXT) and time lookups (not a test).

Run: ``python -m tests.benchmarks.bench_rating_list [lines]`` from the repository root. Targets:
the full list imported in at most 60 s, a lookup in at most 50 ms.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from arbiter_desk.services.ratings.rating_list import import_rating_list, lookup
from tests.formats.rating_list_samples import HEADER, txt_line

_FIRST = ("Magnus", "Łukasz", "Thị Mai", "Hans", "Çağla", "José", "Ivan", "Anna", "Wei", "Søren", "Zoë", "Ahmed")
_LAST = ("Carlsen", "Żółć", "Nguyễn", "Ørsted", "Öztürk", "García", "Ivanov", "Müller", "Wang", "Kristensen")


def write_list(path: Path, lines: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as out:
        out.write(HEADER + "\n")
        for n in range(lines):
            name = f"{rng.choice(_LAST)}{n % 997 or ''}, {rng.choice(_FIRST)}"
            rated = rng.random() < 0.7
            out.write(
                txt_line(
                    ID_Number=str(1_000_000 + n * 7),
                    Name=name,
                    Fed=rng.choice(("NOR", "POL", "VIE", "DEN", "TUR", "ESP")),
                    Sex=rng.choice("MF"),
                    SRtng=str(rng.randint(1400, 2800)) if rated else "",
                    SGm="0",
                    SK="20",
                    RRtng=str(rng.randint(1400, 2800)) if rng.random() < 0.3 else "",
                    B_day=str(rng.randint(1940, 2018)),
                    Flag="i" if rng.random() < 0.4 else "",
                )
                + "\n"
            )


def main(argv: list[str]) -> int:
    lines = int(argv[0]) if argv else 1_900_000
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "players_list_foa.txt"
        start = time.perf_counter()
        write_list(source, lines)
        made = time.perf_counter() - start
        db = Path(folder) / "fide_ratings.sqlite"
        start = time.perf_counter()
        result = import_rating_list(source, db, lambda _n: True)
        imported = time.perf_counter() - start
        queries = ["1000007", "13299993", "carlsen", "Carlsen12, M", "zolc5", "Nguyễn44, Thị", "Ørsted", "muller9"]
        times: list[float] = []
        found: dict[str, int] = {}
        for _ in range(5):
            for query in queries:
                t0 = time.perf_counter()
                found[query] = len(lookup(query, db))
                times.append(time.perf_counter() - t0)
        report = {
            "lines": lines,
            "file_mb": round(source.stat().st_size / 1e6, 1),
            "db_mb": round(db.stat().st_size / 1e6, 1),
            "generate_s": round(made, 1),
            "import_s": round(imported, 1),
            "players": result.players,
            "problems": len(result.problems),
            "lookup_median_ms": round(statistics.median(times) * 1000, 2),
            "lookup_max_ms": round(max(times) * 1000, 2),
            "found": found,
        }
        print(json.dumps(report, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
