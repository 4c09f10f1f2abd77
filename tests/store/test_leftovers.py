"""Leftovers of killed processes are swept: a killed rating-list import's hidden ``.tmp`` beside the list, a
killed desk's or import's in-use marker of a file that is gone. Only leftovers: a live process's files and a
marker beside an existing file (opening that file decides) are kept."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.services import Desk
from arbiter_desk.services.ratings.rating_list import import_rating_list
from arbiter_desk.store.in_use import marker_path
from arbiter_desk.store.temporaries import SAFE_AGE
from tests.formats.rating_list_samples import txt_sample
from tests.services.conftest import SETTINGS
from tests.store.test_in_use import HolderProcess

DEMO = Path(__file__).parents[2] / "arbiter_desk" / "resources" / "demo.trf"

KILLED_LIST_IMPORT = """
import sys, time
from arbiter_desk.services.ratings.rating_list import import_rating_list
def stalled(_players):
    print("importing", flush=True)
    time.sleep(600)
    return True
import_rating_list(sys.argv[1], sys.argv[2], stalled)
"""


def _list(folder: Path) -> Path:
    source = folder / "players_list_foa.txt"
    source.write_text("\n".join(txt_sample()) + "\n", encoding="utf-8")
    return source


def _hidden(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_killed_list_import_leaves_a_temporary_the_next_import_removes(tmp_path: Path) -> None:
    source, lists = _list(tmp_path), tmp_path / "lists"
    lists.mkdir()
    database = lists / "fide_ratings.sqlite"
    process = subprocess.Popen(
        [sys.executable, "-c", KILLED_LIST_IMPORT, str(source), str(database)], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "importing"
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    left = _hidden(lists)
    assert len(left) == 1 and left[0].startswith(f".fide_ratings.sqlite.{process.pid}@")
    old_form = lists / ".fide_ratings.sqlite.k3j9x1.tmp"  # the name before: no process, removed when old
    old_form.write_bytes(b"")
    os.utime(old_form, (time.time() - SAFE_AGE - 60,) * 2)
    assert import_rating_list(source, database).players == 4
    assert _hidden(lists) == []


def test_a_live_imports_temporary_is_kept(tmp_path: Path) -> None:
    source, lists = _list(tmp_path), tmp_path / "lists"
    lists.mkdir()
    live = lists / f".fide_ratings.sqlite.{os.getpid()}@{os.uname().nodename}.abc.tmp"
    live.write_bytes(b"")
    import_rating_list(source, lists / "fide_ratings.sqlite")
    assert live.exists()


def test_a_killed_desks_marker_of_a_file_that_is_gone_is_swept_by_the_next_import(tmp_path: Path) -> None:
    gone = tmp_path / "old.adesk"
    Desk.create(gone, SETTINGS).close()
    holder = HolderProcess(gone)
    os.kill(holder.process.pid, signal.SIGKILL)
    holder.process.wait(30)
    gone.unlink()
    assert marker_path(gone).exists()
    kept = tmp_path / "kept.adesk"
    Desk.create(kept, SETTINGS).close()
    marker_path(kept).write_text("arbiter-laptop\n4242\n2026-05-01T09:30:00+00:00\n", encoding="utf-8")
    assert run(["import", str(DEMO), "-o", str(tmp_path / "new.adesk")]) == EXIT_OK
    assert _hidden(tmp_path) == [marker_path(kept).name]  # another computer's marker of an existing file stays


def test_leftover_locks_of_crashed_desks_are_swept_from_the_shared_folder(tmp_path: Path) -> None:
    """The shared lock folder keeps no pointer naming a dead desk and no old free lock file of any file; a lock
    file just made (a desk about to lock it) is left alone."""
    from arbiter_desk.store.holder import Holder
    from arbiter_desk.store.shared_lock import SWEEP_AGE, lock_folder

    folder = lock_folder()
    assert folder is not None
    dead = Holder("this-host", 999_999, "2026-01-01T00:00:00+00:00", "ghost", "0123456789abcdef")
    pointer, old_lock, young_lock = folder / "0-1.lock", folder / "0-1.0123456789abcdef.lock", folder / "0-2.fe.lock"
    try:
        pointer.write_text(f"{dead.text()}/nowhere/t.adesk\n", encoding="utf-8")
        old_lock.write_bytes(b"")
        os.utime(old_lock, (time.time() - SWEEP_AGE - 60,) * 2)
        young_lock.write_bytes(b"")
        tournament = tmp_path / "t.adesk"
        Desk.create(tournament, SETTINGS).close()
        Desk.open(tournament).close()
        assert not pointer.exists() and not old_lock.exists() and young_lock.exists()
    finally:
        for path in (pointer, old_lock, young_lock):
            path.unlink(missing_ok=True)
