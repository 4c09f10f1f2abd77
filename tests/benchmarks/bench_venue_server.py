"""Benchmark (issue 36; not part of the test run): a result key typed on one desk until it is visible on another
desk, on an event on a venue server, beside the same key on a tournament file (where no other desk sees it).

Run: ``python -m tests.benchmarks.bench_venue_server postgresql://user@host:port/database [players...]`` from the
repository root (the user may create events there). For each size an event with one published round is made,
the chief's desk types ``KEYS`` results; for each, "commit" is the command's time on the typing desk and
"visible" the time until the second desk's ``VenueWatch`` has handed the change to its refresh. Then, on a
fresh event whose round 1 is complete, "pair_draft" is Pair round 2 (Dutch, the real engine) until the draft is
stored (CPU time of the process and wall time; the GUI shows the draft as soon as the command returns). Prints JSON.

Measured 2026-11-28 (2 cores, PostgreSQL 15 on loopback; the first file row also pays the engine's imports):

| players | store  | commit median | visible on another desk | pair → draft (wall / CPU) |
|---------|--------|---------------|-------------------------|---------------------------|
| 1,000   | file   | 11 ms         | —                       | 0.38 s / 0.38 s           |
| 1,000   | server | 18 ms         | 21 ms (max 33 ms)       | 0.24 s / 0.20 s           |
| 5,000   | file   | 15 ms         | —                       | 2.50 s / 2.46 s           |
| 5,000   | server | 25 ms         | 29 ms (max 46 ms)       | 2.90 s / 2.69 s           |
"""

from __future__ import annotations

import json
import queue
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

KEYS = 40
DEFAULT_SIZES = (1000, 5000)


def _fill(desk: object, players: int) -> None:
    from arbiter_desk.core.ids import PairingNumber
    from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord
    from arbiter_desk.store.writer import NewBoard

    store = desk._store  # type: ignore[attr-defined]
    with store.command("set up") as (writer, outcome):
        outcome.undoable = False
        writer.save_settings(SettingsRecord(pairing_system="dutch", total_rounds=9))
        ids = writer.add_players([PlayerRecord(PlayerId(0), PairingNumber(n), f"P{n}") for n in range(1, players + 1)])
        writer.add_round(1, RoundState.PUBLISHED)
        writer.add_boards(1, [NewBoard(b + 1, ids[2 * b], ids[2 * b + 1]) for b in range(players // 2)])


def _fill_played(desk: object, players: int) -> None:
    """Round 1 complete: White wins on every board (the bench measures the pairing of round 2)."""
    from arbiter_desk.core.ids import PairingNumber
    from arbiter_desk.core.results import ResultCode
    from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord
    from arbiter_desk.store.writer import NewBoard

    store = desk._store  # type: ignore[attr-defined]
    with store.command("set up") as (writer, outcome):
        outcome.undoable = False
        writer.save_settings(SettingsRecord(pairing_system="dutch", total_rounds=9))
        ids = writer.add_players(
            [PlayerRecord(PlayerId(0), PairingNumber(n), f"P{n}", rating=2800 - n // 4) for n in range(1, players + 1)]
        )
        half = players // 2
        writer.add_round(1, RoundState.COMPLETE)
        writer.add_boards(
            1,
            [NewBoard(b + 1, ids[b], ids[b + half], ResultCode.WIN, ResultCode.LOSS) for b in range(half)],
        )


def measure_pairing(where: str, players: int) -> dict[str, float]:
    """Pair round 2 until its draft is stored: wall and process CPU seconds."""
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.services import Desk
    from arbiter_desk.store import TournamentStore

    desk = Desk(TournamentStore.create(where), find_system)
    _fill_played(desk, players)
    cpu, wall = time.process_time(), time.perf_counter()
    desk.pair_next_round()
    row = {"pair_draft_s": time.perf_counter() - wall, "pair_draft_cpu_s": time.process_time() - cpu}
    desk.close()
    return row


def measure(where: str, players: int, watch: bool) -> dict[str, float]:
    from arbiter_desk.services import Desk, GameResult
    from arbiter_desk.services.venue_watch import VenueWatch
    from arbiter_desk.store import TournamentStore

    typing = Desk(TournamentStore.create(where), lambda _name: None)  # type: ignore[arg-type, return-value]
    _fill(typing, players)
    seen: queue.Queue[float] = queue.Queue()
    other = watcher = None
    if watch:
        other = Desk(TournamentStore.open(where), lambda _name: None)  # type: ignore[arg-type, return-value]
        watcher = VenueWatch(other, lambda _changes: seen.put(time.perf_counter()))
        watcher.start()
    commits, visible = [], []
    for board in range(1, KEYS + 1):
        start = time.perf_counter()
        typing.record_result(1, board, GameResult.WHITE_WINS)
        commits.append(time.perf_counter() - start)
        if watcher is not None:
            visible.append(seen.get(timeout=10) - start)
    if watcher is not None and other is not None:
        watcher.stop()
        other.close()
    typing.close()
    row = {"players": players, "commit_median_ms": 1000 * statistics.median(commits)}
    row["commit_max_ms"] = 1000 * max(commits)
    if visible:
        row["visible_median_ms"] = 1000 * statistics.median(visible)
        row["visible_max_ms"] = 1000 * max(visible)
    return row


def main(argv: list[str]) -> int:
    from arbiter_desk.store.server import ServerLocation, drop_event

    url, sizes = argv[0], [int(a) for a in argv[1:]] or list(DEFAULT_SIZES)
    for players in sizes:
        with tempfile.TemporaryDirectory() as folder:
            row = measure(str(Path(folder) / "b.adesk"), players, False)
            row |= measure_pairing(str(Path(folder) / "p.adesk"), players)
            print(json.dumps({"store": "file", **row}))
        event = f"{url}?event=bench{uuid.uuid4().hex[:8]}"
        paired = f"{url}?event=pair{uuid.uuid4().hex[:8]}"
        try:
            row = measure(event, players, True) | measure_pairing(paired, players)
            print(json.dumps({"store": "server", **row}))
        finally:
            for name in (event, paired):
                drop_event(ServerLocation.parse(name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
