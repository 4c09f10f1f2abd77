"""Domain errors the services raise: each says what was refused and why; the file is left unchanged."""

from __future__ import annotations

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.store import JournalConflictError, SchemaTooNewError, TournamentFileError
from arbiter_desk.store.errors import (
    DamagedFileError,
    DiskFullError,
    FileInUseError,
    FileLockedError,
    FileLostError,
    NotOurFileError,
    ReadOnlyFileError,
    ServerLoginError,
    ServerNotAnsweringError,
    ServerUnreachableError,
    StaleRecordError,
    StorageError,
)

__all__ = [
    "DamagedFileError",
    "DiskFullError",
    "DuplicatePlayerError",
    "FileInUseError",
    "FileLockedError",
    "FileLostError",
    "JournalConflictError",
    "NotFoundError",
    "NotOurFileError",
    "OverrideReasonError",
    "ReadOnlyFileError",
    "RoundStateError",
    "SchemaTooNewError",
    "ServerLoginError",
    "ServerNotAnsweringError",
    "ServerUnreachableError",
    "StaleRecordError",
    "StorageError",
    "TournamentFileError",
]


class DuplicatePlayerError(RuleViolationError):
    """A player with this FIDE id is already registered."""


class NotFoundError(InvalidInputError):
    """The player, round or board named in the request does not exist."""


class RoundStateError(RuleViolationError):
    """The request does not fit the round's state (e.g. pairing before the previous round is complete)."""


class OverrideReasonError(InvalidInputError):
    """C.04.2 art. 4.4: a published pairing changes only for one of the reasons 4.4.1–4.4.5, explained."""
