"""Schema 5: the file says it is an Arbiter Desk tournament file (``PRAGMA application_id``).

Older files carry application id 0 and are recognised by their tables; upgraded ones are stamped here, so that
from now on a foreign SQLite file is refused by its header alone. No table changes; nothing on a venue server
(an event there is recognised by its schema's version table).
"""

from __future__ import annotations

from alembic.operations import Operations

VERSION = 5
DESCRIPTION = "application id"
APPLICATION_ID = int.from_bytes(b"ADsk", "big")
"""The same value as ``store.database.APPLICATION_ID`` (a migration keeps its own copy: it never changes)."""


def upgrade(op: Operations) -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute(f"PRAGMA application_id = {APPLICATION_ID}")
