"""The hidden files a tournament file is built under, and the sweep that removes those a killed process left.

A new file (creation, import, migration backup) is built as ``.NAME.adesk.PID@HOST.part`` in the target folder
and linked into place when complete. A process killed meanwhile leaves it behind; whenever a
tournament is created, imported or opened, the folder is swept of such leftovers:

- a temporary of this computer whose process is gone is removed at once (a live process's never is);
- a temporary of another computer (a shared folder), or one whose process id was reused, is removed only when
  neither it nor its SQLite companions changed for ``SAFE_AGE``: no creation takes that long, so it is a
  leftover. Names of the older form ``.NAME.adesk.PID.part`` are taken as this computer's.

Nothing else is touched: only names of this pattern, never a tournament file or a user's file.

The local rating lists are built the same way, as ``.NAME.sqlite.PID@HOST.RANDOM.tmp`` beside the list
(``list_temporary``); every list import first sweeps such leftovers of killed imports by the same rules
(``remove_stale_list_temporaries``; the older form without ``PID@HOST`` counts as another computer's).
"""

from __future__ import annotations

import contextlib
import os
import socket
import tempfile
import time
from pathlib import Path

from arbiter_desk.store.file_names import FILE_SUFFIX

TEMP_SUFFIX = ".part"
SAFE_AGE = 24 * 3600.0
"""Seconds without a change after which any temporary is a leftover, whoever made it."""

COMPANIONS = ("", "-wal", "-shm", "-journal")
"""A SQLite file and the files SQLite makes beside it."""


def _host() -> str:
    return "".join(c if c.isalnum() or c == "-" else "-" for c in socket.gethostname()) or "host"


def temporary_path(path: Path) -> Path:
    """The hidden name a file is built under before it takes ``path``'s name (same folder, so the link is atomic)."""
    return path.with_name(f".{path.name}.{os.getpid()}@{_host()}{TEMP_SUFFIX}")


def remove_database_files(path: Path) -> None:
    for suffix in COMPANIONS:
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def remove_stale_temporaries(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the temporaries in ``folder`` that killed processes left (see the module docstring); the removed
    ones. Never raises: a folder that cannot be listed or written is simply left as it is."""
    now = time.time() if now is None else now
    removed = []
    try:
        candidates = {_base(p) for p in Path(folder).glob(f".*{TEMP_SUFFIX}*")}
    except OSError:
        return []
    for base in sorted(p for p in candidates if p is not None):
        owner = _owner(base.name)
        if owner is None:
            continue
        pid, host = owner
        gone = host == _host() and not _process_alive(pid)
        if gone or now - _last_change(base) > SAFE_AGE:
            try:
                remove_database_files(base)
            except OSError:
                continue
            removed.append(base)
    return removed


LIST_TEMP_SUFFIX = ".tmp"


def list_temporary(path: Path) -> tuple[int, Path]:
    """A new hidden temporary (its descriptor and name) beside the rating list ``path``, named after this
    process so that a later import can tell a killed import's leftover."""
    fd, name = tempfile.mkstemp(
        prefix=f".{path.name}.{os.getpid()}@{_host()}.", suffix=LIST_TEMP_SUFFIX, dir=path.parent
    )
    return fd, Path(name)


def remove_stale_list_temporaries(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the rating-list temporaries in ``folder`` that killed imports left; the removed ones. Never raises."""
    now = time.time() if now is None else now
    removed = []
    try:
        candidates = sorted(Path(folder).glob(f".*.sqlite.*{LIST_TEMP_SUFFIX}"))
    except OSError:
        return []
    for candidate in candidates:
        tag = candidate.name.removesuffix(LIST_TEMP_SUFFIX).split(".")
        owner = next((part for part in tag if "@" in part), "")
        pid, _, host = owner.partition("@")
        gone = pid.isdigit() and host == _host() and not _process_alive(int(pid))
        if gone or now - _last_change(candidate) > SAFE_AGE:
            try:
                candidate.unlink()
            except OSError:
                continue
            removed.append(candidate)
    return removed


def _base(path: Path) -> Path | None:
    """``.x.adesk.12@h.part-journal`` → ``.x.adesk.12@h.part``; None for names not of the pattern."""
    for suffix in COMPANIONS:
        if path.name.endswith(TEMP_SUFFIX + suffix):
            return path.with_name(path.name.removesuffix(suffix))
    return None


def _owner(name: str) -> tuple[int, str] | None:
    """The process id and host a temporary's name carries (this host for the older pid-only form)."""
    stem = name.removesuffix(TEMP_SUFFIX)
    head, _, tag = stem.rpartition(".")
    if not name.startswith(".") or not head.endswith(FILE_SUFFIX):
        return None
    pid, _, host = tag.partition("@")
    if not pid.isdigit():
        return None
    return int(pid), host or _host()


def _last_change(base: Path) -> float:
    times = []
    for suffix in COMPANIONS:
        with contextlib.suppress(OSError):
            times.append(Path(f"{base}{suffix}").stat().st_mtime)
    return max(times, default=0.0)


def _process_alive(pid: int) -> bool:
    if pid <= 0:
        return True  # 0 and negatives name process groups: never taken as gone
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
