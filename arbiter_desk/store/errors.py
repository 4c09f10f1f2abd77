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
    """Another desk has the file open (its in-use marker names the computer and since when); ``here``: a desk
    of this computer that is alive now."""

    def __init__(self, message: str, host: str, since: str, *, here: bool = False) -> None:
        super().__init__(message)
        self.host = host
        self.since = since
        self.here = here


class UnsafeMarkerError(TournamentFileError):
    """The in-use marker's name holds a link or something else than a regular file: it is never written
    through."""


class FileLostError(ReadOnlyFileError):
    """This desk no longer holds its file: another desk took it over, or the file was replaced or removed under
    it. The write was refused and the desk is read-only from now on."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class StaleRecordError(ArbiterDeskError, ValueError):
    """The record a dialog was filled from was changed meanwhile (by another desk): the edit is refused."""


class ServerUnreachableError(StorageError):
    """The venue server cannot be reached, or the connection broke: the transaction was rolled back
    by the server, so nothing of the change was saved; the desk goes on once the server answers again."""


class RoleRefusedError(StorageError):
    """The venue server refused an action the desk's database role does not allow (roles and grants
    are enforced by the server, not only by disabled buttons); ``role`` names it (chief, deputy, …)."""

    def __init__(self, message: str, role: str) -> None:
        super().__init__(message)
        self.role = role


class ServerNotAnsweringError(ServerUnreachableError):
    """The venue server accepted the connection but did not answer within the desk's limit (a stopped or
    frozen server): the desk dropped the connection; the change was not confirmed, so it is typed again once
    the server answers."""


class ServerLoginError(StorageError):
    """The venue server answered but refused this desk's connection: a wrong or missing password, or a
    certificate the desk does not trust (not the venue's server, or TLS required and not offered)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason
        """``password``, ``no-password``, ``certificate`` or ``tls``."""
