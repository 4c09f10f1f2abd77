"""The store's API for the services: one read session per query, one journaled transaction per action.

``TournamentStore.command(...)`` opens a transaction, hands out a ``Writer``, and on success records the
before/after of every row the action changed in the journal, in the same transaction; any exception rolls
everything back, so a refused request leaves the file unchanged. The rows are those the ``Writer`` touched;
with ``verify_journal`` (the test suite turns it on) every table is also compared before and after, and a
difference between the two is a bug.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from arbiter_desk.core.errors import ArbiterDeskError, RuleViolationError
from arbiter_desk.store import in_use
from arbiter_desk.store.database import (
    DEFAULT_LOCK_WAIT_MS,
    READ_ONLY_OPTION,
    WAIT_OPTION,
    create_database,
    integrity_check,
    is_writable,
    open_database,
)
from arbiter_desk.store.errors import (
    DamagedFileError,
    FileLostError,
    ReadOnlyFileError,
    RoleRefusedError,
    StaleRecordError,
)
from arbiter_desk.store.faults import storage_errors
from arbiter_desk.store.journal import (
    apply_changes,
    check_changes,
    diff_states,
    dump_state,
    encode_changes,
    inverse,
    undo_redo_stacks,
)
from arbiter_desk.store.models import JournalRow
from arbiter_desk.store.rating_corrections import read_rating_corrections
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.records import JournalHead, JournalRecord, RowChange
from arbiter_desk.store.server import (
    ServerLocation,
    application_name,
    create_event,
    is_server_location,
    journal_author,
    open_event,
    session_user,
)
from arbiter_desk.store.server_guard import is_guarded
from arbiter_desk.store.server_journal import (
    built_on,
    describe_entry,
    desk_of,
    desk_owners,
    desk_stacks,
    same_changes,
    server_clock,
)
from arbiter_desk.store.server_roles import CHIEF, PLAIN_NAMES, VIEWER, role_of
from arbiter_desk.store.team_tables import read_matches, read_team_byes, read_teams
from arbiter_desk.store.temporaries import remove_stale_temporaries
from arbiter_desk.store.touched import TouchedRows
from arbiter_desk.store.writer import Writer


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


class TournamentStore:
    """One open tournament file (``read_only``: every command is refused with a plain message).

    Every read and write translates storage faults (read-only, disk full, I/O error, locked, damaged) into
    the program's own errors (``store.faults``); a failed command was rolled back and saved nothing.

    Before a write begins and again before it commits, the store checks that it still holds its file
    (``in_use.Marker.lost``: one ``stat`` and one small read): if another desk took it over, or the file was
    replaced or removed, the write is refused with :class:`FileLostError` and the store turns read-only
    (``lost`` says why; issues 35 and 37)."""

    main_thread_wait_ms = DEFAULT_LOCK_WAIT_MS
    """How long a command run on the main thread waits for another program's lock on the file. The desk sets
    it short (issue 37.7: the window must never freeze on a locked file; it keeps the typed keys and retries);
    the command line and background jobs wait the default."""

    verify_journal = False
    """Also compare every journaled table before and after each action (the test oracle; slow on big files)."""

    def __init__(
        self,
        engine: Engine,
        path: Path,
        read_only: bool = False,
        marker: in_use.Marker | None = None,
        *,
        server: ServerLocation | None = None,
    ) -> None:
        self.engine = engine
        self._reader_engine = engine.execution_options(**{READ_ONLY_OPTION: True})
        self.path = path
        self.server = server
        """The event's place on a venue server (issue 36), None for a tournament file."""
        self.location = str(path) if server is None else server.url()
        """Where the tournament lives, as the messages name it (a file's path, or the server URL sans password)."""
        self.role = ""
        """The desk's group role on a venue server (``adesk_chief`` …; ``store.server_roles``), "" for a file."""
        self.user = ""
        """The database user this desk logged in as on a venue server ("" for a file): the journal's author."""
        self.guarded = False
        self.desk = ""
        """This desk's name on a venue server (its connections' ``application_name``): its Undo takes back its own."""
        """The event's journal is written by the venue server's triggers (``store.server_guard``)."""
        self.typed_arbiter: str | None = None
        """The arbiter name typed at the desk (the services set it), named beside a different database user."""
        self.read_only = read_only
        self._marker = marker
        self.lost: str | None = None
        """Why this store turned read-only after it was opened for writing (None while it holds its file)."""
        self._identity = None if read_only or server is not None else in_use.identity_of(path)

    @classmethod
    def create(cls, path: Path | str, fill: Callable[[TournamentStore], None] | None = None) -> TournamentStore:
        """A new file, filled by ``fill`` before it appears under ``path`` (nothing is left if it fails); a
        venue-server location (``postgresql://…?event=name``) creates the event there instead."""
        server = _server_location(path)

        def build(engine: Engine) -> None:
            if fill is not None:
                store = cls(engine, _store_path(path, server), server=server)
                if server is not None:
                    with engine.connect() as connection:
                        store.user = session_user(connection)
                fill(store)

        if server is not None:
            create_event(server, build)
            return cls.open_server(server)
        create_database(Path(path), build)
        return cls.open(path)

    @classmethod
    def open_server(cls, location: ServerLocation | str, *, read_only: bool = False, desk: str = "") -> TournamentStore:
        """Open an event on a venue server (issue 36): no in-use marker, several desks write at once, each
        write one transaction serialised by the server (``store.server``)."""
        server = location if isinstance(location, ServerLocation) else ServerLocation.parse(location)
        with storage_errors(server.url()):
            engine = open_event(server, desk)
        store = cls(engine, _store_path(server.url(), server), read_only, server=server)
        store.desk = desk
        try:
            with storage_errors(server.url()), engine.connect() as connection:
                store.role = role_of(connection)
                store.user = session_user(connection)
                store.guarded = is_guarded(connection)
            if store.role == VIEWER:
                store.read_only = True  # the server refuses every write anyway; the desk need not try
            store.check_rows()
        except BaseException:
            store.close()
            raise
        return store

    @classmethod
    def open(
        cls, path: Path | str, *, read_only: bool = False, take_over: bool = False, desk: str = ""
    ) -> TournamentStore:
        """Open a tournament file; a file or folder that cannot be written opens read-only.

        Raises ``FileInUseError`` when another desk has it open (unless ``read_only`` or ``take_over``). The
        hidden temporaries killed creations left in the folder are removed first (``store.temporaries``). A
        venue-server location opens the event there (``open_server``)."""
        if _server_location(path) is not None:
            return cls.open_server(str(path), read_only=read_only, desk=desk)
        path = Path(path)
        remove_stale_temporaries(path.parent)
        forced = path.is_file() and not is_writable(path)  # SQLite itself opens it read-only then
        read_only = read_only or forced
        marker = None if read_only else in_use.acquire(path, take_over)
        database = marker.database if marker is not None else in_use.database_name(path)
        try:
            engine = open_database(database, read_only=forced)
        except BaseException:
            in_use.release(marker)
            raise
        store = cls(engine, path, read_only, marker)
        try:
            store.check_rows()
        except BaseException:
            store.close()  # the last connection closes: SQLite removes the WAL files it opened beside the file
            raise
        return store

    def close(self) -> None:
        self.engine.dispose()
        in_use.release(self._marker)
        self._marker = None

    def _faults(self) -> AbstractContextManager[None]:
        return storage_errors(self.path if self.server is None else self.location, self.role)

    def integrity(self) -> str:
        with self._faults():
            return integrity_check(self.engine)

    def check_rows(self) -> None:
        """Every row decodes into its record (JSON columns, enum values, journal entries): else
        ``DamagedFileError`` naming the table (types, references and the boards' result letters were checked
        in SQL when the file was opened: the boards, the largest table, are not decoded twice)."""
        checks: tuple[tuple[str, Callable[[Reader], object]], ...] = (
            ("settings", lambda r: r.settings() if r.has_settings() else None),
            ("players", Reader.players),
            ("rounds", Reader.rounds),
            ("pairing_byes", Reader.pairing_byes),
            ("absences", Reader.absences),
            ("overrides", Reader.overrides),
            ("teams", read_teams),
            ("team_matches", read_matches),
            ("team_byes", read_team_byes),
            ("rating_corrections", read_rating_corrections),
            ("journal", _check_journal),
        )
        with self.read() as reader:
            for table, check in checks:
                try:
                    check(reader)
                except ArbiterDeskError:
                    raise
                except (ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError) as exc:
                    detail = str(exc)[:200]
                    raise DamagedFileError(
                        f"damaged tournament file: {self.path} (table {table}: {type(exc).__name__}: {detail})"
                    ) from exc

    @contextmanager
    def read(self) -> Iterator[Reader]:
        with self._faults(), Session(self._reader_engine) as session, session.begin():
            yield Reader(session)

    def _writer(self) -> Engine:
        """The engine of one write, waiting ``main_thread_wait_ms`` for a lock on the main thread."""
        on_main = threading.current_thread() is threading.main_thread()
        return self.engine.execution_options(
            **{WAIT_OPTION: self.main_thread_wait_ms if on_main else DEFAULT_LOCK_WAIT_MS}
        )

    def _writable(self) -> None:
        if self.lost is not None:
            raise self._lost_error(self.lost)
        if self.read_only and self.server is not None:
            raise RoleRefusedError(
                f"the venue server refused this: the role {PLAIN_NAMES.get(self.role, 'viewer')} only reads the "
                "event; nothing of this change was saved",
                self.role,
            )
        if self.read_only:
            raise ReadOnlyFileError(f"the tournament file is open read-only: {self.path}; nothing was changed")
        self.check_held()

    def check_held(self) -> str | None:
        """Whether this store still holds its file: None, or why not (the store is read-only from then on).
        Raises nothing; cheap enough for every write and for a timer of the window."""
        if self.lost is None and not self.read_only:
            if self._marker is not None:
                self.lost = self._marker.lost()
            elif self._identity is not None and in_use.identity_of(self.path) != self._identity:
                self.lost = "the tournament file was replaced or removed while it was open here"
            if self.lost is not None:
                self.read_only = True
        return self.lost

    def _held_or_refuse(self) -> None:
        if self.check_held() is not None:
            assert self.lost is not None
            raise self._lost_error(self.lost)

    def _lost_error(self, reason: str) -> FileLostError:
        return FileLostError(
            f"{self.path}: {reason}; this desk is read-only now and nothing of this change was saved here "
            "(open the file again to go on)",
            reason,
        )

    @contextmanager
    def command(self, action: str) -> Iterator[tuple[Writer, CommandOutcome]]:
        """One action as one transaction, journaled with the before/after of every row it changed.

        The caller fills in the outcome's label, who and why before leaving the block.
        """
        self._writable()
        outcome = CommandOutcome(action, label=action)
        with self._faults(), Session(self._writer()) as session, session.begin():
            before = dump_state(session.connection()) if self.verify_journal else None
            touched = TouchedRows()
            yield Writer(session, touched), outcome
            session.flush()
            changes = touched.changes(session.connection())
            if before is not None:
                expected = diff_states(before, dump_state(session.connection()))
                if changes != expected:
                    raise JournalMismatchError(f"{action}: journaled {changes}, tables changed {expected}")
            if changes and self.guarded:
                outcome.entry = self._describe(session, action, outcome, changes, None)
            elif changes:
                self._held_or_refuse()  # again just before the commit: the take-over may have come meanwhile
                outcome.entry = _append(
                    session,
                    action,
                    outcome.label,
                    self.author(outcome.who),
                    outcome.why,
                    changes,
                    None,
                    outcome.undoable,
                )

        if self.verify_journal and self.guarded and outcome.entry is not None:
            self._verify_server_entry(outcome.entry)

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
        with self._faults(), Session(self._writer()) as session, session.begin():
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
        with self._faults(), Session(self._writer()) as session, session.begin():
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


def _server_location(path: Path | str) -> ServerLocation | None:
    if isinstance(path, str) and is_server_location(path):
        return ServerLocation.parse(path)
    return None


def _store_path(path: Path | str, server: ServerLocation | None) -> Path:
    """A file's path; for an event on a server a stand-in whose ``stem`` is the event's name (the window's
    title and suggested export names use it)."""
    if server is None:
        return Path(path)
    return Path("venue-server") / server.host / server.database / server.event


def _check_journal(reader: Reader) -> None:
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
