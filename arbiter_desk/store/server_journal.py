"""The journal of an event on a venue server as a desk sees it: the server writes every entry
(``store.server_guard``); a desk only names its action (``describe_entry``)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import text
from sqlalchemy.orm import Session

from arbiter_desk.store.records import JournalHead, JournalRecord, RowChange


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


def server_clock(session: Session) -> datetime:
    return datetime.fromisoformat(str(session.execute(text("SELECT adesk_now()")).scalar_one()))


def same_changes(first: Iterable[RowChange], second: Iterable[RowChange]) -> bool:
    """Whether two entries change the same rows the same way (in any order)."""
    return _canonical(first) == _canonical(second)


def _canonical(changes: Iterable[RowChange]) -> list[str]:
    return sorted(json.dumps([c.table, list(c.key), c.before, c.after], sort_keys=True) for c in changes)


Desk = tuple[str, str]
"""A desk on a venue server: its login and its connections' ``application_name`` (which holds the machine's name
and the desk's own name kept in its settings, so that it is the same desk after a restart)."""


def desk_owners(session: Session) -> dict[int, Desk]:
    """The desk that wrote each journal entry (entries taken in from a file have none: no desk undoes them)."""
    rows = session.execute(text("SELECT seq, login, desk FROM journal_meta"))
    return {int(seq): (str(login), str(desk)) for seq, login, desk in rows if login}


def desk_of(session: Session, seq: int) -> Desk | None:
    """The desk that wrote entry ``seq`` (None: taken in from a file, or no such entry)."""
    row = session.execute(text("SELECT login, desk FROM journal_meta WHERE seq = :s"), {"s": seq}).first()
    return None if row is None or not row[0] else (str(row[0]), str(row[1]))


def desk_stacks(
    entries: Iterable[JournalHead], owners: dict[int, Desk], me: Desk, *, chief: bool = False
) -> tuple[list[int], list[int]]:
    """The entries this desk's Undo and Redo would take next (last item first): its own actions only.

    As ``journal.undo_redo_stacks``, on the entries of ``me``; an entry of this desk that another desk undid (the
    chief's "Undo this entry") leaves its stacks. Entries taken in from a tournament file belong to no desk: a
    chief arbiter's desk goes on with them (as the file's desk would have)."""
    undo: list[int] = []
    redo: list[int] = []
    for entry in entries:
        owner = owners.get(entry.seq)
        mine = owner == me or (chief and owner is None)
        if entry.action in ("undo", "redo") and entry.target_seq is not None:
            source, target = (undo, redo) if entry.action == "undo" else (redo, undo)
            if mine and source and source[-1] == entry.target_seq:
                target.append(source.pop())
                continue
            for stack in (undo, redo):
                if entry.target_seq in stack:
                    stack.remove(entry.target_seq)
        elif mine and entry.undoable:
            undo.append(entry.seq)
            redo.clear()
        elif mine:
            undo.clear()
            redo.clear()
    return undo, redo


def built_on(target: JournalRecord, later: Iterable[JournalRecord], direction: str) -> str | None:
    """Why taking ``target`` back (or forward again) would undo another action built on it, in plain words naming
    who changed what; None when nothing since touched its rows nor paired a round on its results."""
    rows = {(c.table, tuple(c.key)): c for c in target.changes}
    rounds = {int(str((c.after or c.before or {}).get("round_no"))) for c in target.changes if c.table == "boards"}
    since = [e for e in later if e.target_seq != target.seq]
    if direction == "redo":
        undone = [e.seq for e in later if e.target_seq == target.seq and e.action == "undo"]
        since = [e for e in since if not undone or e.seq > undone[-1]]
    for entry in since:
        for change in entry.changes:
            if (change.table, tuple(change.key)) in rows:
                what = _row_words(change)
                verb = "were" if what.endswith("settings") else "was"
                return f"{what} {verb} changed since by {entry.who or 'another desk'} ({entry.label})"
            if change.table == "rounds" and change.before is None and change.after is not None:
                number = int(str(change.after["number"]))
                if rounds and number > min(rounds):
                    return f"round {number} was paired since by {entry.who or 'another desk'} on these results"
    return None


def _row_words(change: RowChange) -> str:
    row = change.after or change.before or {}
    if change.table == "boards":
        return f"board {row.get('number')} of round {row.get('round_no')}"
    if change.table == "players":
        return f"player {row.get('name')}"
    if change.table == "rounds":
        return f"round {row.get('number')}"
    return EVENT_ROWS.get(change.table, f"a row of {change.table.replace('_', ' ')}")


EVENT_ROWS = {
    "settings": "the tournament settings",
    "pairing_byes": "a bye request",
    "absences": "an absence",
    "overrides": "a pairing override",
    "rating_corrections": "a rating correction",
    "teams": "a team",
    "team_members": "a team's line-up",
}
"""Rows that belong to no round, in the words a refusal names them."""
