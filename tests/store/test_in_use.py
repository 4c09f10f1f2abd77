"""Two desks on one file.

A second desk is told who holds the file (a live desk of this computer is named as such) and may open
read-only or take over; the desk that lost the file refuses its next write and turns read-only; a marker left
by a crash on this computer is replaced silently. The marker is keyed on the file's device and inode (a second
name of the file gets the same prompt) and is never written or read through a link.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.errors import FileInUseError, FileLostError, TournamentFileError
from arbiter_desk.store.in_use import marker_path
from tests.services.conftest import SETTINGS

HOLDER = """
import sys
from arbiter_desk.services import Desk, PlayerData
desk = Desk.open(sys.argv[1])
print("open", flush=True)
for line in sys.stdin:
    if not line.strip():
        break
    try:
        desk.players.register_player(PlayerData(line.strip(), rating=1500))
        print("saved", flush=True)
    except Exception as exc:
        print("refused", type(exc).__name__, desk.is_read_only, exc, flush=True)
desk.close()
print("closed", flush=True)
"""


@pytest.fixture
def tournament(tmp_path: Path) -> Path:
    path = tmp_path / "t.adesk"
    Desk.create(path, SETTINGS).close()
    return path


class HolderProcess:
    """Another desk (a process of this computer) with the file open; ``register`` asks it to write."""

    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert self._line() == "open"

    def _line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def register(self, name: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(name + "\n")
        self.process.stdin.flush()
        return self._line()

    def close(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("\n")
            self.process.stdin.close()
        self.process.wait(30)


def _names(path: Path) -> list[str]:
    desk = Desk.open(path, read_only=True)
    try:
        return [p.name for p in desk.players.all()]
    finally:
        desk.close()


def test_a_second_process_is_told_that_a_live_desk_holds_the_file(tournament: Path) -> None:
    """On the same computer the prompt says a desk is open now, not that it may be closed."""
    holder = HolderProcess(tournament)
    try:
        with pytest.raises(FileInUseError, match=r"in use by a desk open on this computer now \(") as caught:
            Desk.open(tournament)
        assert f"process {holder.process.pid}" in str(caught.value) and "if that desk is closed" not in str(
            caught.value
        )
        assert caught.value.here and caught.value.host == socket.gethostname()
        read_only = Desk.open(tournament, read_only=True)
        assert read_only.is_read_only and read_only.settings.current().info.name == "Spring Open"
        read_only.close()
    finally:
        holder.close()


def test_take_over_stops_the_first_desk_before_its_next_write(tournament: Path) -> None:
    """Desk A (another process) loses the file to desk B; A's next result is refused, A turns
    read-only, and nothing either desk confirmed is lost."""
    holder = HolderProcess(tournament)
    try:
        assert holder.register("Before, Anna") == "saved"
        taken = Desk.open(tournament, take_over=True)
        taken.players.register_player(PlayerData("Taker, Tom", rating=1600))
        answer = holder.register("After, Alice")
        assert answer.startswith("refused FileLostError True") and "taken over by" in answer, answer
        assert f"on {socket.gethostname()} at " in answer
        assert holder.register("Again, Ada").startswith("refused FileLostError True")
        taken.players.register_player(PlayerData("Taker, Tina", rating=1600))
    finally:
        holder.close()
    assert marker_path(tournament).exists()  # the closed desk A left B's marker alone
    taken.close()
    assert not marker_path(tournament).exists()
    assert sorted(_names(tournament)) == ["Before, Anna", "Taker, Tina", "Taker, Tom"]


def test_two_desks_of_one_process_take_over_too(tournament: Path) -> None:
    first = Desk.open(tournament)
    first.players.register_player(PlayerData("First, Fay", rating=1500))
    second = Desk.open(tournament, take_over=True)
    assert first.check_held() is not None and first.is_read_only
    with pytest.raises(FileLostError, match=r"taken over by .* at \d\d:\d\d; this desk is read-only now"):
        first.players.register_player(PlayerData("Lost, Lou", rating=1500))
    assert first.lost_reason is not None and first.lost_reason.startswith("taken over by")
    with pytest.raises(FileLostError):
        first.journal.undo()
    second.players.register_player(PlayerData("Second, Sam", rating=1500))
    first.close()
    second.players.register_player(PlayerData("Second, Sue", rating=1500))
    second.close()
    assert sorted(_names(tournament)) == ["First, Fay", "Second, Sam", "Second, Sue"]


@pytest.mark.parametrize("how", ["replaced", "removed"])
def test_a_desk_whose_file_is_replaced_or_removed_stops_writing(tmp_path: Path, tournament: Path, how: str) -> None:
    """Results written into a replaced (or unlinked) file would be lost without a word."""
    desk = Desk.open(tournament)
    desk.players.register_player(PlayerData("Kept, Kim", rating=1500))
    if how == "replaced":
        other = tmp_path / "other.adesk"
        Desk.create(other, SETTINGS).close()
        os.replace(other, tournament)
    else:
        tournament.unlink()
    with pytest.raises(FileLostError, match=how):
        desk.players.register_player(PlayerData("Lost, Lou", rating=1500))
    assert desk.is_read_only and desk.lost_reason is not None and how in desk.lost_reason
    desk.close()


def test_a_planted_symlink_marker_is_refused_and_its_target_untouched(tmp_path: Path, tournament: Path) -> None:
    """The desk neither truncates, writes nor deletes the file a planted marker points to."""
    precious = tmp_path / "thesis.txt"
    precious.write_text("years of work\n")
    marker_path(tournament).symlink_to(precious)
    with pytest.raises(TournamentFileError, match=r"in-use marker .* is not a regular file"):
        Desk.open(tournament)
    Desk.open(tournament, read_only=True).close()
    assert precious.read_text() == "years of work\n"
    assert marker_path(tournament).is_symlink()


def test_a_fifo_marker_is_refused(tournament: Path) -> None:
    os.mkfifo(marker_path(tournament))
    with pytest.raises(TournamentFileError, match="not a regular file"):
        Desk.open(tournament)


def test_a_marker_hard_linked_to_a_file_never_writes_that_file(tmp_path: Path, tournament: Path) -> None:
    """A planted hard link under the marker's name: the new marker replaces the name, the file keeps its bytes."""
    precious = tmp_path / "thesis.txt"
    precious.write_text("years of work\n")
    os.link(precious, marker_path(tournament))
    desk = Desk.open(tournament)  # a marker of nobody on this computer: stale, replaced by a new one
    desk.players.register_player(PlayerData("Safe, Sid", rating=1500))
    desk.close()
    assert precious.read_text() == "years of work\n"


