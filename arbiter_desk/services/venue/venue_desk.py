"""This desk's name on a venue server: its machine's name and a mark of its own, kept in the desk's settings so
that it is the same desk after a restart. The server journals every entry with it (and the login), and each
desk's Undo and Redo take back its own entries only."""

from __future__ import annotations

import socket
import uuid

_name = {"desk": ""}


def new_desk_name() -> str:
    """A name for a desk that has none yet: ``<machine>-<6 hex digits>`` (two desks on one machine differ)."""
    machine = (socket.gethostname() or "desk").split(".")[0][:30]
    return f"{machine}-{uuid.uuid4().hex[:6]}"


def venue_desk_name() -> str:
    """The name set for this program (``set_venue_desk_name``), else the machine's name."""
    return _name["desk"] or (socket.gethostname() or "desk").split(".")[0][:30]


def set_venue_desk_name(name: str) -> None:
    _name["desk"] = name.strip()[:48]
