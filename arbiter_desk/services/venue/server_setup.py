"""The venue server for the desks and the command line: initialising the roles, adding arbiters,
listing events, moving an event between a tournament file and the server. An event on a server is opened
like a file: ``Desk.open("postgresql://user@host/database?event=name")``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from arbiter_desk.store.faults import storage_errors
from arbiter_desk.store.server import ServerLocation, is_server_location, list_events
from arbiter_desk.store.server_connection import DESK_CALL_WAIT_S, answer_wait
from arbiter_desk.store.server_presence import ConnectedDesk, connected_desks
from arbiter_desk.store.server_roles import ROLES, add_user, init_server
from arbiter_desk.store.venue_copy import export_event, import_file

__all__ = [
    "ROLES",
    "ConnectedDesk",
    "ServerLocation",
    "add_user",
    "desk_call_wait",
    "desks_connected",
    "events_on",
    "export_to_file",
    "import_file",
    "init_server",
    "is_server_location",
    "parse_location",
    "server_errors",
]


def parse_location(url: str) -> ServerLocation:
    """A venue-server location (``ServerLocationError`` naming what is wrong with it)."""
    return ServerLocation.parse(url)


def events_on(location: ServerLocation) -> list[str]:
    return list_events(location)


def export_to_file(location: ServerLocation, path: Path) -> dict[str, int]:
    return export_event(location, path)


@contextmanager
def server_errors(location: ServerLocation) -> Iterator[None]:
    """What the server or the network refuses inside the block becomes the program's own error in plain words
    (a wrong or missing password, an unreachable server, a role that may not do it), never a traceback."""
    with storage_errors(location.url()):
        yield


def desks_connected(location: ServerLocation) -> list[ConnectedDesk]:
    """The desks connected to the event's server now, with their last change in the event."""
    return connected_desks(location)


@contextmanager
def desk_call_wait() -> Iterator[None]:
    """Inside the block (a desk window's worker thread), each answer of the server is awaited at most
    ``DESK_CALL_WAIT_S``: a hung server fails the call, which the window reports as an outage."""
    with answer_wait(DESK_CALL_WAIT_S):
        yield
