"""Issue 17 item 4: two desks on one file. A second process is told "in use by HOST since TIME" and may open
read-only or take over; a marker left by a crash on this computer is taken over silently."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_desk.services import Desk
from arbiter_desk.services.errors import FileInUseError
from arbiter_desk.store.in_use import marker_path
from tests.services.conftest import SETTINGS

HOLDER = """
import sys
from arbiter_desk.services import Desk
desk = Desk.open(sys.argv[1])
print("open", flush=True)
sys.stdin.readline()
desk.close()
print("closed", flush=True)
"""


@pytest.fixture
def tournament(tmp_path: Path) -> Path:
    path = tmp_path / "t.adesk"
    Desk.create(path, SETTINGS).close()
    return path


def _holder(path: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "open"
    return process


def test_a_second_process_is_told_who_holds_the_file(tournament: Path) -> None:
    holder = _holder(tournament)
    try:
        with pytest.raises(FileInUseError, match=rf"in use by {socket.gethostname()} since 20") as caught:
            Desk.open(tournament)
        assert caught.value.host == socket.gethostname()
        read_only = Desk.open(tournament, read_only=True)
        assert read_only.is_read_only and read_only.settings().info.name == "Spring Open"
        read_only.close()
        taken = Desk.open(tournament, take_over=True)
        assert not taken.is_read_only
        taken.close()
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(30)


def test_a_marker_left_by_a_killed_desk_is_taken_over_silently(tournament: Path) -> None:
    holder = _holder(tournament)
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(30)
    assert marker_path(tournament).exists()  # the crash left it behind
    desk = Desk.open(tournament)
    desk.close()
    assert not marker_path(tournament).exists()


def test_a_marker_of_another_computer_asks_first(tournament: Path) -> None:
    marker_path(tournament).write_text("arbiter-laptop\n4242\n2026-05-01T09:30:00+00:00\n", encoding="utf-8")
    with pytest.raises(FileInUseError, match=r"in use by arbiter-laptop since 2026-05-01T09:30:00\+00:00"):
        Desk.open(tournament)
    Desk.open(tournament, take_over=True).close()
    assert not marker_path(tournament).exists()


def test_the_marker_is_removed_on_close_and_counted_within_one_process(tournament: Path) -> None:
    first = Desk.open(tournament)
    second = Desk.open(tournament)
    first.close()
    assert marker_path(tournament).exists()
    second.close()
    assert not marker_path(tournament).exists()
