"""Hostile requests against the players' pages: over-long addresses, path traversal, malformed and writing
requests, floods. The pages stay read-only (the tournament file is byte-for-byte the same), bind only to the
address given, and keep answering."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arbiter_desk.publication.app import Publication, create_app
from arbiter_desk.services import Desk
from tests.publication.conftest import RTL_NAME
from tests.publication.serving import get, serving
from tests.services.conftest import file_dump


@pytest.fixture
def client(event: Desk) -> TestClient:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    return TestClient(create_app(Publication(event)))


def test_over_long_paths_and_queries_are_refused(client: TestClient) -> None:
    assert client.get("/" + "a" * 5000).status_code == 414
    assert client.get("/names?q=" + "x" * 5000).status_code == 414
    assert client.get("/player/" + "9" * 150).status_code == 404  # within the limit, but no such player


@pytest.mark.parametrize(
    "path",
    [
        "/static/../../../etc/passwd",
        "/static/..%2F..%2F..%2Fetc%2Fpasswd",
        "/static/%2e%2e/%2e%2e/pyproject.toml",
        "/static/templates/base.html",
        "/static/style.css%00.html",
        "/..%2Fpyproject.toml",
        "/player/..%2F..%2F1",
        "/pairings/-1",
        "/pairings/99999999999999999999",
    ],
)
def test_path_traversal_finds_nothing(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code in (400, 404)
    assert "[project]" not in response.text and "root:" not in response.text and "{%" not in response.text


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_the_pages_are_read_only(client: TestClient, method: str) -> None:
    response = client.request(method, "/names", content=b"\xff\xfe{not a form", headers={"Content-Type": "x/y"})
    assert response.status_code == 405


@pytest.mark.parametrize(
    "query", ["from=abc", "from=0", "to=3&from=9", "per=201", "pace=1", "pace=99999", "start=<script>", "from=1e9"]
)
def test_bad_screen_parameters_say_what_is_wrong(client: TestClient, query: str) -> None:
    response = client.get(f"/screen/pairings?{query}")
    assert response.status_code == 400 and "must" in response.text
    assert "<script>" not in response.text


def test_markup_in_a_search_or_a_name_is_escaped(event: Desk, client: TestClient) -> None:
    assert "<script>alert(1)</script>" not in client.get("/names?q=<script>alert(1)</script>").text
    assert client.get("/screen/nothing").status_code == 404
    assert f"<bdi>{RTL_NAME}</bdi>" in client.get("/names").text


def _raw(port: int, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(data)
        chunks = []
        try:
            while chunk := s.recv(65536):
                chunks.append(chunk)
        except (TimeoutError, ConnectionResetError):
            pass
    return b"".join(chunks)


def _listening_addresses(port: int) -> set[str]:
    """Local addresses listening on ``port`` (Linux: /proc/net/tcp, state 0A)."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        path = Path(table)
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            address, hex_port = local.split(":")
            if int(hex_port, 16) == port and state == "0A":
                found.add(address)
    return found


def test_a_real_server_survives_malformed_requests_and_floods_and_never_writes(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    before = file_dump(event.path)
    with serving(event.path) as address:
        port = int(address.rsplit(":", 1)[1])
        assert _listening_addresses(port) == {"0100007F"}  # 127.0.0.1 only: nothing opened to a network
        assert b" 400 " in _raw(port, b"GARBAGE\r\n\r\n").split(b"\r\n")[0] + b" "
        huge = _raw(port, b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        assert not huge.startswith(b"HTTP/1.1 200")
        post = b"POST /names HTTP/1.1\r\nHost: x\r\nContent-Length: 999999\r\n\r\n" + b"a=" * 100
        assert _raw(port, post).startswith(b"HTTP/1.1 405")
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(200)]  # slow clients, no request
        try:
            answered = []

            def hammer() -> None:
                for _ in range(50):
                    answered.append(get(f"{address}/pairings", timeout=10)[0])

            threads = [threading.Thread(target=hammer) for _ in range(8)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            assert answered.count(200) == len(answered) == 400
        finally:
            for s in idle:
                s.close()
        assert get(f"{address}/")[0] == 200
    assert file_dump(event.path) == before
