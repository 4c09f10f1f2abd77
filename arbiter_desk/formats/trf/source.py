"""From bytes to numbered lines: encodings, byte-order mark and line ends of TRF files.

TRF-2026 recommends UTF-8; older files are often Latin-1. The FIDE text ends lines with CR; files in the wild
use LF or CRLF as well. All three are accepted, and a UTF-8 byte-order mark is dropped.
"""

from __future__ import annotations

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


def decode(data: bytes | str) -> str:
    """The text of a TRF file: UTF-8 when the bytes are valid UTF-8, else Latin-1; without a byte-order mark."""
    if isinstance(data, bytes):
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
