"""A killed import leaves a hidden ``.part`` behind; the next creation, import or opening of any
tournament in that folder removes it, but never a live process's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.services import Desk
from arbiter_desk.store.temporaries import SAFE_AGE, remove_stale_temporaries, temporary_path
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem

DEMO = Path(__file__).parents[2] / "arbiter_desk" / "resources" / "demo.trf"

KILLED_IMPORT = """
import sys, time
import arbiter_desk.services.event.desk as desk
real = desk.write_snapshot
def slow(*args):
    real(*args)
    print("written", flush=True)
    time.sleep(600)
desk.write_snapshot = slow
desk.Desk.import_trf(sys.argv[1], sys.argv[2])
"""


def _parts(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".part" in p.name)


def _kill_during_import(target: Path) -> None:
    """A real import in another process, SIGKILLed after it wrote the rounds but before the file took its name."""
    process = subprocess.Popen(
        [sys.executable, "-c", KILLED_IMPORT, str(target), str(DEMO)], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "written"
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    assert not target.exists()
    assert _parts(target.parent), "the killed import left its temporary (else this test proves nothing)"


def test_the_next_import_of_another_name_removes_a_killed_imports_temporary(tmp_path: Path) -> None:
    _kill_during_import(tmp_path / "killed.adesk")
    assert run(["import", str(DEMO), "-o", str(tmp_path / "other.adesk")]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.adesk"]


def test_opening_a_tournament_removes_a_killed_imports_temporary(tmp_path: Path) -> None:
    Desk.create(tmp_path / "open.adesk", SETTINGS, systems=lambda _name: FakeSystem()).close()
    _kill_during_import(tmp_path / "killed.adesk")
    Desk.open(tmp_path / "open.adesk").close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["open.adesk"]


def test_creating_a_tournament_removes_a_killed_imports_temporary(tmp_path: Path) -> None:
    _kill_during_import(tmp_path / "killed.adesk")
    Desk.create(tmp_path / "new.adesk", SETTINGS, systems=lambda _name: FakeSystem()).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.adesk"]


def test_a_live_processs_temporary_is_never_touched(tmp_path: Path) -> None:
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        live = tmp_path / f".t.adesk.{process.pid}{temporary_path(tmp_path / 't.adesk').suffix}"
        host = temporary_path(tmp_path / "t.adesk").name.split("@")[1].removesuffix(".part")
        tagged = tmp_path / f".u.adesk.{process.pid}@{host}.part"
        for path in (live, tagged, Path(f"{tagged}-journal")):
            path.write_bytes(b"being built")
        Desk.create(tmp_path / "new.adesk", SETTINGS, systems=lambda _name: FakeSystem()).close()
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
            ["new.adesk", live.name, tagged.name, f"{tagged.name}-journal"]
        )
    finally:
        process.kill()
        process.wait()
    assert remove_stale_temporaries(tmp_path) == sorted([live, tagged])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.adesk"]


def test_another_computers_temporary_goes_only_when_it_is_older_than_the_safe_age(tmp_path: Path) -> None:
    """Its process cannot be checked from here (a shared folder): only a day without a change makes it a leftover."""
    other = tmp_path / ".t.adesk.4242@elsewhere.part"
    other.write_bytes(b"being built elsewhere")
    assert remove_stale_temporaries(tmp_path) == []
    old = time.time() - SAFE_AGE - 60
    os.utime(other, (old, old))
    assert remove_stale_temporaries(tmp_path) == [other]
    assert list(tmp_path.iterdir()) == []


def test_a_reused_pid_does_not_keep_a_leftover_forever(tmp_path: Path) -> None:
    mine = tmp_path / f".t.adesk.{os.getpid()}.part"  # this live process did not make it: an old leftover
    mine.write_bytes(b"x")
    assert remove_stale_temporaries(tmp_path) == []
    assert remove_stale_temporaries(tmp_path, now=time.time() + SAFE_AGE + 60) == [mine]


@pytest.mark.parametrize("name", [".notes.123.part", "t.adesk.123.part", ".t.adesk.abc.part", ".t.adesk.part"])
def test_files_not_of_the_pattern_are_never_touched(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_bytes(b"the user's")
    assert remove_stale_temporaries(tmp_path, now=time.time() + 10 * SAFE_AGE) == []
    assert (tmp_path / name).exists()
