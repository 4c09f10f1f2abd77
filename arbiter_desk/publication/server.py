"""The pages' server process: opens the event as a reader, serves it under uvicorn on the address the arbiter
chose (127.0.0.1 unless told otherwise: nothing is opened to a network by itself) until stopped."""

from __future__ import annotations

import logging
import sys
from typing import TextIO

import uvicorn

from arbiter_desk.publication.app import Publication, create_app
from arbiter_desk.publication.options import PublicationOptions
from arbiter_desk.services import Desk

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8080
MAX_CONNECTIONS = 2000
"""Beyond this many open connections and tasks uvicorn answers 503 at once (a flood does not take the memory)."""


def open_event(source: str) -> Desk:
    """A tournament file or a venue server's ``postgresql://…?event=name``, opened as a reader."""
    return Desk.open(source, read_only=True)


def page_address(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def serve(
    source: str,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    options: PublicationOptions | None = None,
    out: TextIO | None = None,
) -> None:
    """Serve the pages of ``source`` until the process is stopped (SIGINT or SIGTERM)."""
    desk = open_event(source)
    proposals_log = logging.getLogger("arbiter_desk.publication.proposals")  # each proposal, per client address
    proposals_log.setLevel(logging.INFO)
    proposals_log.addHandler(logging.StreamHandler(out or sys.stderr))
    publication = Publication(desk, options)
    publication.watch()
    config = uvicorn.Config(
        create_app(publication),
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        server_header=False,
        limit_concurrency=MAX_CONNECTIONS,
        timeout_keep_alive=5,
        h11_max_incomplete_event_size=16 * 1024,
        lifespan="off",
    )
    server = uvicorn.Server(config)
    stream = out or sys.stdout
    print(f"Serving {publication.event.name or source} at {page_address(host, port)}", file=stream, flush=True)
    try:
        server.run()
    finally:
        publication.stop()
        desk.close()
