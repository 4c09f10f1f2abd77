"""Errors of the tournament file itself (open, create, schema version)."""

from __future__ import annotations

from arbiter_desk.core.errors import ArbiterDeskError, InvalidInputError


class TournamentFileError(InvalidInputError):
    """The file cannot be used as a tournament file (missing, already there, damaged, not ours)."""


class SchemaTooNewError(TournamentFileError):
    """The file was written by a newer Arbiter Desk; opening it here could damage it, so it is refused."""


class JournalConflictError(ArbiterDeskError):
    """Undo or redo found rows that no longer match the journal (the file was changed outside the desk)."""


class NotOurFileError(TournamentFileError):
    """A file that is not an Arbiter Desk tournament file (another program's SQLite file, or no SQLite at all)."""


class DamagedFileError(TournamentFileError):
    """A tournament file whose content is broken (missing tables, unreadable rows, failed integrity check)."""


class StorageError(ArbiterDeskError):
    """The disk or the operating system refused to read or write the tournament file; the message says why in
    plain words and that nothing of the change was saved (the transaction was rolled back)."""


class ReadOnlyFileError(StorageError):
    """The tournament file (or its folder) cannot be written: opened read-only, or made read-only meanwhile."""


class DiskFullError(StorageError):
    """No space left on the disk."""


class DiskIOError(StorageError):
    """The disk reported an input/output error."""


class FileLockedError(StorageError):
    """Another program holds a lock on the tournament file for longer than the desk waits."""


class FileInUseError(TournamentFileError):
    """Another desk has the file open (its in-use marker names the computer and since when)."""

    def __init__(self, message: str, host: str, since: str) -> None:
        super().__init__(message)
        self.host = host
        self.since = since


class StaleRecordError(ArbiterDeskError, ValueError):
    """The record a dialog was filled from was changed meanwhile (by another desk): the edit is refused."""
