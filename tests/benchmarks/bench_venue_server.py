"""Benchmark (issue 36; not part of the test run): a result key typed on one desk until it is visible on another
desk, on an event on a venue server, beside the same key on a tournament file (where no other desk sees it).

Run: ``python -m tests.benchmarks.bench_venue_server postgresql://user@host:port/database [players...]`` from the
repository root (the user may create events there). For each size an event with one published round is made,
the chief's desk types ``KEYS`` results; for each, "commit" is the command's time on the typing desk and
"visible" the time until the second desk's ``VenueWatch`` has handed the change to its refresh. Prints JSON.
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
            print(json.dumps({"store": "file", **measure(str(Path(folder) / "b.adesk"), players, False)}))
        event = f"{url}?event=bench{uuid.uuid4().hex[:8]}"
        try:
            print(json.dumps({"store": "server", **measure(event, players, True)}))
        finally:
            drop_event(ServerLocation.parse(event))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
