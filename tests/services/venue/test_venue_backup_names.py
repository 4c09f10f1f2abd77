"""Backups at the venue (several desks, second pass, item 8): the server's event is copied after every publish and
the newest N kept. Publications within one second (a round robin published ahead, a fast chief) must each leave
the newest file as the newest: a name in a gap the keep rule left would sort as the oldest and be removed at once."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from arbiter_desk.services.venue import venue_backups
from arbiter_desk.services.venue.venue_backups import backups_in, write_backup
from arbiter_desk.store.server import ServerLocation


def test_backups_in_one_second_each_stay_the_newest_and_the_keep_rule_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written: list[str] = []

    def export(_location: object, target: Path) -> None:
        target.write_text(f"copy {len(written) + 1}", encoding="utf-8")
        written.append(target.name)

    monkeypatch.setattr(venue_backups, "export_event", export)
    location = ServerLocation.parse("postgresql://chief@127.0.0.1:5432/venue?event=open")
    second = datetime(2026, 12, 7, 19, 57, 36)
    for count in range(1, 8):
        newest = write_backup(location, tmp_path, keep=3, now=lambda: second)
        kept = backups_in(tmp_path, "open")
        assert kept[-1] == newest, f"backup {count} is not the newest"
        assert newest.read_text(encoding="utf-8") == f"copy {count}"
        assert len(kept) == min(count, 3)
    assert [p.name for p in backups_in(tmp_path, "open")] == [
        "open-20261207-195736-5.adesk",
        "open-20261207-195736-6.adesk",
        "open-20261207-195736-7.adesk",
    ]
