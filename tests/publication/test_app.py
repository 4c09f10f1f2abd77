"""The pages as served: every page of a published round, 404 for what is not published, the version the pages
poll, and a real ``serve`` process showing a publish of the desk without a reload."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from arbiter_desk.cli import run
from arbiter_desk.publication.app import Publication, create_app
from arbiter_desk.services import Desk, GameResult
from tests.publication.serving import get, serving, wait_for


@pytest.fixture
def client(event: Desk) -> TestClient:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    return TestClient(create_app(Publication(event)))


@pytest.mark.parametrize(
    "path", ["/", "/pairings", "/pairings/1", "/names", "/results", "/standings", "/crosstable", "/schedule"]
)
def test_every_page_answers(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    assert "<bdi>Spring Open</bdi>" in response.text


def test_player_pages_and_unpublished_things_are_not_found(client: TestClient) -> None:
    assert "Board 1" in client.get("/player/1").text
    assert client.get("/player/99").status_code == 404
    assert client.get("/pairings/2").status_code == 404  # not published (not even paired)
    assert client.get("/teams").status_code == 404  # an individual event
    assert client.get("/nothing").status_code == 404


def test_refresh_reads_the_event_again_only_when_the_journal_moved(event: Desk) -> None:
    event.rounds.pair_next_round()
    publication = Publication(event)
    assert publication.event.current is None and not publication.refresh()
    event.rounds.publish_round()
    assert publication.refresh() and publication.event.current == 1
    client = TestClient(create_app(publication))
    assert 'id="b1"' in client.get("/pairings").text


def test_serve_needs_one_source() -> None:
    assert run(["serve"]) == 2
    assert run(["serve", "x.adesk", "--port", "0"]) == 2


def test_a_served_page_shows_a_publish_of_the_desk_without_a_reload(event: Desk) -> None:
    """The server is its own process reading the file as a reader; the desk publishes; the page shows the
    board (bound ≤ 10 s here; the 2-s figure is the benchmark's)."""
    event.rounds.pair_next_round()
    with serving(event.path) as address:
        status, html = get(f"{address}/names")
        assert status == 200 and "No round has been published yet" in html
        event.rounds.publish_round()
        wait_for(f"{address}/names", 'class="colour w"')
        event.results.record_result(1, 2, GameResult.DRAW)
        wait_for(f"{address}/results", "½-½")


def test_pages_are_sent_gzipped_and_revalidated_by_etag(client: TestClient) -> None:
    plain = client.get("/pairings", headers={"Accept-Encoding": "identity"})
    packed = client.get("/pairings", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in plain.headers and packed.headers["Content-Encoding"] == "gzip"
    assert packed.text == plain.text  # the client unpacks it
    again = client.get("/pairings", headers={"If-None-Match": plain.headers["ETag"]})
    assert again.status_code == 304 and again.content == b""
