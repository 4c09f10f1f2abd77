"""Two desk processes type results into the same 1,000-player event at once while a third is
killed in the middle of a transaction: every result a desk saw confirmed is on the server, the killed desk's
unconfirmed result is not, and nothing else changed (one journal entry per confirmed result); and the server
restarted while two desks type: they go on by themselves and every confirmed result is there."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store import TournamentStore
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord
from arbiter_desk.store.writer import NewBoard
from tests.store.server.desk_process import type_results

PLAYERS = 1000
PER_DESK = 40


def _event(url: str) -> list[int]:
    store = TournamentStore.create(url)
    with store.command("set up") as (writer, outcome):
        outcome.undoable = False
        writer.save_settings(SettingsRecord())
        ids = writer.add_players([PlayerRecord(PlayerId(0), PairingNumber(n), f"P{n}") for n in range(1, PLAYERS + 1)])
        writer.add_round(1, RoundState.PUBLISHED)
        writer.add_boards(1, [NewBoard(b + 1, ids[2 * b], ids[2 * b + 1]) for b in range(PLAYERS // 2)])
    with store.read() as reader:
        boards = [board.id for board in reader.boards(1)]
    store.close()
    return boards


def _lines(path: Path) -> list[int]:
    return [int(line) for line in path.read_text(encoding="utf-8").split()] if path.exists() else []


def test_two_desks_type_while_a_third_is_killed_mid_transaction(tmp_path: Path, event_url: str) -> None:
    boards = _event(event_url)
    spawn = multiprocessing.get_context("spawn")
    hang = spawn.Event()
    logs = [tmp_path / f"desk{i}.log" for i in range(3)]
    killed_boards = boards[2 * PER_DESK : 2 * PER_DESK + 20]
    victim = spawn.Process(target=type_results, args=(event_url, killed_boards, logs[2], hang, 10))
    victim.start()
    assert hang.wait(60), "the third desk never reached its transaction"
    desks = [
        spawn.Process(target=type_results, args=(event_url, boards[i * PER_DESK : (i + 1) * PER_DESK], logs[i]))
        for i in range(2)
    ]
    for desk in desks:
        desk.start()
    assert victim.pid is not None
    os.kill(victim.pid, signal.SIGKILL)  # in the middle of its transaction: the result written, not committed
    victim.join(30)
    for desk in desks:
        desk.join(300)
        assert desk.exitcode == 0
    confirmed = _lines(logs[0]) + _lines(logs[1]) + _lines(logs[2])
    assert len(_lines(logs[0])) == len(_lines(logs[1])) == PER_DESK and len(_lines(logs[2])) == 10
    store = TournamentStore.open(event_url)
    with store.read() as reader:
        results = {board.id: board.white_result for board in reader.boards(1)}
        journal = reader.journal()
    store.close()
    assert all(results[board] == ResultCode.WIN for board in confirmed)
    assert results[killed_boards[10]] is None  # the killed desk's unconfirmed result is not there
    assert sum(1 for result in results.values() if result is not None) == len(confirmed)
    assert len([e for e in journal if e.action == "result"]) == len(confirmed)


RESTART_VARIABLE = "ARBITER_DESK_TEST_POSTGRES_RESTART"
"""A shell command restarting the test server (``.ci/postgres.sh`` sets it for its own cluster)."""


@pytest.mark.skipif(not os.environ.get(RESTART_VARIABLE), reason=f"{RESTART_VARIABLE} is not set")
def test_a_server_restart_while_two_desks_type_loses_nothing_confirmed(tmp_path: Path, event_url: str) -> None:
    boards = _event(event_url)
    spawn = multiprocessing.get_context("spawn")
    logs = [tmp_path / f"desk{i}.log" for i in range(2)]
    desks = [
        spawn.Process(
            target=type_results, args=(event_url, boards[i * PER_DESK : (i + 1) * PER_DESK], logs[i], None, 0, 0.1)
        )
        for i in range(2)
    ]
    for desk in desks:
        desk.start()
    deadline = time.monotonic() + 120
    while len(_lines(logs[0])) + len(_lines(logs[1])) < PER_DESK // 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    restart = subprocess.run(  # the server's own output goes nowhere: a pipe would stay open as long as it runs
        os.environ[RESTART_VARIABLE], shell=True, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    assert restart.returncode == 0
    for desk in desks:
        desk.join(300)
        assert desk.exitcode == 0
    confirmed = _lines(logs[0]) + _lines(logs[1])
    assert sorted(confirmed) == sorted(boards[: 2 * PER_DESK])
    retried = sum(len(_lines(Path(f"{log}.retries"))) for log in logs)
    assert retried > 0, "the restart came after the desks had finished: it tested nothing"
    store = TournamentStore.open(event_url)
    with store.read() as reader:
        results = {board.id: board.white_result for board in reader.boards(1)}
    store.close()
    assert all(results[board] == ResultCode.WIN for board in confirmed)
    assert sum(1 for result in results.values() if result is not None) == len(confirmed)
