"""Benchmark: Tournament → Update rating lists end to end — FIDE's three single lists as ZIPs, downloaded from a
local HTTP server on 127.0.0.1 and imported (checklist Q135–136; not a test).

Run: ``python -m tests.benchmarks.bench_rating_update [players]`` from the repository root (default 1,200,000
per list, about FIDE's size). Reports the ZIP sizes, the whole update's time and the longest gap between two
progress reports (what the dialog's bar and Cancel depend on).
"""

from __future__ import annotations

import io
import json
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from arbiter_desk.services.ratings.rating_download import UpdateStep, update_rating_lists
from tests.benchmarks.bench_rating_lists import write_single_list
from tests.rating_list_server import Route, list_server


def zipped(text_file: Path, name: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(text_file, name)
    return buffer.getvalue()


def main(argv: list[str]) -> int:
    players = int(argv[0]) if argv else 1_200_000
    report: dict[str, object] = {"players_per_list": players}
    with tempfile.TemporaryDirectory() as folder, list_server() as server:
        where = Path(folder)
        for rate, share in (("standard", 0.7), ("rapid", 0.35), ("blitz", 0.3)):
            source = where / f"{rate}_rating_list.txt"
            write_single_list(source, players, share, seed=len(rate))
            body = zipped(source, source.name)
            server.routes[f"{rate}_rating_list.zip"] = Route(body)
            report[f"{rate}_zip_mb"] = round(len(body) / 1e6, 1)
        gaps: list[float] = []
        last = [time.perf_counter()]

        def progress(_step: UpdateStep) -> bool:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now
            return True

        start = time.perf_counter()
        outcome = update_rating_lists(server.url, where / "lists", progress, timeout=30)
        report["update_s"] = round(time.perf_counter() - start, 1)
        report["longest_gap_between_reports_s"] = round(max(gaps), 2)
        report["lists"] = [item.text for item in outcome.lists]
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
