"""Players' result proposals on the pages: the form, the post checked against the
round in play and the board codes of the result slips, handed to the desk's spool folder (the pages never
write the tournament file), limited per client address (5 a minute, a wrong code counts double: 429), and
hostile posts (malformed, huge, replayed for another board or round). A proposal is never a result."""

from __future__ import annotations

import logging
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arbiter_desk.publication.app import Publication, create_app
from arbiter_desk.publication.proposals import RateLimit
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.results.proposal_spool import spool_folder, take_proposals
from tests.publication.serving import get, serving
from tests.publication.test_hostile_requests import _raw
from tests.services.conftest import file_dump

FORM = {"Content-Type": "application/x-www-form-urlencoded"}


@pytest.fixture
def playing(event: Desk) -> Desk:
    event.results.set_player_proposals(True)
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    return event


@pytest.fixture
def client(playing: Desk) -> TestClient:
    return TestClient(create_app(Publication(playing)))


def _post(client: TestClient, **fields: str) -> tuple[int, str]:
    body = urllib.parse.urlencode({"round": "1", **fields})
    response = client.post("/propose", content=body.encode(), headers=FORM)
    return response.status_code, response.text


def _spooled(desk: Desk) -> list[Path]:
    folder = spool_folder(desk.path)
    return sorted(folder.glob("*.json")) if folder.exists() else []


