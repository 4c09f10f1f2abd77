"""Team desk benchmark (issue 24 target: result entry ≤ 30 ms per board): 200 teams × 6 boards, 8 rounds
imported from a generated team TRF, round 9 paired and published in the desk, then boards typed one by one.

Run: ``python -m tests.benchmarks.bench_team_desk``.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.formats.trf.team_writer import write_team_trf
from arbiter_desk.services import Desk, GameResult


def main() -> int:
    event = generate_team_event(TeamGeneratorOptions(teams=200, rounds=8, boards=6, seed=7))
    event = replace(event, rules=replace(event.rules, total_rounds=9))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        trf = folder / "big.trf"
        trf.write_text(write_team_trf(event), encoding="utf-8")
        start = time.perf_counter()
        desk = Desk.import_trf(folder / "big.adesk", trf)
        print(f"import: {time.perf_counter() - start:.2f} s")
        start = time.perf_counter()
        desk.pair_next_team_round()
        print(f"pair round 9 (read, engine, store): {time.perf_counter() - start:.2f} s")
        desk.publish_team_round()
        times = []
        for match in range(1, 11):
            for board in range(1, 7):
                start = time.perf_counter()
                desk.record_board_result(9, match, board, GameResult.DRAW)
                times.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        desk.team_round_view(9)
        print(f"round view: {(time.perf_counter() - start) * 1000:.0f} ms")
        print(f"result entry: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms per board")
        desk.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
