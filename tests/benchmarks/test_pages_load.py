"""Benchmark: the players' pages under a hall of phones, and the desk's GUI thread meanwhile.

1,000 players (3 rounds generated with the Dutch engine and imported, round 4 paired and published, 500 boards);
the pages' server as its own process (``arbiter-desk serve``, reading the file as a reader); a separate load
process (``pages_load_client``) keeps 500 clients on loopback, each asking the pairings-by-board page every 2 s
(≈ 250 requests/s, gzip accepted as a phone's browser does) for 30 s. Meanwhile this process runs a 10-ms
QTimer on its GUI thread with the tournament open in a desk, and records how late each tick came.

Run: ``python -m pytest -o addopts="" -s tests/benchmarks/test_pages_load.py`` (``BENCH_SECONDS`` to change the
30 s). Requirements: p95 ≤ 100 ms, the timer never late by more than 50 ms. The JSON line is appended to
``tests/output/bench_pages.jsonl``.

A second test times a result recorded by the desk until the served results page shows it.

Measured on the shared 2-core development machine (load average 5-8 from other developers' jobs), Python
3.11, uvicorn 0.55 with h11, 30 s of load (pairings page 131 KB of HTML, sent gzipped):

    requests 7,490 (234/s), no error; latency p50 1.0 ms, p95 4.7 ms, p99 8.4 ms, max 18.5 ms
    (an earlier run before the two-step refresh: p95 10.1 ms, p99 16.8 ms, max 33.7 ms);
    GUI thread's 10-ms timer: 3,211 ticks, late at most 10 ms (p99 6 ms) — limit 50 ms;
    result → served page: median 0.72 s, max 0.88 s (watcher every 0.25 s, then pairings and results read
    again before the standings), so with a page's own 1-s poll a phone shows it within 1.9 s.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.services import Desk
from tests.publication.serving import ROOT, get, serving
from tests.services.fakes import FakeSystem

pytestmark = pytest.mark.benchmark

PLAYERS = 1000
CLIENTS = 500
INTERVAL_S = 2.0
P95_LIMIT_MS = 100.0
LATE_LIMIT_MS = 50.0


def _event(folder: Path) -> Path:
    generated = generate_tournament(find_system("dutch"), GeneratorOptions(PLAYERS, 3, seed=1000))
    tournament = replace(generated, total_rounds=9, info=replace(generated.info, name="Hall Open"))
    fake = FakeSystem()
    path = folder / "hall.adesk"
    desk = Desk.import_tournament(path, tournament, systems=lambda _name: fake)
    try:
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
    finally:
        desk.close()
    return path


def test_500_phones_polling_the_pairings_of_1000_players(qtbot: QtBot, tmp_path: Path) -> None:
    seconds = float(os.environ.get("BENCH_SECONDS", "30"))
    path = _event(tmp_path)
    desk = Desk.open(path)  # the desk has its tournament open while the hall reads the pages
    try:
        with serving(path) as address:
            status, html = get(f"{address}/pairings")
            assert status == 200 and html.count("<tr id=") == PLAYERS // 2
            port = address.rsplit(":", 1)[1]
            load = subprocess.Popen(
                [sys.executable, "-m", "tests.benchmarks.pages_load_client", "127.0.0.1", port, "/pairings",
                 str(CLIENTS), str(INTERVAL_S), str(seconds)],
                cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE, text=True,
            )  # fmt: skip
            late: list[float] = []
            clock = QElapsedTimer()
            clock.start()
            last = [clock.elapsed()]

            def tick() -> None:
                now = clock.elapsed()
                late.append(max(0.0, now - last[0] - 10.0))
                last[0] = now

            timer = QTimer()
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.setInterval(10)
            timer.timeout.connect(tick)
            timer.start()
            deadline = time.monotonic() + seconds + 60
            while load.poll() is None and time.monotonic() < deadline:
                qtbot.wait(50)
                desk.journal.journal_seq()  # the desk keeps reading its file meanwhile (as its refresh does)
            timer.stop()
            out, _ = load.communicate(timeout=30)
    finally:
        desk.close()
    report = json.loads(out.strip().splitlines()[-1])
    report |= {
        "players": PLAYERS,
        "page_kb": len(html.encode()) // 1024,
        "gui_ticks": len(late),
        "gui_late_max_ms": round(max(late, default=0.0), 1),
        "gui_late_p99_ms": round(sorted(late)[int(0.99 * len(late))] if late else 0.0, 1),
    }
    print(json.dumps(report))
    output = ROOT / "tests" / "output"
    output.mkdir(exist_ok=True)
    with (output / "bench_pages.jsonl").open("a", encoding="utf-8") as sink:
        sink.write(json.dumps(report) + "\n")
    assert report["errors"] == 0
    assert report["p95_ms"] <= P95_LIMIT_MS
    assert report["gui_late_max_ms"] <= LATE_LIMIT_MS


def test_a_result_reaches_the_served_page_of_1000_players(tmp_path: Path) -> None:
    """From a result recorded by the desk to the served results page showing it (the server's watcher asks
    every 0.5 s and then reads the event again); a page's own poll adds at most its 1-s interval."""
    from arbiter_desk.services import GameResult

    path = _event(tmp_path)
    desk = Desk.open(path)
    delays = []
    try:
        with serving(path) as address:
            for board in range(1, 11):
                started = time.monotonic()
                desk.results.record_result(4, board, GameResult.DRAW)
                while True:
                    _status, html = get(f"{address}/results")
                    if html.count("½-½") >= board:
                        break
                    assert time.monotonic() - started < 10
                    time.sleep(0.02)
                delays.append(time.monotonic() - started)
    finally:
        desk.close()
    report = {
        "players": PLAYERS,
        "update_max_s": round(max(delays), 2),
        "update_median_s": round(sorted(delays)[len(delays) // 2], 2),
    }
    print(json.dumps(report))
    with (ROOT / "tests" / "output" / "bench_pages.jsonl").open("a", encoding="utf-8") as sink:
        sink.write(json.dumps(report) + "\n")
    assert report["update_max_s"] + 1.0 <= 2.0  # with the page's own 1-s poll: within 2 s of the result
