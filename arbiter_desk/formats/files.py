"""Writing files so that a crash never leaves half a file: temporary file, then rename into place."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomically(path: Path, text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder and an atomic rename."""
    write_bytes_atomically(path, text.encode(encoding))


def umask_mode() -> int:
    """The permissions a newly created file gets (``0o666`` less the user's umask), as ``open`` would give it;
    ``mkstemp`` alone would leave an export readable by its owner only."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_bytes_atomically(path: Path, data: bytes) -> None:
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or Path("."))
    try:
        os.chmod(tmp, umask_mode())
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise OSError(exc.errno, exc.strerror, str(path)) from exc  # name the file the user asked for
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
