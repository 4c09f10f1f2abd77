"""An event on a tournament file with the fake pairing system, and the pages of it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.store.records import PlayerId
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem

RTL_NAME = "عبد الله, سامي"


@pytest.fixture
def event(tmp_path: Path) -> Iterator[Desk]:
    """Six players (one with a right-to-left name, one junior born in 2012 with private data), no round yet."""
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "open.adesk", SETTINGS, systems=lambda _name: fake)
    for i in range(5):
        desk.players.register_player(
            PlayerData(f"Player {i + 1:02d}", rating=2400 - 10 * i, fide_id=4100 + i, birth_date="1990")
        )
    desk.players.register_player(
        PlayerData(RTL_NAME, rating=2210, fide_id=987654321, birth_date="2012/05/17", club="Private Chess Club")
    )
    yield desk
    desk.close()


def ids(desk: Desk) -> list[PlayerId]:
    return [p.id for p in sorted(desk.players.all(), key=lambda p: p.tpn)]
