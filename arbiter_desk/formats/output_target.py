"""Where an output may go: never onto a tournament file, its companions, or no regular file.

Every output the program writes (``-o``/``-p`` of the command line, File → Export TRF / standings CSV / PDF)
is renamed into place over its target, so a target that is a tournament file would lose every result in it,
and the desk holding that file open would keep writing into the replaced one. A target is refused when:

- it is a tournament file: its content starts with the SQLite header (Arbiter Desk's ``application_id`` names
  it; files of schema 4 and older carry none, so any SQLite database is refused), read through any link;
- it is one of the ``protect`` files (the desk's open file) by device and inode, whatever name, symlink or hard
  link leads to it; such a file is never opened here: closing a descriptor of a database that SQLite has open
  in this process drops SQLite's locks on it (sqlite.org "How To Corrupt An SQLite Database File", 2.2.1);
- it is a companion of a tournament file (its ``-wal``, ``-shm`` or ``-journal`` file, holding committed
  changes not yet in the file, or its in-use marker), or starts with the WAL header;
- it exists and is not a regular file: a folder, a FIFO, a device or a socket.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError

SQLITE_HEADER = b"SQLite format 3\x00"
APPLICATION_ID_AT = 68
"""Offset of ``PRAGMA application_id`` in the SQLite header (4 bytes, big-endian)."""
OUR_APPLICATION_ID = b"ADsk"
WAL_MAGIC = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
COMPANION_SUFFIXES = ("-wal", "-shm", "-journal")
MARKER_SUFFIX = ".in-use"
_CHOOSE = "nothing was written; choose another file name"


class OutputTargetError(InvalidInputError):
    """An output was aimed at a tournament file (or its companion, the open file, or no regular file):
    refused before anything was written."""


Identity = tuple[int, int]
"""A file's device and inode: the same for every name (symlink or hard link) of one file."""


def identity(path: Path) -> Identity | None:
    """Device and inode of the file ``path`` leads to (links followed), or None when there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def check_output_target(path: Path, protect: Iterable[Path] = ()) -> None:
    """Raise :class:`OutputTargetError` unless ``path`` may be replaced by an output (see the module text);
    ``protect`` are files open in this process (the desk's tournament file)."""
    path = Path(path)
    protected = {i for i in (identity(p) for p in protect) if i is not None}
    base = _companion_base(path)  # first: a companion's content is never read (SQLite locks the -shm file)
    if base is not None:
        base_identity = identity(base)
        if base_identity is not None and (base_identity in protected or _is_database(base)):
            raise OutputTargetError(
                f"{path}: belongs to the tournament file {base.name} (it may hold results not yet in the file); "
                f"{_CHOOSE}"
            )
    try:
        st = os.stat(path)  # follows links: what the name leads to is what counts
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise OutputTargetError(f"{path}: cannot be used as output ({exc.strerror or exc}); {_CHOOSE}") from exc
    if st is not None:
        if (st.st_dev, st.st_ino) in protected:
            raise OutputTargetError(
                f"{path}: is a tournament file (the one open here); an output never replaces it; {_CHOOSE}"
            )
        if stat.S_ISDIR(st.st_mode):
            raise OutputTargetError(f"{path}: is a folder; {_CHOOSE}")
        if not stat.S_ISREG(st.st_mode):
            raise OutputTargetError(
                f"{path}: is not a regular file (a FIFO, device or socket); outputs go to regular files only "
                f"(without -o/-p the command line writes to standard output); {_CHOOSE}"
            )
        _refuse_by_content(path)


def _refuse_by_content(path: Path) -> None:
    head = _head(path)
    if head.startswith(SQLITE_HEADER):
        if head[APPLICATION_ID_AT : APPLICATION_ID_AT + 4] == OUR_APPLICATION_ID:
            raise OutputTargetError(
                f"{path}: is a tournament file; an output never replaces one (its results would be lost); {_CHOOSE}"
            )
        raise OutputTargetError(
            f"{path}: is a database (SQLite) file, perhaps a tournament file of an older version; an output never "
            f"replaces one; {_CHOOSE}"
        )
    if head[:4] in WAL_MAGIC:
        raise OutputTargetError(f"{path}: is a database's write-ahead log (results not yet in the file); {_CHOOSE}")


def _head(path: Path) -> bytes:
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return b""  # unreadable: the write itself will say why
    try:
        return os.read(fd, 100)
    except OSError:
        return b""
    finally:
        os.close(fd)


def _is_database(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode) and _head(path).startswith(SQLITE_HEADER)
    except OSError:
        return False


def _companion_base(path: Path) -> Path | None:
    """``t.adesk`` for ``t.adesk-wal``, ``t.adesk-shm``, ``t.adesk-journal`` and ``.t.adesk.in-use``."""
    name = path.name
    for suffix in COMPANION_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            return path.with_name(name[: -len(suffix)])
    if name.startswith(".") and name.endswith(MARKER_SUFFIX) and len(name) > len(MARKER_SUFFIX) + 1:
        return path.with_name(name[1 : -len(MARKER_SUFFIX)])
    return None
