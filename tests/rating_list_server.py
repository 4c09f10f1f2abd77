"""A local HTTP server on 127.0.0.1 (``http.server`` in a thread of the test process) that serves small FIDE
single lists as ZIPs the way FIDE publishes them, for the rating-list update (checklist Q135–136): never FIDE's
site in a test.

Each path answers as a :class:`Route` says: the file, an HTTP status, a body cut short under a full
``Content-Length`` (the connection then dropped), or no answer at all until the test ends (a hung server).
"""

from __future__ import annotations

import io
import threading
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from tests.formats.rating_list_samples import txt_line

RATES = ("standard", "rapid", "blitz")


def single_header(month: str) -> str:
    """The header of FIDE's single list, its rating column titled with the month (``DEC26``)."""
    return (
        "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
        f"           FOA {month} Gms  K  B-day Flag"
    )


def single_list_zip(rate: str, month: str, players: int, first_rating: int = 2000) -> bytes:
    """A ZIP holding ``<rate>_rating_list.txt`` with ``players`` players (ids 700001 …, ratings from
    ``first_rating``), as FIDE's monthly download."""
    header = single_header(month)
    lines = [header] + [
        txt_line(
            header,
            ID_Number=str(700000 + i),
            Name=f"Player{i:04d}, Ann",
            Fed="NOR",
            Sex="F",
            **{month: str(first_rating + i)},
            B_day="1990",
        )
        for i in range(1, players + 1)
    ]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(f"{rate}_rating_list.txt", "\n".join(lines) + "\n")
    return buffer.getvalue()


@dataclass
class Route:
    """How one path answers: ``body`` with ``status``; ``cut_at`` bytes sent of a full ``Content-Length`` and
    the connection closed; ``hang`` never answers; ``delay`` seconds between 1 KiB parts (a slow line)."""

    body: bytes = b""
    status: int = 200
    cut_at: int | None = None
    hang: bool = False
    delay: float = 0.0


@dataclass
class ListServer:
    """The running server: ``url`` is the base address; ``routes`` maps a file name to its :class:`Route`;
    ``requests`` the paths asked (method and path)."""

    url: str
    routes: dict[str, Route]
    requests: list[str] = field(default_factory=list)
    release: threading.Event = field(default_factory=threading.Event)

    def serve_lists(self, month: str, players: int, first_rating: int = 2000) -> None:
        """The three lists of ``month``."""
        for rate in RATES:
            self.routes[f"{rate}_rating_list.zip"] = Route(single_list_zip(rate, month, players, first_rating))


@contextmanager
def list_server() -> Iterator[ListServer]:
    """Start the server on a free port of 127.0.0.1; stopped (and any hung answer released) at the end."""
    state = ListServer("", {})

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            return

        def do_HEAD(self) -> None:
            self._answer(head=True)

        def do_GET(self) -> None:
            self._answer(head=False)

        def _answer(self, head: bool) -> None:
            state.requests.append(f"{self.command} {self.path}")
            route = state.routes.get(self.path.rsplit("/", 1)[-1])
            if route is None:
                self.send_error(404, "Not Found")
                return
            if route.hang:
                state.release.wait(60)
                return
            if route.status != 200:
                self.send_error(route.status)
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/zip")
            self.send_header("Content-Length", str(len(route.body)))
            self.end_headers()
            if head:
                return
            body = route.body if route.cut_at is None else route.body[: route.cut_at]
            if route.delay:
                for start in range(0, len(body), 1024):
                    if state.release.is_set():
                        return
                    self.wfile.write(body[start : start + 1024])
                    self.wfile.flush()
                    time.sleep(route.delay)
            else:
                self.wfile.write(body)
            if route.cut_at is not None:
                self.close_connection = True

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    state.url = f"http://127.0.0.1:{server.server_address[1]}/download/"
    thread = threading.Thread(target=server.serve_forever, name="list-server", daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.release.set()
        server.shutdown()
        server.server_close()
        thread.join(10)
