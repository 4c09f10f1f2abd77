"""Screen mode for the hall's monitors: large type, one part of a long list per screen chosen by URL (boards
1–60, 61–120…), paged at a set pace, a clock and the round's start time."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from arbiter_desk.publication.app import Publication, create_app
from arbiter_desk.services import Desk, PlayerData


@pytest.fixture
def client(event: Desk) -> TestClient:
    for i in range(14):
        event.players.register_player(PlayerData(f"Extra {i + 1:02d}", rating=1800 - i, birth_date="1980"))
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    return TestClient(create_app(Publication(event)))


def test_a_screen_shows_its_own_range_of_boards(client: TestClient) -> None:
    html = client.get("/screen/pairings?from=4&to=7&per=2&pace=5&start=14:00").text
    assert re.findall(r'<tr class="row" id="b(\d+)"', html) == ["4", "5", "6", "7"]
    assert 'data-per="2" data-pace="5"' in html
    assert 'class="screen"' in html and 'id="clock"' in html and "starts 14:00" in html
    assert "/static/screen.js" in html and "/static/live.js" in html  # paged, and updated without a reload


def test_a_screen_without_a_range_shows_every_board(client: TestClient) -> None:
    html = client.get("/screen/pairings").text
    assert len(re.findall(r'<tr class="row"', html)) == 10


def test_names_and_standings_screens(client: TestClient) -> None:
    names = client.get("/screen/names?from=1&to=5").text
    assert len(re.findall(r'<tr class="row"', names)) == 5 and "Extra 01" in names
    standings = client.get("/screen/standings?to=3").text
    assert len(re.findall(r'<tr class="row"', standings)) == 3
