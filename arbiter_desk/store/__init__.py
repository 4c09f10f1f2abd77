"""store layer: one SQLite file per tournament (SQLAlchemy 2.x), schema migrations, the journal.

Services use ``TournamentStore`` and the frozen records of ``store.records``; rows never leave this package.
"""

from arbiter_desk.store.errors import JournalConflictError, SchemaTooNewError, TournamentFileError
from arbiter_desk.store.file_names import FILE_SUFFIX
from arbiter_desk.store.journal_steps import CommandOutcome
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.repository import TournamentStore
from arbiter_desk.store.writer import Writer

__all__ = [
    "FILE_SUFFIX",
    "CommandOutcome",
    "JournalConflictError",
    "Reader",
    "SchemaTooNewError",
    "TournamentFileError",
    "TournamentStore",
    "Writer",
]
