"""The journal of an open tournament as the desk uses it: Undo and Redo (any number of times, even after
reopening the file), the chief arbiter's undo of any desk's entry on a venue server, the audit report, and the
status the window shows (name, rounds, Undo / Redo texts) in one read.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.audit import audit_lines
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.round_robins.round_robin_schedule import in_play_of
from arbiter_desk.services.venue.desk_roles import Right
from arbiter_desk.store.records import JournalRecord, RoundRecord


@dataclass(frozen=True, slots=True)
class DeskStatus:
    """The tournament's name, rounds in all, newest round, and the Undo / Redo texts (None: nothing to do)."""

    name: str
    total_rounds: int | None
    last_round: RoundRecord | None
    undo_label: str | None
    redo_label: str | None
    undo_seq: int | None = None
    """The journal entry Undo names (``desk.journal.undo(expected=…)``: another desk's newer action is not undone)."""
    redo_seq: int | None = None
    pairing_system: str = ""
    """The stored system key (the desk shows the Round robin menu only for ``round-robin``)."""
    in_play: int | None = None
    """The round in play (``core.round_in_play``): a round robin may have published rounds after it."""
    undo_said: Text | None = None
    """``undo_label`` in words for the arbiter's language (the journal's label stays as recorded)."""
    redo_said: Text | None = None


class JournalManager(DeskBase):
    """Undo, Redo and the journal's reads (``desk.journal``)."""

    def _acting_arbiter(self) -> str:
        """Who an Undo or Redo is journaled as: the arbiter at this desk, else the event's chief arbiter."""
        if self._arbiter:
            return self._arbiter
        with self._store.read() as reader:
            return reader.settings().info.chief_arbiter

    def status(self) -> DeskStatus:
        """What the window's title, status bar and Undo / Redo show, in one read."""
        with self._store.read() as reader:
            settings = reader.settings()
            rounds = reader.rounds()
            undo, redo = self._store.undo_redo_in(reader)
        return DeskStatus(
            settings.info.name,
            settings.total_rounds,
            rounds[-1] if rounds else None,
            None if undo is None else f"Undo: {undo.label}{self._whose()}",
            None if redo is None else f"Redo: {redo.label}{self._whose()}",
            None if undo is None else undo.seq,
            None if redo is None else redo.seq,
            settings.pairing_system,
            in_play_of(rounds),
            None if undo is None else self._step_said(tr("Undo: {action}", action=undo.label)),
            None if redo is None else self._step_said(tr("Redo: {action}", action=redo.label)),
        )

    def _step_said(self, step: Text) -> Text:
        """Undo's or Redo's words for the arbiter: the journal's label as recorded (the language of its moment),
        on a venue server with whose action it is."""
        return tr("{step} (yours, {user})", step=step, user=self._store.user) if self._store.guarded else step

    def journal_seq(self) -> int:
        """The newest journal entry's number (0 for none): whether anything changed since a view was made."""
        with self._store.read() as reader:
            return reader.last_journal_seq()

    def entries(self) -> list[JournalRecord]:
        """Every action ever recorded, oldest first (the audit report)."""
        with self._store.read() as reader:
            return reader.journal()

    def audit_report(self) -> tuple[str, ...]:
        return audit_lines(self.entries())

    def undo_label(self) -> str | None:
        """``Undo: record result board 3 of round 2: 1-0`` or None when there is nothing to undo."""
        entry = self._store.undo_redo()[0]
        return None if entry is None else f"Undo: {entry.label}{self._whose()}"

    def redo_label(self) -> str | None:
        entry = self._store.undo_redo()[1]
        return None if entry is None else f"Redo: {entry.label}{self._whose()}"

    def _whose(self) -> str:
        """On a venue server Undo and Redo take back this desk's own actions only, and say so."""
        return f" (yours, {self._store.user})" if self._store.guarded else ""

    def may_undo_any_entry(self) -> bool:
        """The chief arbiter on a venue server may take back any desk's entry (the journal view's action)."""
        return self._store.guarded and self.rights.allows(Right.PUBLISHING)

    def undo_entry(self, seq: int) -> Changes:
        """The chief arbiter undoes any desk's entry (the journal view's "Undo this entry"), journaled as his."""
        entry = self._store.undo_entry(seq, self._acting_arbiter())
        return Changes.from_rows(entry.label, entry.seq, entry.changes)

    def undo(self, expected: int | None = None) -> Changes:
        """Undo the last action not yet undone (any number of times, even after reopening the file);
        ``expected``: the journal entry the desk's Undo named (``DeskStatus.undo_seq``)."""
        entry = self._store.undo(self._acting_arbiter(), expected)
        return Changes.from_rows(entry.label, entry.seq, entry.changes)

    def redo(self, expected: int | None = None) -> Changes:
        entry = self._store.redo(self._acting_arbiter(), expected)
        return Changes.from_rows(entry.label, entry.seq, entry.changes)
