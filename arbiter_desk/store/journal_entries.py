"""Reading and appending journal entries: the checks of every entry on opening, undo/redo heads, a new entry."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy.orm import Session

from arbiter_desk.store.journal import check_changes, encode_changes, undo_redo_stacks
from arbiter_desk.store.models import JournalRow
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.records import JournalHead, JournalRecord, RowChange


def check_journal(reader: Reader) -> None:
    for entry in reader.journal():
        try:
            check_changes(entry.changes)
        except ValueError as exc:
            raise ValueError(f"entry {entry.seq}: {exc}") from exc


def undo_redo_heads(reader: Reader) -> tuple[JournalHead | None, JournalHead | None]:
    """The entries that undo and redo would take now, read without decoding any rows."""
    heads = reader.journal_heads()
    undo, redo = undo_redo_stacks(heads)
    by_seq = {e.seq: e for e in heads}
    return (by_seq[undo[-1]] if undo else None, by_seq[redo[-1]] if redo else None)


def append_entry(
    session: Session,
    action: str,
    label: str,
    who: str,
    why: str,
    changes: tuple[RowChange, ...],
    target_seq: int | None,
    undoable: bool,
) -> JournalRecord:
    at = datetime.now(UTC)
    row = JournalRow(
        at=at.isoformat(timespec="microseconds"),
        who=who,
        action=action,
        label=label,
        why=why,
        changes=encode_changes(changes),
        target_seq=target_seq,
        undoable=undoable,
    )
    session.add(row)
    session.flush()
    return JournalRecord(row.seq, at, who, action, label, why, changes, target_seq, undoable)