@pytest.mark.parametrize("kind", ["symlink", "hard link"])
def test_a_second_name_of_the_file_gets_the_in_use_prompt(tmp_path: Path, tournament: Path, kind: str) -> None:
    """Through a hard link a confirmed result was lost; the marker is keyed on device and
    inode, so any name of the file finds the desk that holds it, and taking over stops that desk."""
    other_folder = tmp_path / "elsewhere"
    other_folder.mkdir()
    second = other_folder / "copy.adesk"
    if kind == "symlink":
        second.symlink_to(tournament)
    else:
        os.link(tournament, second)
    holder = HolderProcess(tournament)
    try:
        assert holder.register("Before, Anna") == "saved"  # in t.adesk-wal: a desk under another name must see it
        with pytest.raises(FileInUseError, match="in use by a desk open on this computer now"):
            Desk.open(second)
        taken = Desk.open(second, take_over=True)
        assert [p.name for p in taken.players.all()] == ["Before, Anna"]
        assert holder.register("After, Alice").startswith("refused FileLostError True")
        taken.players.register_player(PlayerData("Taker, Tom", rating=1600))
    finally:
        holder.close()
    taken.close()
    assert sorted(_names(tournament)) == ["Before, Anna", "Taker, Tom"]
    assert sorted(_names(second)) == ["Before, Anna", "Taker, Tom"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere", "t.adesk"]  # every marker removed
    assert [p.name for p in other_folder.iterdir()] == ["copy.adesk"]


def test_a_marker_left_by_a_killed_desk_is_taken_over_silently(tournament: Path) -> None:
    holder = HolderProcess(tournament)
    os.kill(holder.process.pid, signal.SIGKILL)
    holder.process.wait(30)
    assert marker_path(tournament).exists()  # the crash left it behind
    desk = Desk.open(tournament)
    desk.close()
    assert not marker_path(tournament).exists()


def test_a_marker_of_another_computer_asks_first(tournament: Path) -> None:
    marker_path(tournament).write_text("arbiter-laptop\n4242\n2026-05-01T09:30:00+00:00\n", encoding="utf-8")
    with pytest.raises(FileInUseError, match=r"in use by arbiter-laptop since 2026-05-01T09:30:00\+00:00") as caught:
        Desk.open(tournament)
    assert "if that desk is closed" in str(caught.value) and not caught.value.here
    Desk.open(tournament, take_over=True).close()
    assert not marker_path(tournament).exists()


def test_the_marker_is_removed_on_close_and_counted_within_one_process(tournament: Path) -> None:
    first = Desk.open(tournament)
    second = Desk.open(tournament)
    first.close()
    assert marker_path(tournament).exists()
    second.players.register_player(PlayerData("Still, Sam", rating=1500))
    second.close()
    assert not marker_path(tournament).exists()
