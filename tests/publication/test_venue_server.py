"""The pages of an event on a venue server (``serve --server URL``): the same reader, through PostgreSQL;
a publish and a result of the desk reach the served pages."""

from __future__ import annotations

from arbiter_desk.services import Desk, GameResult, PlayerData
from tests.publication.serving import get, serving, wait_for
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem


def test_serving_an_event_of_the_venue_server(event_url: str) -> None:
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    try:
        for i in range(4):
            desk.register_player(PlayerData(f"Player {i + 1}", rating=2000 - i))
        desk.pair_next_round()
        with serving(event_url) as address:  # serve --server URL
            assert "No round has been published yet" in get(f"{address}/pairings")[1]
            desk.publish_round()
            wait_for(f"{address}/pairings", 'id="b2"')
            desk.record_result(1, 1, GameResult.BLACK_WINS)
            wait_for(f"{address}/results", "0-1")
    finally:
        desk.close()
