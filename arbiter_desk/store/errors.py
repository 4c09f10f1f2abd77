"""Errors of the tournament file itself (open, create, schema version)."""

from __future__ import annotations

from arbiter_desk.core.errors import ArbiterDeskError, InvalidInputError


class TournamentFileError(InvalidInputError):
    """The file cannot be used as a tournament file (missing, already there, damaged, not ours)."""


class SchemaTooNewError(TournamentFileError):
    """The file was written by a newer Arbiter Desk; opening it here could damage it, so it is refused."""


class JournalConflictError(ArbiterDeskError):
    """Undo or redo found rows that no longer match the journal (the file was changed outside the desk)."""
