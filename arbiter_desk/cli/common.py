"""What every command module shares: exit codes and output to a file or standard output."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from arbiter_desk.formats.files import write_text_atomically

EXIT_OK = 0
EXIT_DIFFERENCES = 1
EXIT_USAGE = 2
EXIT_INVALID_INPUT = 3
EXIT_STORAGE = 4
"""The disk or the tournament file refused: read-only, disk full, I/O error, locked or in use by another desk."""

Handler = Callable[[argparse.Namespace, TextIO], int]


def emit(text: str, path: Path | None, out: TextIO) -> None:
    """Write ``text`` to ``path`` (atomically) or, without a path, to ``out``."""
    if path is None:
        out.write(text)
    else:
        write_text_atomically(path, text)
