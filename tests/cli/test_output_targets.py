"""No output of any command replaces a tournament file (results were lost).

Every ``-o``/``-p`` is aimed at a tournament file, a symlink to one, a hard link to one, its write-ahead log,
a FIFO and a folder: the command exits 3 with a message naming the target and why, nothing is written and the
tournament file's bytes (and the link itself) are unchanged.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from tests.cli.test_store_commands import FIVE

Command = Callable[[Path, Path], list[str]]
"""The arguments of one command writing to ``target`` (``trf``: a TRF file, ``adesk``: a tournament file)."""

COMMANDS: dict[str, Callable[[Path, Path, Path], list[str]]] = {
    "export": lambda trf, adesk, target: ["export", str(adesk), "-o", str(target)],
    "convert": lambda trf, adesk, target: ["convert", str(trf), "--to", "trf16", "-o", str(target)],
    "pair": lambda trf, adesk, target: ["pair", str(trf), "-p", str(target)],
    "explain": lambda trf, adesk, target: ["explain", str(trf), "-p", str(target)],
    "generate": lambda trf, adesk, target: ["generate", "--players", "6", "--rounds", "2", "-o", str(target)],
    "print": lambda trf, adesk, target: ["print", str(trf), "--doc", "standings", "-o", str(target)],
    "import": lambda trf, adesk, target: ["import", str(trf), "-o", str(target)],
}


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    trf = tmp_path / "five.trf"
    trf.write_text(FIVE)
    adesk = tmp_path / "t.adesk"
    assert run(["import", str(trf), "-o", str(adesk)]) == EXIT_OK
    return trf, adesk


def _targets(adesk: Path) -> dict[str, Path]:
    folder = adesk.parent
    symlink = folder / "link.trf"
    symlink.symlink_to(adesk.name)
    hard = folder / "second-name.trf"
    os.link(adesk, hard)
    fifo = folder / "pipe.trf"
    os.mkfifo(fifo)
    directory = folder / "folder.trf"
    directory.mkdir()
    old = folder / "old-schema.adesk"
    db = sqlite3.connect(old)
    db.execute("CREATE TABLE players (id INTEGER PRIMARY KEY)")
    db.commit()
    db.close()
    return {
        "tournament file": adesk,
        "symlink": symlink,
        "hard link": hard,
        "fifo": fifo,
        "folder": directory,
        "older schema": old,
    }


WORDS = {
    "tournament file": "is a tournament file",
    "symlink": "is a tournament file",
    "hard link": "is a tournament file",
    "fifo": "is not a regular file",
    "folder": "is a folder",
    "older schema": "is a database (SQLite) file",
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_no_output_replaces_a_tournament_file(
    command: str, files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    trf, adesk = files
    targets = _targets(adesk)
    before = {name: _content(path) for name, path in targets.items()}
    listing = sorted(p.name for p in adesk.parent.iterdir())
    for name, target in targets.items():
        code = run(COMMANDS[command](trf, adesk, target))
        err = capsys.readouterr().err
        assert code == EXIT_INVALID_INPUT, (command, name, err)
        expected = "already exists" if command == "import" else WORDS[name]
        assert expected in err and str(target) in err, (command, name, err)
        assert "Traceback" not in err
    assert {name: _content(path) for name, path in targets.items()} == before
    assert targets["symlink"].is_symlink() and os.stat(targets["hard link"]).st_ino == os.stat(adesk).st_ino
    assert sorted(p.name for p in adesk.parent.iterdir()) == listing  # no temporary left behind
    assert run(["export", str(adesk), "-o", str(adesk.with_name("after.trf"))]) == EXIT_OK  # the file still opens


def test_a_regular_file_and_a_symlink_to_one_are_still_written(files: tuple[Path, Path]) -> None:
    """The guard refuses only what it must: an existing TRF file is replaced as before."""
    _trf, adesk = files
    target = adesk.with_name("out.trf")
    target.write_text("old\n")
    assert run(["export", str(adesk), "-o", str(target)]) == EXIT_OK
    assert target.read_text().startswith("012 Store test")
    copy = adesk.with_name("copy.trf")
    copy.write_text(FIVE)
    assert run(["convert", str(copy), "--to", "trf16", "-o", str(copy)]) == EXIT_OK  # in place, as before


def _content(path: Path) -> object:
    if path.is_dir():
        return "folder"
    if path.is_fifo():
        return "fifo"
    return path.read_bytes()


@pytest.mark.parametrize("command", sorted(set(COMMANDS) - {"import"}))
def test_no_output_replaces_the_write_ahead_log_of_an_open_desk(
    command: str, files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    """The ``-wal`` file holds committed results not yet moved into the tournament file."""
    from arbiter_desk.services import Desk, PlayerData

    trf, adesk = files
    desk = Desk.open(adesk)
    try:
        desk.players.register_player(PlayerData("Late, Lisa", rating=1500))
        wal = adesk.with_name("t.adesk-wal")
        before = wal.read_bytes()
        assert before
        assert run(COMMANDS[command](trf, adesk, wal)) == EXIT_INVALID_INPUT
        assert "t.adesk" in capsys.readouterr().err
        assert wal.read_bytes() == before
        assert [p.name for p in desk.players.all()][-1] == "Late, Lisa"
    finally:
        desk.close()
    assert run(["export", str(adesk), "-o", str(adesk.with_name("after.trf"))]) == EXIT_OK
    assert "Late, Lisa" in adesk.with_name("after.trf").read_text()
