"""Crash safety: a writer killed with SIGKILL at random moments never damages the file or loses a commit.

The writer is a forked child running the real services (register players, correct a rating so that TPNs
are re-sorted in one multi-row transaction); after each committed action it reports the player's FIDE id on
a pipe. After every kill the file must open, pass ``PRAGMA integrity_check``, hold every reported action,
and its TPNs must still be exactly 1..n (no half-applied re-sort).
"""

from __future__ import annotations

import os
import random
import select
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.store.records import SettingsRecord
from tests.services.fakes import FakeSystem

RUNS = 120


def _writer(path: Path, report: int) -> None:
    """The child: append actions forever, reporting each one after its commit."""
    desk = Desk.open(path, systems=lambda _n: FakeSystem())
    next_id = max((p.fide_id or 0 for p in desk.players.all()), default=0) + 1
    while True:
        desk.players.register_player(PlayerData(f"P{next_id}", rating=next_id % 300, fide_id=next_id))
        os.write(report, f"{next_id}\n".encode())
        if next_id % 3 == 0:
            player = desk.players.all()[-1]
            desk.players.edit_player(player.id, PlayerData(player.name, rating=2000 + next_id, fide_id=player.fide_id))
        next_id += 1


def _run_once(path: Path, rng: random.Random) -> tuple[set[int], bool]:
    """Start a writer, kill it after a random delay; returns the ids it reported and whether it was killed."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(read_end)
        try:
            _writer(path, write_end)
        finally:
            os._exit(1)
    os.close(write_end)
    data = b""
    if select.select([read_end], [], [], 30)[0]:  # the writer is up and has committed once
        data += os.read(read_end, 65536)
    time.sleep(rng.uniform(0.0, 0.04))  # then kill it anywhere in its next actions
    os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
    while select.select([read_end], [], [], 0)[0]:
        chunk = os.read(read_end, 65536)
        if not chunk:
            break
        data += chunk
    os.close(read_end)
    return {int(line) for line in data.decode().split()}, killed


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_random_sigkill_never_loses_a_commit_or_damages_the_file(tmp_path: Path) -> None:
    path = tmp_path / "crash.adesk"
    settings = SettingsRecord(info=TournamentInfo(name="Crash", chief_arbiter="CA"))
    Desk.create(path, settings, systems=lambda _n: FakeSystem()).close()
    rng = random.Random(20260201)
    reported: set[int] = set()
    kills = 0
    started = time.monotonic()
    for _ in range(RUNS):
        ids, killed = _run_once(path, rng)
        kills += killed
        reported |= ids
        db = sqlite3.connect(path)
        try:
            assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        finally:
            db.close()
        desk = Desk.open(path, systems=lambda _n: FakeSystem())
        players = desk.players.all()
        desk.close()
        stored = {p.fide_id for p in players}
        assert reported <= stored, f"lost commits: {sorted(reported - stored)[:10]}"
        assert sorted(p.tpn for p in players) == list(range(1, len(players) + 1))
    assert kills == RUNS
    assert len(reported) >= RUNS  # every writer had committed before it was killed
    elapsed = time.monotonic() - started
    print(f"crash test: {RUNS} runs, {kills} kills, {len(reported)} reported commits, 0 failures, {elapsed:.0f} s")
