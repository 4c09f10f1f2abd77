"""A tournament file renamed, moved or removed while a desk has it open never loses a confirmed change.

SQLite keeps the confirmed changes in the ``-wal`` beside the name it opened and does not checkpoint them into a
renamed file: without the rescue the renamed file reopened without the last 150 results.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.event.errors import FileLostError
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem

OTHER_DESK = """
import sys
from arbiter_desk.services import Desk, PlayerData
desk = Desk.open(sys.argv[1], take_over=True)
desk.players.register_player(PlayerData("Other, Olga", rating=1500))
desk.close()
"""
MANY = dataclasses.replace(SETTINGS, total_rounds=4)


def _fake(_name: str) -> FakeSystem:
    return FakeSystem()


def _played(path: Path, players: int, rounds: int) -> Desk:
    desk = Desk.create(path, MANY, systems=_fake)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Player {i + 1:03d}", rating=2400 - i, fide_id=1000 + i))
    for _ in range(rounds):
        desk.rounds.pair_next_round()
        number = desk.rounds.all()[-1].number
        desk.rounds.publish_round()
        for board in desk.rounds.boards(number):
            desk.results.record_result(number, board.number, GameResult.WHITE_WINS)
    return desk


def _results(path: Path) -> int:
    desk = Desk.open(path, read_only=True, systems=_fake)
    try:
        return sum(1 for r in desk.rounds.all() for b in desk.rounds.boards(r.number) if b.white_result is not None)
    finally:
        desk.close()


def test_a_file_renamed_while_open_keeps_all_150_results(tmp_path: Path) -> None:
    """A long session: 3 pairings, 3 publications, 150 results; renamed; closed; reopened under the new name."""
    old, new = tmp_path / "t.adesk", tmp_path / "renamed.adesk"
    desk = _played(old, 100, 3)
    assert Path(f"{old}-wal").stat().st_size > 0  # the results are in the log beside the old name
    os.rename(old, new)
    desk.close()
    assert _results(new) == 150
    assert not Path(f"{old}-wal").exists() and not Path(f"{old}-shm").exists()  # no log left to replay
    reopened = Desk.open(new, systems=_fake)
    reopened.players.register_player(PlayerData("Late, Lee", rating=1500))
    reopened.close()
    assert _results(new) == 150


def test_the_next_write_after_a_move_saves_everything_and_names_the_new_place(tmp_path: Path) -> None:
    old = tmp_path / "t.adesk"
    elsewhere = tmp_path / "moved"
    elsewhere.mkdir()
    new = elsewhere / "t.adesk"
    desk = _played(old, 10, 1)
    os.rename(old, new)
    with pytest.raises(FileLostError, match=rf"saved under its new name {new}.*open {new} to go on"):
        desk.players.register_player(PlayerData("Refused, Ray", rating=1500))
    assert desk.is_read_only
    desk.close()
    assert _results(new) == 5
    names = Desk.open(new, read_only=True, systems=_fake)
    assert "Refused, Ray" not in [p.name for p in names.players.all()]
    names.close()


def test_a_removed_file_is_saved_as_a_recovery_file_beside_it(tmp_path: Path) -> None:
    old = tmp_path / "t.adesk"
    desk = _played(old, 10, 1)
    old.unlink()
    reason = desk.check_held()
    assert reason is not None and "recovery file" in reason
    desk.close()
    recovered = [p for p in tmp_path.iterdir() if p.name.startswith("t.recovered-") and p.suffix == ".adesk"]
    assert len(recovered) == 1 and recovered[0].name in reason
    assert _results(recovered[0]) == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == [recovered[0].name]


def test_a_moved_file_written_by_another_desk_since_is_not_overwritten(tmp_path: Path) -> None:
    """The new name's journal head is no longer one of this desk's: the other desk's change stays there, and
    this desk's state goes to a recovery file beside it."""
    old, new = tmp_path / "t.adesk", tmp_path / "renamed.adesk"
    desk = _played(old, 10, 1)
    os.rename(old, new)
    subprocess.run([sys.executable, "-c", OTHER_DESK, str(new)], check=True, timeout=120)
    desk.close()
    kept = Desk.open(new, read_only=True, systems=_fake)
    assert "Other, Olga" in [p.name for p in kept.players.all()]
    kept.close()
    recovered = [p for p in tmp_path.iterdir() if p.name.startswith("renamed.recovered-")]
    assert len(recovered) == 1 and _results(recovered[0]) == 5
