"""``arbiter-desk server backup URL DIR [--keep N] [--watch]``: one backup now, and with
``--watch`` one after every round published on any desk, the last N kept; each backup opens as a file."""

from __future__ import annotations

import io
import threading
import time
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.venue.venue_backups import backups_in
from arbiter_desk.store.server import ServerLocation
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem


def test_watch_writes_a_backup_after_each_publication_and_keeps_the_last_n(tmp_path: Path, event_url: str) -> None:
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    register(desk, 4)
    event = ServerLocation.parse(event_url).event
    out = io.StringIO()
    codes: list[int] = []
    watcher = threading.Thread(
        target=lambda: codes.append(
            run(["server", "backup", event_url, str(tmp_path), "--keep", "2", "--watch", "--stop-after", "2"], out)
        )
    )
    watcher.start()
    deadline = time.monotonic() + 30
    while not backups_in(tmp_path, event) and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(1.0)  # the watcher listens from now on
    for round_no in (1, 2):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        for board in desk.rounds.boards(round_no):
            desk.results.record_result(round_no, board.number, GameResult.DRAW)
    watcher.join(60)
    desk.close()
    assert codes == [EXIT_OK], out.getvalue()
    assert "backup after publish round 1" in out.getvalue() and "backup after publish round 2" in out.getvalue()
    kept = backups_in(tmp_path, event)
    assert len(kept) == 2  # three written, the last two kept
    copy = Desk.open(kept[-1], systems=lambda _name: fake)
    assert [r.number for r in copy.rounds.all()] == [1, 2]
    copy.close()


def test_export_and_backup_of_a_missing_event_name_it(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in (["export"], ["backup"]):
        target = ["-o", str(tmp_path / "x.adesk")] if command == ["export"] else [str(tmp_path / "b")]
        code = run(["server", *command, f"{postgres_url}?event=nosuchevent", *target], io.StringIO())
        said = capsys.readouterr().err
        assert code != EXIT_OK and "no event 'nosuchevent'" in said and "relation" not in said
        assert not (tmp_path / "x.adesk").exists() and not backups_in(tmp_path / "b", "nosuchevent")
