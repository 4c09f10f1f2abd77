"""The rules edition a TRF file was paired under: record 192 plus one ``###`` line.

TRF-2026 record 192 (ETT26) names a pairing system but not the edition of its text, and the codes list has
none for the superseded Dubov texts. Arbiter Desk writes a file paired under an older edition as::

    192 FIDE_DUBOV
    ### Edition: Dubov 1997

* Record 192 keeps the system's own code, so any TRF-2026 reader still sees a Dubov event.
* The comment line reads ``### Edition: <System> <year>``: ``Edition:`` (any case), the system's name as the
  ``--system`` option writes it (``Dubov``, case-insensitive), one space, the four-digit year of the text
  (``1997``, ``2018``). Spaces around the words are ignored; the first such line counts.
* No line means the edition in force (2026). The line is written only for an older edition.
* ``check`` replays the file under the edition the line names; ``--edition`` overrides it. A TRF-16 file has no
  comment records: give ``--edition`` on the command line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from arbiter_desk.core.tournament import Tournament

PREFIX = "Edition:"

_LINE = re.compile(r"^\s*edition:\s*([A-Za-z][\w-]*)\s+(\d{4})\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class RecordedEdition:
    system: str
    """Lower-case system name, e.g. ``dubov``."""
    edition: str
    """E.g. ``1997``."""


def edition_comment(system: str, edition: str) -> str:
    """The comment text (without ``###``) recording ``edition`` of ``system``: ``Edition: Dubov 1997``."""
    return f"{PREFIX} {system.capitalize()} {edition}"


def recorded_edition(comments: Iterable[str]) -> RecordedEdition | None:
    """The edition the file's ``###`` lines name, or None (the edition in force)."""
    for comment in comments:
        found = _LINE.match(comment)
        if found:
            return RecordedEdition(found.group(1).lower(), found.group(2))
    return None


def with_edition(tournament: Tournament, system: str, edition: str, in_force: str) -> Tournament:
    """``tournament`` with its edition recorded (replacing an earlier record); nothing added for ``in_force``."""
    kept = tuple(c for c in tournament.comments if not _LINE.match(c))
    if edition != in_force:
        kept = (edition_comment(system, edition), *kept)
    return replace(tournament, comments=kept)
