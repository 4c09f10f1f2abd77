"""Opening a rating list file as FIDE distributes it (plain or zipped) and reading it as text lines or as chunks
of whole lines, for ``formats.rating_list``'s readers.

Everything is bounded before it is read: a list (or the list inside a ZIP) larger than ``MAX_LIST_BYTES`` is
refused without reading it, a line longer than ``MAX_LINE_BYTES`` (far longer than any line of FIDE's lists)
stops the reading at that line, and a damaged ZIP (encrypted, an unknown compression method, a cut or
missing directory, a wrong CRC, cut compressed data) is refused with what is wrong with it. Such a list is
refused whole (:class:`ListRefusedError`): the previous list stays.
"""

from __future__ import annotations

import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO

from arbiter_desk.core.errors import InvalidInputError

_CHUNK = 1 << 20
"""Characters of whole lines handed to the XML parser at a time."""

TODAY_COMBINED_LIST_BYTES = 485_000_000
"""FIDE's combined list (~1.2 million players) in its larger layout, the XML (``tests/benchmarks``)."""
MAX_LIST_BYTES = 4 * TODAY_COMBINED_LIST_BYTES
"""The largest list read (uncompressed): four times today's combined list, room for years of growth."""
MAX_LINE_BYTES = 64 * 1024
"""The longest line read; FIDE's lines have under 200 characters, a national CSV row a few hundred."""
_ZIP_METHODS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA}
_ZIP_MAGIC = b"PK\x03\x04"


class ListRefusedError(InvalidInputError):
    """A rating list refused whole (cut, damaged, too large): nothing of it was imported, the previous list of
    that kind stays. ``line`` is where the reading stopped (0: before the first line)."""

    def __init__(self, source: str, line: int, reason: str) -> None:
        where = f", line {line}" if line > 0 else ""
        super().__init__(f"{source}{where}: {reason}; nothing was imported, the previous list stays")
        self.line = line
        self.reason = reason


def line_too_long(source: str, line: int) -> ListRefusedError:
    return ListRefusedError(source, line, f"a line longer than any rating list's ({MAX_LINE_BYTES:,} bytes at most)")


def open_list_file(path: Path) -> ListStream:
    """The file, or the first ``.txt``/``.xml`` member of a zip archive as FIDE distributes them; refused
    (:class:`ListRefusedError`) when too large or a damaged archive."""
    path = Path(path)
    name = path.name
    try:
        with path.open("rb") as probe:
            magic = probe.read(4)
        is_zip = zipfile.is_zipfile(path)
    except OSError as exc:
        raise ListRefusedError(name, 0, f"cannot be read ({exc.strerror or exc})") from exc
    if not is_zip and magic == _ZIP_MAGIC:
        raise ListRefusedError(
            name, 0, "a damaged ZIP archive: its directory is missing or cut (an interrupted download?)"
        )
    if is_zip:
        return _open_member(path)
    if not path.is_file():
        raise ListRefusedError(name, 0, "not a regular file (a folder, a device or a pipe is not read)")
    size = path.stat().st_size
    if size > MAX_LIST_BYTES:
        raise ListRefusedError(name, 0, f"{size:,} bytes, more than any rating list ({MAX_LIST_BYTES:,} at most)")
    handle = path.open("rb")
    return ListStream(handle, lambda: None, name)


def _open_member(path: Path) -> ListStream:
    name = path.name
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise ListRefusedError(name, 0, f"a damaged ZIP archive ({exc})") from exc
    try:
        members = [i for i in archive.infolist() if i.filename.lower().endswith((".txt", ".xml"))]
        if not members:
            raise ListRefusedError(name, 0, "the ZIP archive holds no .txt or .xml rating list")
        info = members[0]
        shown = f"{name} ({info.filename})"
        if info.flag_bits & 0x1:
            raise ListRefusedError(shown, 0, "the list in the ZIP archive is encrypted (protected by a password)")
        if info.compress_type not in _ZIP_METHODS:
            raise ListRefusedError(
                shown,
                0,
                f"the list in the ZIP archive is compressed with method {info.compress_type}, which this "
                "program cannot unpack (unpack it with another tool first)",
            )
        if info.file_size > MAX_LIST_BYTES:
            raise ListRefusedError(
                shown, 0, f"unpacks to {info.file_size:,} bytes, more than any rating list ({MAX_LIST_BYTES:,} at most)"
            )
        try:
            stream = archive.open(info)
        except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError, ValueError, EOFError) as exc:
            raise ListRefusedError(shown, 0, f"a damaged ZIP archive ({exc})") from exc
    except BaseException:
        archive.close()
        raise
    return ListStream(stream, archive.close, shown)


class ListStream:
    """A binary stream and what else to close with it; iterated as bounded lines (:func:`bounded_lines`)."""

    def __init__(self, stream: IO[bytes], also: Callable[[], None], name: str = "the list") -> None:
        self.stream = stream
        self.also = also
        self.name = name

    def __enter__(self) -> Iterable[bytes]:
        return bounded_lines(self.stream, self.name)

    def __exit__(self, *_exc: object) -> None:
        self.stream.close()
        self.also()


def bounded_lines(stream: IO[bytes], name: str) -> Iterator[bytes]:
    """The stream's lines, each read with a bound: a longer line, more bytes than any list, or a damaged ZIP
    member stop the reading with :class:`ListRefusedError` naming the line."""
    number = 0
    total = 0
    while True:
        number += 1
        try:
            line = stream.readline(MAX_LINE_BYTES + 1)
        except (zipfile.BadZipFile, EOFError, zlib.error, OSError, ValueError) as exc:
            raise ListRefusedError(name, number, f"the file is damaged or cut ({exc})") from exc
        if not line:
            return
        if len(line) > MAX_LINE_BYTES:
            raise line_too_long(name, number)
        total += len(line)
        if total > MAX_LIST_BYTES:
            raise ListRefusedError(name, number, f"more than any rating list ({MAX_LIST_BYTES:,} bytes at most)")
        yield line


def decoded_lines(handle: Iterable[bytes]) -> Iterator[str]:
    """Lines as text: UTF-8 where valid, else Latin-1 (older lists), never an exception."""
    for raw in handle:
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError:
            yield raw.decode("latin-1")


def text_chunks(first: str, lines: Iterator[str]) -> Iterator[str]:
    buffer = [first if first.endswith("\n") else first + "\n"]
    size = len(first)
    for line in lines:
        buffer.append(line if line.endswith("\n") else line + "\n")
        size += len(line)
        if size >= _CHUNK:
            yield "".join(buffer)
            buffer.clear()
            size = 0
    yield "".join(buffer)


def first_lines(path: Path, count: int) -> list[str]:
    """The first ``count`` lines of a list file (or of the list in its ZIP), to tell what kind of list it is;
    bounded like every reading (:func:`bounded_lines`)."""
    with open_list_file(Path(path)) as handle:
        lines: list[str] = []
        for line in decoded_lines(handle):
            lines.append(line)
            if len(lines) >= count:
                break
        return lines
