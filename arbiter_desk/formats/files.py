"""Writing files so that a crash never leaves half a file: temporary file, then rename into place.

Every output passes :func:`check_output_target` first and once more just before the rename: an output never
replaces a tournament file, its companions, the open file (``protect``) or anything but a regular file."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from arbiter_desk.formats.output_target import check_output_target


def write_text_atomically(path: Path, text: str, encoding: str = "utf-8", protect: Iterable[Path] = ()) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder and an atomic rename."""
    write_bytes_atomically(path, text.encode(encoding), protect)


def umask_mode() -> int:
    """The permissions a newly created file gets (``0o666`` less the user's umask), as ``open`` would give it;
    ``mkstemp`` alone would leave an export readable by its owner only."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_bytes_atomically(path: Path, data: bytes, protect: Iterable[Path] = ()) -> None:
    """Write ``data`` to ``path`` as :func:`write_text_atomically` does; ``protect``: files open in this process
    (see ``output_target``)."""
    path = Path(path)
    protect = tuple(protect)
    check_output_target(path, protect)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or Path("."))
    try:
        os.chmod(tmp, umask_mode())
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        check_output_target(path, protect)  # again: the target may have appeared while the data was written
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise OSError(exc.errno, exc.strerror, str(path)) from exc  # name the file the user asked for
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
