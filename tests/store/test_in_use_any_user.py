"""The in-use lock is found from any name of the file by any user of the computer, whatever its ``TMPDIR``.

Before, the pointer from a file's device and inode to its marker lived in a folder private to the user and its
``TMPDIR``: a second desk running as another login (or with another ``TMPDIR``) opening a hard link in another
folder saw no marker, both desks wrote, and a confirmed result was lost. The second OS user
is made here (``useradd`` + ``runuser``; the test machines run as root) and writes through a hard link in a
folder of its own; the tournament file is group-writable for it.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_desk.services import Desk
from tests.services.conftest import SETTINGS
from tests.store.test_in_use import HolderProcess

SECOND_USER = "adesk-second"
ROOT = Path(__file__).resolve().parents[2]

SECOND_DESK = """
import sys
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.errors import FileInUseError
try:
    desk = Desk.open(sys.argv[1])
except FileInUseError as exc:
    print("in use:", exc, flush=True)
else:
    desk.players.register_player(PlayerData("Second, Sam", rating=1500))
    desk.close()
    print("written", flush=True)
"""


def _second_user() -> pwd.struct_passwd:
    if not hasattr(os, "getuid") or os.getuid() != 0:
        pytest.skip("making a second OS user needs root (useradd + runuser)")
    if shutil.which("useradd") is None or shutil.which("runuser") is None:
        pytest.skip("no useradd / runuser on this computer")
    try:
        return pwd.getpwnam(SECOND_USER)
    except KeyError:
        subprocess.run(
            ["useradd", "--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SECOND_USER],
            check=True,
        )
        return pwd.getpwnam(SECOND_USER)


def _python_for_others() -> str:
    """A Python of this version that another user may run (the venv's may live under ``/root``)."""
    for candidate in (sys.executable, f"/usr/bin/python{sys.version_info.major}.{sys.version_info.minor}"):
        if all(os.stat(p).st_mode & 0o005 == 0o005 for p in _folders(Path(candidate).resolve())):
            return candidate
    pytest.skip("no Python of this version that another user can run")


def _folders(path: Path) -> list[Path]:
    return [*path.parents, path]


@pytest.fixture
def shared() -> Iterator[Path]:
    """A folder outside root's private pytest folder, with a folder for each user's name of the file."""
    folder = Path(tempfile.mkdtemp(prefix="adesk-any-user-", dir="/var/tmp"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _second_desk(path: Path, user: str | None, env: dict[str, str] | None = None) -> str:
    site = sysconfig.get_paths()["purelib"]
    environment = {**os.environ, **(env or {}), "PYTHONPATH": f"{ROOT}{os.pathsep}{site}"}
    command = [_python_for_others() if user else sys.executable, "-c", SECOND_DESK, str(path)]
    if user is not None:
        command = ["runuser", "-u", user, "--", *command]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=environment, cwd="/")
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _names(path: Path) -> list[str]:
    desk = Desk.open(path, read_only=True)
    try:
        return sorted(p.name for p in desk.players.all())
    finally:
        desk.close()


def test_a_hard_link_of_another_user_gets_the_in_use_prompt(shared: Path) -> None:
    """The second user opens its own hard link of the file while a desk of root holds it: told, and nothing of
    either desk's confirmed results is lost."""
    user = _second_user()
    mine, theirs = shared / "root", shared / "second"
    for folder in (mine, theirs):
        folder.mkdir()
        os.chown(folder, 0, user.pw_gid)
        os.chmod(folder, 0o2775)
    os.chmod(shared, 0o755)
    tournament = mine / "t.adesk"
    Desk.create(tournament, SETTINGS).close()
    os.chown(tournament, 0, user.pw_gid)
    os.chmod(tournament, 0o664)  # group-writable: the second user may write the file itself
    link = theirs / "link.adesk"
    os.link(tournament, link)
    holder = HolderProcess(tournament)
    try:
        assert holder.register("Before, Anna") == "saved"
        answer = _second_desk(link, user.pw_name)
        assert answer.startswith("in use:") and "in use by a desk open on this computer now" in answer, answer
        assert holder.register("After, Alice") == "saved"
    finally:
        holder.close()
    assert _names(tournament) == ["After, Alice", "Before, Anna"]
    assert sorted(p.name for p in theirs.iterdir()) == ["link.adesk"]  # the refused desk left nothing


def test_a_desk_with_another_tmpdir_gets_the_in_use_prompt(tmp_path: Path) -> None:
    tournament = tmp_path / "t.adesk"
    Desk.create(tournament, SETTINGS).close()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.link(tournament, elsewhere / "link.adesk")
    other_tmp = tmp_path / "other-tmp"
    other_tmp.mkdir()
    holder = HolderProcess(tournament)
    try:
        assert holder.register("Before, Anna") == "saved"
        answer = _second_desk(elsewhere / "link.adesk", None, {"TMPDIR": str(other_tmp)})
        assert answer.startswith("in use:"), answer
        assert holder.register("After, Alice") == "saved"
    finally:
        holder.close()
    assert _names(tournament) == ["After, Alice", "Before, Anna"]


def test_a_renamed_file_is_still_held(tmp_path: Path) -> None:
    """A desk opening the file under its new name is told that the first desk still holds it (it would read
    the file without the first desk's write-ahead log)."""
    tournament = tmp_path / "t.adesk"
    Desk.create(tournament, SETTINGS).close()
    holder = HolderProcess(tournament)
    try:
        assert holder.register("Before, Anna") == "saved"
        os.rename(tournament, tmp_path / "renamed.adesk")
        assert _second_desk(tmp_path / "renamed.adesk", None).startswith("in use:")
    finally:
        holder.close()
    assert _names(tmp_path / "renamed.adesk") == ["Before, Anna"]


def test_the_first_desk_reopens_the_file_after_the_taker_quit(tmp_path: Path) -> None:
    """The desk that lost the file to a take-over opens it again once the other desk closed it (File → Open
    recent), even while its own read-only store is still open: it holds the file anew, never the lost session's
    entry, and its old store's closing leaves the new lock alone."""
    from arbiter_desk.services import PlayerData
    from arbiter_desk.store.in_use import marker_path

    tournament = tmp_path / "t.adesk"
    Desk.create(tournament, SETTINGS).close()
    first = Desk.open(tournament)
    first.players.register_player(PlayerData("First, Fay", rating=1500))
    taker = Desk.open(tournament, take_over=True)
    taker.players.register_player(PlayerData("Taker, Tom", rating=1500))
    assert first.check_held() is not None
    taker.close()
    again = Desk.open(tournament)  # the old read-only desk is still open
    first.close()
    again.players.register_player(PlayerData("Again, Ann", rating=1500))
    assert marker_path(tournament).exists()
    answer = _second_desk(tournament, None)
    assert answer.startswith("in use:"), answer  # the reopened desk holds the lock for every process
    again.close()
    assert not marker_path(tournament).exists()
    assert _names(tournament) == ["Again, Ann", "First, Fay", "Taker, Tom"]
