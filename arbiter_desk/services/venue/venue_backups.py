"""Backups of an event on the venue server as single tournament files: after every publish
(and on demand) the chief's desk, or ``arbiter-desk server backup --watch`` on another machine, writes the whole
event into a new ``.adesk`` file in a folder the chief chose, keeping the last N. A dead server is then a
one-minute switch: File → Open… the newest backup on any desk, and the event goes on as a file (every round
published until then, its results and its journal are in it).

A backup is read in one consistent snapshot while the desks go on typing (``store.venue_copy``) and appears
under its name only when complete."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.text import tr
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.venue_copy import export_event

DEFAULT_KEEP = 10
SUFFIX = ".adesk"


def is_publish(label: str) -> bool:
    """Whether a journal entry's label is a round's publication (what a backup follows)."""
    return label.startswith("publish round")


def backups_in(folder: Path, event: str) -> list[Path]:
    """The event's backups in ``folder``, oldest first (by the time in their names, then their number)."""
    name = re.compile(rf"^{re.escape(event)}-(\d{{8}}-\d{{6}})(?:-(\d+))?{re.escape(SUFFIX)}$")
    found = []
    for path in folder.glob(f"{event}-*{SUFFIX}"):
        matched = name.match(path.name)
        if matched:
            found.append(((matched.group(1), int(matched.group(2) or 1)), path))
    return [path for _key, path in sorted(found)]


def _number(path: Path, event: str, stamp: str) -> int:
    """The number of a backup within its second (1 for the first, unnumbered)."""
    rest = path.name[len(f"{event}-{stamp}") : -len(SUFFIX)]
    return int(rest[1:]) if rest.startswith("-") else 1


def write_backup(
    location: ServerLocation, folder: Path, keep: int = DEFAULT_KEEP, now: Callable[[], datetime] = datetime.now
) -> Path:
    """Write the event into a new file ``<event>-<YYYYmmdd-HHMMSS>.adesk`` in ``folder`` and remove all but the
    newest ``keep`` of its backups there; the new file's path."""
    if keep < 1:
        raise InvalidInputError(tr("keep {keep} backups: at least 1", keep=keep))
    folder.mkdir(parents=True, exist_ok=True)
    stamp = now().strftime("%Y%m%d-%H%M%S")
    # after the highest number of this second, never in a gap the keep rule left: a backup named before its
    # elders would be the "oldest" and removed at once
    same_second = [p for p in backups_in(folder, location.event) if p.name.startswith(f"{location.event}-{stamp}")]
    number = len(same_second) + 1 if not same_second else _number(same_second[-1], location.event, stamp) + 1
    target = folder / (
        f"{location.event}-{stamp}{SUFFIX}" if number == 1 else f"{location.event}-{stamp}-{number}{SUFFIX}"
    )
    export_event(location, target)  # the file appears under its name only when complete
    for old in backups_in(folder, location.event)[:-keep]:
        old.unlink(missing_ok=True)
    return target
