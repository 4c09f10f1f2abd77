"""The journal side of ``TournamentStore``: Undo and Redo, the chief's "Undo this entry", and naming an action
for the entry a venue server's triggers write.

On a tournament file one desk works at a time: Undo takes back the last action not yet undone, the journal's
entries are appended by the store. On a venue server the server writes every entry (``store.server_guard``);
each desk's Undo and Redo take back its own entries only (``store.server_journal.desk_stacks``), and an undo
another action was built on since is refused naming who changed what.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.store.errors import StaleRecordError
from arbiter_desk.store.journal import apply_changes, encode_changes, inverse, undo_redo_stacks
from arbiter_desk.store.models import JournalRow
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.records import JournalHead, JournalRecord, RowChange
from arbiter_desk.store.server import ServerLocation, application_name, journal_author
from arbiter_desk.store.server_journal import (
    built_on,
    describe_entry,
    desk_of,
    desk_owners,
    desk_stacks,
    same_changes,
    server_clock,
)
from arbiter_desk.store.server_roles import CHIEF


class JournalMismatchError(AssertionError):
    """The touched rows of an action differ from the full comparison of the tables (``verify_journal``)."""


@dataclass(slots=True)
class CommandOutcome:
    """What the action says about itself (label, who, why), and once committed its journal entry.

    ``entry`` stays None when the action changed nothing: no journal entry is written then.
    """

    action: str
    label: str = ""
    who: str = ""
    why: str = ""
    undoable: bool = True
    entry: JournalRecord | None = None


class JournalSteps:
    """Undo, Redo and the server's journal entries; mixed into ``TournamentStore``, which provides the rest."""

    server: ServerLocation | None
    user: str
    role: str
    desk: str
    guarded: bool
    typed_arbiter: str | None
    verify_journal: bool

    def read(self) -> AbstractContextManager[Reader]:
        raise NotImplementedError

    def _writable(self) -> None:
        raise NotImplementedError

    def _refused_if_lost(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def _faults(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def _writer(self) -> Engine:
        raise NotImplementedError

    def _held_or_refuse(self) -> None:
        raise NotImplementedError

    def _describe(
        self,
        session: Session,
        action: str,
        outcome: CommandOutcome,
        changes: tuple[RowChange, ...],
        target: int | None,
    ) -> JournalRecord | None:
        """Name the action for the entry the server's triggers write; None when the server found nothing changed."""
        seq = describe_entry(
            session, action, outcome.label, outcome.why, target, outcome.undoable, self.typed_arbiter or ""
        )
        if seq is None:
            return None
        who = self.author(outcome.who)
        return JournalRecord(
            seq, datetime.now(UTC), who, action, outcome.label, outcome.why, changes, target, outcome.undoable
        )

    def _verify_server_entry(self, entry: JournalRecord) -> None:
        """The test oracle on a venue server: the entry the server wrote holds the rows the store touched."""
        with self.read() as reader:
            written = reader.journal_entry(entry.seq)
        if not same_changes(written.changes, entry.changes):
            raise JournalMismatchError(f"{entry.label}: the server journaled {written.changes}, not {entry.changes}")

    def undo_redo(self) -> tuple[JournalHead | None, JournalHead | None]:
        """The entries that undo and redo would take now (None when there is nothing to undo / redo); on a
        venue server this desk's own."""
        with self.read() as reader:
            return self.undo_redo_in(reader)

    def undo_redo_in(self, reader: Reader) -> tuple[JournalHead | None, JournalHead | None]:
        if not self.guarded:
            return undo_redo_heads(reader)
        heads = reader.journal_heads()
        undo, redo = self._stacks(reader, heads)
        by_seq = {e.seq: e for e in heads}
        return (by_seq[undo[-1]] if undo else None, by_seq[redo[-1]] if redo else None)

    def _stacks(self, reader: Reader, heads: list[JournalHead] | None = None) -> tuple[list[int], list[int]]:
        if not self.guarded:
            return undo_redo_stacks(reader.journal_heads() if heads is None else heads)
        me = (self.user, application_name(self.desk))
        chief = self.role == CHIEF
        return desk_stacks(
            reader.journal_heads() if heads is None else heads, desk_owners(reader.session), me, chief=chief
        )

    def server_now(self, reader: Reader) -> datetime:
        """The venue server's clock (the journal's times are the server's): this desk's own on a file."""
        return server_clock(reader.session) if self.server is not None else datetime.now(UTC)

    def is_other_desk(self, reader: Reader, seq: int) -> bool:
        """Whether another desk wrote journal entry ``seq`` (never on a file: it has one desk at a time)."""
        owner = desk_of(reader.session, seq) if self.guarded else None
        return owner is not None and owner != (self.user, application_name(self.desk))

    def undo_entry(self, seq: int, who: str) -> JournalRecord:
        """The chief arbiter undoes another desk's entry explicitly (the journal view's "Undo this entry"),
        journaled as his own; refused when an action since was built on it (naming who changed what)."""
        self._writable()
        with self._refused_if_lost(), self._faults(), Session(self._writer()) as session, session.begin():
            reader = Reader(session)
            target = reader.journal_entry(seq)
            if target.action in ("undo", "redo") or not target.undoable:
                raise RuleViolationError(f"“{target.label}” cannot be undone")
            return self._take_back(session, reader, target, "undo", who)

    def _take_back(
        self, session: Session, reader: Reader, target: JournalRecord, direction: str, who: str
    ) -> JournalRecord:
        """Apply ``target`` backwards (undo) or forwards (redo) through the write path, journaled."""
        if self.guarded:
            stale = built_on(target, reader.journal_after(target.seq), direction)
            if stale is not None:
                raise StaleRecordError(f"{direction} of “{target.label}” refused: {stale}; nothing was done")
        changes = inverse(target.changes) if direction == "undo" else target.changes
        apply_changes(session.connection(), changes)
        label = f"{direction} {target.label}"
        if self.guarded:
            outcome = CommandOutcome(direction, label, who)
            entry = self._describe(session, direction, outcome, changes, target.seq)
            if entry is None:
                raise RuleViolationError(f"nothing to {direction}")
            return entry
        self._held_or_refuse()
        return _append(session, direction, label, self.author(who), "", changes, target.seq, True)

    def undo(self, who: str, expected: int | None = None) -> JournalRecord:
        """Undo the last action not yet undone; journaled as an ``undo`` entry. ``expected``: the entry the
        desk's Undo named (refused when another desk acted since: its action would be undone unseen)."""
        return self._step("undo", who, expected)

    def redo(self, who: str, expected: int | None = None) -> JournalRecord:
        return self._step("redo", who, expected)

    def _step(self, direction: str, who: str, expected: int | None) -> JournalRecord:
        self._writable()
        with self._refused_if_lost(), self._faults(), Session(self._writer()) as session, session.begin():
            reader = Reader(session)
            undo, redo = self._stacks(reader)
            stack = undo if direction == "undo" else redo
            if not stack:
                raise RuleViolationError(f"nothing to {direction}")
            target = reader.journal_entry(stack[-1])
            if expected is not None and target.seq != expected:
                newest = reader.journal_entry(reader.last_journal_seq())
                raise StaleRecordError(
                    f"the tournament was changed meanwhile by {newest.who or 'another desk'} ({newest.label}): "
                    f"{direction} would now take back “{target.label}”; nothing was done; look at Edit → "
                    f"{direction.title()} again"
                )
            return self._take_back(session, reader, target, direction, who)

    def author(self, who: str) -> str:
        """Who the journal names: ``who`` for a file, ``journal_author`` on a venue server."""
        return who if self.server is None or not self.user else journal_author(self.user, self.typed_arbiter)


def undo_redo_heads(reader: Reader) -> tuple[JournalHead | None, JournalHead | None]:
    """The entries that undo and redo would take now, read without decoding any rows."""
    heads = reader.journal_heads()
    undo, redo = undo_redo_stacks(heads)
    by_seq = {e.seq: e for e in heads}
    return (by_seq[undo[-1]] if undo else None, by_seq[redo[-1]] if redo else None)


def _append(
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
