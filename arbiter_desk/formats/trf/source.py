"""From bytes to numbered lines: encodings, byte-order mark and line ends of TRF files.

TRF-2026 recommends UTF-8; older files are often Latin-1, and some editors save UTF-16 (with or without a
byte-order mark; a TRF file starts with an ASCII record number, so a NUL byte beside it gives the byte order).
The FIDE text ends lines with CR; files in the wild
use LF or CRLF as well. All three are accepted, and a UTF-8 byte-order mark is dropped.

Bounded input: a file is read only if it is a regular file (a FIFO or a device could block or never
end), in chunks and never beyond :data:`MAX_FILE_BYTES`; a line longer than :data:`MAX_LINE_CHARACTERS` is an
error of its own and is not read (a 1 MB line of round blocks took 24 s and 190 MB to read).
"""

from __future__ import annotations

import codecs
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from os import PathLike
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.formats.trf.problems import ProblemLog

MAX_FILE_BYTES = 16 * 1024 * 1024
"""The largest TRF file read: a 9,999-player open of 20 rounds takes about 3 MB (UTF-16: 6 MB)."""

MAX_LINE_CHARACTERS = 12_000
"""The longest line read: a 001 line with 999 round blocks (the most a TRF round field can number) has 10,081
characters; the other records are shorter."""

_CHUNK = 1024 * 1024


class TrfInputError(InvalidInputError):
    """A file that is not read at all: no regular file, or larger than :data:`MAX_FILE_BYTES`."""


_LINE_END = re.compile(r"\r\n|\r|\n")
_BOM = "\ufeff"


@dataclass(frozen=True, slots=True)
class SourceLine:
    """One line of the file, without its line end; ``number`` counts from 1."""

    number: int
    text: str

    @property
    def record(self) -> str:
        """The record type (columns 1-3), upper-cased: ``001``, ``XXR``, ``###``, …"""
        return self.text[:3].upper()


def utf16_order(data: bytes) -> str | None:
    """``utf-16`` (byte-order mark), ``utf-16-le`` / ``utf-16-be`` (ASCII text beside NUL bytes), or None."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    if len(data) >= 2 and data[0] and not data[1]:
        return "utf-16-le"
    if len(data) >= 2 and not data[0] and data[1]:
        return "utf-16-be"
    return None


def decode(data: bytes | str) -> str:
    """The text of a TRF file: UTF-16 when it looks so, UTF-8 when the bytes are valid UTF-8, else Latin-1;
    without a byte-order mark."""
    if isinstance(data, bytes) and (order := utf16_order(data)) is not None:
        text = data.decode(order, errors="replace")
    elif isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("latin-1")
    else:
        text = data
    return text.removeprefix(_BOM)


def read_trf_bytes(path: str | PathLike[str]) -> bytes:
    """The bytes of a TRF file, read in chunks; :class:`TrfInputError` for a FIFO, a device, a folder or a file
    larger than :data:`MAX_FILE_BYTES` (OSError if it cannot be read)."""
    path = Path(path)
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise TrfInputError(f"{path}: not a regular file (a folder, a pipe or a device is not read as a TRF file)")
    with open(path, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # replaced between the two looks
            raise TrfInputError(f"{path}: not a regular file")
        chunks: list[bytes] = []
        size = 0
        while chunk := handle.read(_CHUNK):
            size += len(chunk)
            if size > MAX_FILE_BYTES:
                raise TrfInputError(
                    f"{path}: larger than {MAX_FILE_BYTES // (1024 * 1024)} MB, too large for a TRF file; not read"
                )
            chunks.append(chunk)
    data = b"".join(chunks)
    if data.startswith(_SQLITE_HEADER):
        raise TrfInputError(f"{path}: a SQLite database (a tournament file?), not a TRF file")
    return data


_SQLITE_HEADER = b"SQLite format 3\x00"


def bounded_lines(text: str, log: ProblemLog) -> Iterator[SourceLine]:
    """The non-blank lines of ``text``; a line longer than :data:`MAX_LINE_CHARACTERS` is an error (naming its
    line and the first column beyond the bound) and is left out."""
    for number, match in enumerate(_LINES.finditer(text), start=1):
        start, end = match.span(1)
        if end - start > MAX_LINE_CHARACTERS:
            log.error(
                number,
                MAX_LINE_CHARACTERS + 1,
                f"line of {end - start:,} characters; a TRF line has at most {MAX_LINE_CHARACTERS:,}; not read",
            )
            continue
        line = match.group(1)
        if line.strip():
            yield SourceLine(number, line)


_LINES = re.compile(r"([^\r\n]*)(?:\r\n|\r|\n|$)")


def split_lines(text: str) -> list[SourceLine]:
    """Numbered lines, split at CR, LF or CRLF only (not at the other characters ``str.splitlines`` knows)."""
    parts = _LINE_END.split(text)
    if parts and parts[-1] == "":
        parts.pop()  # the line end of the last line
    return [SourceLine(number, part) for number, part in enumerate(parts, start=1)]
