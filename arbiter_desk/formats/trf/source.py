"""From bytes to numbered lines: encodings, byte-order mark and line ends of TRF files.

TRF-2026 recommends UTF-8; older files are often Latin-1, and some editors save UTF-16 (with or without a
byte-order mark; a TRF file starts with an ASCII record number, so a NUL byte beside it gives the byte order).
The FIDE text ends lines with CR; files in the wild
use LF or CRLF as well. All three are accepted, and a UTF-8 byte-order mark is dropped.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

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


def split_lines(text: str) -> list[SourceLine]:
    """Numbered lines, split at CR, LF or CRLF only (not at the other characters ``str.splitlines`` knows)."""
    parts = _LINE_END.split(text)
    if parts and parts[-1] == "":
        parts.pop()  # the line end of the last line
    return [SourceLine(number, part) for number, part in enumerate(parts, start=1)]
