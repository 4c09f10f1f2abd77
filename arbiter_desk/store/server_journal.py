"""The journal of an event on a venue server as a desk sees it: the server writes every entry
(``store.server_guard``); a desk only names its action (``describe_entry``)."""

from __future__ import annotations

import json
from collections.abc import Iterable

from sqlalchemy import text
from sqlalchemy.orm import Session

from arbiter_desk.store.records import RowChange


def describe_entry(
    session: Session, action: str, label: str, why: str, target: int | None, undoable: bool, typed: str
) -> int | None:
    """Name the action of the current transaction for its journal entry (the server sets its author, time and
    changes): the entry's number, or None when the server found nothing changed."""
    seq = session.execute(
        text("SELECT adesk_describe(:action, :label, :why, :target, :undoable, :typed)"),
        {"action": action, "label": label, "why": why, "target": target, "undoable": undoable, "typed": typed},
    ).scalar()
    return None if seq is None else int(seq)


def same_changes(first: Iterable[RowChange], second: Iterable[RowChange]) -> bool:
    """Whether two entries change the same rows the same way (in any order)."""
    return _canonical(first) == _canonical(second)


def _canonical(changes: Iterable[RowChange]) -> list[str]:
    return sorted(json.dumps([c.table, list(c.key), c.before, c.after], sort_keys=True) for c in changes)