def test_the_form_is_offered_only_when_players_may_propose(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    client = TestClient(create_app(Publication(event)))
    assert "Propose your result" not in client.get("/results").text
    assert "entered by the arbiters" in client.get("/propose").text
    code = event.results.board_codes(1)  # off: no codes at all
    assert code == {}
    status, _ = _post(client, board="1", result="1-0", code="ABCDEF")
    assert status == 403 and _spooled(event) == []


def test_a_proposal_reaches_the_desk_as_a_proposal_never_as_a_result(playing: Desk, client: TestClient) -> None:
    assert 'href="/propose"' in client.get("/results").text
    form = client.get("/propose").text
    assert 'name="code"' in form and 'value="½-½"' in form and 'name="round" value="1"' in form
    before = file_dump(playing.path)
    code = playing.results.board_codes(1)[2]
    status, text = _post(client, board="2", result="½-½", code=code.lower())
    assert status == 200 and "waits for the arbiter" in text
    assert file_dump(playing.path) == before  # the pages wrote only the spool folder
    assert len(_spooled(playing)) == 1
    assert take_proposals(playing.results, spool_folder(playing.path)) == [(1, 2)]
    assert _spooled(playing) == []
    assert playing.results.board_proposals(1)[2].result is GameResult.DRAW
    assert not playing.rounds.boards(1)[1].has_result  # only the arbiter's key makes it a result


@pytest.mark.parametrize(
    ("fields", "status", "words"),
    [
        ({"board": "1", "result": "1-0", "code": "of board 2"}, 400, "not the code of this board"),
        ({"board": "99", "result": "1-0", "code": "of board 1"}, 400, "not the code of this board"),
        ({"board": "1", "result": "1-1", "code": "of board 1"}, 400, "Choose the result"),
        ({"board": "x", "result": "1-0", "code": "of board 1"}, 400, "board must be a number"),
        ({"board": "1", "result": "1-0"}, 400, "needs one code"),
        ({"round": "2", "board": "1", "result": "1-0", "code": "of board 1"}, 400, "not the round being played"),
    ],
)
def test_bad_and_replayed_proposals_are_refused_in_plain_words(
    playing: Desk, client: TestClient, fields: dict[str, str], status: int, words: str
) -> None:
    codes = playing.results.board_codes(1)
    fields = {k: codes[int(v[-1])] if v.startswith("of board") else v for k, v in fields.items()}
    got, text = _post(client, **fields)
    assert (got, words in text) == (status, True)
    assert _spooled(playing) == []


def test_a_board_with_a_result_is_refused_on_the_page(playing: Desk) -> None:
    playing.results.record_result(1, 1, GameResult.WHITE_WINS)
    client = TestClient(create_app(Publication(playing)))
    status, text = _post(client, board="1", result="0-1", code=playing.results.board_codes(1)[1])
    assert status == 409 and "already has its result (1-0). If it is wrong, tell the arbiter." in text


def test_a_code_of_an_earlier_round_is_refused_in_the_next(playing: Desk) -> None:
    old = playing.results.board_codes(1)[1]
    for board in playing.rounds.boards(1):
        playing.results.record_result(1, board.number, GameResult.DRAW)
    playing.rounds.pair_next_round()
    playing.rounds.publish_round()
    client = TestClient(create_app(Publication(playing)))
    assert _post(client, round="2", board="1", result="1-0", code=old)[0] == 400
    assert _post(client, round="2", board="1", result="1-0", code=playing.results.board_codes(2)[1])[0] == 200


@pytest.mark.parametrize(
    ("body", "headers", "status"),
    [
        (b"\xff\xfe{not a form", FORM, 400),
        (b"round=1&round=1&board=1&result=1-0&code=AAAAAA", FORM, 400),
        (b"a=" * 2000, FORM, 413),
        (b"", {**FORM, "Content-Length": "999999999"}, 413),
    ],
)
def test_malformed_and_huge_posts_are_refused(
    client: TestClient, body: bytes, headers: dict[str, str], status: int
) -> None:
    response = client.post("/propose", content=body, headers=headers)
    assert response.status_code == status


def test_too_many_tries_from_one_address_get_a_429_page(playing: Desk, client: TestClient) -> None:
    """5 a minute per address; a wrong code counts double, so three guesses use up the minute."""
    for _ in range(3):
        assert _post(client, board="1", result="1-0", code="AAAAAA")[0] == 400
    status, text = _post(client, board="1", result="1-0", code=playing.results.board_codes(1)[1])
    assert status == 429 and "Too many tries" in text
    assert client.post("/propose", content=b"", headers=FORM).headers["Retry-After"].isdigit()
    assert _spooled(playing) == []


def test_every_try_is_logged_with_its_address(
    playing: Desk, client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="arbiter_desk.publication.proposals"):
        _post(client, board="1", result="1-0", code="WRONG1")
        _post(client, board="1", result="1-0", code=playing.results.board_codes(1)[1])
    lines = [r.getMessage() for r in caplog.records]
    assert any("testclient round 1 board 1 1-0: 400" in line for line in lines)
    assert any("testclient round 1 board 1 1-0: 200" in line for line in lines)


def test_the_limit_is_per_address_and_forgets_after_a_minute() -> None:
    now = [0.0]
    limits = RateLimit(clock=lambda: now[0])
    for _ in range(5):
        limits.spend("10.0.0.1", 1)
    assert limits.is_over("10.0.0.1") and not limits.is_over("10.0.0.2")
    now[0] = 61.0
    assert not limits.is_over("10.0.0.1")
    for n in range(10_001):  # a flood of addresses: the idle ones are forgotten
        limits.spend(f"10.1.{n // 256}.{n % 256}", 1)
    now[0] = 200.0
    limits.spend("10.9.9.9", 1)
    assert len(limits._spent) == 1


def test_a_real_server_takes_a_proposal_and_never_writes_the_tournament_file(playing: Desk) -> None:
    before = file_dump(playing.path)
    code = playing.results.board_codes(1)[3]
    with serving(playing.path) as address:
        assert "Board code" in get(f"{address}/propose")[1]
        port = int(address.rsplit(":", 1)[1])
        huge = b"POST /propose HTTP/1.1\r\nHost: x\r\nContent-Length: 999999\r\n\r\n" + b"a=" * 100
        assert _raw(port, huge).startswith(b"HTTP/1.1 413")
        data = urllib.parse.urlencode({"round": "1", "board": "3", "result": "1-0", "code": code}).encode()
        with urllib.request.urlopen(urllib.request.Request(f"{address}/propose", data=data), timeout=10) as answer:
            assert answer.status == 200
    assert file_dump(playing.path) == before
    assert take_proposals(playing.results, spool_folder(playing.path)) == [(1, 3)]
    assert not playing.rounds.boards(1)[2].has_result


def test_a_spool_folder_that_cannot_be_written_is_told_in_plain_words(playing: Desk, client: TestClient) -> None:
    spool_folder(playing.path).write_text("not a folder")  # the desk's folder unusable: nothing half-done
    status, text = _post(client, board="1", result="1-0", code=playing.results.board_codes(1)[1])
    assert status == 503 and "tell the arbiter your result" in text
