"""The pages of an event on a venue server (``serve --server URL``): the same reader, through PostgreSQL;
a publish and a result of the desk reach the served pages."""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import urlencode

from starlette.testclient import TestClient

from arbiter_desk.publication.app import Publication, create_app
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.results.proposals import CONFIRMED_WHY
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from tests.publication.serving import get, serving, wait_for
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem


def test_serving_an_event_of_the_venue_server(event_url: str) -> None:
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    try:
        for i in range(4):
            desk.players.register_player(PlayerData(f"Player {i + 1}", rating=2000 - i))
        desk.rounds.pair_next_round()
        with serving(event_url) as address:  # serve --server URL
            assert "No round has been published yet" in get(f"{address}/pairings")[1]
            desk.rounds.publish_round()
            wait_for(f"{address}/pairings", 'id="b2"')
            desk.results.record_result(1, 1, GameResult.BLACK_WINS)
            wait_for(f"{address}/results", "0-1")
    finally:
        desk.close()


def test_a_proposal_of_the_venue_servers_pages_waits_for_the_chief_in_the_proposals_table(event_url: str) -> None:
    """The pages log in with the ``publication`` role; a player's proposal lands in the proposals
    table (the only thing that login may write), is never a result, and the chief confirms it."""
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    init_server(ServerLocation.parse(event_url))
    add_user(ServerLocation.parse(event_url), "adesk_test_pages", "publication")
    pages_desk = None
    try:
        for i in range(4):
            desk.players.register_player(PlayerData(f"Player {i + 1}", rating=2000 - i))
        desk.results.set_player_proposals(True)
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        pages_desk = Desk.open(replace(ServerLocation.parse(event_url), user="adesk_test_pages").url(), read_only=True)
        client = TestClient(create_app(Publication(pages_desk)))
        form = {"round": "1", "board": "2", "result": "0-1", "code": desk.results.board_codes(1)[2]}
        answer = client.post(
            "/propose", content=urlencode(form).encode(), headers={"Content-Type": "application/x-www-form-urlencoded"}
        )
        assert answer.status_code == 200, answer.text
        assert desk.results.board_proposals(1)[2].result is GameResult.BLACK_WINS
        assert not desk.rounds.boards(1)[1].has_result
        desk.results.confirm_proposal(1, 2)
        assert desk.rounds.boards(1)[1].has_result and desk.journal.entries()[-1].why == CONFIRMED_WHY
    finally:
        if pages_desk is not None:
            pages_desk.close()
        desk.close()
