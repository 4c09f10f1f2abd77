"""Outages of the venue server while desks type, on a cluster of this module's own,
each desk a window in a process of its own (``venue_desk_process``: a crash of Qt ends that process, and the
test sees its exit status).

- 20 short stops of the server (``pg_ctl stop -m immediate``, restarted in ``finally``) while two desks type:
  no desk dies, no outage opens a box, and every result a desk saw saved is on the server at the end.
- The server hangs (every process SIGSTOPped, SIGCONT in ``finally``) while a desk types: the window keeps
  painting — its timers run and it is painted while a call of the desk waits for the hung server (the call runs
  on the desk's worker thread, the GUI thread waits in an event loop of its own) —, the banner says the server
  does not answer, the key typed meanwhile is refused with its row marked and no box, and once the server runs
  again the results typed by keys land in the table.

Bounds are generous (the desk must react within 10 s, never "2 s"): the CI machine is shared."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import GameResult
from tests.postgres_cluster import Cluster
from tests.services.conftest import SETTINGS, register

ROOT = Path(__file__).resolve().parents[3]
OUTAGES = 20
BOARDS = 12


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    server = Cluster()
    server.start()
    try:
        yield server
    finally:
        server.remove()


def _on_server(url: str) -> dict[int, str]:
    """Each board's result as the table shows it ("" without one), read afresh from the server."""
    desk = Desk.open(url)
    shown = {}
    for board in desk.rounds.boards(1):
        code = f"{board.white_result.value}{board.black_result.value}" if board.white_result is not None else ""
        shown[board.number] = GameResult(code).label if code else ""
    desk.close()
    return shown


def _event(url: str) -> list[int]:
    desk = Desk.create(url, replace(SETTINGS, pairing_system="dutch"))
    register(desk, 2 * BOARDS)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    boards = [board.number for board in desk.rounds.boards(1)]
    desk.close()
    return boards


def _start_desk(url: str, log: Path, stop: Path, boards: list[int]) -> subprocess.Popen[bytes]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.ui.venue_desk_process", url, str(log), str(stop), ",".join(map(str, boards))],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=open(f"{log}.err", "w", encoding="utf-8"),
    )


def _lines(log: Path, kind: str) -> list[list[str]]:
    if not log.exists():
        return []
    return [line.split(" ", 2)[1:] for line in log.read_text(encoding="utf-8").splitlines() if line.startswith(kind)]


def _ticks(log: Path) -> list[tuple[float, int, str]]:
    """(seconds, paints so far, banner text) of each tick the desk wrote."""
    return [(seconds, paints, banner) for seconds, paints, _waiting, banner in _waits(log)]


def _waits(log: Path) -> list[tuple[float, int, bool, str]]:
    """(seconds, paints so far, whether a call of the desk was waiting for the server, banner text) per tick."""
    ticks = []
    for line in log.read_text(encoding="utf-8").splitlines() if log.exists() else []:
        if line.startswith("tick "):
            _tick, seconds, paints, waiting, banner = line.split(" ", 4)
            ticks.append((float(seconds), int(paints), waiting == "1", banner.strip("'\"")))
    return ticks


def _wait_for(condition: object, timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.1)
    raise AssertionError(f"not within {timeout_s} s: {what}")


def _finish(desks: list[subprocess.Popen[bytes]], stop: Path) -> None:
    stop.touch()
    for desk in desks:
        try:
            desk.wait(60)
        except subprocess.TimeoutExpired:
            desk.kill()
            desk.wait()


@pytest.mark.timeout(240)
def test_twenty_server_stops_while_two_desks_type_kill_no_desk_and_lose_no_confirmed_result(
    cluster: Cluster, tmp_path: Path
) -> None:
    url = cluster.url(query="?event=outages")
    boards = _event(url)
    stop = tmp_path / "stop"
    logs = [tmp_path / "desk0.log", tmp_path / "desk1.log"]
    desks = [_start_desk(url, logs[i], stop, boards[i::2]) for i in range(2)]
    try:
        _wait_for(lambda: all(len(_lines(log, "confirmed")) >= 2 for log in logs), 60, "both desks typing")
        for _ in range(OUTAGES):
            typed = sum(len(_lines(log, "confirmed")) for log in logs)
            try:
                cluster.stop("immediate")
                time.sleep(0.7)
            finally:
                cluster.start()
            _wait_for(
                lambda typed=typed: sum(len(_lines(log, "confirmed")) for log in logs) > typed,  # type: ignore[misc]
                20,
                "the desks type on after the server is back",
            )
            assert all(desk.poll() is None for desk in desks), "a desk died during an outage"
    finally:
        _finish(desks, stop)
    assert [desk.returncode for desk in desks] == [0, 0], [Path(f"{log}.err").read_text()[-2000:] for log in logs]
    last: dict[int, str] = {}
    for log in logs:
        for board, shown in _lines(log, "confirmed"):
            last[int(board)] = shown
        boxes = _lines(log, "box")
        assert not [b for b in boxes if "server" in " ".join(b)], f"an outage opened a box: {boxes}"
    assert len(last) >= 4
    on_server = _on_server(url)
    assert {board: on_server[board] for board in last} == last
    assert sum(len(_lines(log, "refused")) for log in logs) > 0  # keys were typed during the outages


@pytest.mark.timeout(180)
def test_a_hung_server_never_freezes_the_window_and_refuses_keys_in_the_status_line(
    cluster: Cluster, tmp_path: Path
) -> None:
    url = cluster.url(query="?event=hang")
    boards = _event(url)
    stop = tmp_path / "stop"
    log = tmp_path / "desk.log"
    desks = [_start_desk(url, log, stop, boards[:4])]
    try:
        _wait_for(lambda: len(_lines(log, "confirmed")) >= 2, 60, "the desk typing")
        try:
            cluster.freeze()
            hung = time.monotonic()
            _wait_for(lambda: any("does not answer" in t[2] for t in _ticks(log)), 10, "the banner")
            assert time.monotonic() - hung < 10
            refused = len(_lines(log, "refused"))
            _wait_for(lambda: len(_lines(log, "refused")) > refused, 10, "a key refused while the server hangs")
            during = _ticks(log)
            time.sleep(4)
            later = _ticks(log)[len(during) - 1 :]
            assert later[-1][1] > later[0][1], "the window was not painted while the server hung"
            times = [t for t, _paints, _banner in later]
            assert max(b - a for a, b in itertools.pairwise(times)) < 10, "the event loop stood still"
            inside = [paints for _t, paints, waiting, _banner in _waits(log)[len(during) - 1 :] if waiting]
            assert len(inside) >= 2, "no timer ran while a call of the desk waited for the hung server"
            assert inside[-1] > inside[0], "the window was not painted while a call waited for the hung server"
            assert "does not answer" in later[-1][2]
        finally:
            cluster.thaw()
        confirmed = len(_lines(log, "confirmed"))
        _wait_for(lambda: len(_lines(log, "confirmed")) > confirmed + 2, 30, "results land in the table after")
        _wait_for(lambda: not _ticks(log)[-1][2], 15, "the banner gone")
    finally:
        _finish(desks, stop)
    assert desks[0].returncode == 0, Path(f"{log}.err").read_text()[-2000:]
    boxes = _lines(log, "box")
    assert not boxes, f"a box opened: {boxes}"
    last = {int(board): shown for board, shown in _lines(log, "confirmed")}
    on_server = _on_server(url)
    assert {board: on_server[board] for board in last} == last
