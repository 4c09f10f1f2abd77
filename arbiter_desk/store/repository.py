"""The store's API for the services: one read session per query, one journaled transaction per action.

``TournamentStore.command(...)`` opens a transaction, hands out a ``Writer``, and on success records the
before/after of every row the action changed in the journal, in the same transaction; any exception rolls
everything back, so a refused request leaves the file unchanged. The rows are those the ``Writer`` touched;
with ``verify_journal`` (the test suite turns it on) every table is also compared before and after, and a
difference between the two is a bug.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from arbiter_desk.core.errors import ArbiterDeskError
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
)
from arbiter_desk.store.faults import plain_fault, storage_errors
from arbiter_desk.store.journal import (
    check_changes,
    diff_states,
    dump_state,
)
from arbiter_desk.store.journal_steps import (
    CommandOutcome,
    JournalMismatchError,
    JournalSteps,
    _append,
)
from arbiter_desk.store.proposals import insert_proposal, settle_proposals
from arbiter_desk.store.rating_corrections import read_rating_corrections
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.rescue import Rescue, can_rescue, remove_orphaned_log, rescue
from arbiter_desk.store.server import (
    ServerLocation,
    create_event,
    is_server_location,
    open_event,
    session_user,
)
from arbiter_desk.store.server_guard import is_guarded
from arbiter_desk.store.server_roles import PLAIN_NAMES, PUBLICATION, VIEWER, role_of
from arbiter_desk.store.team_tables import read_matches, read_team_byes, read_teams
from arbiter_desk.store.temporaries import remove_stale_temporaries
from arbiter_desk.store.touched import TouchedRows
from arbiter_desk.store.writer import Writer


class TournamentStore(JournalSteps):
    """One open tournament file (``read_only``: every command is refused with a plain message).

    Every read and write translates storage faults (read-only, disk full, I/O error, locked, damaged) into
    the program's own errors (``store.faults``); a failed command was rolled back and saved nothing.

    Before a write begins and again before it commits, the store checks that it still holds its file
    (``in_use.Marker.lost``: one ``stat`` and one small read): if another desk took it over, or the file was
    replaced or removed, the write is refused with :class:`FileLostError` and the store turns read-only
    (``lost`` says why)."""

    main_thread_wait_ms = DEFAULT_LOCK_WAIT_MS
    """How long a command run on the main thread waits for another program's lock on the file. The desk sets
    it short (the window must never freeze on a locked file; it keeps the typed keys and retries);
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
        """The event's place on a venue server, None for a tournament file."""
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
        self.rescued: Rescue | None = None
        """Where everything was saved after the file was renamed, moved or removed while open (``store.rescue``)."""
        self._moved = False
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
        in_use.sweep_markers(Path(path).parent)
        create_database(Path(path), build)
        return cls.open(path)

    @classmethod
    def open_server(cls, location: ServerLocation | str, *, read_only: bool = False, desk: str = "") -> TournamentStore:
        """Open an event on a venue server: no in-use marker, several desks write at once, each
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
            if store.role in (VIEWER, PUBLICATION):
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
        in_use.sweep_markers(path.parent)
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
        if self.server is None:
            self.check_held()  # a file renamed or removed meanwhile: saved before the last connection closes
            self._rescue()
        database = self._marker.database if self._marker is not None else self.path
        self.engine.dispose()
        if self.rescued is not None:
            remove_orphaned_log(database)
        in_use.release(self._marker)
        self._marker = None

    def _faults(self) -> AbstractContextManager[None]:
        return storage_errors(self.path if self.server is None else self.location, self.role)

    def add_proposal(self, round_no: int, board: int, result: str, address: str) -> None:
        """A player's result proposal into the table of proposals, in a transaction of its own and nothing else
        (``store.proposals``: not journaled). A file only by the desk that holds it; on a venue server the
        server decides (the pages' ``publication`` login may insert there and nowhere else)."""
        if self.server is None:
            self._writable()
        with self._refused_if_lost(), self._faults(), Session(self._writer()) as session, session.begin():
            insert_proposal(session, round_no, board, result, address)

    def settle_proposals(self, round_no: int, board: int, state: str) -> int:
        """Mark the pending proposals of a board (``store.proposals``; not journaled), in a transaction of its own."""
        self._writable()
        with self._refused_if_lost(), self._faults(), Session(self._writer()) as session, session.begin():
            return settle_proposals(session, round_no, board, state)

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
                    raise DamagedFileError(
                        f"damaged tournament file: {self.path} (table {table}: {plain_fault(exc)}); nothing was "
                        "changed — open a backup copy"
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
        Raises nothing; cheap enough for every write and for a timer of the window. A file renamed, moved or
        removed under the desk has everything the desk confirmed saved at once (``store.rescue``)."""
        if self.lost is None and not self.read_only:
            if self._marker is not None:
                self.lost = self._marker.lost()
            elif self._identity is not None and in_use.identity_of(self.path) != self._identity:
                self.lost = "the tournament file was replaced or removed while it was open here"
            if self.lost is not None:
                self.read_only = True
                self._moved = self._identity is not None and in_use.identity_of(self.path) != self._identity
                self._rescue()
        return self.lost

    def _rescue(self) -> None:
        """Save the state of a moved file once, while an idle connection opened before the move is at hand
        (inside a transaction it is not: the command's exit does it after the rollback)."""
        if not self._moved or self.rescued is not None or self._identity is None or not can_rescue(self.engine):
            return
        taken = self._marker is not None and self._marker.taken_over()
        try:
            self.rescued = rescue(self.engine, self.path, self._identity, taken_over=taken)
        except (OSError, sqlite3.Error) as exc:
            self.lost = f"{self.lost}; saving what this desk holds failed ({exc})"
            self._moved = False
            return
        self.lost = f"{self.lost}; {self.rescued.words()}"

    def _held_or_refuse(self) -> None:
        if self.check_held() is not None:
            assert self.lost is not None
            raise self._lost_error(self.lost)

    def _lost_error(self, reason: str) -> FileLostError:
        again = "open the file again to go on"
        if self.rescued is not None:
            again = f"open {self.rescued.saved_to} to go on"
        return FileLostError(
            f"{self.path}: {reason}; this desk is read-only now and nothing of this change was saved here ({again})",
            reason,
        )

    @contextmanager
    def _refused_if_lost(self) -> Iterator[None]:
        """A write refused inside its transaction because the file was lost: rescued after the rollback, and
        the message then says where."""
        try:
            yield
        except FileLostError:
            if self._moved and self.rescued is None:
                self._rescue()
                assert self.lost is not None
                raise self._lost_error(self.lost) from None
            raise

    @contextmanager
    def command(self, action: str) -> Iterator[tuple[Writer, CommandOutcome]]:
        """One action as one transaction, journaled with the before/after of every row it changed.

        The caller fills in the outcome's label, who and why before leaving the block.
        """
        self._writable()
        outcome = CommandOutcome(action, label=action)
        with self._refused_if_lost(), self._faults(), Session(self._writer()) as session, session.begin():
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
